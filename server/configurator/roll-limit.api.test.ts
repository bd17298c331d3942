// The roll check through the real app: a linen roller blind wider than a linen roll can make gets the Dutch reason
// at the width field in update, a 400 in calc-price and in cart/add, and nothing lands in the cart; a width the
// roll can make is priced and added.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { configurationIndex } from "../../domain/configurator/compiled.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const product = catalogue.products.find((p) => p.id === 1002);
if (!product) throw new Error("no linen roller blind");
const def = configurationFor(product, catalogue);
const index = configurationIndex(def);
const width = index.width;
const height = index.height;
const fabric = index.options.find((o) => o.type === "fabric_choice");
const linen = fabric?.values.find((v) => v.colour_code === "LL-201");
if (!width || !height || !fabric || !linen) throw new Error("no size or linen colour");
const REASON =
  "Deze kleur is bij deze keuzes tot 254 cm breed te maken: de stofrol is 2500 mm breed. Kies een andere kleur of een kleinere breedte.";

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, ...(cookie ? { headers: { cookie } } : {}) });

const ids = { width: width.id, height: height.id, fabric: fabric.id, linen: linen.id };

function values(w: number): ConfValues {
  return { [ids.width]: w, [ids.height]: 150, [ids.fabric]: ids.linen };
}

describe("the fabric roll limits the width the configurator sells", () => {
  it("update answers the reason at the width field and no price", async () => {
    const res = await post("/api/configurator/update", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: values(280),
      filter_values: {},
      preview: "combine",
      edit_key: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors[String(width.id)]).toBe(REASON);
    expect(body.price ?? null).toBeNull();
  });

  it("calc-price refuses the size with a Dutch 400 and prices the widest size the roll makes", async () => {
    const refused = await post("/api/configurator/calc-price", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: values(280),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[`values.${width.id}`]).toBe(REASON);
    const priced = await post("/api/configurator/calc-price", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: values(254),
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().price).toBeGreaterThan(0);
  });

  it("cart/add refuses it with the same reason and adds nothing; a size that fits is added", async () => {
    const refused = await post("/api/cart/add", {
      conf_id: def.conf_id,
      entity_id: def.prod_id,
      values: values(280),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[`values.${width.id}`]).toBe(REASON);
    const cookie = refused.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    if (cookie) {
      const cart = await t.app.inject({ method: "GET", url: "/api/cart", headers: { cookie } });
      expect(cart.json().cart.count).toBe(0);
    }
    const added = await post("/api/cart/add", {
      conf_id: def.conf_id,
      entity_id: def.prod_id,
      values: values(250),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().cart.count).toBe(1);
  });
});
