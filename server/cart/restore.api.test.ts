// The saved-cart link through the real app: only paths on this site as target, a confirming click before it
// changes a cart that holds something, and links that expire after 30 days.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { rollerBlind, rollerBlindDef, rollerBlindValues } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { savedCarts } from "./cart.schema.ts";

let t: TestApp;
let values: ConfValues;
beforeAll(async () => {
  t = await createTestApp();
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function withRow(): Promise<TestVisitor> {
  const v = new TestVisitor(t.app);
  const add = { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values };
  expect((await v.post("/api/cart/add", add)).statusCode).toBe(200);
  return v;
}

/** A cart saved by e-mail: the link's token, read from the mail as the visitor would. */
async function savedToken(): Promise<string> {
  const v = await withRow();
  const email = `bewaar-${Math.random().toString(36).slice(2)}@example.nl`;
  expect((await v.post("/api/cart/save-cart", { email })).statusCode).toBe(200);
  const [mail] = await t.services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email));
  const token = mail?.text.match(/\/winkelwagen\/herstellen\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no restore link in the mail");
  return token;
}

const count = async (v: TestVisitor) => (await v.get("/api/cart")).json().cart.count as number;

function post(v: TestVisitor, url: string) {
  return v.call("POST", url, "", {
    headers: { host: "localhost", cookie: v.cookie, "content-type": "application/x-www-form-urlencoded" },
  });
}

describe("the restore link", () => {
  it("never redirects to another host, also when the path only normalises to //", async () => {
    const token = await savedToken();
    for (const naar of [
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "//evil.example",
      "https://evil.example/",
    ]) {
      const v = new TestVisitor(t.app);
      const res = await v.get(`/winkelwagen/herstellen/${token}?naar=${encodeURIComponent(naar)}`);
      expect(res.statusCode, naar).toBe(302);
      expect(res.headers.location, naar).toBe("/checkout");
    }
    const v = new TestVisitor(t.app);
    const res = await v.get(
      `/winkelwagen/herstellen/${token}?naar=${encodeURIComponent("/checkout/gegevens")}`,
    );
    expect(res.headers.location).toBe("/checkout/gegevens");
  });

  it("restores into an empty cart at once, and into a full one only after a confirming POST", async () => {
    const token = await savedToken();
    const fresh = new TestVisitor(t.app);
    await fresh.get("/");
    expect((await fresh.get(`/winkelwagen/herstellen/${token}`)).statusCode).toBe(302);
    expect(await count(fresh)).toBe(1);

    const busy = await withRow();
    const page = await busy.get(`/winkelwagen/herstellen/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Bewaarde winkelwagen toevoegen?");
    expect(page.body).toContain(rollerBlind.name);
    expect(await count(busy)).toBe(1);
    const confirmed = await post(busy, `/winkelwagen/herstellen/${token}`);
    expect(confirmed.statusCode).toBe(302);
    expect(await count(busy)).toBe(2);
  });

  it("expires after 30 days and says so in Dutch; an unknown link says it does not work", async () => {
    const token = await savedToken();
    await t.services.database.db
      .update(savedCarts)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(savedCarts.token, token));
    const v = new TestVisitor(t.app);
    const res = await v.get(`/winkelwagen/herstellen/${token}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain("Deze link is verlopen");
    expect((await post(await withRow(), `/winkelwagen/herstellen/${token}`)).statusCode).toBe(410);
    expect(await count(v)).toBe(0);

    const unknown = await v.get(`/winkelwagen/herstellen/${"x".repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Deze link werkt niet meer");
  });
});
