import { describe, expect, it } from "vitest";
import { type ServiceAreaRow, serviceAreaProblems } from "./shop-rates.ts";
import { voucherFormSchema } from "./voucher-form.ts";

function errors(input: unknown): Record<string, string> {
  const result = voucherFormSchema.safeParse(input);
  if (result.success) return {};
  // The first message per field, as the API answers it (server/http/errors.ts).
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("the voucher form", () => {
  it("accepts each kind as the cart knows it, with the code in upper case", () => {
    const ok = voucherFormSchema.parse({
      code: " herfst-10 ",
      name: "Herfst",
      kind: "percentage",
      amount: 10,
    });
    expect(ok).toMatchObject({ code: "HERFST-10", validFrom: null, maxUses: null, active: true });
    expect(errors({ code: "GRATIS", name: "Gratis", kind: "free_shipping" })).toEqual({});
  });

  it("says in Dutch what is wrong", () => {
    expect(errors({ code: "met spatie", name: "", kind: "korting" })).toEqual({
      code: "Gebruik 3 tot 32 letters, cijfers, - of _ (zonder spaties) voor de code.",
      name: "Vul een omschrijving in; de klant ziet die in de winkelwagen.",
      kind: "Kies een soort korting.",
    });
    expect(errors({ code: "AAA", name: "a", kind: "percentage", amount: 0 }).amount).toBe(
      "Een percentage ligt tussen 1 en 100.",
    );
    expect(errors({ code: "AAA", name: "a", kind: "percentage", amount: 101 }).amount).toBe(
      "Een percentage ligt tussen 1 en 100.",
    );
    expect(errors({ code: "AAA", name: "a", kind: "fixed", amount: 0 }).amount).toBe(
      "Vul een bedrag in groter dan € 0,00.",
    );
    expect(
      errors({ code: "AAA", name: "a", kind: "fixed", amount: 500, discountOn: "tweede_product" }).discountOn,
    ).toMatch(/Alleen een percentage/);
  });

  it("wants real dates, the end not before the start", () => {
    const base = { code: "AAA", name: "a", kind: "free_shipping" };
    expect(errors({ ...base, validFrom: "2026-02-30" }).validFrom).toBe("Vul een bestaande datum in.");
    expect(errors({ ...base, validFrom: "morgen" }).validFrom).toMatch(/geldige datum/);
    expect(errors({ ...base, validFrom: "2026-06-01", validUntil: "2026-05-31" }).validUntil).toMatch(
      /einddatum/,
    );
    expect(errors({ ...base, validFrom: "2026-06-01", validUntil: "2026-06-01" })).toEqual({});
  });
});

describe("service area ranges", () => {
  const row = (
    name: string,
    from: number,
    to: number,
    kind: "free" | "paid",
    feeCents = 0,
  ): ServiceAreaRow => ({
    name,
    from,
    to,
    kind,
    feeCents,
  });

  it("accepts the seeded ranges: free ones inside paid ones, none of one kind overlapping", () => {
    // As catalog/shop.ts seeds them (a few of them).
    const seeded = [
      row("Barendrecht en Ridderkerk", 2980, 2994, "free"),
      row("Rotterdam", 3000, 3089, "free"),
      row("Dordrecht en Zwijndrecht", 3300, 3339, "free"),
      row("Zuid-Holland", 2200, 3399, "paid", 4900),
      row("Utrecht en Gelderse Vallei", 3400, 3999, "paid", 4900),
    ];
    expect(serviceAreaProblems(seeded)).toEqual({});
  });

  it("refuses ranges of one kind that overlap, backwards ranges and a paid range without a fee", () => {
    expect(
      serviceAreaProblems([
        row("Rotterdam", 3000, 3089, "free"),
        row("Rotterdam-Zuid", 3080, 3099, "free"),
        row("Achterstevoren", 4000, 3000, "paid", 4900),
        row("Zonder prijs", 5000, 5100, "paid"),
      ]),
    ).toEqual({
      "areas.1.from":
        "Rij 2: 3080–3099 overlapt met rij 1 'Rotterdam' (3000–3089); gratis gebieden mogen niet overlappen.",
      "areas.2.to": "Rij 3: de eind-postcode 3000 ligt vóór de begin-postcode 4000.",
      "areas.3.feeCents": "Rij 4: vul de vergoeding in van een betaald gebied.",
    });
  });
});
