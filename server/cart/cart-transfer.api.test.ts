// Moving the cart to the other store (/checkout/verhuizen) through the real app: one copy per cart, however
// often the switch is called, and that copy follows the cart.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollerBlind, rollerBlindDef, rollerBlindValues } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { savedCarts } from "./cart.schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
});
afterAll(async () => {
  await t?.close();
});

async function savedCount(): Promise<number> {
  const [row] = await t.services.database.db.select({ n: count() }).from(savedCarts);
  return row?.n ?? 0;
}

/** The restore token the switch sends the visitor to. */
async function switchStore(v: TestVisitor): Promise<string> {
  const res = await v.get("/checkout/verhuizen?redirectUrl=%2Fcheckout");
  expect(res.statusCode).toBe(302);
  const match = /\/winkelwagen\/herstellen\/([A-Za-z0-9_-]+)\?naar=%2Fcheckout$/.exec(
    res.headers.location ?? "",
  );
  if (!match?.[1]) throw new Error(`no restore link in ${res.headers.location}`);
  return match[1];
}

describe("GET /checkout/verhuizen", () => {
  it("keeps one copy per cart, whatever the number of switches, and the copy follows the cart", async () => {
    const values = await rollerBlindValues(t.app);
    const v = new TestVisitor(t.app);
    const add = { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values };
    expect((await v.post("/api/cart/add", add)).statusCode).toBe(200);
    const before = await savedCount();
    const token = await switchStore(v);
    for (let i = 0; i < 20; i++) expect(await switchStore(v)).toBe(token);
    expect(await savedCount()).toBe(before + 1);

    expect((await v.post("/api/cart/add", { ...add, count: 2 })).statusCode).toBe(200);
    expect(await switchStore(v)).toBe(token);
    const [copy] = await t.services.database.db.select().from(savedCarts).where(eq(savedCarts.token, token));
    expect(copy?.items.map((i) => i.count)).toEqual([3]);
    expect(await savedCount()).toBe(before + 1);

    // Another visitor's switch is another copy.
    const other = new TestVisitor(t.app);
    expect((await other.post("/api/cart/add", add)).statusCode).toBe(200);
    expect(await switchStore(other)).not.toBe(token);
    expect(await savedCount()).toBe(before + 2);
  });

  it("copies nothing for an empty cart", async () => {
    const before = await savedCount();
    const res = await new TestVisitor(t.app).get("/checkout/verhuizen?redirectUrl=%2Fcheckout");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).not.toMatch(/herstellen/);
    expect(await savedCount()).toBe(before);
  });
});
