// The fitter's appointments as rules both sides share: the time windows and the planning form's schema (a date on
// a working day from today on, a window inside the working day, one or two alternatives), the customer's
// confirmation states, the handover's schema (rows ticked or explained, a drawn signature as strokes) and the
// fitter's travel order over a day. Pure; docs/fitting.md explains the choices.
import { z } from "zod";
import { postcodeDigits, type ServiceAreaRange, serviceAreaFor } from "../advice/service-area.ts";
import { type DeliveryCountry, isWorkingDay } from "../delivery/calendar.ts";

/** The usual windows a customer is offered; any other from–to inside the working day is allowed too. */
export const windowPresets = [
  { id: "ochtend", label: "Ochtend (08:00–12:00)", from: "08:00", to: "12:00" },
  { id: "middag", label: "Middag (12:00–17:00)", from: "12:00", to: "17:00" },
] as const;

/** A fitter works between these hours; a window is at least an hour (the customer waits in it). */
export const DAY_STARTS = "07:00";
export const DAY_ENDS = "20:00";
export const MIN_WINDOW_MINUTES = 60;

/** One moment offered: a day and a window. */
export interface Slot {
  date: string;
  from: string;
  to: string;
}

/** Where the customer stands with the offered moment: not answered, confirmed it, or chose an alternative. */
export const confirmationStates = ["open", "bevestigd", "alternatief"] as const;
export type ConfirmationState = (typeof confirmationStates)[number];
export const confirmationLabels: Record<ConfirmationState, string> = {
  open: "Nog niet bevestigd door de klant",
  bevestigd: "Bevestigd door de klant",
  alternatief: "Klant koos een ander moment",
};

export const DATE_INVALID = "Kies een geldige datum.";
export const DATE_PAST = "Kies een montagedatum vanaf vandaag.";
export const DATE_NOT_WORKING_DAY = "Kies een werkdag: op zaterdag, zondag en feestdagen monteren we niet.";
export const WINDOW_INVALID = "Vul een tijd in als 08:00.";
export const WINDOW_ORDER = "Het tijdvak moet minstens een uur duren: de eindtijd na de begintijd.";
export const WINDOW_OUTSIDE = `Kies een tijdvak tussen ${DAY_STARTS} en ${DAY_ENDS}.`;
export const FITTER_REQUIRED = "Kies een monteur.";
export const ALTERNATIVE_SAME = "Een alternatief moet een ander moment zijn dan de voorgestelde afspraak.";
export const NOTES_TOO_LONG = "Houd de notitie korter dan 1000 tekens.";

/** The largest id a table's serial column holds. */
export const MAX_ID = 2_147_483_647;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function minutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Why a window is not one, or null: times as 08:00, inside the working day, at least an hour long. */
export function windowProblem(from: string, to: string): string | null {
  if (!TIME.test(from) || !TIME.test(to)) return WINDOW_INVALID;
  if (minutes(to) - minutes(from) < MIN_WINDOW_MINUTES) return WINDOW_ORDER;
  if (minutes(from) < minutes(DAY_STARTS) || minutes(to) > minutes(DAY_ENDS)) return WINDOW_OUTSIDE;
  return null;
}

/** Why a day cannot be planned, or null: a real date, not before `today`, a working day in `country`. */
export function dateProblem(date: string, today: string, country: DeliveryCountry): string | null {
  if (!isIsoDate(date)) return DATE_INVALID;
  if (date < today) return DATE_PAST;
  if (!isWorkingDay(date, country)) return DATE_NOT_WORKING_DAY;
  return null;
}

/** "08:00–12:00". */
export function windowText(slot: Pick<Slot, "from" | "to">): string {
  return `${slot.from}–${slot.to}`;
}

export function sameSlot(a: Slot, b: Slot): boolean {
  return a.date === b.date && a.from === b.from && a.to === b.to;
}

const slotSchema = z.object(
  {
    date: z.string({ error: DATE_INVALID }).trim().max(10, { error: DATE_INVALID }),
    from: z.string({ error: WINDOW_INVALID }).trim().max(5, { error: WINDOW_INVALID }),
    to: z.string({ error: WINDOW_INVALID }).trim().max(5, { error: WINDOW_INVALID }),
  },
  { error: "Kies een datum en een tijdvak." },
);

