// The cart calls through the real app: adding, counts, removing and undoing it, service and delivery, vouchers,
// saving, and bad input.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import type { SeedProduct } from "../../catalog/types.ts";
import type { Cart } from "../../domain/cart/types.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfigurationDef, ConfValues } from "../../domain/configurator/types.ts";
import { stores } from "../../domain/store.ts";
import { CART_MAX_ROWS } from "../../domain/validation/cart.ts";
import { CART_FULL, CART_FULL_RESTORE, CART_QUANTITY_INVALID } from "../../domain/validation/messages.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor, validValues } from "../../tests/helpers/visitor.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";

let t: TestApp;
const product = (kind: string) => {
  const p = catalogue.products.find((x) => x.kind === kind);
  if (!p) throw new Error(`no ${kind}`);
  return p;
};
interface Fixture {
  product: SeedProduct;
  def: ConfigurationDef;
  values: ConfValues;
}
let blind: Fixture;
let screen: Fixture;
let insectScreen: Fixture;

async function fixture(kind: string, width = 120, height = 150): Promise<Fixture> {
  const p = product(kind);
  const def = configurationFor(p, catalogue);
  const dims = dimensionOptions(def);
  if (!dims.width || !dims.height) throw new Error(`${kind} has no size`);
  const values = await validValues(t.app, def, {
    widthId: dims.width.id,
    heightId: dims.height.id,
    width: Math.max(width, dims.width.min_value ?? 0),
    height: Math.max(height, dims.height.min_value ?? 0),
  });
  return { product: p, def, values };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  blind = await fixture("rolgordijn");
  screen = await fixture("screen");
  insectScreen = await fixture("hor", 80, 120);
});
afterAll(async () => {
  await t?.close();
});

const addBody = (f: Fixture, extra: Record<string, unknown> = {}) => ({
  conf_id: f.def.conf_id,
  entity_id: f.product.id,
  values: f.values,
  image_thumbnail: "/media/product/x.svg",
  ...extra,
});

async function priceOf(f: Fixture): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/configurator/calc-price",
    payload: { conf_id: f.def.conf_id, prod_id: f.product.id, values: f.values },
  });
  return res.json().price;
}

describe("GET /api/cart", () => {
  it("answers an empty cart to a new visitor without starting a session", async () => {
    const v = new TestVisitor(t.app);
    const res = await v.get("/api/cart");
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({
      count: 0,
      total: 0,
      service_type: "self",
      shipping_method: "sent",
      country: "NL",
    });
    expect(v.cookie).toBe("");
  });

  it("is per store: the BE cart has BE rates", async () => {
    const res = await new TestVisitor(t.app, "shop.be").get("/api/cart");
    expect(res.json().cart.country).toBe("BE");
  });
});

describe("POST /api/cart/add", () => {
  it("adds a configured product with the server's price, ignoring any price sent", async () => {
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/cart/add", addBody(blind, { price: 1, total: 1, count: 2 }));
    expect(res.statusCode).toBe(200);
    const { cart, addedItem } = res.json() as { cart: Cart; addedItem: { item: Cart["items"][string] } };
    const price = await priceOf(blind);
    expect(price).toBeGreaterThan(1000);
    expect(addedItem.item).toMatchObject({ type: "product", count: 2, price, subtotal: price * 2 });
    expect(addedItem.item.product_name).toBe(blind.product.name);
    expect(addedItem.item.options.length).toBeGreaterThan(2);
    expect(addedItem.item.delivery_time).toMatch(/werkdag/);
    expect(cart.count).toBe(2);
    expect(cart.items[addedItem.item.key]).toBeDefined();
    expect(v.cookie).not.toBe("");
  });

  it("adds the count to an identical configuration instead of a second row", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(blind));
    const res = await v.post("/api/cart/add", addBody(blind, { count: 3 }));
    const cart: Cart = res.json().cart;
    expect(Object.keys(cart.items)).toHaveLength(1);
    expect(cart.count).toBe(4);
  });

  it("refuses incomplete, out-of-range and foreign values with the configurator's messages", async () => {
    const v = new TestVisitor(t.app);
    const dims = dimensionOptions(blind.def);
    const wide = await v.post(
      "/api/cart/add",
      addBody(blind, { values: { ...blind.values, [dims.width?.id ?? 0]: 9999 } }),
    );
    expect(wide.statusCode).toBe(400);
    expect(Object.values(wide.json().errors)[0]).toMatch(/moet tussen de \d+ cm en \d+ cm zijn!/);
    const foreign = await v.post("/api/cart/add", addBody(blind, { values: screen.values }));
    expect(foreign.statusCode).toBe(400);
    const mismatch = await v.post("/api/cart/add", addBody(blind, { entity_id: screen.product.id }));
    expect(mismatch.statusCode).toBe(400);
    const unknown = await v.post("/api/cart/add", addBody(blind, { conf_id: 999999 }));
    expect(unknown.statusCode).toBe(404);
    expect((await v.get("/api/cart")).json().cart.count).toBe(0);
  });

  it("refuses an quote-only product and a bad count", async () => {
    const roof = catalogue.products.find((p) => p.quoteOnly);
    if (!roof) throw new Error("no quote-only product");
    const def = configurationFor(roof, catalogue);
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/cart/add", { conf_id: def.conf_id, entity_id: roof.id, values: {} });
    expect(res.statusCode).toBe(400);
    for (const count of [0, 100, -1, "abc", 1.5]) {
      const bad = await v.post("/api/cart/add", addBody(blind, { count }));
      expect(bad.statusCode, String(count)).toBe(400);
      expect(bad.json().errors.count).toBe(CART_QUANTITY_INVALID);
    }
  });

  it("keeps only our own image paths as the thumbnail", async () => {
    const v = new TestVisitor(t.app);
    const res = await v.post(
      "/api/cart/add",
      addBody(blind, { image_thumbnail: "https://evil.example/x.png" }),
    );
    expect(res.json().addedItem.item.image_thumbnail).toMatch(/^\/media\//);
  });
});

