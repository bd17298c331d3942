// The advice appointment's pure rules: postcode ranges (free wins, cheapest paid, not_found), the fee and its
// label with and without a coupon, the coupon rule and request numbers.
import { describe, expect, it } from "vitest";
import { adviceVoucherProblem, type VoucherRule, voucherProblem } from "../cart/vouchers.ts";
import {
  ADVICE_CREDIT_TEXT,
  ADVICE_INSTALMENTS_TEXT,
  adviceFee,
  adviceNotFoundMessage,
  adviceNumber,
  advicePriceLabel,
} from "./advice.ts";
import { postcodeDigits, type ServiceAreaRange, serviceAreaFor } from "./service-area.ts";

const ranges: ServiceAreaRange[] = [
  { name: "Ring", from: 2000, to: 3999, kind: "paid", fee_cents: 4900 },
  { name: "Goedkoper", from: 3500, to: 3599, kind: "paid", fee_cents: 2500 },
  { name: "Thuis", from: 2980, to: 2994, kind: "free", fee_cents: 0 },
];

describe("postcodeDigits", () => {
  it("reads the four digits of a valid Dutch postcode only", () => {
    expect(postcodeDigits("2991 XJ")).toBe(2991);
    expect(postcodeDigits(" 2991xj ")).toBe(2991);
    expect(postcodeDigits("2991")).toBeNull();
    expect(postcodeDigits("2000")).toBeNull();
    expect(postcodeDigits("0991 XJ")).toBeNull();
    expect(postcodeDigits("2991 SS")).toBeNull();
  });
});

describe("serviceAreaFor", () => {
  it("lets a free range win over the paid ring around it, edges included", () => {
    for (const postcode of [2980, 2991, 2994]) {
      expect(serviceAreaFor(postcode, ranges)).toEqual({ service_area: "free", price: 0, name: "Thuis" });
    }
    expect(serviceAreaFor(2979, ranges)).toEqual({ service_area: "paid", price: 4900, name: "Ring" });
    expect(serviceAreaFor(2995, ranges).service_area).toBe("paid");
  });

  it("takes the lowest fee where paid ranges overlap", () => {
    expect(serviceAreaFor(3511, ranges)).toEqual({ service_area: "paid", price: 2500, name: "Goedkoper" });
  });

  it("answers not_found outside every range, and with no ranges at all", () => {
    expect(serviceAreaFor(9711, ranges)).toEqual({ service_area: "not_found", price: 0, name: null });
    expect(serviceAreaFor(1999, ranges).service_area).toBe("not_found");
    expect(serviceAreaFor(2991, []).service_area).toBe("not_found");
  });
});

describe("the fee and its label", () => {
  const paid = { service_area: "paid" as const, price: 4900 };
  const free = { service_area: "free" as const, price: 0 };
  const notFound = { service_area: "not_found" as const, price: 0 };

  it("shows the paid area's fee as 'Eenmalig: € 49,-', and 'Gratis' with a coupon", () => {
    expect(advicePriceLabel(paid, false)).toBe("Eenmalig: € 49,-");
    expect(adviceFee(paid, false)).toBe(4900);
    expect(advicePriceLabel(paid, true)).toBe("Gratis");
    expect(adviceFee(paid, true)).toBe(0);
  });

  it("is free in a free area and has no price outside the area, coupon or not", () => {
    expect(advicePriceLabel(free, false)).toBe("Gratis");
    expect(advicePriceLabel(free, true)).toBe("Gratis");
    expect(advicePriceLabel(notFound, false)).toBeNull();
    expect(advicePriceLabel(notFound, true)).toBeNull();
    expect(adviceFee(notFound, false)).toBe(0);
  });

  it("rounds a fee with cents up to whole euros, as every price label does", () => {
    expect(advicePriceLabel({ service_area: "paid", price: 4950 }, false)).toBe("Eenmalig: € 50,-");
  });

  it("says when the fee is credited and that it can be paid in 3 instalments", () => {
    expect(ADVICE_CREDIT_TEXT).toBe(
      "Bestel je daarna voor meer dan € 1.500,-, dan verrekenen we dit bedrag met je bestelling.",
    );
    expect(ADVICE_INSTALMENTS_TEXT).toContain("Betaal in 3 termijnen");
    expect(adviceNotFoundMessage("010 - 744 52 30")).toContain("Bel ons op 010 - 744 52 30");
  });
});

describe("adviceVoucherProblem", () => {
  const voucher = (extra: Partial<VoucherRule> = {}): VoucherRule => ({
    id: 1,
    code: "GRATISADVIES",
    name: "Gratis advies aan huis",
    kind: "free_advice",
    amount: 0,
    discount_on: "producten",
    valid_from: null,
    valid_until: null,
    min_order: 0,
    max_uses: null,
    used_count: 0,
    active: true,
    ...extra,
  });
  const today = "2026-05-01";

  it("accepts a usable free-advice voucher, which the cart refuses", () => {
    expect(adviceVoucherProblem(voucher(), today)).toBeNull();
    expect(voucherProblem(voucher(), 10_000, today)).toMatch(/niet voor je winkelwagen/);
  });

  it("refuses every other kind, which the cart may accept", () => {
    const welcome = voucher({ kind: "percentage", amount: 10 });
    expect(adviceVoucherProblem(welcome, today)).toBe(
      "Deze code geldt niet voor een advies- en meetafspraak aan huis.",
    );
    expect(voucherProblem(welcome, 10_000, today)).toBeNull();
  });

  it("applies the cart's validity checks: switched off, dates, usage limit", () => {
    expect(adviceVoucherProblem(voucher({ active: false }), today)).toBe(
      "Deze kortingscode is niet meer geldig.",
    );
    expect(adviceVoucherProblem(voucher({ valid_from: "2026-06-01" }), today)).toBe(
      "Deze kortingscode is geldig vanaf 1 juni 2026.",
    );
    expect(adviceVoucherProblem(voucher({ valid_until: "2026-04-30" }), today)).toBe(
      "Deze kortingscode is verlopen.",
    );
    expect(adviceVoucherProblem(voucher({ valid_from: today, valid_until: today }), today)).toBeNull();
    expect(adviceVoucherProblem(voucher({ max_uses: 3, used_count: 3 }), today)).toBe(
      "Deze kortingscode is al gebruikt.",
    );
    expect(adviceVoucherProblem(voucher({ max_uses: 3, used_count: 2 }), today)).toBeNull();
  });
});

describe("adviceNumber", () => {
  it("reads AD-{year in Amsterdam}-{five digits}", () => {
    expect(adviceNumber(1, new Date("2026-03-05T10:00:00Z"))).toBe("AD-2026-00001");
    // New Year's Eve 23:30 UTC is already the next year in Amsterdam.
    expect(adviceNumber(123456, new Date("2026-12-31T23:30:00Z"))).toBe("AD-2027-123456");
  });
});
