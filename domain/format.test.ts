// Dutch dates and review averages.
import { describe, expect, it } from "vitest";
import { formatDate, formatRating } from "./format.ts";

describe("formatDate", () => {
  it("writes the day, the Dutch month and the year", () => {
    expect(formatDate("2026-03-05")).toBe("5 maart 2026");
    expect(formatDate("2025-12-31")).toBe("31 december 2025");
  });
});

describe("formatRating", () => {
  it("uses a decimal comma and one decimal at most", () => {
    expect(formatRating(4)).toBe("4");
    expect(formatRating(4.65)).toBe("4,7");
    expect(formatRating(4.7)).toBe("4,7");
    expect(formatRating(4.96)).toBe("5");
  });
});
