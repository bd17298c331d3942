// Tests for the smaller forms: save cart, voucher, service, advice, payment choice and cart quantity.
import { describe, expect, it } from "vitest";
import { productFamilies } from "../products.ts";
import { adviceFormSchema } from "./advice.ts";
import { CART_MAX_QUANTITY, cartQuantitySchema } from "./cart.ts";
import { fieldErrors } from "./errors.ts";
import { PAYMENT_ISSUER_WARNING, paymentChoiceSchema } from "./payment.ts";
import { saveCartSchema } from "./save-cart.ts";
import { serviceFormSchema } from "./service.ts";
import { voucherSchema } from "./voucher.ts";

describe("saveCartSchema", () => {
  it("requires a valid e-mail address", () => {
    expect(fieldErrors(saveCartSchema.safeParse({ email: "" }))).toEqual({
      email: "Emailadres is verplicht",
    });
    expect(fieldErrors(saveCartSchema.safeParse({}))).toEqual({ email: "Emailadres is verplicht" });
    expect(fieldErrors(saveCartSchema.safeParse({ email: "anna@" }))).toEqual({
      email: "Vul een geldig e-mailadres in",
    });
    expect(fieldErrors(saveCartSchema.safeParse({ email: `${"a".repeat(310)}@example.nl` }))).toEqual({
      email: "Vul een geldig e-mailadres in",
    });
    expect(saveCartSchema.parse({ email: " anna@example.nl " })).toEqual({ email: "anna@example.nl" });
  });
});

describe("voucherSchema", () => {
  it("needs a trimmed code of at most 64 characters", () => {
    expect(fieldErrors(voucherSchema.safeParse({ code: "" }))).toEqual({ code: "Geen code opgegeven" });
    expect(fieldErrors(voucherSchema.safeParse({ code: "   " }))).toEqual({ code: "Geen code opgegeven" });
    expect(fieldErrors(voucherSchema.safeParse({}))).toEqual({ code: "Geen code opgegeven" });
    expect(fieldErrors(voucherSchema.safeParse({ code: "X".repeat(65) }))).toEqual({
      code: "Vul een geldige code in",
    });
    expect(voucherSchema.parse({ code: " ZOMER25 " })).toEqual({ code: "ZOMER25" });
    expect(voucherSchema.safeParse({ code: "X".repeat(64) }).success).toBe(true);
  });
});

describe("serviceFormSchema", () => {
  it("requires order number and a Dutch postcode", () => {
    expect(fieldErrors(serviceFormSchema.safeParse({ order_number: "", postal_code: "" }))).toEqual({
      order_number: "Ordernummer is verplicht",
      postal_code: "Postcode is verplicht",
    });
    expect(
      fieldErrors(serviceFormSchema.safeParse({ order_number: "100012345", postal_code: "1234 SA" })),
    ).toEqual({ postal_code: "Vul een geldige postcode in" });
    expect(
      fieldErrors(serviceFormSchema.safeParse({ order_number: "1".repeat(33), postal_code: "1234AB" })),
    ).toEqual({ order_number: "Vul een geldig ordernummer in" });
    expect(serviceFormSchema.parse({ order_number: " 100012345 ", postal_code: "1234ab" })).toEqual({
      order_number: "100012345",
      postal_code: "1234 AB",
    });
    // Orders of the Belgian store are delivered to a Belgian postnummer.
    expect(serviceFormSchema.parse({ order_number: "RW-2026-000001", postal_code: "2000" }).postal_code).toBe(
      "2000",
    );
    expect(
      fieldErrors(serviceFormSchema.safeParse({ order_number: "RW-2026-000001", postal_code: "0200" })),
    ).toEqual({ postal_code: "Vul een geldige postcode in" });
  });
});

