// The shared mail limits through the real app: one budget per client over every mail-sending route, and an
// hourly limit per recipient address whoever asks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollerBlind, rollerBlindDef, rollerBlindValues } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { RECIPIENT_LIMIT_MESSAGE } from "./mailer.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAIL: "3", RATE_LIMIT_MAIL_RECIPIENT: "2" });
});
afterAll(async () => {
  await t?.close();
});

describe("mail limits", () => {
  it("share one budget per client over all mail-sending routes", async () => {
    const routes = [
      "/api/cart/save-cart",
      "/api/advice/submit-form",
      "/api/service/submit-form",
      "/api/swatches/orderSwatches",
      "/api/product/estimate",
      "/api/cart/createEstimate",
    ];
    const statuses: number[] = [];
    for (const url of routes) {
      const res = await t.app.inject({ method: "POST", url, payload: {}, remoteAddress: "10.7.7.7" });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });

  it("limit the mails to one address per hour, from any client", async () => {
    const values = await rollerBlindValues(t.app);
    const email = "doelwit@example.nl";
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const v = new TestVisitor(t.app);
      const add = { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values };
      await v.call("POST", "/api/cart/add", add, { remoteAddress: `10.8.0.${i}` });
      const res = await v.call("POST", "/api/cart/save-cart", { email }, { remoteAddress: `10.8.0.${i}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ errors: { email: RECIPIENT_LIMIT_MESSAGE } });
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another address still gets its mail.
    const v = new TestVisitor(t.app);
    const add = { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values };
    await v.call("POST", "/api/cart/add", add, { remoteAddress: "10.8.1.1" });
    const other = await v.call(
      "POST",
      "/api/cart/save-cart",
      { email: "iemand@example.nl" },
      { remoteAddress: "10.8.1.1" },
    );
    expect(other.statusCode).toBe(200);
  });
});
