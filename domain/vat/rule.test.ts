// The VAT rule, case by case: consumers, Dutch businesses, Belgian businesses with a valid, invalid, unverified,
// missing or foreign number, and how the goods arrive (sent, picked up, mounted).
import { describe, expect, it } from "vitest";
import {
  decideVat,
  INTRA_COMMUNITY_MENTION,
  REVERSE_CHARGE_MENTION,
  VAT_REASONS,
  type VatRuleInput,
  type VatSupply,
  vatLineKinds,
} from "./rule.ts";

const validBE = { country: "BE", status: "valid" } as const;
const supplies: VatSupply[] = ["sent", "picked_up", "mounted"];

function decide(input: Partial<VatRuleInput>) {
  return decideVat({ customer: "private", deliveryCountry: "NL", vatNumber: null, supply: "sent", ...input });
}

/** One treatment for every kind of line: what each case gives today. */
function categories(input: Partial<VatRuleInput>) {
  const decision = decide(input);
  return new Set(vatLineKinds.map((kind) => `${decision.lines[kind].category} ${decision.lines[kind].rate}`));
}

describe("consumers", () => {
  it("pay 21% in NL and in BE, however the goods arrive, even with a VAT number", () => {
    for (const deliveryCountry of ["NL", "BE"] as const)
      for (const supply of supplies) {
        const decision = decide({ deliveryCountry, supply, vatNumber: validBE });
        expect(categories({ deliveryCountry, supply, vatNumber: validBE })).toEqual(new Set(["S 21"]));
        expect(decision.zeroRated).toBe(false);
        expect(decision.reason).toBeNull();
      }
  });

  it("pay Dutch VAT in NL and on a pick-up, Belgian VAT through the OSS when sent to BE, Belgian VAT when mounted there", () => {
    expect(decide({ deliveryCountry: "NL" })).toMatchObject({ regime: "nl", taxedIn: "NL" });
    expect(decide({ deliveryCountry: "BE", supply: "picked_up" })).toMatchObject({
      regime: "nl",
      taxedIn: "NL",
    });
    expect(decide({ deliveryCountry: "BE", supply: "sent" })).toMatchObject({ regime: "oss", taxedIn: "BE" });
    expect(decide({ deliveryCountry: "BE", supply: "mounted" })).toMatchObject({
      regime: "be",
      taxedIn: "BE",
    });
  });
});

describe("businesses delivered in NL", () => {
  it("pay 21% Dutch VAT without a reason, with a Dutch or a Belgian number", () => {
    for (const vatNumber of [null, { country: "NL", status: "valid" } as const, validBE])
      for (const supply of supplies) {
        const decision = decide({ customer: "business", deliveryCountry: "NL", vatNumber, supply });
        expect(decision).toMatchObject({ regime: "nl", zeroRated: false, reason: null });
        expect(categories({ customer: "business", deliveryCountry: "NL", vatNumber, supply })).toEqual(
          new Set(["S 21"]),
        );
      }
  });
});

describe("a Belgian business with a valid Belgian VAT number", () => {
  const business = { customer: "business", deliveryCountry: "BE", vatNumber: validBE } as const;

  it("gets goods we send as an intra-community supply: K, 0%, shipping and voucher alike", () => {
    const decision = decide({ ...business, supply: "sent" });
    expect(decision).toMatchObject({ regime: "intra-community", zeroRated: true, reason: null });
    for (const kind of vatLineKinds)
      expect(decision.lines[kind]).toEqual({
        rate: 0,
        category: "K",
        mention: INTRA_COMMUNITY_MENTION,
        exemptionReasonCode: "VATEX-EU-IC",
      });
    expect(decision.legalBasis).toContain("art. 138");
    expect(decision.legalBasis).toContain("Tabel II, post a.6");
  });

  it("reverse-charges an order we mount in BE as a whole: AE, 0%, the mount service and voucher too", () => {
    const decision = decide({ ...business, supply: "mounted" });
    expect(decision).toMatchObject({
      regime: "reverse-charge",
      taxedIn: "BE",
      zeroRated: true,
      reason: null,
    });
    for (const kind of vatLineKinds)
      expect(decision.lines[kind]).toEqual({
        rate: 0,
        category: "AE",
        mention: REVERSE_CHARGE_MENTION,
        exemptionReasonCode: "VATEX-EU-AE",
      });
    expect(REVERSE_CHARGE_MENTION).toMatch(/^Btw verlegd/);
    expect(decision.legalBasis).toContain("art. 36");
  });

  it("pays 21% Dutch VAT on a pick-up in NL, and is told why", () => {
    const decision = decide({ ...business, supply: "picked_up" });
    expect(decision).toMatchObject({ regime: "nl", zeroRated: false, reason: VAT_REASONS.pickedUp });
    expect(categories({ ...business, supply: "picked_up" })).toEqual(new Set(["S 21"]));
  });
});

describe("a Belgian business whose number does not lift the VAT", () => {
  const cases = [
    ["invalid in VIES", { country: "BE", status: "invalid" }, VAT_REASONS.invalid],
    ["not verified (VIES did not answer)", { country: "BE", status: "unverified" }, VAT_REASONS.unverified],
    ["missing", null, VAT_REASONS.missing],
    ["Dutch", { country: "NL", status: "valid" }, VAT_REASONS.notBelgian],
    ["of another member state", { country: "DE", status: "valid" }, VAT_REASONS.notBelgian],
  ] as const;

  it("pays 21% however the goods arrive, and is told why in Dutch", () => {
    for (const [name, vatNumber, reason] of cases)
      for (const supply of supplies) {
        const input = { customer: "business", deliveryCountry: "BE", vatNumber, supply } as const;
        expect(decide(input), `${name}, ${supply}`).toMatchObject({ zeroRated: false, reason });
        expect(categories(input), `${name}, ${supply}`).toEqual(new Set(["S 21"]));
      }
  });

  it("pays the VAT of the place of supply: BE when sent (OSS) or mounted, NL when picked up", () => {
    const invalid = { customer: "business", deliveryCountry: "BE", vatNumber: cases[0][1] } as const;
    expect(decide({ ...invalid, supply: "sent" }).regime).toBe("oss");
    expect(decide({ ...invalid, supply: "mounted" }).regime).toBe("be");
    expect(decide({ ...invalid, supply: "picked_up" }).regime).toBe("nl");
  });

  it("reads the reasons as the customer will", () => {
    expect(VAT_REASONS.invalid).toBe(
      "Dit btw-nummer is niet geldig volgens de Europese btw-database (VIES); we rekenen 21% btw.",
    );
    for (const reason of Object.values(VAT_REASONS)) expect(reason).toMatch(/21% (Nederlandse )?btw/);
  });
});
