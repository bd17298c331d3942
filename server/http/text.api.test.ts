// NUL characters and lone surrogates in any text a visitor sends: a Dutch 400 at the edge, nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXT_INVALID_CHARACTER } from "../../domain/validation/messages.ts";
import {
  nlAddress,
  readyVisitor,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "10000", RATE_LIMIT_MAIL: "10000" });
});
afterAll(async () => {
  await t?.close();
});

const hostile = {
  nul: "Sanne\u0000",
  "lone high surrogate": "Sanne\ud800",
  "lone low surrogate": "\udc00Sanne",
};

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ errors: { [field]: TEXT_INVALID_CHARACTER } });
}

describe.each(Object.entries(hostile))("text with a %s", (_name, bad) => {
  it("is refused in the checkout address and the details are not stored", async () => {
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/checkout/gegevens", {
      default: { type: "private" },
      factuur: { ...nlAddress, firstname: bad },
    });
    expectRefused(res, "factuur.firstname");
    const stored = (await v.get("/api/checkout/gegevens")).json();
    expect(JSON.stringify(stored)).not.toContain("Sanne");
  });

  it("is refused in a configurator option and in an object key, and the cart stays empty", async () => {
    const v = new TestVisitor(t.app);
    const values = await rollerBlindValues(t.app);
    const base = { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id };
    expectRefused(await v.post("/api/cart/add", { ...base, values: { ...values, 999: bad } }), "values.999");
    expectRefused(await v.post("/api/cart/add", { ...base, values: { ...values, [bad]: 1 } }), "values");
    expectRefused(
      await v.post("/api/cart/add", { ...base, values, image_thumbnail: bad }),
      "image_thumbnail",
    );
    expect((await v.get("/api/cart")).json().cart.count).toBe(0);
  });

  it("is refused in a coupon code, a row id, a path parameter and a query parameter", async () => {
    const { v } = await readyVisitor(t.app, await rollerBlindValues(t.app));
    expectRefused(await v.post("/api/cart/coupon", { code: `ZOMER${bad}` }), "code");
    expectRefused(await v.post("/api/cart/update", { rowid: bad, count: 2 }), "rowid");
    const encoded =
      encodeURIComponent(bad.replace(/[\ud800-\udfff]/g, "")) + (bad.includes("\0") ? "" : "%00");
    expectRefused(await v.delete(`/api/cart/delete?rowid=${encoded}`), "rowid");
    expectRefused(await v.get(`/api/catalog/categories/rol${encoded}`), "slug");
    expectRefused(await v.get(`/api/postcode/lookup?postcode=2991XJ&housenumber=8${encoded}`), "housenumber");
  });

  it("is refused in the advice, service and quote forms", async () => {
    const v = new TestVisitor(t.app);
    expectRefused(
      await v.post("/api/service/submit-form", { order_number: bad, postal_code: "2991 XJ" }),
      "order_number",
    );
    expectRefused(await v.post("/api/advice/check-coupon", { coupon_code: bad }), "coupon_code");
    expectRefused(
      await v.post("/api/advice/submit-form", { request: "advies", firstname: bad, lastname: "de Vries" }),
      "firstname",
    );
  });
});
