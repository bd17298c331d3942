// The fabric's roll width against what a row needs: does the cut fit, turned (gekanteld) or in sewn widths, and
// if not, what to do, in Dutch. Also the largest ordered width a colour's roll can make, for the configurator.
import { computeProduction } from "./engine.ts";
import type { ProductionInput, ProductionRules } from "./types.ts";

/** A colour's roll as the catalogue gives it (catalog/production/rolls.ts). */
export interface Roll {
  /** Usable width of the roll in mm (selvedges already off). */
  widthMm: number;
  /** Length of a full roll in mm. */
  lengthMm: number;
  /** The weave has no direction, so the fabric may be cut turned a quarter: the roll's width becomes the drop. */
  turnable: boolean;
  /** Widths may be sewn side by side (curtains, awning cloth): a wider piece is made of several banen. */
  seams: boolean;
}

export type RollFit =
  | { fits: true; orientation: "recht" | "gekanteld"; banen: number; note: string | null }
  | { fits: false; message: string };

/**
 * Whether a piece of fabric `widthMm` wide and `dropMm` long can be cut from the roll. Straight first; turned
 * when both the product and the roll allow it and the drop fits the roll's width; in sewn widths where the roll
 * allows seams. Otherwise the Dutch message says what is needed and what to do.
 */
export function fitsRoll(
  need: { widthMm: number; dropMm: number },
  roll: Roll,
  productTurnable: boolean,
): RollFit {
  if (need.widthMm <= roll.widthMm) return { fits: true, orientation: "recht", banen: 1, note: null };
  const turnable = productTurnable && roll.turnable;
  if (turnable && need.dropMm <= roll.widthMm) {
    return {
      fits: true,
      orientation: "gekanteld",
      banen: 1,
      note: `Gekanteld snijden: het doek is ${need.widthMm} mm breed nodig en de rol is ${roll.widthMm} mm; de lengte van ${need.dropMm} mm past wel in de rolbreedte.`,
    };
  }
  if (roll.seams) {
    const banen = Math.ceil(need.widthMm / roll.widthMm);
    return {
      fits: true,
      orientation: "recht",
      banen,
      note: `In ${banen} banen van ${roll.widthMm} mm aan elkaar genaaid.`,
    };
  }
  const turned = turnable
    ? ` Gekanteld snijden kan ook niet: de lengte van het doek (${need.dropMm} mm) is groter dan de rolbreedte.`
    : "";
  return {
    fits: false,
    message: `Het doek is ${need.widthMm} mm breed nodig; de rol van deze kleur is ${roll.widthMm} mm.${turned} Kies een andere kleur of een kleinere breedte.`,
  };
}

/** The roll check of a whole row: null when the kind has no fabric or the row's fabric measures are missing. */
export function rowFitsRoll(rules: ProductionRules, input: ProductionInput, roll: Roll): RollFit | null {
  const sheet = computeProduction(rules, input);
  if (!sheet.fabric || !rules.fabric) return null;
  return fitsRoll(sheet.fabric, roll, rules.fabric.turnable);
}

/**
 * The largest ordered width in whole cm (at most `maxCm`) whose fabric fits the roll with everything else of the
 * row the same, or null when not even `minCm` fits. The fabric width grows with the ordered width, so a binary
 * search finds it.
 */
export function largestWidthOnRoll(
  rules: ProductionRules,
  input: ProductionInput,
  roll: Roll,
  minCm: number,
  maxCm: number,
): number | null {
  const fitsAt = (cm: number) => rowFitsRoll(rules, { ...input, widthMm: cm * 10 }, roll)?.fits ?? true;
  if (!fitsAt(minCm)) return null;
  let low = minCm;
  let high = maxCm;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fitsAt(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * For the configurator: a Dutch reason to refuse this size in this colour, or null when a roll of the colour can
 * make it. Names the largest width that can be made, so the visitor knows what to change.
 */
export function refuseSizeForRoll(
  rules: ProductionRules,
  input: ProductionInput,
  roll: Roll,
  limits: { minCm: number; maxCm: number },
): string | null {
  const fit = rowFitsRoll(rules, input, roll);
  if (!fit || fit.fits) return null;
  const largest = largestWidthOnRoll(rules, input, roll, limits.minCm, limits.maxCm);
  return largest === null
    ? "Deze kleur is in deze afmeting niet te maken: de stofrol is te smal. Kies een andere kleur."
    : `Deze kleur is bij deze keuzes tot ${largest} cm breed te maken: de stofrol is ${roll.widthMm} mm breed. Kies een andere kleur of een kleinere breedte.`;
}
