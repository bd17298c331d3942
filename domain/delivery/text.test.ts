// Dutch dates and production times as the shop writes them.
import { describe, expect, it } from "vitest";
import { addDays, MOUNT_EXTRA_TEXT, productionTimeText } from "./production.ts";
import { deliveryWindowText, dutchDate } from "./text.ts";

describe("production time texts", () => {
  it("says working days, and whole weeks from three weeks up", () => {
    expect(productionTimeText({ min: 8, max: 8 })).toBe("8 werkdagen");
    expect(productionTimeText({ min: 1, max: 1 })).toBe("1 werkdag");
    expect(productionTimeText({ min: 10, max: 15 })).toBe("2 tot 3 weken");
    expect(productionTimeText({ min: 30, max: 40 })).toBe("6 tot 8 weken");
    expect(productionTimeText({ min: 12, max: 17 })).toBe("12 tot 17 werkdagen");
    expect(MOUNT_EXTRA_TEXT).toBe("2 tot 4 weken");
  });

  it("adds an option's or the mounting's extra days", () => {
    expect(addDays({ min: 8, max: 8 }, 3)).toEqual({ min: 11, max: 11 });
    expect(addDays({ min: 8, max: 8 }, { min: 10, max: 20 })).toEqual({ min: 18, max: 28 });
  });
});

describe("Dutch dates", () => {
  it("leaves out this year and names next year", () => {
    expect(dutchDate("2026-12-10", "2026-11-25")).toBe("donderdag 10 december");
    expect(dutchDate("2027-01-04", "2026-12-20")).toBe("maandag 4 januari 2027");
  });

  it("writes a window in one month, across months and years", () => {
    expect(deliveryWindowText({ from: "2026-12-10", to: "2026-12-14" }, "2026-11-25")).toBe(
      "10 – 14 december",
    );
    expect(deliveryWindowText({ from: "2027-01-04", to: "2027-01-08" }, "2026-12-01")).toBe(
      "4 – 8 januari 2027",
    );
    expect(deliveryWindowText({ from: "2027-02-26", to: "2027-03-04" }, "2026-12-01")).toBe(
      "26 februari – 4 maart 2027",
    );
  });
});