describe("POST /api/cart/update and DELETE /api/cart/delete", () => {
  it("changes the count, refuses 0/100/-1/'abc' with the update flag, and removes at 0 without it", async () => {
    const v = new TestVisitor(t.app);
    const key = (await v.post("/api/cart/add", addBody(blind))).json().addedItem.item.key;
    const five = await v.post("/api/cart/update", { rowid: key, count: 5, update: true });
    expect(five.json().cart.items[key].count).toBe(5);
    for (const count of [0, 100, -1, "abc"]) {
      const bad = await v.post("/api/cart/update", { rowid: key, count, update: true });
      expect(bad.statusCode, String(count)).toBe(400);
      expect(bad.json().errors.count).toBe(CART_QUANTITY_INVALID);
    }
    expect((await v.get("/api/cart")).json().cart.items[key].count).toBe(5);
    const removed = await v.post("/api/cart/update", { rowid: key, count: 0 });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().cart.count).toBe(0);
  });

  it("saves an edited configuration back into the same row", async () => {
    const v = new TestVisitor(t.app);
    const key = (await v.post("/api/cart/add", addBody(blind))).json().addedItem.item.key;
    const dims = dimensionOptions(blind.def);
    const wider = { ...blind.values, [dims.width?.id ?? 0]: 200 };
    const res = await v.post("/api/cart/update", { rowid: key, count: 1, update: true, values: wider });
    expect(res.statusCode).toBe(200);
    const item = res.json().cart.items[key];
    expect(item.price).toBe(await priceOf({ ...blind, values: wider }));
    expect(item.price).toBeGreaterThan(await priceOf(blind));
    // The configurator loads the row's values by its key in edit mode.
    const edit = await v.post("/api/configurator/update", {
      conf_id: blind.def.conf_id,
      prod_id: blind.product.id,
      values: {},
      edit_key: key,
    });
    expect(edit.json().conf_values[String(dims.width?.id)]).toBe(200);
  });

  it("keeps the price's lines with the row, as calc-price answers them, after an edit and on a later read", async () => {
    const v = new TestVisitor(t.app);
    const key = (await v.post("/api/cart/add", addBody(blind, { count: 2 }))).json().addedItem.item.key;
    const calc = (f: Fixture) =>
      t.app
        .inject({
          method: "POST",
          url: "/api/configurator/calc-price",
          payload: { conf_id: f.def.conf_id, prod_id: f.product.id, values: f.values },
        })
        .then((r) => r.json().lines);
    let item = (await v.get("/api/cart")).json().cart.items[key];
    // Per unit: the lines end in the unit price, whatever the count.
    expect(item.price_lines).toEqual(await calc(blind));
    expect(item.price_lines.at(-1)).toEqual({ kind: "total", label: "Totaal", cents: item.price });
    const dims = dimensionOptions(blind.def);
    const wider = { ...blind.values, [dims.width?.id ?? 0]: 200 };
    await v.post("/api/cart/update", { rowid: key, count: 2, update: true, values: wider });
    item = (await v.get("/api/cart")).json().cart.items[key];
    expect(item.price_lines).toEqual(await calc({ ...blind, values: wider }));
    expect(item.price_lines[0].label).toMatch(/^Basisprijs 200 × 150 cm/);
  });

  it("answers 404 for an unknown row and for another visitor's row, and leaves that row alone", async () => {
    const owner = new TestVisitor(t.app);
    const key = (await owner.post("/api/cart/add", addBody(blind))).json().addedItem.item.key;
    const stranger = new TestVisitor(t.app);
    await stranger.post("/api/cart/add", addBody(screen));
    expect((await stranger.post("/api/cart/update", { rowid: key, count: 3, update: true })).statusCode).toBe(
      404,
    );
    expect((await stranger.delete(`/api/cart/delete?rowid=${key}`)).statusCode).toBe(404);
    expect((await stranger.delete("/api/cart/delete?rowid=nope")).statusCode).toBe(404);
    expect(
      (
        await stranger.call("POST", "/api/configurator/update", {
          conf_id: blind.def.conf_id,
          prod_id: blind.product.id,
          values: {},
          edit_key: key,
        })
      ).statusCode,
    ).toBe(404);
    expect((await owner.get("/api/cart")).json().cart.items[key].count).toBe(1);
    const gone = await owner.delete(`/api/cart/delete?rowid=${key}`);
    expect(gone.json().cart.count).toBe(0);
  });

  it("does not let the visitor change or delete the rows the shop adds", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(blind));
    await v.post("/api/cart/setServiceType", { service_type: "mount" });
    for (const rowid of ["voorrijkosten", "meetkosten", "korting"]) {
      expect((await v.delete(`/api/cart/delete?rowid=${rowid}`)).statusCode).toBe(400);
      expect((await v.post("/api/cart/update", { rowid, count: 0 })).statusCode).toBe(400);
    }
    expect((await v.get("/api/cart")).json().cart.items.voorrijkosten).toBeDefined();
  });
});

