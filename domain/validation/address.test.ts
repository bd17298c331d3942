// Tests for the NL/BE address rules: postcodes, house numbers, telephone, e-mail, provinces and the form schema.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addressSchema,
  belgianPostcodeSchema,
  belgianProvinces,
  dutchPostcodeSchema,
  emailSchema,
  housenumberSchema,
  isBelgianPostcode,
  isDutchPostcode,
  normalizeDutchPostcode,
  telephoneSchema,
} from "./address.ts";
import { fieldErrors } from "./errors.ts";
import * as m from "./messages.ts";

/** The single message a field schema gives for `value`, or undefined when it accepts it. */
function messageOf(schema: { safeParse(value: unknown): unknown }, value: unknown): string | undefined {
  const result = schema.safeParse(value) as Parameters<typeof fieldErrors>[0];
  if (result.success) return undefined;
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]?.message;
}

const validNl = {
  prefix: "Mevr",
  firstname: "Anna",
  middlename: "van",
  lastname: "Dijk",
  street: "Hoofdstraat",
  housenumber: "12",
  housenumber_affix: "a",
  zipcode: "1234ab",
  city: "Amsterdam",
  telephone: "0612345678",
  email: "anna@example.nl",
};

const validBe = {
  ...validNl,
  zipcode: "1000",
  city: "Brussel",
  region: "Brussels Hoofdstedelijk Gewest",
  telephone: "+32 470 12 34 56",
};

describe("Dutch postcode", () => {
  it.each([
    ["1234 AB", "1234 AB"],
    ["1234ab", "1234 AB"],
    ["1234 sb", "1234 SB"],
    ["1234 SB", "1234 SB"],
    [" 9999zz ", "9999 ZZ"],
    ["1000 aA", "1000 AA"],
  ])("accepts %j as %j", (input, normalised) => {
    expect(isDutchPostcode(input)).toBe(true);
    expect(normalizeDutchPostcode(input)).toBe(normalised);
    expect(dutchPostcodeSchema.parse(input)).toBe(normalised);
  });

  it.each([
    "1234  AB",
    "0123 AB",
    "1234 SA",
    "1234 sd",
    "1234 SS",
    "1234 sa",
    "1234 Sd",
    "1234ss",
    "12345",
    "123 AB",
    "1234 A",
    "1234 ABC",
    "1234-AB",
    "AB 1234",
  ])("rejects %j", (input) => {
    expect(isDutchPostcode(input)).toBe(false);
    expect(normalizeDutchPostcode(input)).toBeUndefined();
    expect(messageOf(dutchPostcodeSchema, input)).toBe(m.POSTCODE_INVALID);
  });

  it("requires a value, with only the required message", () => {
    expect(messageOf(dutchPostcodeSchema, "")).toBe("Postcode is verplicht");
    expect(messageOf(dutchPostcodeSchema, "   ")).toBe("Postcode is verplicht");
    expect(messageOf(dutchPostcodeSchema, undefined)).toBe("Postcode is verplicht");
    expect(messageOf(dutchPostcodeSchema, "12345")).toBe("Vul een geldige postcode in");
  });

  it("accepts and normalises every DDDD[ ]LL except the SA/SD/SS series", () => {
    const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.boolean(),
        letter,
        letter,
        (digits, space, a, b) => {
          const letters = `${a}${b}`;
          const input = `${digits}${space ? " " : ""}${letters}`;
          const reserved = ["SA", "SD", "SS"].includes(letters.toUpperCase());
          expect(isDutchPostcode(input)).toBe(!reserved);
          if (reserved) {
            expect(messageOf(dutchPostcodeSchema, input)).toBe(m.POSTCODE_INVALID);
          } else {
            const expected = `${digits} ${letters.toUpperCase()}`;
            expect(normalizeDutchPostcode(input)).toBe(expected);
            expect(dutchPostcodeSchema.parse(input)).toBe(expected);
          }
        },
      ),
    );
  });
});

