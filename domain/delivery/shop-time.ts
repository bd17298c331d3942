// The shop's clock: its time zone and "today" there. Every area asks here (vouchers' validity, order and
// request numbers, the back office's dates and filters, delivery dates), so a date never comes out as UTC's.
// Browser-safe: no holiday data (that is calendar.ts, server only).

/** The shop's time zone; Brussels keeps the same clock. */
export const SHOP_TIME_ZONE = "Europe/Amsterdam";

const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });
const year = new Intl.DateTimeFormat("en", { timeZone: SHOP_TIME_ZONE, year: "numeric" });

/** Today as an ISO date (YYYY-MM-DD) on the shop's clock. */
export function shopToday(now = new Date()): string {
  return isoDate.format(now);
}

/** The year on the shop's clock, as order and request numbers carry it ('RW-2026-…'). */
export function shopYear(now = new Date()): string {
  return year.format(now);
}

/** A Dutch date (and time) format on the shop's clock: `options` say which parts. */
export function shopDateFormat(options: Omit<Intl.DateTimeFormatOptions, "timeZone">): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("nl-NL", { ...options, timeZone: SHOP_TIME_ZONE });
}
