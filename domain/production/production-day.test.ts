import { describe, expect, it } from "vitest";
import { dayRefusal, productionDayOf, shiftDay } from "./production-day.ts";

// Shop time is Europe/Amsterdam: in November UTC+1, in July UTC+2.
describe("productionDayOf", () => {
  it.each([
    ["a working day's morning: that day", "2026-11-23T08:30:00Z", "2026-11-23"],
    ["11:59 shop time: still that day", "2026-11-23T10:59:00Z", "2026-11-23"],
    ["12:00 shop time: the next working day", "2026-11-23T11:00:00Z", "2026-11-24"],
    ["Friday afternoon: Monday", "2026-11-27T14:00:00Z", "2026-11-30"],
    ["Saturday morning: Monday", "2026-11-28T08:00:00Z", "2026-11-30"],
    ["Christmas Eve afternoon: after Boxing Day and the weekend", "2026-12-24T13:00:00Z", "2026-12-28"],
    ["Ascension Day (NL holiday): the Friday", "2026-05-14T07:00:00Z", "2026-05-15"],
    ["summer time: 11:30 shop time is 09:30 UTC", "2026-07-20T09:30:00Z", "2026-07-20"],
    ["summer time: 12:30 shop time is 10:30 UTC", "2026-07-20T10:30:00Z", "2026-07-21"],
    ["just after midnight shop time on a Tuesday (Monday in UTC)", "2026-11-23T23:30:00Z", "2026-11-24"],
  ])("%s", (_, at, day) => {
    expect(productionDayOf(new Date(at))).toBe(day);
  });

  it("takes another cut-off hour", () => {
    expect(productionDayOf(new Date("2026-11-23T13:00:00Z"), 15)).toBe("2026-11-23");
  });
});

describe("dayRefusal and shiftDay", () => {
  it("refuses a day before today, allows today and later", () => {
    expect(dayRefusal("2026-11-26", "2026-11-27")).toContain("vanaf vandaag");
    expect(dayRefusal("2026-11-27", "2026-11-27")).toBeNull();
    expect(dayRefusal("2026-12-01", "2026-11-27")).toBeNull();
  });
  it("shifts across months and years", () => {
    expect(shiftDay("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDay("2027-01-01", -1)).toBe("2026-12-31");
  });
});
