import { describe, expect, it } from "vitest";
import { SHOP_TIME_ZONE, shopDateFormat, shopToday, shopYear } from "./shop-time.ts";

describe("the shop's clock", () => {
  it("is Amsterdam's: just after midnight there is already the next day, in winter and in summer", () => {
    expect(SHOP_TIME_ZONE).toBe("Europe/Amsterdam");
    expect(shopToday(new Date("2026-01-14T23:30:00Z"))).toBe("2026-01-15");
    expect(shopToday(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(shopToday(new Date("2026-07-14T21:30:00Z"))).toBe("2026-07-14");
  });

  it("gives New Year's first hour the new year, where UTC still has the old one", () => {
    expect(shopYear(new Date("2026-12-31T23:30:00Z"))).toBe("2027");
    expect(shopYear(new Date("2026-12-31T22:30:00Z"))).toBe("2026");
  });

  it("formats dates in Dutch on that clock", () => {
    const day = shopDateFormat({ day: "numeric", month: "long", year: "numeric" });
    expect(day.format(new Date("2026-12-31T23:30:00Z"))).toBe("1 januari 2027");
  });
});
