// The production rules' model: how a row's ordered size and options become the measures the workshop cuts, in
// whole millimetres, each step with its Dutch reason. The rules are catalogue data (catalog/production/); the
// engine (engine.ts) applies them. See docs/production.md and docs/decisions/0037-production-rules-as-data.md.
import type { ProductKind } from "../products.ts";

/** A test on the row's options (by option name, as a cart row stores them) or on its colour collection. */
export type ProductionCondition =
  | { option: string; is: string }
  | { option: string; oneOf: string[] }
  /** The option's value contains this text, case-insensitive ('ketting' matches 'Kindveilige ketting'). */
  | { option: string; includes: string }
  /** The option has a value (true) or is absent or empty (false): tells variants of one kind apart. */
  | { option: string; set: boolean }
  /** The row's colour belongs to one of these collections (slugs). */
  | { collection: string[] }
  /** The condition does not hold. */
  | { not: ProductionCondition };

interface StepBase {
  /** Dutch, written beside the number on the werkbon: 'speling in de dag'. */
  reason: string;
  /** The step applies only when every condition holds; always when absent. */
  when?: ProductionCondition[];
}

/** One step of a measure's calculation, applied in order to the running value. */
export type ProductionStep =
  /** Adds mm (or pieces); negative for a deduction. */
  | (StepBase & { add: number })
  /** Adds the value of another measure computed before this one (e.g. the doorloophoogte plus the goot). */
  | (StepBase & { addMeasure: string })
  /** Multiplies by times/per, rounded to a whole number (half up): 'x 4/3', 'x 2,5'. */
  | (StepBase & { times: number; per: number })
  /** Divides by a number or by the leading number of an option ('2 panelen'), rounded up or down. */
  | (StepBase & { divideBy: number | { option: string }; round: "up" | "down" })
  /** Rounds up to a multiple (arm lengths come in steps of 250 mm). */
  | (StepBase & { ceilTo: number })
  /** Never less than this. */
  | (StepBase & { atLeast: number })
  /** Rounds up to an even number (a split stack needs as many vanes left as right). */
  | (StepBase & { even: true });

/** Where a measure starts. */
export type ProductionBase =
  | "width"
  | "height"
  /** A measure computed before this one in the same rule set. */
  | { measure: string }
  /** A number option of the row in cm ('Doorloophoogte voorzijde'), taken in mm. */
  | { optionCm: string };

export interface MeasureRule {
  /** Stable id, e.g. 'buislengte'; other measures and the fabric refer to it. */
  id: string;
  /** Dutch, as the werkbon prints it: 'Buislengte'. */
  label: string;
  unit: "mm" | "stuks";
  from: ProductionBase;
  steps: ProductionStep[];
  /** The measure exists only when every condition holds (a chain length only for a chain). */
  when?: ProductionCondition[];
}

/** The production rules of one product kind. */
export interface ProductionRules {
  kind: ProductKind;
  /** The option holding the second dimension: 'Hoogte', 'Uitval' (awnings) or 'Diepte' (terrace roofs). */
  heightOption: string;
  measures: MeasureRule[];
  /** Which measures are the fabric's cut width and cut length, for the roll check and the cut list. */
  fabric?: {
    width: string;
    drop: string;
    /** The fabric may be turned a quarter (gekanteld) when the collection allows it too. */
    turnable: boolean;
  };
  /** Options the werkbon repeats beside the measures (operation side, colour). */
  copy: string[];
}

/** What the engine needs of a row: the ordered size in mm, its options by name and its colour's collection. */
export interface ProductionInput {
  kind: ProductKind;
  widthMm: number;
  heightMm: number;
  /** Option name → value text, as a cart row stores them ('Montage' → 'In de dag'). */
  options: Readonly<Record<string, string>>;
  /** The collection slug of the row's colour, when the kind's rules depend on it. */
  collection?: string;
}

/** One computed measure with the sum written out. */
export interface ProductionMeasure {
  id: string;
  label: string;
  unit: "mm" | "stuks";
  value: number;
  /** 'Buislengte 1164 mm = bestelde breedte 1200 mm − 5 mm (speling in de dag) − 31 mm (kettingwerk en eindsteun)' */
  explanation: string;
  /** The explanation after the '=': what the werkbon prints in its 'Berekening' column. */
  calculation: string;
}

export interface ProductionSheet {
  kind: ProductKind;
  measures: ProductionMeasure[];
  /** The options the werkbon repeats, in the rules' order, where the row has them. */
  notes: { name: string; value: string }[];
  /** The fabric to cut, when the kind has one (and both its measures could be made). */
  fabric: { widthMm: number; dropMm: number } | null;
  /** Measures that could not be made, with why in Dutch ('Doorloophoogte voorzijde ontbreekt'). */
  missing: { id: string; label: string; reason: string }[];
}
