// The refund rules: euro amounts as typed, what is left to refund, and when the advice fee is credited.
import { describe, expect, it } from "vitest";
import {
  adviceCreditApplies,
  centsToEuroInput,
  parseEuroAmount,
  REFUND_NOTHING_LEFT,
  refundableLeft,
  refundTooMuch,
} from "./refunds.ts";

describe("parseEuroAmount", () => {
  it.each([
    ["49", 4900],
    ["49,5", 4950],
    ["49,50", 4950],
    ["49.50", 4950],
    ["€ 1.234,56", 123456],
    ["1.234", 123400],
    [" 0,01 ", 1],
    ["0", 0],
  ])("%s → %i cents", (text, cents) => {
    expect(parseEuroAmount(text)).toBe(cents);
  });

  it.each(["", "abc", "-5", "4,999", "12,3,4", "1.23.4", "€"])("refuses %j", (text) => {
    expect(parseEuroAmount(text)).toBeNull();
  });

  it("shows cents back as the form's text", () => {
    expect(centsToEuroInput(4900)).toBe("49,00");
    expect(centsToEuroInput(123405)).toBe("1234,05");
    expect(parseEuroAmount(centsToEuroInput(123405))).toBe(123405);
  });
});

describe("refundableLeft", () => {
  it("subtracts requested and refunded refunds, not failed ones, and never goes below zero", () => {
    const refunds = [
      { amountCents: 1000, status: "refunded" as const },
      { amountCents: 2000, status: "requested" as const },
      { amountCents: 5000, status: "failed" as const },
    ];
    expect(refundableLeft(10000, refunds)).toBe(7000);
    expect(refundableLeft(2500, refunds)).toBe(0);
  });

  it("says how much is left, or that nothing is", () => {
    expect(refundTooMuch(12345)).toBe("Je kunt nog hoogstens € 123,45 terugbetalen.");
    expect(refundTooMuch(0)).toBe(REFUND_NOTHING_LEFT);
  });
});

describe("adviceCreditApplies", () => {
  const before = new Date("2026-11-01T10:00:00Z");
  const after = new Date("2026-11-10T10:00:00Z");
  it("applies to an order above € 1.500 placed after a paid appointment", () => {
    expect(
      adviceCreditApplies({ totalCents: 150001, createdAt: after }, { feeCents: 4900, createdAt: before }),
    ).toBe(true);
  });
  it("not at exactly € 1.500, not for a free appointment, not before the appointment, not without one", () => {
    expect(
      adviceCreditApplies({ totalCents: 150000, createdAt: after }, { feeCents: 4900, createdAt: before }),
    ).toBe(false);
    expect(
      adviceCreditApplies({ totalCents: 200000, createdAt: after }, { feeCents: 0, createdAt: before }),
    ).toBe(false);
    expect(
      adviceCreditApplies({ totalCents: 200000, createdAt: before }, { feeCents: 4900, createdAt: after }),
    ).toBe(false);
    expect(adviceCreditApplies({ totalCents: 200000, createdAt: after }, null)).toBe(false);
  });
});
