// The expected delivery in Dutch: 'Verwacht in huis: donderdag 10 december', a range as '10 – 14 december'.
// Pure and free of the holiday data, so the browser may use it as well as the server.

const WEEKDAYS = ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"];
const MONTHS = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
];

/** An ISO date ("2026-12-10") as a Date at midnight UTC, for weekday and day arithmetic without time zones. */
export function isoToUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** A Date at midnight UTC back to its ISO date. */
export function utcToIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return isoToUtc(iso).getUTCDay();
}

function parts(iso: string): { year: number; month: string; day: number; weekday: string } {
  const date = isoToUtc(iso);
  return {
    year: date.getUTCFullYear(),
    month: MONTHS[date.getUTCMonth()] as string,
    day: date.getUTCDate(),
    weekday: WEEKDAYS[date.getUTCDay()] as string,
  };
}

/**
 * "donderdag 10 december"; the year only when it is not the year of `today` ("maandag 4 januari 2027").
 * Without the weekday: "10 december".
 */
export function dutchDate(iso: string, today: string, withWeekday = true): string {
  const d = parts(iso);
  const year = d.year === parts(today).year ? "" : ` ${d.year}`;
  return `${withWeekday ? `${d.weekday} ` : ""}${d.day} ${d.month}${year}`;
}

/** The first and last expected delivery day (ISO dates in the shop's time zone); equal when the time is exact. */
export interface DeliveryWindow {
  from: string;
  to: string;
}

/**
 * 'Verwacht in huis: donderdag 10 december' for one day; for a range 'Verwacht in huis: 10 – 14 december',
 * '30 november – 4 december', '28 december – 4 januari 2027' (the year only where it is not this year's).
 */
export function expectedDeliveryText(window: DeliveryWindow, today: string): string {
  return `Verwacht in huis: ${deliveryWindowText(window, today)}`;
}

/** The window alone: 'donderdag 10 december', '10 – 14 december'. */
export function deliveryWindowText({ from, to }: DeliveryWindow, today: string): string {
  if (from === to) return dutchDate(from, today);
  const a = parts(from);
  const b = parts(to);
  const thisYear = parts(today).year;
  const end = dutchDate(to, today, false);
  if (a.year === b.year && a.month === b.month) return `${a.day} – ${end}`;
  const start =
    a.year === b.year || a.year === thisYear ? `${a.day} ${a.month}` : dutchDate(from, today, false);
  return `${start} – ${end}`;
}

/**
 * The one delivery line of a cart row: its expected date where the server worked it out, else its
 * production time ('Levertijd: 8 werkdagen + 2 tot 4 weken').
 */
export function deliveryLineOf(item: { expected_delivery?: string; delivery_time: string }): string {
  return item.expected_delivery ?? `Levertijd: ${item.delivery_time}`;
}
