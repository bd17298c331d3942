// Tests for fieldErrors, validateField and the shared URL rule.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addressSchema } from "./address.ts";
import { URL_MAX_LENGTH, urlSchema } from "./common.ts";
import { customerDataSchema } from "./customer.ts";
import { FORM_ERROR_KEY, fieldErrors, validateField } from "./errors.ts";
import { paymentChoiceSchema } from "./payment.ts";

describe("fieldErrors", () => {
  it("is empty for a successful parse", () => {
    expect(fieldErrors(z.string().safeParse("x"))).toEqual({});
  });

  it("keeps the first message per dot-joined path and reports root issues under _form", () => {
    const schema = z.object({ a: z.object({ b: z.string().min(2, "kort").max(1, "lang") }) });
    expect(fieldErrors(schema.safeParse({ a: { b: "x" } }))).toEqual({ "a.b": "kort" });
    expect(fieldErrors(z.string({ error: "tekst" }).safeParse(1))).toEqual({ [FORM_ERROR_KEY]: "tekst" });
  });
});

describe("validateField", () => {
  it("returns the single message of one field", () => {
    const nl = addressSchema("NL");
    expect(validateField(nl, "zipcode", "")).toBe("Postcode is verplicht");
    expect(validateField(nl, "zipcode", "1234 SA")).toBe("Vul een geldige postcode in");
    expect(validateField(nl, "zipcode", "1234 SB")).toBeUndefined();
    expect(validateField(nl, "housenumber", "0")).toBe("Huisnummer moet minimaal 1 zijn");
    expect(validateField(addressSchema("BE"), "zipcode", "")).toBe("Postnummer is verplicht");
  });

  it("reaches nested fields and uses the rest of the form for conditional rules", () => {
    const be = customerDataSchema("BE");
    expect(validateField(be, "factuur.region", "")).toBe("Provincie is verplicht");
    expect(validateField(be, "default.kvk", "0417497107")).toBeUndefined();
    const business = { default: { type: "business" } };
    expect(validateField(be, "default.kvk", "0417497107", business)).toBe(
      "Vul een geldig ondernemingsnummer in",
    );
    expect(validateField(be, "default.kvk", "0417497106", business)).toBeUndefined();
    expect(business).toEqual({ default: { type: "business" } });
    expect(validateField(paymentChoiceSchema, "issuerId", "", { brandCode: "ideal" })).toBe("Kies je bank");
  });
});

describe("urlSchema", () => {
  it("accepts http(s) URLs up to 2048 characters", () => {
    expect(urlSchema.parse(" https://www.example.nl/rolgordijnen?kleur=wit ")).toBe(
      "https://www.example.nl/rolgordijnen?kleur=wit",
    );
    const longest = `https://example.nl/${"a".repeat(URL_MAX_LENGTH - 19)}`;
    expect(longest).toHaveLength(2048);
    expect(urlSchema.safeParse(longest).success).toBe(true);
  });

  it.each([
    "",
    "example.nl",
    "javascript:alert(1)",
    "ftp://example.nl",
    `https://example.nl/${"a".repeat(2030)}`,
    5,
  ])("rejects %j with one message", (value) => {
    const result = urlSchema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Vul een geldige URL in"]);
  });
});
