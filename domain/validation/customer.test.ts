// Tests for checkout customer data: private/business rules, KvK/KBO and Belgian VAT numbers, delivery address.
import { describe, expect, it } from "vitest";
import {
  belgianVatNumberOf,
  customerDataSchema,
  deliveryAddress,
  isBelgianEnterpriseNumber,
  isDutchKvkNumber,
  normalizeBelgianEnterpriseNumber,
} from "./customer.ts";
import { fieldErrors } from "./errors.ts";

const nlAddress = {
  firstname: "Anna",
  lastname: "Dijk",
  street: "Hoofdstraat",
  housenumber: 12,
  zipcode: "1234 AB",
  city: "Amsterdam",
  telephone: "0612345678",
  email: "anna@example.nl",
};

const beAddress = {
  ...nlAddress,
  zipcode: "2000",
  city: "Antwerpen",
  region: "Antwerpen",
};

describe("Belgian ondernemingsnummer (mod 97)", () => {
  it.each([
    ["0417497106", "0417497106"],
    ["0417.497.106", "0417497106"],
    ["BE 0417.497.106", "0417497106"],
    ["be0417497106", "0417497106"],
    ["417.497.106", "0417497106"],
    ["0123456749", "0123456749"],
    ["1000000021", "1000000021"],
  ])("accepts %j as %j", (value, normalised) => {
    expect(isBelgianEnterpriseNumber(value)).toBe(true);
    expect(normalizeBelgianEnterpriseNumber(value)).toBe(normalised);
  });

  it.each([
    "0417497107",
    "0417497105",
    "2417497106",
    "041749710",
    "04174971066",
    "NL0417497106",
    "0417-497-106",
    "",
  ])("rejects %j (wrong check digits or form)", (value) => {
    expect(isBelgianEnterpriseNumber(value)).toBe(false);
    expect(normalizeBelgianEnterpriseNumber(value)).toBeUndefined();
  });

  it("derives the btw-nummer as BE plus the ten digits", () => {
    expect(belgianVatNumberOf("0417497106")).toBe("BE0417497106");
  });
});

describe("company numbers", () => {
  it("checks the Dutch KvK number as eight digits", () => {
    expect(isDutchKvkNumber("12345678")).toBe(true);
    expect(isDutchKvkNumber("1234567")).toBe(false);
    expect(isDutchKvkNumber("1234 5678")).toBe(false);
  });
});

