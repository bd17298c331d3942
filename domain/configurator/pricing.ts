// Prices a complete configuration (table, surcharges, accessories, discount); surcharge labels, delivery, warranty.
import { addDays, type ProductionDays, productionTimeText } from "../delivery/production.ts";
import { applyPercent, formatPrice } from "../money.ts";
import { valueIndex } from "./compiled.ts";
import { lookupTable, type TableLookup } from "./matrix.ts";
import { formatNumber } from "./messages.ts";
import type { Evaluation } from "./rules.ts";
import type {
  ConfigurationDef,
  ConfPrice,
  ConfValues,
  OptionDef,
  OptionValueDef,
  Surcharge,
} from "./types.ts";
import { allOptions, isChoiceType } from "./values.ts";

/** What a surcharge is computed on: the table price and the actual size in whole millimetres. */
export interface SurchargeBasis {
  tableCents: number;
  widthMm: number;
  heightMm: number;
}

function finite(n: number | undefined): number {
  return typeof n === "number" && Number.isFinite(n) ? n : 0;
}

/**
 * One surcharge in whole cents: fixed; per metre of width pro rata; per m² of width x height (at least
 * minimum_m2); or a percentage of the table price. Rounded half up (half away from zero).
 */
export function surchargeCents(surcharge: Surcharge, basis: SurchargeBasis): number {
  switch (surcharge.kind) {
    case "fixed":
      return Math.round(finite(surcharge.cents));
    case "per_metre_width":
      // widthMm x cents is an exact integer, and so is the division by 1000 when it ends in .5.
      return roundHalfAway((basis.widthMm * finite(surcharge.cents)) / 1000);
    case "per_m2": {
      const areaMm2 = Math.max(
        basis.widthMm * basis.heightMm,
        Math.round(finite(surcharge.minimum_m2) * 1_000_000),
      );
      return roundHalfAway((areaMm2 * finite(surcharge.cents)) / 1_000_000);
    }
    case "percentage":
      return applyPercent(basis.tableCents, finite(surcharge.percent));
  }
}

function roundHalfAway(n: number): number {
  const r = Math.sign(n) * Math.round(Math.abs(n));
  return r === 0 ? 0 : r;
}

/** A chosen value's surcharge (or discount, when negative) in cents. */
export interface SurchargePart {
  option: OptionDef;
  value: OptionValueDef;
  cents: number;
}

/** Accessory rows: so many pieces of one accessory, in cents for all of them. */
export interface AccessoryPart {
  entity_id: number;
  name: string;
  amount: number;
  cents: number;
}

/** What a price is made of: the table price for the size, the chosen values' surcharges and the accessories. */
export interface PriceParts {
  table: Extract<TableLookup, { ok: true }>;
  surcharges: SurchargePart[];
  accessories: AccessoryPart[];
}

/** The parts of an evaluated configuration's price, or null when it is not complete (or has no table price). */
export function priceParts(def: ConfigurationDef, evaluation: Evaluation): PriceParts | null {
  if (!evaluation.complete) return null;
  const table = lookupTable(def, evaluation.values);
  if (!table.ok) return null;
  const basis: SurchargeBasis = { tableCents: table.cents, widthMm: table.widthMm, heightMm: table.heightMm };
  const surcharges: SurchargePart[] = [];
  const accessories: AccessoryPart[] = [];
  for (const option of allOptions(def)) {
    if (!evaluation.visible.has(option.id)) continue;
    const value = evaluation.values[String(option.id)];
    if (isChoiceType(option.type) && typeof value === "number") {
      const chosen = valueIndex(option).get(value);
      if (chosen?.surcharge)
        surcharges.push({ option, value: chosen, cents: surchargeCents(chosen.surcharge, basis) });
    } else if (option.type === "products" && Array.isArray(value)) {
      for (const row of value) {
        const entry = option.products?.find((e) => e.product.entity_id === row.entity_id);
        if (!entry) continue;
        const amount = Math.max(0, Math.min(Math.round(row.amount), Math.floor(entry.max_amount)));
        accessories.push({
          entity_id: entry.product.entity_id,
          name: entry.product.name,
          amount,
          cents: Math.round(finite(entry.product.price)) * amount,
        });
      }
    }
  }
  return { table, surcharges, accessories };
}