describe("Belgian postcode", () => {
  it("accepts four digits not starting with 0", () => {
    expect(isBelgianPostcode("1000")).toBe(true);
    expect(belgianPostcodeSchema.parse(" 9999 ")).toBe("9999");
  });

  it.each(["0999", "10000", "100", "B-1000", "1000 AB"])("rejects %j", (input) => {
    expect(isBelgianPostcode(input)).toBe(false);
    expect(messageOf(belgianPostcodeSchema, input)).toBe("Vul een geldig postnummer in");
  });

  it("says 'Postnummer is verplicht' when empty", () => {
    expect(messageOf(belgianPostcodeSchema, "")).toBe("Postnummer is verplicht");
  });
});

describe("house number", () => {
  it("outputs numbers from digit strings and numbers", () => {
    expect(housenumberSchema.parse("12")).toBe(12);
    expect(housenumberSchema.parse(" 7 ")).toBe(7);
    expect(housenumberSchema.parse(1)).toBe(1);
    expect(housenumberSchema.parse("99999")).toBe(99999);
  });

  it.each([
    ["", "Huisnummer is verplicht"],
    ["  ", "Huisnummer is verplicht"],
    [undefined, "Huisnummer is verplicht"],
    [null, "Huisnummer is verplicht"],
    ["abc", "Huisnummer moet een nummer zijn"],
    ["12a", "Huisnummer moet een nummer zijn"],
    ["1.5", "Huisnummer moet een nummer zijn"],
    ["-3", "Huisnummer moet een nummer zijn"],
    [2.5, "Huisnummer moet een nummer zijn"],
    [Number.NaN, "Huisnummer is verplicht"], // an empty <input type="number"> reads as NaN
    ["0", "Huisnummer moet minimaal 1 zijn"],
    [0, "Huisnummer moet minimaal 1 zijn"],
    [-4, "Huisnummer moet minimaal 1 zijn"],
    ["100000", "Vul een geldig huisnummer in"],
  ])("%j → %s", (input, message) => {
    expect(messageOf(housenumberSchema, input)).toBe(message);
  });
});

describe("telephone", () => {
  it("needs at least 10 characters", () => {
    expect(messageOf(telephoneSchema, "06123456")).toBe("Vul een geldig telefoonnummer in");
    expect(messageOf(telephoneSchema, "0612345678")).toBeUndefined();
    expect(messageOf(telephoneSchema, "+31 (0)6-12 34 56 78")).toBeUndefined();
  });

  it("is required and limited to phone characters and 32 characters", () => {
    expect(messageOf(telephoneSchema, "")).toBe("Telefoonnummer is verplicht");
    expect(messageOf(telephoneSchema, "bel me maar")).toBe("Vul een geldig telefoonnummer in");
    expect(messageOf(telephoneSchema, "0".repeat(33))).toBe("Vul een geldig telefoonnummer in");
  });
});

