// Reading the details draft: complete data, field errors by the store's rules, and no draft at all.
import { describe, expect, it } from "vitest";
import { checkDetails } from "./details.ts";

const invoice = {
  prefix: "Mevr",
  firstname: "Sanne",
  lastname: "de Vries",
  zipcode: "2991 XJ",
  housenumber: "8",
  street: "Dierensteinweg",
  city: "Barendrecht",
  email: "sanne@example.nl",
  telephone: "0612345678",
};

describe("checkDetails", () => {
  it("answers the parsed customer data of a complete draft", () => {
    const checked = checkDetails("NL", { default: { type: "private" }, factuur: invoice });
    expect(checked.errors).toEqual({});
    expect(checked.customer?.factuur).toMatchObject({ firstname: "Sanne", housenumber: 8, country: "NL" });
    expect(checked.customer?.default).toEqual({ type: "private", afleveren_keuze: "standaard" });
  });

  it("answers the Dutch message per field by the store's rules", () => {
    const checked = checkDetails("BE", { factuur: invoice });
    expect(checked.customer).toBeNull();
    expect(checked.errors["factuur.region"]).toBe("Provincie is verplicht");
    expect(checkDetails("NL", {}).errors["factuur.firstname"]).toBe("Voornaam is verplicht");
  });

  it("reports no fields when there is no draft yet", () => {
    expect(checkDetails("NL", null)).toEqual({ customer: null, errors: {} });
    expect(checkDetails("NL", undefined)).toEqual({ customer: null, errors: {} });
  });
});
