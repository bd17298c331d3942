// Working days in the Netherlands and Belgium and the expected delivery window of an order placed now.
// Server only: the public holidays come from date-holidays, whose data is too large for the browser bundle.
import Holidays from "date-holidays";
import type { ProductionDays } from "./production.ts";
import { SHOP_TIME_ZONE } from "./shop-time.ts";
import { type DeliveryWindow, expectedDeliveryText, isoToUtc, utcToIso, weekdayOf } from "./text.ts";

export type DeliveryCountry = "NL" | "BE";

/** Orders placed before this hour (shop time) on a working day count that day. */
export const CUT_OFF_HOUR = 15;

const calendars = new Map<DeliveryCountry, Holidays>();
const holidaysByYear = new Map<string, Set<string>>();

/**
 * The public holidays of a country in a year, as ISO dates: date-holidays' type 'public' (NL: Nieuwjaar,
 * Pasen, Koningsdag, Hemelvaart, Pinksteren, Kerst; BE also 1 mei, 21 juli, 15 augustus, 1 en 11 november).
 * Bevrijdingsdag is not among them, also not in lustrum years: the atelier works and carriers deliver.
 */
export function publicHolidays(country: DeliveryCountry, year: number): Set<string> {
  const key = `${country}-${year}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    let calendar = calendars.get(country);
    if (!calendar) {
      calendar = new Holidays(country);
      calendars.set(country, calendar);
    }
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === "public")
        .map((h) => h.date.slice(0, 10)),
    );
    holidaysByYear.set(key, days);
  }
  return days;
}

/** Monday to Friday and no public holiday of the country. */
export function isWorkingDay(iso: string, country: DeliveryCountry): boolean {
  const weekday = weekdayOf(iso);
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(country, Number(iso.slice(0, 4))).has(iso);
}

function nextDay(iso: string): string {
  const date = isoToUtc(iso);
  date.setUTCDate(date.getUTCDate() + 1);
  return utcToIso(date);
}

/** The working day `count` working days after `iso` (0: `iso` itself). */
export function addWorkingDays(iso: string, count: number, country: DeliveryCountry): string {
  let day = iso;
  for (let left = count; left > 0; ) {
    day = nextDay(day);
    if (isWorkingDay(day, country)) left--;
  }
  return day;
}

const clock = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The date (ISO) and hour on the shop's clock at `now`, summer or winter time. */
export function shopClock(now: Date): { date: string; hour: number } {
  const p = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

/**
 * The working day an order placed at `now` counts from: today before the cut-off on a working day, else the
 * next working day.
 */
export function orderDay(now: Date, country: DeliveryCountry): string {
  const { date, hour } = shopClock(now);
  if (isWorkingDay(date, country) && hour < CUT_OFF_HOUR) return date;
  return addWorkingDays(date, 1, country);
}

/** The first and last day the order is expected, counted in working days from the order day. */
export function deliveryWindow(now: Date, days: ProductionDays, country: DeliveryCountry): DeliveryWindow {
  const start = orderDay(now, country);
  return {
    from: addWorkingDays(start, days.min, country),
    to: addWorkingDays(start, days.max, country),
  };
}

/** The window and its Dutch text ('Verwacht in huis: …'), for an order placed at `now`. */
export function expectedDelivery(
  now: Date,
  days: ProductionDays,
  country: DeliveryCountry,
): DeliveryWindow & { text: string } {
  const window = deliveryWindow(now, days, country);
  return { ...window, text: expectedDeliveryText(window, shopClock(now).date) };
}
