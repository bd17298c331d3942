// Expected delivery dates around Dutch and Belgian holidays, the cut-off hour, weekends, summer time and the
// turn of the year.
import { describe, expect, it } from "vitest";
import { deliveryWindow, expectedDelivery, isWorkingDay, orderDay, shopClock } from "./calendar.ts";

const exact = (n: number) => ({ min: n, max: n });

describe("the order day and the cut-off hour (15:00 shop time)", () => {
  it("counts a working day's order before 15:00 from that day, from 15:00 from the next working day", () => {
    // Wednesday 25 November 2026, winter time (UTC+1).
    expect(orderDay(new Date("2026-11-25T13:59:00Z"), "NL")).toBe("2026-11-25");
    expect(orderDay(new Date("2026-11-25T14:00:00Z"), "NL")).toBe("2026-11-26");
  });

  it("uses summer time after the clocks go forward", () => {
    // Monday 30 March 2026, UTC+2: 13:30 UTC is 15:30 in Amsterdam and Brussels, past the cut-off.
    expect(orderDay(new Date("2026-03-30T12:30:00Z"), "NL")).toBe("2026-03-30");
    expect(orderDay(new Date("2026-03-30T13:30:00Z"), "NL")).toBe("2026-03-31");
    expect(orderDay(new Date("2026-03-30T13:30:00Z"), "BE")).toBe("2026-03-31");
  });

  it("takes the date of the shop's clock, not UTC's, just after midnight", () => {
    expect(shopClock(new Date("2026-11-24T23:30:00Z"))).toEqual({ date: "2026-11-25", hour: 0 });
  });

  it("moves a weekend order to Monday", () => {
    expect(orderDay(new Date("2026-11-28T09:00:00Z"), "NL")).toBe("2026-11-30");
    expect(orderDay(new Date("2026-11-29T20:00:00Z"), "BE")).toBe("2026-11-30");
  });
});

describe("working days", () => {
  it("knows Koningsdag in the Netherlands only and 21 juli in Belgium only", () => {
    expect(isWorkingDay("2026-04-27", "NL")).toBe(false);
    expect(isWorkingDay("2026-04-27", "BE")).toBe(true);
    expect(isWorkingDay("2026-07-21", "NL")).toBe(true);
    expect(isWorkingDay("2026-07-21", "BE")).toBe(false);
  });

  it("treats Bevrijdingsdag as a working day, also in a lustrum year", () => {
    expect(isWorkingDay("2025-05-05", "NL")).toBe(true);
    expect(isWorkingDay("2030-05-06", "NL")).toBe(true);
  });

  it("skips Tweede kerstdag in the Netherlands but not in Belgium", () => {
    // Wednesday 24 December 2025, one working day: NL skips 25 and 26 December and the weekend.
    const now = new Date("2025-12-24T09:00:00Z");
    expect(deliveryWindow(now, exact(1), "NL").from).toBe("2025-12-29");
    expect(deliveryWindow(now, exact(1), "BE").from).toBe("2025-12-26");
  });

  it("skips Koningsdag and 21 juli in their own country", () => {
    // Friday 24 April 2026 10:00 (UTC+2), one working day; Monday 27 April is Koningsdag.
    const koningsdag = new Date("2026-04-24T08:00:00Z");
    expect(deliveryWindow(koningsdag, exact(1), "NL").from).toBe("2026-04-28");
    expect(deliveryWindow(koningsdag, exact(1), "BE").from).toBe("2026-04-27");
    // Monday 20 July 2026; Tuesday 21 July is the Belgian national day.
    const nationaleFeestdag = new Date("2026-07-20T08:00:00Z");
    expect(deliveryWindow(nationaleFeestdag, exact(1), "NL").from).toBe("2026-07-21");
    expect(deliveryWindow(nationaleFeestdag, exact(1), "BE").from).toBe("2026-07-22");
  });

  it("skips Easter Monday but not Good Friday", () => {
    // Thursday 2 April 2026: Friday 3 April is a working day, Monday 6 April is Tweede paasdag.
    const now = new Date("2026-04-02T08:00:00Z");
    expect(deliveryWindow(now, exact(1), "NL").from).toBe("2026-04-03");
    expect(deliveryWindow(now, exact(2), "NL").from).toBe("2026-04-07");
    expect(deliveryWindow(now, exact(2), "BE").from).toBe("2026-04-07");
  });
});

describe("the expected delivery text", () => {
  it("names the weekday and the month in Dutch", () => {
    // Wednesday 25 November 2026 10:00: eight working days is Monday 7 December; after 15:00 one day later.
    expect(expectedDelivery(new Date("2026-11-25T09:00:00Z"), exact(8), "NL").text).toBe(
      "Verwacht in huis: maandag 7 december",
    );
    expect(expectedDelivery(new Date("2026-11-25T15:00:00Z"), exact(8), "NL").text).toBe(
      "Verwacht in huis: dinsdag 8 december",
    );
  });

  it("adds the year across the turn of the year, past Kerst and Nieuwjaar", () => {
    // Friday 18 December 2026, ten working days: 25 December and 1 January are skipped.
    expect(expectedDelivery(new Date("2026-12-18T09:00:00Z"), exact(10), "NL")).toEqual({
      from: "2027-01-05",
      to: "2027-01-05",
      text: "Verwacht in huis: dinsdag 5 januari 2027",
    });
  });

  it("gives a range within a month and across months", () => {
    expect(expectedDelivery(new Date("2026-11-25T09:00:00Z"), { min: 10, max: 15 }, "NL").text).toBe(
      "Verwacht in huis: 9 – 16 december",
    );
    expect(expectedDelivery(new Date("2026-11-16T09:00:00Z"), { min: 10, max: 15 }, "NL").text).toBe(
      "Verwacht in huis: 30 november – 7 december",
    );
  });

  it("gives a range across the turn of the year with the year once", () => {
    expect(expectedDelivery(new Date("2026-12-14T09:00:00Z"), { min: 10, max: 15 }, "BE")).toMatchObject({
      from: "2026-12-29",
      to: "2027-01-06",
      text: "Verwacht in huis: 29 december – 6 januari 2027",
    });
  });
});