describe("adviceFormSchema", () => {
  const valid = {
    request: "advies-en-inmeten",
    product_interest: ["raamdecoratie", "zonwering", "zonwering"],
    product_amount: "3",
    firstname: "Anna",
    lastname: "Dijk",
    telephone: "0612345678",
    email: "anna@example.nl",
    zipcode: "1234ab",
    housenumber: "12",
    housenumber_affix: "",
    street: "Hoofdstraat",
    city: "Amsterdam",
    lat: 52.1,
    lon: 5.1,
    coupon_code: "",
    service_area: "free",
  };

  it("parses a complete form", () => {
    const form = adviceFormSchema.parse(valid);
    expect(form).toMatchObject({
      request: "advies-en-inmeten",
      product_interest: ["raamdecoratie", "zonwering"],
      product_amount: 3,
      zipcode: "1234 AB",
      housenumber: 12,
      service_area: "free",
    });
  });

  it("accepts every product family", () => {
    expect(
      adviceFormSchema.parse({ ...valid, product_interest: [...productFamilies] }).product_interest,
    ).toEqual([...productFamilies]);
  });

  it("gives every required message for an empty form", () => {
    expect(fieldErrors(adviceFormSchema.safeParse({}))).toEqual({
      request: "Veld is verplicht",
      product_interest: "Veld is verplicht",
      product_amount: "Kies een aantal van 1 tot en met 50",
      firstname: "Voornaam is verplicht",
      lastname: "Achternaam is verplicht",
      telephone: "Telefoonnummer is verplicht",
      email: "E-mail is verplicht",
      zipcode: "Postcode is verplicht",
      housenumber: "Huisnummer is verplicht",
      street: "Straat is verplicht",
      city: "Plaats is verplicht",
    });
  });

  it("checks formats", () => {
    const result = adviceFormSchema.safeParse({
      ...valid,
      request: "offerte",
      product_interest: [],
      product_amount: 51,
      telephone: "06123456",
      email: "anna",
      zipcode: "0123 AB",
      housenumber: "abc",
      coupon_code: "C".repeat(65),
      service_area: "elsewhere",
    });
    expect(fieldErrors(result)).toEqual({
      request: "Veld is verplicht",
      product_interest: "Veld is verplicht",
      product_amount: "Kies een aantal van 1 tot en met 50",
      telephone: "Vul een geldig telefoonnummer in",
      email: "Vul een geldig e-mailadres in",
      zipcode: "Vul een geldige postcode in",
      housenumber: "Huisnummer moet een nummer zijn",
      coupon_code: "Vul een geldige code in",
      service_area: "Ongeldige invoer",
    });
  });

  it("reports unknown product families on the field itself", () => {
    expect(
      fieldErrors(adviceFormSchema.safeParse({ ...valid, product_interest: ["zonwering", "tapijt"] })),
    ).toEqual({
      product_interest: "Kies een product uit de lijst",
    });
  });

  it("accepts 1 and 50 products but not 0", () => {
    expect(adviceFormSchema.safeParse({ ...valid, product_amount: 1 }).success).toBe(true);
    expect(adviceFormSchema.safeParse({ ...valid, product_amount: "50" }).success).toBe(true);
    expect(fieldErrors(adviceFormSchema.safeParse({ ...valid, product_amount: 0 }))).toEqual({
      product_amount: "Kies een aantal van 1 tot en met 50",
    });
  });
});

describe("paymentChoiceSchema", () => {
  it("requires a payment method", () => {
    expect(fieldErrors(paymentChoiceSchema.safeParse({}))).toEqual({ brandCode: "Kies een betaalmethode" });
    expect(fieldErrors(paymentChoiceSchema.safeParse({ brandCode: " " }))).toEqual({
      brandCode: "Kies een betaalmethode",
    });
  });

  it("requires a bank for iDEAL only", () => {
    expect(fieldErrors(paymentChoiceSchema.safeParse({ brandCode: "ideal" }))).toEqual({
      issuerId: "Kies je bank",
    });
    expect(fieldErrors(paymentChoiceSchema.safeParse({ brandCode: "ideal", issuerId: "" }))).toEqual({
      issuerId: "Kies je bank",
    });
    expect(paymentChoiceSchema.parse({ brandCode: "ideal", issuerId: "ING" })).toEqual({
      brandCode: "ideal",
      issuerId: "ING",
    });
    expect(paymentChoiceSchema.parse({ brandCode: "bancontact", issuerId: "ING" })).toEqual({
      brandCode: "bancontact",
    });
    expect(paymentChoiceSchema.parse({ brandCode: "paypal" })).toEqual({ brandCode: "paypal" });
  });

  it("exports the bank warning text", () => {
    expect(PAYMENT_ISSUER_WARNING).toBe("Je hebt geen betaalmethode bank geselecteerd.");
  });
});

describe("cartQuantitySchema", () => {
  it("accepts whole numbers from 1 to 99", () => {
    expect(CART_MAX_QUANTITY).toBe(99);
    expect(cartQuantitySchema.parse(1)).toBe(1);
    expect(cartQuantitySchema.parse("99")).toBe(99);
  });

  it.each([0, 100, 1.5, -1, "", "abc", undefined, null])("rejects %j", (value) => {
    const result = cartQuantitySchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Kies een aantal van 1 tot en met 99",
    ]);
  });
});