describe("e-mail", () => {
  const at = "@example.nl"; // 11 characters

  it("is required, then must be an address", () => {
    expect(messageOf(emailSchema, "")).toBe("E-mail is verplicht");
    expect(messageOf(emailSchema, "anna")).toBe("Vul een geldig e-mailadres in");
    expect(messageOf(emailSchema, "anna@example")).toBe("Vul een geldig e-mailadres in");
    expect(emailSchema.parse(" anna@example.nl ")).toBe("anna@example.nl");
  });

  it("allows 320 characters but not 321", () => {
    const local320 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(60)}.nl`;
    expect(local320).toHaveLength(320);
    expect(messageOf(emailSchema, local320)).toBeUndefined();
    const long = `${"a".repeat(321 - at.length)}${at}`;
    expect(long).toHaveLength(321);
    expect(messageOf(emailSchema, long)).toBe("Vul een geldig e-mailadres in");
  });
});

describe("addressSchema", () => {
  it("parses a Dutch address with defaults and normalised values", () => {
    const address = addressSchema("NL").parse({ ...validNl, prefix: undefined });
    expect(address).toMatchObject({ prefix: "Dhr", housenumber: 12, zipcode: "1234 AB", country: "NL" });
  });

  it("gives every required message for an empty Dutch form, one per field", () => {
    const errors = fieldErrors(addressSchema("NL").safeParse({}));
    expect(errors).toEqual({
      firstname: "Voornaam is verplicht",
      lastname: "Achternaam is verplicht",
      street: "Straat is verplicht",
      housenumber: "Huisnummer is verplicht",
      zipcode: "Postcode is verplicht",
      city: "Plaats is verplicht",
      telephone: "Telefoonnummer is verplicht",
      email: "E-mail is verplicht",
    });
  });

  it("gives exactly one issue per field for empty strings", () => {
    const result = addressSchema("NL").safeParse({
      firstname: "",
      lastname: "",
      street: "",
      housenumber: "",
      zipcode: "",
      city: "",
      telephone: "",
      email: "",
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(new Set(paths).size).toBe(paths?.length);
  });

  it("rejects a house number of 0 in NL", () => {
    expect(fieldErrors(addressSchema("NL").safeParse({ ...validNl, housenumber: "0" }))).toEqual({
      housenumber: "Huisnummer moet minimaal 1 zijn",
    });
  });

  it("checks prefix, affix, note, country and coordinates", () => {
    const errors = fieldErrors(
      addressSchema("NL").safeParse({
        ...validNl,
        prefix: "Prof",
        housenumber_affix: "x".repeat(11),
        note: "x".repeat(1001),
        country: "BE",
        lat: 91,
        lon: "5",
      }),
    );
    expect(errors).toEqual({
      prefix: "Kies een aanhef",
      housenumber_affix: "Gebruik maximaal 10 tekens",
      note: "Gebruik maximaal 1000 tekens",
      country: "Kies een geldig land",
      lat: "Ongeldige locatie",
      lon: "Ongeldige locatie",
    });
    expect(
      addressSchema("NL").parse({ ...validNl, note: "x".repeat(1000), lat: 52.37, lon: 4.89 }),
    ).toMatchObject({ lat: 52.37, lon: 4.89 });
  });

  it("limits names to 255 characters", () => {
    expect(fieldErrors(addressSchema("NL").safeParse({ ...validNl, firstname: "x".repeat(256) }))).toEqual({
      firstname: "Gebruik maximaal 255 tekens",
    });
  });

  it("parses a Belgian address", () => {
    const address = addressSchema("BE").parse(validBe);
    expect(address).toMatchObject({
      zipcode: "1000",
      region: "Brussels Hoofdstedelijk Gewest",
      country: "BE",
    });
  });

  it("requires a Belgian province from the list", () => {
    expect(belgianProvinces).toHaveLength(11);
    const { region: _region, ...withoutRegion } = validBe;
    expect(fieldErrors(addressSchema("BE").safeParse(withoutRegion))).toEqual({
      region: "Provincie is verplicht",
    });
    expect(fieldErrors(addressSchema("BE").safeParse({ ...validBe, region: "Noord-Holland" }))).toEqual({
      region: "Kies een provincie uit de lijst",
    });
  });

  it("uses the Belgian postcode rule in BE", () => {
    expect(fieldErrors(addressSchema("BE").safeParse({ ...validBe, zipcode: "" }))).toEqual({
      zipcode: "Postnummer is verplicht",
    });
    expect(fieldErrors(addressSchema("BE").safeParse({ ...validBe, zipcode: "1234 AB" }))).toEqual({
      zipcode: "Vul een geldig postnummer in",
    });
  });

  it("gives a Dutch message for a body that is not an object", () => {
    expect(fieldErrors(addressSchema("NL").safeParse(null))).toEqual({ _form: "Ongeldige invoer" });
  });
});
