// 'Ongedaan maken' after removing a cart row, through the real calls: cart/delete answers the removed row in
// cart/add's words, and adding it again restores the same configuration at the server's price.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { rollerBlindValues, visitorWithRollerBlind } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe("removing a cart row and undoing it", () => {
  it("answers the removed row and restores it with the same options, count and server price", async () => {
    const { v, cart } = await visitorWithRollerBlind(t.app, values);
    const [key, before] = Object.entries(cart.items)[0] as [string, Record<string, unknown>];
    expect((await v.post("/api/cart/update", { rowid: key, count: 3, update: true })).statusCode).toBe(200);

    const deleted = await v.call("DELETE", `/api/cart/delete?rowid=${key}`);
    expect(deleted.statusCode).toBe(200);
    const { cart: emptied, removed } = deleted.json();
    expect(emptied.count).toBe(0);
    expect(removed).toMatchObject({ conf_id: before.conf_id, entity_id: before.entity_id, count: 3 });

    // The browser sends back only the configuration; the price is the server's.
    const restored = await v.post("/api/cart/add", removed);
    expect(restored.statusCode, restored.body).toBe(200);
    const again = Object.values(restored.json().cart.items)[0] as Record<string, unknown>;
    expect(again.options).toEqual(before.options);
    expect(again.count).toBe(3);
    expect(again.price).toBe(before.price);
    expect(restored.json().cart.count).toBe(3);
  });

  it("answers 404 for a row that is not the visitor's, and removes nothing", async () => {
    const { v, cart } = await visitorWithRollerBlind(t.app, values);
    const { v: other } = await visitorWithRollerBlind(t.app, values);
    const [key] = Object.keys(cart.items);
    const res = await other.call("DELETE", `/api/cart/delete?rowid=${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.rowid).toBeTruthy();
    expect((await v.get("/api/cart")).json().cart.count).toBe(1);
  });
});