/** The product discount's percentage (0 without one). */
export function discountPercent(def: ConfigurationDef): number {
  return finite(def.discount_percent);
}

/** The prices of a configuration's parts (see calculatePrice). */
export function priceOfParts(def: ConfigurationDef, parts: PriceParts): ConfPrice {
  let surcharges = 0;
  for (const part of parts.surcharges) surcharges += part.cents;
  let accessories = 0;
  for (const part of parts.accessories) accessories += part.cents;
  const conf_price = parts.table.cents + surcharges;
  const price_advice = conf_price + accessories;
  const discount_price = applyPercent(conf_price, discountPercent(def));
  return { price: price_advice - discount_price, discount_price, conf_price, price_advice };
}

/**
 * The prices of an evaluated configuration, or null when it is not complete (or has no table price).
 * conf_price = table price + surcharges of the chosen values; price_advice = conf_price + accessories;
 * discount_price = the product discount on conf_price; price = price_advice - discount_price.
 */
export function calculatePrice(def: ConfigurationDef, evaluation: Evaluation): ConfPrice | null {
  const parts = priceParts(def, evaluation);
  return parts ? priceOfParts(def, parts) : null;
}

function signedPrice(cents: number): string {
  return cents < 0 ? `- ${formatPrice(-cents)}` : `+ ${formatPrice(cents)}`;
}

/** The wizard's label for a surcharge ("+ € 12,50", "+ € 10,00 per meter", "+ € 25,00 per m²", "+ 10%"); undefined when it costs nothing. */
export function priceLabel(surcharge: Surcharge | undefined): string | undefined {
  if (!surcharge) return undefined;
  switch (surcharge.kind) {
    case "fixed":
      return surcharge.cents ? signedPrice(Math.round(surcharge.cents)) : undefined;
    case "per_metre_width":
      return surcharge.cents ? `${signedPrice(Math.round(surcharge.cents))} per meter` : undefined;
    case "per_m2": {
      if (!surcharge.cents) return undefined;
      const minimum = surcharge.minimum_m2 ? ` (minimaal ${formatNumber(surcharge.minimum_m2)} m²)` : "";
      return `${signedPrice(Math.round(surcharge.cents))} per m²${minimum}`;
    }
    case "percentage":
      if (!surcharge.percent) return undefined;
      return `${surcharge.percent < 0 ? "-" : "+"} ${formatNumber(Math.abs(surcharge.percent))}%`;
  }
}

/** Working days: the configuration's production time plus the largest extra among the chosen values. */
export function productionDays(def: ConfigurationDef, values: ConfValues): ProductionDays {
  const max = finite(def.delivery_days);
  return addDays({ min: finite(def.delivery_days_min ?? max), max }, extraDays(def, values));
}

/** The largest extra working days among the chosen values (a motor, a larger size). */
export function extraDays(def: ConfigurationDef, values: ConfValues): number {
  let extra = 0;
  for (const option of allOptions(def)) {
    if (!isChoiceType(option.type)) continue;
    const value = values[String(option.id)];
    if (typeof value !== "number") continue;
    extra = Math.max(extra, finite(valueIndex(option).get(value)?.different_delivery_time));
  }
  return extra;
}

/** "8 werkdagen", "6 tot 8 weken": the same text as the product page's (productionTimeText). */
export function deliveryTime(def: ConfigurationDef, values: ConfValues): string {
  return productionTimeText(productionDays(def, values));
}

/** "5 jaar garantie" */
export function warrantyText(def: ConfigurationDef): string {
  return `${formatNumber(finite(def.warranty_years))} jaar garantie`;
}
