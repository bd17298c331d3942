// VAT numbers: the NL check digits (eleven test and mod 97), the BE mod 97 shared with the ondernemingsnummer,
// the form of the other member states, and the Dutch message for each kind of mistake.
import { describe, expect, it } from "vitest";
import { company } from "../company.ts";
import {
  VAT_NUMBER_CHECK_DIGITS,
  VAT_NUMBER_COUNTRY_UNKNOWN,
  VAT_NUMBER_REQUIRED,
} from "../validation/messages.ts";
import { parseVatNumber, vatCountries, vatNumberSchema } from "./numbers.ts";

const message = (input: string) => {
  const parsed = parseVatNumber(input);
  return parsed.ok ? undefined : parsed.message;
};

describe("Dutch VAT numbers", () => {
  it("takes a number that passes the eleven test, as people write it", () => {
    for (const input of ["NL004495445B01", "nl 0044.95445.B01", "NL-004495445-B01", company.vatNumber])
      expect(parseVatNumber(input), input).toMatchObject({
        ok: true,
        value: { country: "NL", checked: "checksum" },
      });
    expect(parseVatNumber("nl 004495445 b01")).toEqual({
      ok: true,
      value: { country: "NL", number: "004495445B01", full: "NL004495445B01", checked: "checksum" },
    });
  });

  it("takes a sole trader's number from 2020 on, which passes mod 97 but not the eleven test", () => {
    expect(parseVatNumber("NL000099998B57").ok).toBe(true);
    expect(parseVatNumber("NL002455799B11").ok).toBe(true);
  });

  it("refuses wrong check digits and a wrong form, in Dutch", () => {
    expect(message("NL004495446B01")).toBe(VAT_NUMBER_CHECK_DIGITS);
    expect(message("NL000099998B58")).toBe(VAT_NUMBER_CHECK_DIGITS);
    for (const input of ["NL00449544B01", "NL004495445X01", "NL004495445B1", "NL004495445"])
      expect(message(input), input).toBe("Een btw-nummer uit Nederland ziet eruit als NL123456782B01");
  });
});

describe("Belgian VAT numbers", () => {
  it("are BE plus a ten-digit ondernemingsnummer with its mod 97 check digits", () => {
    expect(parseVatNumber("BE0417497106")).toEqual({
      ok: true,
      value: { country: "BE", number: "0417497106", full: "BE0417497106", checked: "checksum" },
    });
    expect(parseVatNumber("be 0417.497.106").ok).toBe(true);
    expect(parseVatNumber("BE1000000021").ok).toBe(true);
    // An old nine-digit number gets its leading 0, as the ondernemingsnummer does.
    expect(parseVatNumber("BE417497106")).toMatchObject({ ok: true, value: { full: "BE0417497106" } });
  });

  it("refuses wrong check digits and a wrong form, in Dutch", () => {
    expect(message("BE0417497107")).toBe(VAT_NUMBER_CHECK_DIGITS);
    for (const input of ["BE2417497106", "BE04174971066", "BE041749710A"])
      expect(message(input), input).toBe("Een btw-nummer uit België ziet eruit als BE0123456749");
  });
});

describe("the other member states", () => {
  it("are checked by form", () => {
    for (const input of [
      "DE123456789",
      "ATU12345678",
      "FR12345678901",
      "ESX1234567X",
      "IE1234567WA",
      "SE123456789001",
    ])
      expect(parseVatNumber(input), input).toMatchObject({ ok: true, value: { checked: "format" } });
    expect(message("DE12345678")).toBe("Een btw-nummer uit Duitsland ziet eruit als DE123456789");
    expect(message("SE123456789002")).toBe("Een btw-nummer uit Zweden ziet eruit als SE123456789001");
  });

  it("reads Greece's GR as EL, the code VIES uses", () => {
    expect(parseVatNumber("GR123456789")).toMatchObject({
      ok: true,
      value: { country: "EL", full: "EL123456789" },
    });
  });

  it("has an example of the right form for every country", () => {
    for (const [code, form] of Object.entries(vatCountries)) {
      expect(form.example.slice(0, 2), code).toBe(code);
      expect(parseVatNumber(form.example).ok, form.example).toBe(true);
    }
  });

  it("asks for a country code and for a number at all", () => {
    expect(message("")).toBe(VAT_NUMBER_REQUIRED);
    expect(message("  ")).toBe(VAT_NUMBER_REQUIRED);
    for (const input of ["123456789", "US123456789", "GB123456789"])
      expect(message(input), input).toBe(VAT_NUMBER_COUNTRY_UNKNOWN);
  });
});

describe("vatNumberSchema", () => {
  it("answers the compact number, or the Dutch message as the issue", () => {
    expect(vatNumberSchema.parse("be 0417.497.106")).toBe("BE0417497106");
    const refused = vatNumberSchema.safeParse("BE0417497107");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(VAT_NUMBER_CHECK_DIGITS);
  });
});