/** The planning form: a fitter, the moment, up to two alternatives, a note for the fitter. */
export const planSchema = z.object({
  fitterId: z
    .number({ error: FITTER_REQUIRED })
    .int({ error: FITTER_REQUIRED })
    .positive({ error: FITTER_REQUIRED })
    .max(MAX_ID, { error: FITTER_REQUIRED }),
  date: slotSchema.shape.date,
  from: slotSchema.shape.from,
  to: slotSchema.shape.to,
  alternatives: z.array(slotSchema).max(2, { error: "Bied hoogstens twee andere momenten aan." }).default([]),
  notes: z.string({ error: NOTES_TOO_LONG }).trim().max(1000, { error: NOTES_TOO_LONG }).default(""),
});
export type PlanInput = z.output<typeof planSchema>;

/**
 * The plan's field errors (empty when it may be planned): the moment and each alternative on a working day from
 * `today` on, with a window; alternatives differ from the moment and from each other. Field names as the form's:
 * `date`, `window`, `alternatives.0.date`, …
 */
export function planProblems(
  plan: PlanInput,
  today: string,
  country: DeliveryCountry,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const dateP = dateProblem(plan.date, today, country);
  if (dateP) errors.date = dateP;
  const windowP = windowProblem(plan.from, plan.to);
  if (windowP) errors.window = windowP;
  const seen: Slot[] = [{ date: plan.date, from: plan.from, to: plan.to }];
  plan.alternatives.forEach((alt, i) => {
    const d = dateProblem(alt.date, today, country);
    if (d) errors[`alternatives.${i}.date`] = d;
    const w = windowProblem(alt.from, alt.to);
    if (w) errors[`alternatives.${i}.window`] = w;
    if (!d && !w && seen.some((s) => sameSlot(s, alt))) errors[`alternatives.${i}.date`] = ALTERNATIVE_SAME;
    seen.push(alt);
  });
  return errors;
}

// The handover.

export const SIGNATURE_EMPTY = "Laat de klant tekenen: de handtekening is leeg.";
export const SIGNATURE_INVALID =
  "De handtekening kon niet gelezen worden. Wis hem en laat de klant opnieuw tekenen.";
export const SIGNER_REQUIRED = "Vul de naam in van wie tekent.";
export const ROW_UNCHECKED = "Vink deze regel af, of schrijf erbij waarom hij niet is opgeleverd.";
export const ROWS_MISMATCH = "De regels kloppen niet met de bestelling. Laad de pagina opnieuw.";

/** The signature pad's box; the browser scales the drawing into it. */
export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 200;
const MAX_STROKES = 60;
const MAX_POINTS = 4000;
/** A signature is drawn, not a dot: at least this long in total, in the box's units. */
export const MIN_SIGNATURE_LENGTH = 60;

const point = z.tuple([z.number().min(0).max(SIGNATURE_WIDTH), z.number().min(0).max(SIGNATURE_HEIGHT)]);

export const signatureSchema = z
  .array(z.array(point, { error: SIGNATURE_INVALID }).max(MAX_POINTS, { error: SIGNATURE_INVALID }), {
    error: SIGNATURE_EMPTY,
  })
  .max(MAX_STROKES, { error: SIGNATURE_INVALID })
  .refine((strokes) => strokes.reduce((n, s) => n + s.length, 0) <= MAX_POINTS, { error: SIGNATURE_INVALID });
export type Signature = z.output<typeof signatureSchema>;

/** The drawn length of a signature, in the box's units. */
export function signatureLength(strokes: Signature): number {
  let length = 0;
  for (const stroke of strokes)
    for (let i = 1; i < stroke.length; i++) {
      const [x0, y0] = stroke[i - 1] as [number, number];
      const [x1, y1] = stroke[i] as [number, number];
      length += Math.hypot(x1 - x0, y1 - y0);
    }
  return length;
}