describe("service and delivery", () => {
  it("adds the service rows and mount costs for 'mount', and only for products we mount", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(blind));
    await v.post("/api/cart/add", addBody(insectScreen));
    const res = await v.post("/api/cart/setServiceType", { service_type: "mount" });
    const cart: Cart = res.json().cart;
    expect(cart.service_type).toBe("mount");
    expect(cart.mount_start).toBe(4500);
    expect(cart.measure_amount).toBe(3500);
    expect(cart.mount_total).toBe(blind.product.mountCostCents);
    const hor = Object.values(cart.items).find((i) => i.entity_id === insectScreen.product.id);
    expect(hor?.mount_cost).toBeNull();
    expect(cart.delivery_label).toBe("Monteren");
    expect(cart.total).toBe(cart.subtotal + 4500 + 3500 + cart.mount_total);
  });

  it("refuses mounting a cart with only products we do not mount", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(insectScreen));
    const res = await v.post("/api/cart/setServiceType", { service_type: "mount" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.service_type).toMatch(/monteren wij niet/);
  });

  it("stores the shipping method and charges sending only when sent", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(insectScreen));
    const sent: Cart = (await v.get("/api/cart")).json().cart;
    expect(sent.delivery_label).toBe("Verzenden");
    const pickup: Cart = (
      await v.post("/api/cart/setShippingMethod", { shipping_method: "Heinenoord" })
    ).json().cart;
    expect(pickup.shipping_method).toBe("Heinenoord");
    expect(pickup.shipping_amount).toBe(0);
    expect(pickup.delivery_label).toBe("Afhalen");
    expect(pickup.total).toBe(sent.total - sent.shipping_amount);
    expect((await v.post("/api/cart/setShippingMethod", { shipping_method: "Utrecht" })).statusCode).toBe(
      400,
    );
    expect((await v.post("/api/cart/setServiceType", { service_type: "assembly" })).statusCode).toBe(400);
  });
});

