// The change window (issue 24): how long after paying a customer may still change a row or cancel the order
// through the link in the confirmation mail: until staff release it into production, and at the latest at a
// cut-off the shop sets (default the next working day at 12:00 shop time, NL/BE public holidays counted as the
// delivery dates count them). Pure; server side (the holidays come from domain/delivery/calendar.ts).
import { z } from "zod";
import { company } from "../company.ts";
import { addWorkingDays, type DeliveryCountry, isWorkingDay, shopClock } from "../delivery/calendar.ts";
import { SHOP_TIME_ZONE, shopDateFormat } from "../delivery/shop-time.ts";
import type { OrderState } from "./fulfilment.ts";

/** The shop's cut-off: this many working days after the day of payment, at this time on the shop's clock. */
export interface ChangeWindowSettings {
  workingDays: number;
  /** "HH:MM", shop time. */
  time: string;
}

export const DEFAULT_CHANGE_WINDOW: ChangeWindowSettings = { workingDays: 1, time: "12:00" };

/** The settings as the back office's form sends them, with Dutch messages. */
export const changeWindowSettingsSchema = z.object({
  workingDays: z.coerce
    .number({ error: "Kies een aantal werkdagen van 0 tot en met 5." })
    .int({ error: "Kies een aantal werkdagen van 0 tot en met 5." })
    .min(0, { error: "Kies een aantal werkdagen van 0 tot en met 5." })
    .max(5, { error: "Kies een aantal werkdagen van 0 tot en met 5." }),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Vul een tijd in als 12:00." }),
});

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  timeZoneName: "longOffset",
});

/** Minutes the shop's clock is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function shopOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant it is `time` ("HH:MM") on the shop's clock on `date` (ISO). Outside the night's clock change. */
export function shopInstant(date: string, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  return new Date(asUtc - shopOffsetMinutes(new Date(asUtc)) * 60_000);
}

/**
 * The cut-off of an order paid (or, unpaid, placed) at `paidAt`: `workingDays` working days after that day on
 * the shop's clock, at `time`. With 0 working days it is `time` on the day of payment itself, or the next
 * working day's when paid on a weekend, a holiday or after `time`. The release into production closes the
 * window earlier: `canCustomerChange` takes the order's state for that.
 */
export function changeDeadline(
  paidAt: Date,
  country: DeliveryCountry,
  settings: ChangeWindowSettings = DEFAULT_CHANGE_WINDOW,
): Date {
  const day = shopClock(paidAt).date;
  if (settings.workingDays === 0) {
    const same = shopInstant(day, settings.time);
    if (isWorkingDay(day, country) && paidAt < same) return same;
    return shopInstant(addWorkingDays(day, 1, country), settings.time);
  }
  return shopInstant(addWorkingDays(day, settings.workingDays, country), settings.time);
}

const deadlineWords = shopDateFormat({
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});

/** "dinsdag 8 december om 12:00", the cut-off as the customer reads it. */
export function deadlineText(deadline: Date): string {
  const parts = Object.fromEntries(deadlineWords.formatToParts(deadline).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} om ${parts.hour}:${parts.minute}`;
}

const customerService = `onze klantenservice (${company.phone.NL} of ${company.email})`;

export const CHANGE_NOT_PAID = `Deze bestelling is niet betaald, dus er is niets te wijzigen. Wil je de producten toch? Bestel ze dan opnieuw vanuit je winkelwagen. Vragen? Neem contact op met ${customerService}.`;
export const CHANGE_CANCELLED = `Deze bestelling is geannuleerd en kan niet meer gewijzigd worden. Vragen? Neem contact op met ${customerService}.`;
export const CHANGE_IN_PRODUCTION = `We hebben je maten al gecontroleerd en je bestelling is in productie, dus wijzigen of annuleren kan niet meer via deze link. Is er iets niet goed? Neem dan zo snel mogelijk contact op met ${customerService}.`;

/** Why the window is closed after the cut-off, naming it and the customer service. */
export function changeClosedText(deadline: Date): string {
  return `Wijzigen of annuleren kon tot ${deadlineText(deadline)}. Dat is voorbij: we maken je bestelling nu. Is er iets niet goed? Neem dan zo snel mogelijk contact op met ${customerService}.`;
}

export type ChangeAnswer = { ok: true } | { ok: false; reason: string };

/**
 * Whether the customer may change a row or cancel now. Open while the order waits for the check
 * ('te_controleren') and `now` is before the cut-off; at the cut-off itself it is closed. While the shop asks
 * the customer about a row ('wacht_op_klant') it is open whatever the time: the shop asked, and nothing is
 * made before the answer. Closed once released into production, and for unpaid or cancelled orders.
 */
export function canCustomerChange(state: OrderState, now: Date, deadline: Date): ChangeAnswer {
  switch (state) {
    case "wacht_op_klant":
      return { ok: true };
    case "te_controleren":
    case "paid":
      return now < deadline ? { ok: true } : { ok: false, reason: changeClosedText(deadline) };
    case "pending_payment":
    case "refused":
    case "cancelled":
    case "expired":
      return { ok: false, reason: CHANGE_NOT_PAID };
    case "geannuleerd":
      return { ok: false, reason: CHANGE_CANCELLED };
    default:
      return { ok: false, reason: CHANGE_IN_PRODUCTION };
  }
}
