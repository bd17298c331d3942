// The configurator's check against the fabric roll (issue 24): a complete configuration whose fabric cannot be cut
// from any roll of the chosen colour (catalog/production/rolls.ts, with the production rules' deductions, turning
// and sewn widths) is refused at the width field with a Dutch reason that names the widest size that can be made.
// Read from the same catalogue data the werkbon and cut list use, so the shop never sells what the workshop cannot
// make. Applied inside the cached evaluation (configurator.service.ts): update, calc-price and the cart all see it.
import { catalogue } from "../../catalog/catalogue.ts";
import { productionRules } from "../../catalog/production/production.ts";
import { collectionRolls, rollFor } from "../../catalog/production/rolls.ts";
import { configurationIndex } from "../../domain/configurator/compiled.ts";
import type { Evaluation } from "../../domain/configurator/rules.ts";
import { summarize } from "../../domain/configurator/summary.ts";
import type { ConfigurationDef } from "../../domain/configurator/types.ts";
import { inputFromRow } from "../../domain/production/engine.ts";
import { refuseSizeForRoll } from "../../domain/production/rolls.ts";
import type { ProductKind } from "../../domain/products.ts";

/** Colour code → the collection slug of the colour's roll (only collections cut from a roll). */
const rollCollectionOf: ReadonlyMap<string, string> = new Map(
  catalogue.collections
    .filter((c) => collectionRolls[c.slug])
    .flatMap((c) => c.colours.map((colour) => [colour.code, c.slug] as const)),
);

/** The chosen colour that comes off a roll: its code and collection, or null when no chosen colour does. */
function rollColour(
  def: ConfigurationDef,
  evaluation: Evaluation,
): { code: string; collection: string } | null {
  for (const option of configurationIndex(def).options) {
    if (option.type !== "colors" && option.type !== "fabric_choice") continue;
    if (!evaluation.visible.has(option.id)) continue;
    const chosen = evaluation.values[String(option.id)];
    if (typeof chosen !== "number") continue;
    const code = option.values.find((v) => v.id === chosen)?.colour_code;
    const collection = code ? rollCollectionOf.get(code) : undefined;
    if (code && collection) return { code, collection };
  }
  return null;
}

/**
 * Why this configuration cannot be made from a roll of its colour, keyed by the width option's id, or null when
 * it can (or the product has no fabric from a roll). Checked as soon as the width and height are valid and a
 * colour is chosen, so the visitor reads it at the size while still on that step; choices not made yet count as
 * the production rules' defaults.
 */
export function rollRefusal(
  def: ConfigurationDef,
  kind: string,
  evaluation: Evaluation,
): { optionId: number; reason: string } | null {
  const rules = productionRules[kind as ProductKind];
  const { width, height } = configurationIndex(def);
  if (!rules?.fabric || !width || !height) return null;
  for (const size of [width, height]) {
    const key = String(size.id);
    if (evaluation.errors[key] !== undefined || typeof evaluation.values[key] !== "number") return null;
  }
  const colour = rollColour(def, evaluation);
  if (!colour) return null;
  const roll = rollFor(colour.collection, colour.code);
  if (!roll) return null;
  const input = inputFromRow(rules, summarize(def, evaluation), colour.collection);
  if ("error" in input) return null;
  const limits = evaluation.limits.get(width.id);
  const minCm = Math.ceil(limits?.min ?? width.min_value ?? 1);
  const max = limits?.max ?? width.max_value ?? Number.POSITIVE_INFINITY;
  const maxCm = Math.floor(Number.isFinite(max) ? max : input.widthMm / 10);
  const reason = refuseSizeForRoll(rules, input, roll, { minCm, maxCm });
  return reason ? { optionId: width.id, reason } : null;
}
