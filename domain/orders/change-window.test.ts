// The change window: the cut-off on the shop's working-day calendar (weekends, NL/BE holidays, summer time),
// and the answer before, at and after it, per state.
import { describe, expect, it } from "vitest";
import {
  CHANGE_CANCELLED,
  CHANGE_IN_PRODUCTION,
  CHANGE_NOT_PAID,
  canCustomerChange,
  changeDeadline,
  changeWindowSettingsSchema,
  deadlineText,
  shopInstant,
} from "./change-window.ts";
import { fulfilmentStatuses } from "./fulfilment.ts";

const at = (iso: string) => new Date(iso);

describe("changeDeadline", () => {
  it("is the next working day at 12:00 shop time, in winter and in summer", () => {
    // Monday 23 November 2026, 10:00 in Amsterdam (UTC+1).
    expect(changeDeadline(at("2026-11-23T09:00:00Z"), "NL").toISOString()).toBe("2026-11-24T11:00:00.000Z");
    // Paid late in the evening: still the next working day, not the one after.
    expect(changeDeadline(at("2026-11-23T22:30:00Z"), "NL").toISOString()).toBe("2026-11-24T11:00:00.000Z");
    // 23:30 UTC on Monday is already Tuesday in Amsterdam: Wednesday then.
    expect(changeDeadline(at("2026-11-23T23:30:00Z"), "NL").toISOString()).toBe("2026-11-25T11:00:00.000Z");
    // Summer time (UTC+2): Wednesday 10 June 2026 → Thursday 11 June 12:00 = 10:00 UTC.
    expect(changeDeadline(at("2026-06-10T08:00:00Z"), "NL").toISOString()).toBe("2026-06-11T10:00:00.000Z");
  });

  it("skips the weekend", () => {
    // Friday 27 November afternoon, and Saturday 28: both Monday 30 November 12:00.
    expect(changeDeadline(at("2026-11-27T15:00:00Z"), "NL").toISOString()).toBe("2026-11-30T11:00:00.000Z");
    expect(changeDeadline(at("2026-11-28T10:00:00Z"), "BE").toISOString()).toBe("2026-11-30T11:00:00.000Z");
  });

  it("skips the public holidays of the store's country", () => {
    // Thursday 24 December: Christmas (Friday), then the weekend: Monday 28 December.
    expect(changeDeadline(at("2026-12-24T09:00:00Z"), "NL").toISOString()).toBe("2026-12-28T11:00:00.000Z");
    // Wednesday 13 May 2026: Ascension Day (Thursday 14) is a holiday in both countries → Friday 15 May.
    expect(changeDeadline(at("2026-05-13T08:00:00Z"), "NL").toISOString()).toBe("2026-05-15T10:00:00.000Z");
    // Monday 20 July 2026: 21 July is the Belgian national day, a working day in the Netherlands.
    expect(changeDeadline(at("2026-07-20T08:00:00Z"), "BE").toISOString()).toBe("2026-07-22T10:00:00.000Z");
    expect(changeDeadline(at("2026-07-20T08:00:00Z"), "NL").toISOString()).toBe("2026-07-21T10:00:00.000Z");
  });

  it("follows the shop's settings: more working days, another time, or the same day", () => {
    const paid = at("2026-11-23T09:00:00Z");
    expect(changeDeadline(paid, "NL", { workingDays: 2, time: "17:00" }).toISOString()).toBe(
      "2026-11-25T16:00:00.000Z",
    );
    expect(changeDeadline(paid, "NL", { workingDays: 0, time: "16:00" }).toISOString()).toBe(
      "2026-11-23T15:00:00.000Z",
    );
    // Same day but paid after the time, or on a Saturday: the next working day's.
    expect(
      changeDeadline(at("2026-11-23T16:00:00Z"), "NL", { workingDays: 0, time: "16:00" }).toISOString(),
    ).toBe("2026-11-24T15:00:00.000Z");
    expect(
      changeDeadline(at("2026-11-28T09:00:00Z"), "NL", { workingDays: 0, time: "16:00" }).toISOString(),
    ).toBe("2026-11-30T15:00:00.000Z");
  });

  it("checks the shop's settings with Dutch messages", () => {
    expect(changeWindowSettingsSchema.safeParse({ workingDays: "1", time: "12:00" }).success).toBe(true);
    expect(
      changeWindowSettingsSchema.safeParse({ workingDays: 9, time: "12:00" }).error?.issues[0]?.message,
    ).toBe("Kies een aantal werkdagen van 0 tot en met 5.");
    expect(
      changeWindowSettingsSchema.safeParse({ workingDays: 1, time: "25:00" }).error?.issues[0]?.message,
    ).toBe("Vul een tijd in als 12:00.");
  });

  it("reads as a Dutch day and time on the shop's clock", () => {
    expect(deadlineText(shopInstant("2026-12-08", "12:00"))).toBe("dinsdag 8 december om 12:00");
  });
});

describe("canCustomerChange", () => {
  const deadline = changeDeadline(at("2026-11-27T15:00:00Z"), "NL"); // Monday 30 November 12:00
  const before = at("2026-11-30T10:59:59Z");
  const atCutOff = at("2026-11-30T11:00:00Z");
  const after = at("2026-11-30T13:00:00Z");

  it("is open before the cut-off across the weekend, and closed at and after it, naming the customer service", () => {
    expect(canCustomerChange("te_controleren", at("2026-11-28T20:00:00Z"), deadline)).toEqual({ ok: true });
    expect(canCustomerChange("te_controleren", before, deadline)).toEqual({ ok: true });
    for (const now of [atCutOff, after]) {
      const answer = canCustomerChange("te_controleren", now, deadline);
      expect(answer.ok).toBe(false);
      if (!answer.ok) {
        expect(answer.reason).toContain("Wijzigen of annuleren kon tot maandag 30 november om 12:00");
        expect(answer.reason).toContain("klantenservice");
      }
    }
  });

  it("stays open while the shop waits for the customer's answer, whatever the time", () => {
    expect(canCustomerChange("wacht_op_klant", after, deadline)).toEqual({ ok: true });
  });

  it("closes at the release into production, even before the cut-off", () => {
    for (const state of fulfilmentStatuses.filter(
      (s) => s !== "te_controleren" && s !== "wacht_op_klant" && s !== "geannuleerd",
    ))
      expect(canCustomerChange(state, before, deadline), state).toEqual({
        ok: false,
        reason: CHANGE_IN_PRODUCTION,
      });
    expect(CHANGE_IN_PRODUCTION).toContain("klantenservice");
  });

  it("has nothing to change on an unpaid or cancelled order", () => {
    expect(canCustomerChange("pending_payment", before, deadline)).toEqual({
      ok: false,
      reason: CHANGE_NOT_PAID,
    });
    expect(canCustomerChange("expired", before, deadline)).toEqual({ ok: false, reason: CHANGE_NOT_PAID });
    expect(canCustomerChange("geannuleerd", before, deadline)).toEqual({
      ok: false,
      reason: CHANGE_CANCELLED,
    });
  });
});
