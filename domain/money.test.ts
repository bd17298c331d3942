// Unit tests for the cents arithmetic and Dutch price formatting in money.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPercent, formatPrice, formatPriceRounded, roundUpToEuros, VAT_RATE, vatPart } from "./money.ts";

describe("formatPrice", () => {
  it.each([
    [0, "€ 0,00"],
    [1, "€ 0,01"],
    [99, "€ 0,99"],
    [1200, "€ 12,00"],
    [99999, "€ 999,99"],
    [100000, "€ 1.000,00"],
    [123456, "€ 1.234,56"],
    [123456789, "€ 1.234.567,89"],
    [-500, "€ -5,00"],
    [-123456, "€ -1.234,56"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it("uses a normal space after the euro sign", () => {
    expect(formatPrice(100).charCodeAt(1)).toBe(0x20);
  });

  it("rounds fractional cents half away from zero and never shows -0", () => {
    expect(formatPrice(12.5)).toBe("€ 0,13");
    expect(formatPrice(-12.5)).toBe("€ -0,13");
    expect(formatPrice(-0)).toBe("€ 0,00");
    expect(formatPrice(-0.4)).toBe("€ 0,00");
  });

  it("throws on NaN, Infinity and unsafe amounts", () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatPrice(2 ** 60)).toThrow(RangeError);
  });
});

describe("formatPriceRounded", () => {
  it.each([
    [0, "€ 0,-"],
    [1, "€ 1,-"],
    [99, "€ 1,-"],
    [100, "€ 1,-"],
    [3900, "€ 39,-"],
    [3901, "€ 40,-"],
    [99999, "€ 1.000,-"],
    [100000, "€ 1.000,-"],
    [123456, "€ 1.235,-"],
    [123456789, "€ 1.234.568,-"],
    [-550, "€ -5,-"],
    [-50, "€ 0,-"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatPriceRounded(cents)).toBe(text);
  });

  it("shows a whole euro amount >= the exact amount and < it + 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        const text = formatPriceRounded(cents);
        const match = /^€ (-?[\d.]+),-$/.exec(text);
        expect(match).not.toBeNull();
        const euros = Number(match?.[1]?.replaceAll(".", ""));
        expect(euros).toBe(roundUpToEuros(cents));
        expect(euros * 100).toBeGreaterThanOrEqual(cents);
        expect(euros * 100).toBeLessThan(cents + 100);
      }),
    );
  });
});

describe("vatPart", () => {
  it("is 21 % by default", () => {
    expect(VAT_RATE).toBe(21);
    expect(vatPart(12100)).toBe(2100);
    expect(vatPart(121)).toBe(21);
    expect(vatPart(0)).toBe(0);
  });

  it("rounds to whole cents, half up", () => {
    // 100 × 21 / 121 = 17.355… → 17; 1000 × 21 / 121 = 173.55… → 174
    expect(vatPart(100)).toBe(17);
    expect(vatPart(1000)).toBe(174);
    // 6 % of 53 gross: 53 × 6 / 106 = 3 exactly; 9 × 6 / 106 = 0.509… → 1
    expect(vatPart(53, 6)).toBe(3);
    expect(vatPart(9, 6)).toBe(1);
    // exact half: 1 × 100 / 200 = 0.5 → 1
    expect(vatPart(1, 100)).toBe(1);
  });

  it("is symmetric for negative amounts and accepts other rates", () => {
    expect(vatPart(-1000)).toBe(-174);
    expect(vatPart(-1, 100)).toBe(-1);
    expect(vatPart(10900, 9)).toBe(900);
    expect(vatPart(12345, 0)).toBe(0);
  });

  it("never exceeds the gross amount and net + VAT equals gross", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
        const vat = vatPart(gross);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(gross);
        expect(Math.abs(vat - (gross * 21) / 121)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe("applyPercent", () => {
  it("returns the percentage part rounded half up to whole cents", () => {
    expect(applyPercent(1000, 15)).toBe(150);
    expect(applyPercent(1999, 15)).toBe(300); // 299.85
    expect(applyPercent(150, 1)).toBe(2); // 1.5 → 2
    expect(applyPercent(149, 1)).toBe(1); // 1.49 → 1
    expect(applyPercent(250, 1)).toBe(3); // 2.5 → 3 (not banker's rounding)
    expect(applyPercent(0, 50)).toBe(0);
    expect(applyPercent(1234, 0)).toBe(0);
    expect(applyPercent(1234, 100)).toBe(1234);
  });

  it("handles fractional percentages exactly", () => {
    expect(applyPercent(1000, 5.5)).toBe(55);
    expect(applyPercent(100, 0.5)).toBe(1); // 0.5 → 1
    expect(applyPercent(3333, 33.3333)).toBe(1111); // 1110.99889 → 1111
  });

  it("rounds negative amounts half away from zero", () => {
    expect(applyPercent(-150, 1)).toBe(-2);
    expect(applyPercent(-1999, 15)).toBe(-300);
  });

  it("stays within half a cent of the exact value", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (c, p) => {
          expect(Math.abs(applyPercent(c, p) - (c * p) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it("throws on a non-finite percentage", () => {
    expect(() => applyPercent(100, Number.NaN)).toThrow(RangeError);
  });
});
