// Dutch formatting of dates and review averages; formatters are built once because building one costs more than using it.

const longDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03-05" → "5 maart 2026" (the date as written, whatever the time zone). */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A review average with a decimal comma and at most one decimal: 4 → "4", 4.65 → "4,7". */
export function formatRating(average: number): string {
  const rounded = Math.round(average * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace(".", ",");
}