describe("vouchers", () => {
  it("says 'Geen code opgegeven' for an empty code", async () => {
    const res = await new TestVisitor(t.app).post("/api/cart/coupon", { code: "  " });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toBe("Geen code opgegeven");
  });

  it("applies a code case-insensitively, shows its name and discount row, and removes it", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(blind));
    const res = await v.post("/api/cart/coupon", { code: "welkom10" });
    const body = res.json();
    expect(body.result).toBe(true);
    expect(body.cart.coupon.name).toBe("Welkomstkorting 10%");
    expect(body.cart.items.korting.price).toBeLessThan(0);
    const removed = await v.delete("/api/cart/coupon");
    expect(removed.json().cart.coupon).toBeNull();
    expect(removed.json().cart.items.korting).toBeUndefined();
  });

  it("answers the reason for unknown, expired, used-up and advice-only codes and applies nothing", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(blind));
    for (const [code, reason] of [
      ["BESTAATNIET", "Deze kortingscode bestaat niet."],
      ["ZOMER2025", "Deze kortingscode is verlopen."],
      ["EENMALIG", "Deze kortingscode is al gebruikt."],
      ["GRATISADVIES", /advies- en meetafspraak/],
    ] as const) {
      const body = (await v.post("/api/cart/coupon", { code })).json();
      expect(body.result, code).toBe(false);
      expect(body.msg).toMatch(reason);
      expect(body.cart.coupon).toBeNull();
    }
  });

  it("keeps a voucher whose limit is reached later, but explains why it gives nothing", async () => {
    await t.services.database.db
      .update(vouchers)
      .set({ maxUses: 5, usedCount: 0 })
      .where(eq(vouchers.code, "WELKOM10"));
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(blind));
    await v.post("/api/cart/coupon", { code: "WELKOM10" });
    await t.services.database.db.update(vouchers).set({ usedCount: 5 }).where(eq(vouchers.code, "WELKOM10"));
    const cart: Cart = (await v.get("/api/cart")).json().cart;
    expect(cart.coupon?.code).toBe("WELKOM10");
    expect(cart.coupon_message).toBe("Deze kortingscode is al gebruikt.");
    expect(cart.items.korting).toBeUndefined();
    await t.services.database.db.update(vouchers).set({ maxUses: null }).where(eq(vouchers.code, "WELKOM10"));
  });
});

describe("GET /api/header/headerData", () => {
  it("answers the cart and the swatch basket", async () => {
    const v = new TestVisitor(t.app);
    await v.post("/api/cart/add", addBody(blind, { count: 2 }));
    const body = (await v.get("/api/header/headerData")).json();
    expect(body.cart.count).toBe(2);
    expect(body.swatches).toMatchObject({ total: 0, items: [] });
  });
});

