// What one visitor can make the checkout store, through the real app: the details draft, unpaid orders and a
// single order's payment attempts are all bounded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import {
  MAX_OPEN_ORDERS,
  MAX_PAYMENT_ATTEMPTS,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_OPEN_ORDERS,
} from "../orders/orders.service.ts";

let t: TestApp;
let values: ConfValues;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe("bounds of the checkout", () => {
  it("refuses a details draft with two hundred fields in Dutch", async () => {
    const v = new TestVisitor(t.app);
    const padded = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`veld${i}`, "x".repeat(1000)]));
    const res = await v.post("/api/checkout/gegevens", { factuur: { ...nlAddress, ...padded } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.factuur).toBe("Dit formulier heeft te veel velden.");
    expect((await v.post("/api/checkout/gegevens", { factuur: nlAddress })).statusCode).toBe(200);
  });

  it(`allows ${MAX_PAYMENT_ATTEMPTS} payment attempts per order, then says so`, async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    let number = "";
    for (let i = 0; i < MAX_PAYMENT_ATTEMPTS; i++) {
      const placed = await placeOrder(v, csrf);
      expect(placed.statusCode).toBe(200);
      number ||= placed.json().order.number;
      expect(placed.json().order.number).toBe(number);
      const refused = await payInSandbox(t.services, placed.json().paymentLink, "Refused");
      if (refused.kind !== "done") throw new Error(refused.kind);
      await v.get(new URL(refused.redirect).pathname + new URL(refused.redirect).search);
    }
    const more = await placeOrder(v, csrf);
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ errors: { payment_method: TOO_MANY_ATTEMPTS } });
  });

  it(`allows ${MAX_OPEN_ORDERS} unpaid orders per visitor at once, then says so`, async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) {
      // Another telephone number is another order.
      await v.post("/api/checkout/gegevens", {
        default: { type: "private" },
        factuur: { ...nlAddress, telephone: `06123456${String(i).padStart(2, "0")}` },
      });
      expect((await placeOrder(v, csrf)).statusCode).toBe(200);
    }
    await v.post("/api/checkout/gegevens", {
      default: { type: "private" },
      factuur: { ...nlAddress, telephone: "0698765432" },
    });
    const more = await placeOrder(v, csrf);
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ errors: { cart: TOO_MANY_OPEN_ORDERS } });
  });
});
