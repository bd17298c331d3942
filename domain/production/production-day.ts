// The production day of a released order (issue 24): the day the workshop cuts, makes and packs its rows. An
// order released on a working day before the workshop's cut-off is made that day; one released later, or on a
// weekend or public holiday, the next working day. The atelier is in the Netherlands (domain/company.ts), so its
// working days are the Dutch ones (domain/delivery/calendar.ts). Staff may move an order to another day.
import { addWorkingDays, isWorkingDay, shopClock } from "../delivery/calendar.ts";

/**
 * Orders released before this hour (shop time) on a working day are made that day: the morning's releases join
 * the afternoon's cutting; the cut list is printed again after noon. Later releases go to the next working day.
 */
export const PRODUCTION_CUT_OFF_HOUR = 12;

/** The atelier's country: its public holidays are the workshop's days off. */
export const WORKSHOP_COUNTRY = "NL" as const;

/** The production day (YYYY-MM-DD, shop time) of an order released at `releasedAt`. */
export function productionDayOf(releasedAt: Date, cutOffHour = PRODUCTION_CUT_OFF_HOUR): string {
  const { date, hour } = shopClock(releasedAt);
  if (isWorkingDay(date, WORKSHOP_COUNTRY) && hour < cutOffHour) return date;
  return addWorkingDays(date, 1, WORKSHOP_COUNTRY);
}

export const DAY_IN_PAST =
  "Kies een productiedag vanaf vandaag: een dag die voorbij is, kan de werkplaats niet meer maken.";

/** Why staff cannot plan an order on `day` (YYYY-MM-DD) when it is `today`, or null. */
export function dayRefusal(day: string, today: string): string | null {
  return day < today ? DAY_IN_PAST : null;
}

/** The day before or after `iso` (for the queue's previous and next day). */
export function shiftDay(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