describe("two tabs at once", () => {
  it("loses no add and no count change when requests for one cart run concurrently", async () => {
    const v = new TestVisitor(t.app);
    const key = (await v.post("/api/cart/add", addBody(blind))).json().addedItem.item.key;
    const dims = dimensionOptions(blind.def);
    const variants = Array.from({ length: 6 }, (_, i) => ({
      ...blind.values,
      [dims.width?.id ?? 0]: 101 + i * 10,
    }));
    const results = await Promise.all([
      ...variants.map((values) => v.post("/api/cart/add", addBody(blind, { values }))),
      ...Array.from({ length: 4 }, () => v.post("/api/cart/add", addBody(screen))),
      v.post("/api/cart/update", { rowid: key, count: 7, update: true }),
      v.post("/api/cart/setServiceType", { service_type: "mount" }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const cart: Cart = (await v.get("/api/cart")).json().cart;
    const rows = Object.values(cart.items).filter((i) => i.type === "product");
    // The first row at 7, six rows of new widths, and the four identical screens merged into one row.
    expect(rows).toHaveLength(8);
    expect(cart.count).toBe(7 + 6 + 4);
    expect(cart.service_type).toBe("mount");
  });
});

describe("a full cart", () => {
  const dims = () => dimensionOptions(blind.def);
  /** The roller blind in `n` different widths starting at `from` cm: `n` distinct rows. */
  const widths = (n: number, from = 100) =>
    Array.from({ length: n }, (_, i) => ({ ...blind.values, [dims().width?.id ?? 0]: from + i }));
  const sessionOf = (v: TestVisitor) => {
    const raw = decodeURIComponent(v.cookie.replace(/^rw_sid=/, ""));
    const unsigned = t.app.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) throw new Error("no session");
    return unsigned.value;
  };

  it(`holds at most ${CART_MAX_ROWS} distinct rows and says so in Dutch; counts can still change`, async () => {
    const v = new TestVisitor(t.app);
    for (const values of widths(CART_MAX_ROWS)) {
      expect((await v.post("/api/cart/add", addBody(blind, { values }))).statusCode).toBe(200);
    }
    const full = await v.post("/api/cart/add", addBody(screen));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ errors: { cart: CART_FULL } });
    // A configuration already in the cart is no new row: its count goes up.
    const again = await v.post("/api/cart/add", addBody(blind, { values: widths(1)[0] }));
    expect(again.statusCode).toBe(200);
    const cart: Cart = again.json().cart;
    expect(Object.values(cart.items).filter((i) => i.type === "product")).toHaveLength(CART_MAX_ROWS);
    expect(cart.count).toBe(CART_MAX_ROWS + 1);
    // After removing a row there is room again.
    const first = Object.values(cart.items).find((i) => i.type === "product");
    expect((await v.delete(`/api/cart/delete?rowid=${first?.key}`)).statusCode).toBe(200);
    expect((await v.post("/api/cart/add", addBody(screen))).statusCode).toBe(200);
  });

  it("lets no burst of concurrent adds pass the limit", async () => {
    const v = new TestVisitor(t.app);
    for (const values of widths(CART_MAX_ROWS - 2)) await v.post("/api/cart/add", addBody(blind, { values }));
    const results = await Promise.all(
      widths(6, 200).map((values) => v.post("/api/cart/add", addBody(blind, { values }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    const cart: Cart = (await v.get("/api/cart")).json().cart;
    expect(Object.values(cart.items).filter((i) => i.type === "product")).toHaveLength(CART_MAX_ROWS);
  });

  it("restores a saved cart only whole, and only when the rows fit", async () => {
    const saver = new TestVisitor(t.app);
    for (const values of widths(3, 250)) await saver.post("/api/cart/add", addBody(blind, { values }));
    const token = await t.services.cart.save(sessionOf(saver), stores.NL, "", async () => undefined);
    const v = new TestVisitor(t.app);
    for (const values of widths(CART_MAX_ROWS - 2)) await v.post("/api/cart/add", addBody(blind, { values }));
    await expect(t.services.cart.restore(token, sessionOf(v), stores.NL)).rejects.toMatchObject({
      errors: { cart: CART_FULL_RESTORE },
    });
    const cart: Cart = (await v.get("/api/cart")).json().cart;
    expect(Object.values(cart.items).filter((i) => i.type === "product")).toHaveLength(CART_MAX_ROWS - 2);
    // With one row less there is room for all three.
    const first = Object.values(cart.items).find((i) => i.type === "product");
    await v.delete(`/api/cart/delete?rowid=${first?.key}`);
    const restored = await t.services.cart.restore(token, sessionOf(v), stores.NL);
    if (typeof restored === "string") throw new Error(`restore answered ${restored}`);
    expect(Object.values(restored.items).filter((i) => i.type === "product")).toHaveLength(CART_MAX_ROWS);
  });
});

describe("removing a cart row and undoing it", () => {
  it("answers the removed row and restores it with the same options, count and server price", async () => {
    const v = new TestVisitor(t.app);
    const added = (await v.post("/api/cart/add", addBody(blind, { count: 3 }))).json();
    const [key, before] = Object.entries(added.cart.items)[0] as [string, Record<string, unknown>];

    const deleted = await v.delete(`/api/cart/delete?rowid=${key}`);
    expect(deleted.statusCode).toBe(200);
    const { cart: emptied, removed } = deleted.json();
    expect(emptied.count).toBe(0);
    expect(removed).toMatchObject({ conf_id: blind.def.conf_id, entity_id: blind.product.id, count: 3 });

    // 'Ongedaan maken' sends back only the configuration; the price is the server's.
    const restored = await v.post("/api/cart/add", removed);
    expect(restored.statusCode, restored.body).toBe(200);
    const again = Object.values(restored.json().cart.items)[0] as Record<string, unknown>;
    expect(again.options).toEqual(before.options);
    expect(again.count).toBe(3);
    expect(again.price).toBe(before.price);
  });

  it("answers 404 for a row that is not the visitor's, and removes nothing", async () => {
    const v = new TestVisitor(t.app);
    const added = (await v.post("/api/cart/add", addBody(blind))).json();
    const [key] = Object.keys(added.cart.items);
    const res = await new TestVisitor(t.app).delete(`/api/cart/delete?rowid=${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.rowid).toBeTruthy();
    expect((await v.get("/api/cart")).json().cart.count).toBe(1);
  });
});
