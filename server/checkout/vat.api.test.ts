// VAT per customer through the real app, on PGlite and PostgreSQL: a Belgian business with a valid VAT number
// pays the cart excl. VAT (and the order keeps the decision and the check), mounting turns K into AE, an invalid
// or unverified number keeps 21% with the reason, a malformed one is a Dutch 400 that changes nothing, and a
// Dutch business keeps 21%.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../domain/cart/types.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { ENTERPRISE_NUMBER_INVALID } from "../../domain/validation/messages.ts";
import { INTRA_COMMUNITY_MENTION, REVERSE_CHARGE_MENTION, VAT_REASONS } from "../../domain/vat/rule.ts";
import {
  beAddress,
  nlAddress,
  placeAndPay,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

const BE = "be.localhost";

/** A Belgian company whose ondernemingsnummer 0417.497.106 has valid check digits. */
const beBusiness = (kvk = "0417.497.106") => ({
  default: { type: "business", companyname: "Interieur Claes BV", kvk },
  factuur: beAddress,
});

/** What the customer reads adds up: rows, services or shipping make the total. */
function addsUp(cart: Cart) {
  const rows = Object.values(cart.items).reduce((sum, item) => sum + item.subtotal, 0);
  return rows + (cart.service_type === "mount" ? cart.mount_total : cart.shipping_amount) === cart.total;
}

describe("VAT per customer, checked locally", () => {
  let t: TestApp;
  let values: ConfValues;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES: "100000", VAT_CHECK: "local" });
    values = await rollerBlindValues(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a Belgian business with a valid number sees and pays the cart excl. VAT; the order keeps why", async () => {
    const { v, cart: before } = await visitorWithRollerBlind(t.app, values, BE);
    expect(before.vat).toBeUndefined();
    const saved = await v.post("/api/checkout/gegevens", beBusiness());
    expect(saved.statusCode).toBe(200);
    const cart: Cart = (await v.get("/api/cart")).json().cart;
    expect(cart.vat).toMatchObject({ zeroRated: true, regime: "intra-community", reason: null });
    expect(cart.vat?.lines.products.mention).toBe(INTRA_COMMUNITY_MENTION);
    expect(cart.tax_amount).toBe(0);
    expect(cart.total).toBeLessThan(before.total);
    // Each row (the blind, shipping) loses its 21% on its own: within a cent per row of the total's.
    expect(Math.abs(cart.total - Math.round((before.total * 100) / 121))).toBeLessThanOrEqual(2);
    expect(addsUp(cart)).toBe(true);

    const { amount, order, attempts } = await placeAndPay(t, v, BE);
    expect(amount).toBe(cart.total);
    expect(order.status).toBe("paid");
    expect(order.totalCents).toBe(cart.total);
    expect(order.taxCents).toBe(0);
    expect(attempts.map((a) => a.amountCents)).toEqual([cart.total]);
    expect(order.cart.vat?.regime).toBe("intra-community");
    expect(order.vatBasis).toMatchObject({
      customer: "business",
      deliveryCountry: "BE",
      check: { status: "valid", vatNumber: "BE0417497106", checkedLocally: true, consultationNumber: null },
    });

    // Its invoice, issued as it was paid: no VAT, category K with its mention, the buyer's VAT number, the paid total.
    const [invoice] = await t.services.invoices.forOrder(order.id);
    expect(invoice).toMatchObject({ zeroRated: true, vatCents: 0, totalInclCents: cart.total });
    expect(invoice?.buyerVatNumber).toBe("BE0417497106");
    expect(invoice?.document.vatBreakdown).toEqual([
      expect.objectContaining({ category: "K", rate: 0, vat: 0, taxableExcl: cart.total }),
    ]);
    expect(invoice?.document.notes).toContain(INTRA_COMMUNITY_MENTION);
  });

  it("choosing mounting after the details step turns the intra-community supply into a reverse charge", async () => {
    const { v } = await visitorWithRollerBlind(t.app, values, BE);
    expect((await v.post("/api/checkout/gegevens", beBusiness())).statusCode).toBe(200);
    expect((await v.get("/api/cart")).json().cart.vat.lines.products.category).toBe("K");
    const mounted: Cart = (await v.post("/api/cart/setServiceType", { service_type: "mount" })).json().cart;
    expect(mounted.vat).toMatchObject({ zeroRated: true, regime: "reverse-charge" });
    expect(mounted.vat?.lines.mount.mention).toBe(REVERSE_CHARGE_MENTION);
    expect(mounted.tax_amount).toBe(0);
    expect(addsUp(mounted)).toBe(true);
    // Picked up in NL: Dutch VAT, and the customer is told why.
    await v.post("/api/cart/setServiceType", { service_type: "self" });
    const picked: Cart = (await v.post("/api/cart/setShippingMethod", { shipping_method: "Waalwijk" })).json()
      .cart;
    expect(picked.vat).toMatchObject({ zeroRated: false, regime: "nl", reason: VAT_REASONS.pickedUp });
    expect(picked.tax_amount).toBeGreaterThan(0);
  });

  it("a malformed number answers a Dutch 400 on its field and changes nothing", async () => {
    const { v, cart: before } = await visitorWithRollerBlind(t.app, values, BE);
    const refused = await v.post("/api/checkout/gegevens", beBusiness("0417.497.107"));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors["default.kvk"]).toBe(ENTERPRISE_NUMBER_INVALID);
    expect((await v.get("/api/checkout/gegevens")).json().customer).toBeNull();
    const after: Cart = (await v.get("/api/cart")).json().cart;
    expect(after.vat).toBeUndefined();
    expect([after.total, after.tax_amount]).toEqual([before.total, before.tax_amount]);
  });

  it("a Dutch business keeps 21% and pays the cart incl. VAT", async () => {
    const { v, cart: before } = await visitorWithRollerBlind(t.app, values);
    const details = {
      default: { type: "business", companyname: "Raam BV", kvk: "12345678" },
      factuur: nlAddress,
    };
    expect((await v.post("/api/checkout/gegevens", details)).statusCode).toBe(200);
    const cart: Cart = (await v.get("/api/cart")).json().cart;
    expect(cart.vat).toMatchObject({ zeroRated: false, regime: "nl", reason: null });
    expect(cart.total).toBe(before.total);
    expect(cart.tax_amount).toBe(before.tax_amount);
    const { amount, order } = await placeAndPay(t, v, "localhost");
    expect(amount).toBe(before.total);
    expect(order.totalCents).toBe(before.total);
    expect(order.vatBasis).toEqual({ customer: "business", deliveryCountry: "NL", check: null });
  });
});

