// The price explained: a configuration's price as lines (base price for the size and its step, each surcharge or
// discount, accessories, the product discount, the total) that add up to the total to the cent, and the hints
// for a size just above a price step ('1 cm smaller: € 12,- minder').
import { formatPrice } from "../money.ts";
import { configurationIndex } from "./compiled.ts";
import { priceGroupOf, toCm } from "./matrix.ts";
import { formatNumber } from "./messages.ts";
import { calculatePrice, discountPercent, type PriceParts, priceOfParts, priceParts } from "./pricing.ts";
import { type Evaluation, evaluate } from "./rules.ts";
import type { ConfigurationDef, ConfPrice, OptionDef, PriceHint, PriceLine } from "./types.ts";

/** How close above a price step a size must be for a hint, in cm. */
export const HINT_RANGE_CM = 5;

function cm(n: number): string {
  return formatNumber(n);
}

/** 'Basisprijs 120 × 180 cm (staffel t/m 125 × 200 cm)'; a product priced without a size says 'Basisprijs'. */
export function baseLabel(def: ConfigurationDef, parts: PriceParts): string {
  const { width, height } = configurationIndex(def);
  const { table } = parts;
  const sizes: number[] = [];
  const steps: number[] = [];
  if (width && table.widthStep !== undefined) {
    sizes.push(table.widthMm / 10);
    steps.push(table.widthStep);
  }
  if (height && table.heightStep !== undefined) {
    sizes.push(table.heightMm / 10);
    steps.push(table.heightStep);
  }
  if (sizes.length === 0) return "Basisprijs";
  const size = `${sizes.map(cm).join(" × ")} cm`;
  if (!steps.every(Number.isFinite)) return `Basisprijs ${size}`;
  return `Basisprijs ${size} (staffel t/m ${steps.map(cm).join(" × ")} cm)`;
}

/** The lines of a price from its parts; the last line is the total, the others add up to it. */
export function linesOfParts(def: ConfigurationDef, parts: PriceParts, price: ConfPrice): PriceLine[] {
  const lines: PriceLine[] = [{ kind: "base", label: baseLabel(def, parts), cents: parts.table.cents }];
  for (const { option, value, cents } of parts.surcharges) {
    if (cents !== 0) lines.push({ kind: "option", label: `${option.name}: ${value.name}`, cents });
  }
  for (const { name, amount, cents } of parts.accessories) {
    if (amount > 0)
      lines.push({ kind: "accessory", label: amount > 1 ? `${amount} × ${name}` : name, cents });
  }
  if (price.discount_price !== 0) {
    lines.push({
      kind: "discount",
      label: `Korting ${formatNumber(discountPercent(def))}%`,
      cents: -price.discount_price,
    });
  }
  lines.push({ kind: "total", label: "Totaal", cents: price.price });
  return lines;
}

/** The lines of an evaluated configuration's price, or null when it has no price. */
export function priceLines(def: ConfigurationDef, evaluation: Evaluation): PriceLine[] | null {
  const parts = priceParts(def, evaluation);
  return parts ? linesOfParts(def, parts, priceOfParts(def, parts)) : null;
}

/** '€ 84,00' for the base price and the total; '+ € 150,00' or '- € 36,36' for what is added or taken off. */
export function priceLineAmount(line: PriceLine): string {
  if (line.kind === "base" || line.kind === "total") return formatPrice(line.cents);
  return line.cents < 0 ? `- ${formatPrice(-line.cents)}` : `+ ${formatPrice(line.cents)}`;
}

/** '€ 12,-' for whole euros, '€ 12,50' otherwise. */
export function savingText(cents: number): string {
  return cents % 100 === 0 ? `€ ${formatNumber(cents / 100)},-` : formatPrice(cents);
}

function stepBelow(steps: unknown, step: number): number | null {
  if (!Array.isArray(steps)) return null;
  let below: number | null = null;
  for (const s of steps) {
    if (typeof s === "number" && Number.isFinite(s) && s < step && (below === null || s > below)) below = s;
  }
  return below;
}

function hintFor(
  def: ConfigurationDef,
  evaluation: Evaluation,
  price: ConfPrice,
  option: OptionDef,
  dimension: "width" | "height",
  step: number | undefined,
  steps: unknown,
): PriceHint | null {
  const chosen = evaluation.values[String(option.id)];
  if (step === undefined || typeof chosen !== "number") return null;
  const below = stepBelow(steps, step);
  if (below === null) return null;
  const size = toCm(option, chosen);
  const smaller = Math.round((size - below) * 10) / 10;
  if (!(smaller > 0 && smaller <= HINT_RANGE_CM)) return null;
  const value = option.type === "number_mm" ? Math.round(below * 10) : below;
  // Priced with the same choices: no hint when the smaller size breaks a rule or makes a rule change a choice.
  const next = evaluate(def, { ...evaluation.values, [String(option.id)]: value }, evaluation.filters);
  if (!next.complete || next.resets.length > 0) return null;
  const nextPrice = calculatePrice(def, next);
  if (!nextPrice || nextPrice.price >= price.price) return null;
  const saving = price.price - nextPrice.price;
  const word = dimension === "width" ? "smaller" : "lager";
  return {
    option_id: option.id,
    dimension,
    cm: smaller,
    value,
    saving,
    text: `${cm(smaller)} cm ${word}: ${savingText(saving)} minder`,
  };
}

/** For a width or height within HINT_RANGE_CM above a price step: what the size at that step costs less. */
export function priceHints(def: ConfigurationDef, evaluation: Evaluation): PriceHint[] {
  const parts = priceParts(def, evaluation);
  if (!parts) return [];
  const price = priceOfParts(def, parts);
  const { width, height } = configurationIndex(def);
  const group = priceGroupOf(def, evaluation.values).group;
  const matrix = Object.hasOwn(def.matrices, group) ? def.matrices[group] : undefined;
  if (!matrix) return [];
  const hints: PriceHint[] = [];
  if (width) {
    const hint = hintFor(def, evaluation, price, width, "width", parts.table.widthStep, matrix.widths);
    if (hint) hints.push(hint);
  }
  if (height) {
    const hint = hintFor(def, evaluation, price, height, "height", parts.table.heightStep, matrix.heights);
    if (hint) hints.push(hint);
  }
  return hints;
}