describe("customerDataSchema NL", () => {
  const schema = customerDataSchema("NL");

  it("accepts a private customer without `default` and delivers to the invoice address", () => {
    const data = schema.parse({ factuur: nlAddress });
    expect(data.default).toEqual({ type: "private", afleveren_keuze: "standaard" });
    expect(data.aflever).toBeUndefined();
    expect(deliveryAddress(data)).toBe(data.factuur);
  });

  it("ignores company fields of a private customer, empty or not", () => {
    const empty = schema.parse({
      default: { type: "private", companyname: "", kvk: "", vat_number: "", afleveren_keuze: "standaard" },
      factuur: nlAddress,
    });
    expect(empty.default).toEqual({ type: "private", afleveren_keuze: "standaard" });
    const filled = schema.safeParse({
      default: { type: "private", companyname: 12, kvk: "nonsense" },
      factuur: nlAddress,
    });
    expect(filled.success).toBe(true);
  });

  it("requires company name and KvK number from a business customer", () => {
    const result = schema.safeParse({ default: { type: "business" }, factuur: nlAddress });
    expect(fieldErrors(result)).toEqual({
      "default.companyname": "Bedrijfsnaam is verplicht",
      "default.kvk": "Kvk-nummer is verplicht",
    });
  });

  it("checks the KvK format and accepts a valid business customer", () => {
    const invalid = schema.safeParse({
      default: { type: "business", companyname: "Raamwerk BV", kvk: "1234" },
      factuur: nlAddress,
    });
    expect(fieldErrors(invalid)).toEqual({ "default.kvk": "Vul een geldig Kvk-nummer in" });
    const valid = schema.parse({
      default: { type: "business", companyname: " Raamwerk BV ", kvk: "12345678", vat_number: "x" },
      factuur: nlAddress,
    });
    expect(valid.default).toEqual({
      type: "business",
      afleveren_keuze: "standaard",
      companyname: "Raamwerk BV",
      kvk: "12345678",
    });
  });

  it("ignores an invalid aflever address when delivering to the invoice address", () => {
    const data = schema.parse({
      default: { afleveren_keuze: "standaard" },
      factuur: nlAddress,
      aflever: { firstname: "", zipcode: "nonsense" },
    });
    expect(data.aflever).toBeUndefined();
  });

  it("validates the aflever address when 'alternatief' is chosen", () => {
    const result = schema.safeParse({
      default: { afleveren_keuze: "alternatief" },
      factuur: nlAddress,
      aflever: { ...nlAddress, firstname: "", zipcode: "1234 SS" },
    });
    expect(fieldErrors(result)).toEqual({
      "aflever.firstname": "Voornaam is verplicht",
      "aflever.zipcode": "Vul een geldige postcode in",
    });
    const missing = schema.safeParse({ default: { afleveren_keuze: "alternatief" }, factuur: nlAddress });
    expect(fieldErrors(missing)["aflever.street"]).toBe("Straat is verplicht");
  });

  it("returns the aflever address when 'alternatief' is chosen", () => {
    const data = schema.parse({
      default: { afleveren_keuze: "alternatief" },
      factuur: nlAddress,
      aflever: { ...nlAddress, street: "Kerkstraat", zipcode: "5678cd" },
    });
    expect(data.aflever).toMatchObject({ street: "Kerkstraat", zipcode: "5678 CD", housenumber: 12 });
    expect(deliveryAddress(data)).toBe(data.aflever);
  });

  it("reports invoice, company and delivery errors together", () => {
    const result = schema.safeParse({
      default: { type: "business", afleveren_keuze: "alternatief", kvk: "12345678" },
      factuur: { ...nlAddress, email: "" },
      aflever: { ...nlAddress, housenumber: "abc" },
    });
    expect(fieldErrors(result)).toEqual({
      "factuur.email": "E-mail is verplicht",
      "default.companyname": "Bedrijfsnaam is verplicht",
      "aflever.housenumber": "Huisnummer moet een nummer zijn",
    });
  });

  it("requires the invoice address even when it is missing", () => {
    const errors = fieldErrors(schema.safeParse({}));
    expect(errors["factuur.firstname"]).toBe("Voornaam is verplicht");
    expect(errors["factuur.zipcode"]).toBe("Postcode is verplicht");
  });

  it("rejects unknown customer types and delivery choices", () => {
    const result = schema.safeParse({
      default: { type: "vip", afleveren_keuze: "buren" },
      factuur: nlAddress,
    });
    expect(fieldErrors(result)).toEqual({
      "default.type": "Kies particulier of zakelijk",
      "default.afleveren_keuze": "Kies een afleveradres",
    });
  });
});

describe("customerDataSchema BE", () => {
  const schema = customerDataSchema("BE");

  it("asks a business its ondernemingsnummer once and derives the btw-nummer from it", () => {
    const data = schema.parse({
      default: {
        type: "business",
        companyname: "Anheuser-Busch InBev",
        kvk: "0417.497.106",
        // A btw-nummer the client sends is ignored: it follows from the ondernemingsnummer.
        vat_number: "BE0123456749",
      },
      factuur: beAddress,
    });
    expect(data.default).toEqual({
      type: "business",
      afleveren_keuze: "standaard",
      companyname: "Anheuser-Busch InBev",
      kvk: "0417497106",
      vat_number: "BE0417497106",
    });
  });

  it("rejects an ondernemingsnummer with wrong check digits, and requires one", () => {
    const wrong = schema.safeParse({
      default: { type: "business", companyname: "Test BV", kvk: "0417497107" },
      factuur: beAddress,
    });
    expect(fieldErrors(wrong)).toEqual({ "default.kvk": "Vul een geldig ondernemingsnummer in" });
    const missing = schema.safeParse({
      default: { type: "business", companyname: "Test BV" },
      factuur: beAddress,
    });
    expect(fieldErrors(missing)).toEqual({ "default.kvk": "Ondernemingsnummer is verplicht" });
  });

  it("says postnummer in the BE messages", () => {
    const result = schema.safeParse({ factuur: { ...beAddress, zipcode: "0999" } });
    expect(fieldErrors(result)).toEqual({ "factuur.zipcode": "Vul een geldig postnummer in" });
  });

  it("requires the province in the invoice address", () => {
    const { region: _region, ...withoutRegion } = beAddress;
    expect(fieldErrors(schema.safeParse({ factuur: withoutRegion }))).toEqual({
      "factuur.region": "Provincie is verplicht",
    });
  });
});
