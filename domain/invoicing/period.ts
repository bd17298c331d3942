// The accountant's export's period, one schema for the page's URL and the API's query: from/to in issue dates
// (inclusive, at most 366 days), the format, and the quick choices the page offers on the shop's clock.
import { z } from "zod";
import { emptyIsNone, isoDate } from "../orders/filters.ts";

/** A year, leap day included: longer is no VAT period, and a bound keeps one call's work bounded. */
export const ACCOUNTING_PERIOD_MAX_DAYS = 366;

export const accountingFormats = ["csv", "zip", "summary"] as const;
export type AccountingFormat = (typeof accountingFormats)[number];

const FROM = "Vul een geldige begindatum in.";
const TO = "Vul een geldige einddatum in.";

/** Days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const anyDate = isoDate("");
/** Both dates given and real: only then can they be compared (the fields' own checks say what is wrong). */
const bothDates = (p: { from?: string; to?: string }): p is { from: string; to: string } =>
  p.from !== undefined &&
  p.to !== undefined &&
  anyDate.safeParse(p.from).success &&
  anyDate.safeParse(p.to).success;

const periodFields = {
  from: isoDate(FROM),
  to: isoDate(TO),
};

/** What the fields' own checks cannot say: a date missing, the two reversed, the period too long. */
function periodIssues(p: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (p.from === undefined) ctx.addIssue({ code: "custom", message: FROM, path: ["from"] });
  if (p.to === undefined) ctx.addIssue({ code: "custom", message: TO, path: ["to"] });
  if (!bothDates(p)) return;
  if (p.from > p.to) {
    ctx.addIssue({ code: "custom", message: "De einddatum ligt voor de begindatum.", path: ["to"] });
  } else if (periodDays(p.from, p.to) > ACCOUNTING_PERIOD_MAX_DAYS) {
    ctx.addIssue({
      code: "custom",
      message: `Kies een periode van hoogstens ${ACCOUNTING_PERIOD_MAX_DAYS} dagen.`,
      path: ["to"],
    });
  }
}

/** The period as the page's form fills it: both dates required, in order, at most a year. */
export const accountingPeriodSchema = z
  .object(periodFields)
  .superRefine(periodIssues)
  .transform((p) => ({ from: p.from as string, to: p.to as string }));
export type AccountingPeriod = z.output<typeof accountingPeriodSchema>;

/** The API's query: the period and what to answer (the CSV by default). */
export const accountingQuerySchema = z
  .object({
    ...periodFields,
    format: z.preprocess(
      emptyIsNone,
      z.enum(accountingFormats, { error: "Kies csv, zip of summary." }).default("csv"),
    ),
  })
  .superRefine(periodIssues)
  .transform((q) => ({ from: q.from as string, to: q.to as string, format: q.format }));

export interface QuickPeriod {
  label: string;
  from: string;
  to: string;
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
/** The last day of a month (1–12): day 0 of the next. */
const lastDay = (year: number, month: number) => iso(year, month + 1, 0);

/** The page's quick choices for `today` (an ISO date on the shop's clock). */
export function quickPeriods(today: string): QuickPeriod[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const quarter = Math.ceil(month / 3);
  const lastQuarter = quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: quarter - 1 };
  const quarterOf = (y: number, q: number) => ({ from: iso(y, q * 3 - 2, 1), to: lastDay(y, q * 3) });
  return [
    {
      label: "Vorige maand",
      from: iso(previous.year, previous.month, 1),
      to: lastDay(previous.year, previous.month),
    },
    { label: "Dit kwartaal", ...quarterOf(year, quarter) },
    { label: "Vorig kwartaal", ...quarterOf(lastQuarter.year, lastQuarter.quarter) },
    { label: "Dit jaar", from: iso(year, 1, 1), to: iso(year, 12, 31) },
  ];
}