/** The signature as an SVG (for the page, the PDF); coordinates rounded to tenths. */
export function signatureSvg(strokes: Signature, stroke = "#1f2937"): string {
  const paths = strokes
    .filter((s) => s.length > 0)
    .map((s) => {
      const pts = s.length === 1 ? [s[0], s[0]] : s;
      const d = pts
        .map(
          (p, i) =>
            `${i === 0 ? "M" : "L"}${Math.round((p?.[0] ?? 0) * 10) / 10} ${Math.round((p?.[1] ?? 0) * 10) / 10}`,
        )
        .join(" ");
      return `<path d="${d}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}" width="${SIGNATURE_WIDTH}" height="${SIGNATURE_HEIGHT}"><g fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;
}

const TEXT_LIMIT = 2000;
const tooLong = (what: string) => `Houd ${what} korter dan ${TEXT_LIMIT} tekens.`;

export const handoverSchema = z.object({
  rows: z
    .array(
      z.object({
        position: z.number().int().positive(),
        done: z.boolean({ error: ROW_UNCHECKED }),
        remark: z
          .string()
          .trim()
          .max(500, { error: "Houd de opmerking bij een regel korter dan 500 tekens." })
          .default(""),
      }),
      { error: ROWS_MISMATCH },
    )
    .max(200, { error: ROWS_MISMATCH }),
  remarks: z
    .string()
    .trim()
    .max(TEXT_LIMIT, { error: tooLong("de opmerkingen") })
    .default(""),
  extraWork: z
    .string()
    .trim()
    .max(TEXT_LIMIT, { error: tooLong("het meerwerk") })
    .default(""),
  signerName: z
    .string({ error: SIGNER_REQUIRED })
    .trim()
    .min(2, { error: SIGNER_REQUIRED })
    .max(120, { error: SIGNER_REQUIRED }),
  signature: signatureSchema,
});
export type HandoverInput = z.output<typeof handoverSchema>;

/**
 * The handover's field errors against the order's row positions (empty when it may be signed): every row of the
 * order once, each ticked or with a remark why not, and a signature that was drawn.
 */
export function handoverProblems(input: HandoverInput, positions: readonly number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const given = input.rows.map((r) => r.position).sort((a, b) => a - b);
  const wanted = [...positions].sort((a, b) => a - b);
  if (given.length !== wanted.length || given.some((p, i) => p !== wanted[i])) errors.rows = ROWS_MISMATCH;
  else
    for (const row of input.rows)
      if (!row.done && row.remark === "") errors[`rows.${row.position}`] = ROW_UNCHECKED;
  if (signatureLength(input.signature) < MIN_SIGNATURE_LENGTH) errors.signature = SIGNATURE_EMPTY;
  return errors;
}

// The day's travel order.

/** What the travel order needs of a stop. */
export interface RouteStop {
  /** A tie-breaker that keeps the order stable (the order number). */
  key: string;
  from: string;
  postcode: string;
  country: "NL" | "BE";
}

/**
 * The travel order of one fitter's day, from the shop (`start`, its four-digit postcode):
 * 1. by window: a stop whose window starts earlier comes first (the customer waits in that window);
 * 2. within a window, a walk from where the fitter is (the shop, then the last stop): the next stop is the
 *    nearest four-digit postcode number **in the same advice area** as the current place while there is one
 *    (an area is done before the fitter drives to the next), else the nearest of all the rest; Dutch
 *    postcode numbers run roughly by region, so numeric nearness stands in for distance without a map service;
 * 3. Belgian addresses (whose numbers run on another scale) come after the Dutch ones of their window, by number.
 * Ties go to the lower postcode, then the key.
 */
export function travelOrder<T extends RouteStop>(
  stops: readonly T[],
  start: number,
  areas: readonly ServiceAreaRange[],
): T[] {
  const areaOf = (pc: number | null) => (pc === null ? null : serviceAreaFor(pc, areas).name);
  const windows = [...new Set(stops.map((s) => s.from))].sort();
  const ordered: T[] = [];
  for (const from of windows) {
    const inWindow = stops.filter((s) => s.from === from);
    const dutch = inWindow
      .map((s) => ({ stop: s, pc: s.country === "NL" ? postcodeDigits(s.postcode) : null }))
      .filter((s): s is { stop: T; pc: number } => s.pc !== null);
    const rest = inWindow
      .filter((s) => !dutch.some((d) => d.stop === s))
      .sort((a, b) => a.postcode.localeCompare(b.postcode) || a.key.localeCompare(b.key));
    let here = ordered.length > 0 ? (postcodeDigits(ordered.at(-1)?.postcode ?? "") ?? start) : start;
    const left = [...dutch];
    while (left.length > 0) {
      const area = areaOf(here);
      const sameArea = area === null ? [] : left.filter((s) => areaOf(s.pc) === area);
      const pool = sameArea.length > 0 ? sameArea : left;
      pool.sort(
        (a, b) =>
          Math.abs(a.pc - here) - Math.abs(b.pc - here) ||
          a.pc - b.pc ||
          a.stop.key.localeCompare(b.stop.key),
      );
      const next = pool[0] as (typeof left)[number];
      left.splice(left.indexOf(next), 1);
      ordered.push(next.stop);
      here = next.pc;
    }
    ordered.push(...rest);
  }
  return ordered;
}

/** A navigation link to an address (Google Maps' directions, which phones open in their maps app). */
export function navigationUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