describe("VAT per customer, checked at a fake VIES", () => {
  let t: TestApp;
  let values: ConfValues;
  let vies: Server;
  beforeAll(async () => {
    // Registered: 0417.497.106; the other well-formed numbers are not; 0203.201.340 finds the member state down.
    vies = createServer((req, res) => {
      let text = "";
      req.on("data", (chunk) => {
        text += chunk;
      });
      req.on("end", () => {
        const body = JSON.parse(text || "{}") as Record<string, string>;
        res.writeHead(200, { "content-type": "application/json" });
        if (body.vatNumber === "0203201340") {
          res.end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE" }] }));
          return;
        }
        const valid = body.vatNumber === "0417497106";
        res.end(
          JSON.stringify({
            countryCode: body.countryCode,
            vatNumber: body.vatNumber,
            requestDate: new Date().toISOString(),
            valid,
            requestIdentifier: valid ? "WAPIAAAAY2Kc0ONX" : "WAPIAAAAY2Kc0OFF",
            name: valid ? "INTERIEUR CLAES" : "---",
            address: valid ? "Meir 50\n2000 Antwerpen" : "---",
          }),
        );
      });
    });
    await new Promise<void>((resolve) => vies.listen(0, "127.0.0.1", resolve));
    const port = (vies.address() as AddressInfo).port;
    t = await createTestApp({
      RATE_LIMIT_WRITES: "100000",
      VAT_CHECK: "vies",
      VIES_URL: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api`,
    });
    values = await rollerBlindValues(t.app);
  });
  afterAll(async () => {
    await t?.close();
    vies?.closeAllConnections();
    await new Promise((resolve) => vies?.close(resolve));
  });

  it("keeps the VIES consultation number with the order of a valid number", async () => {
    const { v } = await visitorWithRollerBlind(t.app, values, BE);
    expect((await v.post("/api/checkout/gegevens", beBusiness())).statusCode).toBe(200);
    const { order } = await placeAndPay(t, v, BE);
    expect(order.cart.vat?.zeroRated).toBe(true);
    expect(order.vatBasis?.check).toMatchObject({
      status: "valid",
      checkedLocally: false,
      consultationNumber: "WAPIAAAAY2Kc0ONX",
    });
  });

  it("an invalid number keeps 21% with the reason, through to the order", async () => {
    const { v, cart: before } = await visitorWithRollerBlind(t.app, values, BE);
    // 0202.239.951 has valid check digits, and VIES does not know it.
    expect((await v.post("/api/checkout/gegevens", beBusiness("0202.239.951"))).statusCode).toBe(200);
    const cart: Cart = (await v.get("/api/cart")).json().cart;
    expect(cart.vat).toMatchObject({ zeroRated: false, regime: "oss", reason: VAT_REASONS.invalid });
    expect(cart.total).toBe(before.total);
    expect(cart.tax_amount).toBe(before.tax_amount);
    const { amount, order } = await placeAndPay(t, v, BE);
    expect(amount).toBe(before.total);
    expect(order.vatBasis?.check).toMatchObject({ status: "invalid", vatNumber: "BE0202239951" });
    expect(order.cart.vat?.reason).toBe(VAT_REASONS.invalid);
  });

  it("a number VIES cannot check now keeps 21% and says so", async () => {
    const { v } = await visitorWithRollerBlind(t.app, values, BE);
    expect((await v.post("/api/checkout/gegevens", beBusiness("0203.201.340"))).statusCode).toBe(200);
    const cart: Cart = (await v.get("/api/cart")).json().cart;
    expect(cart.vat).toMatchObject({ zeroRated: false, reason: VAT_REASONS.unverified });
    expect(cart.tax_amount).toBeGreaterThan(0);
  });
});
