// Price table lookup: the fabric's price group, the size rounded up to the next step, and why a size has no price.
import {
  type CompiledSteps,
  compiledMatrix,
  compiledStepIndex,
  configurationIndex,
  valueIndex,
} from "./compiled.ts";
import { beyondTableMessage, noPriceMessage, requiredMessage } from "./messages.ts";
import type { ConfigurationDef, ConfValues, OptionDef, PriceMatrix } from "./types.ts";

/** The price group used when no fabric (or a fabric without one) is chosen. */
export const DEFAULT_PRICE_GROUP = "default";

/** Index of the smallest step >= size (sizes below the first step take the first), or -1 beyond the largest. */
export function stepIndex(steps: readonly number[], size: number): number {
  let best = -1;
  steps.forEach((step, i) => {
    const current = best < 0 ? undefined : steps[best];
    if (step >= size && (current === undefined || step < current)) best = i;
  });
  return best;
}

/** The options that give the price table's width and height. */
export function dimensionOptions(def: ConfigurationDef): { width?: OptionDef; height?: OptionDef } {
  const { width, height } = configurationIndex(def);
  return { width, height };
}

/** A number option's value in cm (number_mm values are divided by 10). */
export function toCm(option: OptionDef, value: number): number {
  return option.type === "number_mm" ? value / 10 : value;
}

/** A number option's value in whole mm (cm values keep one decimal, so this is exact). */
export function toMm(option: OptionDef, value: number): number {
  return option.type === "number_mm" ? Math.round(value) : Math.round(value * 10);
}

/** The chosen fabric's price group ("default" without a fabric or without a group), with the fabric option. */
export function priceGroupOf(
  def: ConfigurationDef,
  values: ConfValues,
): { group: string; fabric?: OptionDef } {
  for (const option of configurationIndex(def).fabrics) {
    const chosen = values[String(option.id)];
    const value = typeof chosen === "number" ? valueIndex(option).get(chosen) : undefined;
    if (value) return { group: value.price_group ?? DEFAULT_PRICE_GROUP, fabric: option };
  }
  return { group: DEFAULT_PRICE_GROUP };
}

export type TableLookup =
  | {
      ok: true;
      cents: number;
      group: string;
      widthMm: number;
      heightMm: number;
      /** The table's width and height step (cm) the size falls in; undefined for a product priced without it. */
      widthStep?: number;
      heightStep?: number;
    }
  /** `key` is the option id (as a string) the message belongs to. */
  | { ok: false; key: string; message: string };

function axis(
  option: OptionDef | undefined,
  steps: readonly number[],
  compiled: CompiledSteps | undefined,
  values: ConfValues,
): { index: number; mm: number } | { key: string; message: string } {
  // A product priced without this dimension: one step, and no size for surcharges.
  if (!option)
    return steps.length > 0 ? { index: 0, mm: 0 } : { key: "prijs", message: noPriceMessage("Prijs") };
  const key = String(option.id);
  const value = values[key];
  if (typeof value !== "number") return { key, message: requiredMessage(option.name) };
  const size = toCm(option, value);
  const index = compiled ? compiledStepIndex(compiled, size) : stepIndex(steps, size);
  if (index < 0) {
    const largest = compiled?.largest ?? Math.max(...steps.filter((s) => Number.isFinite(s)));
    if (!Number.isFinite(largest)) return { key, message: noPriceMessage(option.name) };
    const inUnit = option.type === "number_mm" ? largest * 10 : largest;
    return {
      key,
      message: beyondTableMessage(option.name, inUnit, option.type === "number_mm" ? "mm" : "cm"),
    };
  }
  return { index, mm: toMm(option, value) };
}

/** The table price for the chosen size and price group, or the message (keyed by option id) why there is none. */
export function lookupTable(def: ConfigurationDef, values: ConfValues): TableLookup {
  const { group, fabric } = priceGroupOf(def, values);
  const { width, height } = configurationIndex(def);
  const matrix: PriceMatrix | undefined = Object.hasOwn(def.matrices, group)
    ? def.matrices[group]
    : undefined;
  const missingKey = String(fabric?.id ?? width?.id ?? "prijs");
  const missing = {
    ok: false as const,
    key: missingKey,
    message: noPriceMessage(fabric?.name ?? width?.name ?? "Prijs"),
  };
  if (!matrix || !Array.isArray(matrix.widths) || !Array.isArray(matrix.heights)) return missing;
  const compiled = compiledMatrix(matrix);
  const w = axis(width, matrix.widths, compiled?.widths, values);
  if ("key" in w) return { ok: false, ...w };
  const h = axis(height, matrix.heights, compiled?.heights, values);
  if ("key" in h) return { ok: false, ...h };
  const cents = compiled
    ? (compiled.cents[h.index * compiled.columns + w.index] as number)
    : matrix.cents?.[h.index]?.[w.index];
  if (typeof cents !== "number" || !Number.isSafeInteger(cents) || cents < 0) return missing;
  return {
    ok: true,
    cents,
    group,
    widthMm: w.mm,
    heightMm: h.mm,
    widthStep: width ? matrix.widths[w.index] : undefined,
    heightStep: height ? matrix.heights[h.index] : undefined,
  };
}
