// A Belgian business through the real checkout: it gives its ondernemingsnummer once (mod-97 checked, 'postnummer'
// in the messages) and the order carries the btw-nummer derived from it, whatever btw-nummer the browser sent.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { rollerBlindValues, visitorWithRollerBlind } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { orders } from "../db/schema.ts";

let t: TestApp;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

const beAddress = {
  prefix: "Dhr",
  firstname: "Wout",
  lastname: "Peeters",
  zipcode: "2000",
  housenumber: "12",
  street: "Meir",
  city: "Antwerpen",
  region: "Antwerpen",
  email: "wout@example.be",
  telephone: "032345678901",
};

describe("BE business checkout", () => {
  it("says postnummer and asks a valid ondernemingsnummer, not a Kvk- or btw-nummer", async () => {
    const { v } = await visitorWithRollerBlind(t.app, values, "shop.be");
    const res = await v.post("/api/checkout/gegevens", {
      default: { type: "business", companyname: "Peeters BV", kvk: "0417.497.107" },
      factuur: { ...beAddress, zipcode: "0999" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "default.kvk": "Vul een geldig ondernemingsnummer in",
      "factuur.zipcode": "Vul een geldig postnummer in",
    });
    const missing = await v.post("/api/checkout/gegevens", {
      default: { type: "business", companyname: "Peeters BV" },
      factuur: beAddress,
    });
    expect(missing.json().errors).toEqual({ "default.kvk": "Ondernemingsnummer is verplicht" });
  });

  it("places the order with the btw-nummer derived from the ondernemingsnummer", async () => {
    const { v } = await visitorWithRollerBlind(t.app, values, "shop.be");
    const details = await v.post("/api/checkout/gegevens", {
      // The browser's btw-nummer is not asked and not trusted: it follows from the ondernemingsnummer.
      default: {
        type: "business",
        companyname: "Peeters BV",
        kvk: "0417.497.106",
        vat_number: "BE0123456749",
      },
      factuur: beAddress,
    });
    expect(details.statusCode, details.body).toBe(200);
    const data = (await v.get("/api/checkout/payment-data")).json();
    expect((await v.post("/api/checkout/betalen", { brandCode: "bcmc" })).statusCode).toBe(200);
    const placed = await v.call(
      "POST",
      "/api/checkout/placeOrder",
      { payment_method: "bcmc" },
      { headers: { host: "shop.be", cookie: v.cookie, "x-csrf-token": data.csrf_token } },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const number = placed.json().order.number;
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.number, number));
    expect(order?.customer.default).toMatchObject({
      type: "business",
      companyname: "Peeters BV",
      kvk: "0417497106",
      vat_number: "BE0417497106",
    });
  });
});
