// The summary of a configuration: one line per visible option with a value, in the wizard's order.
import type { SummaryLine } from "./api.ts";
import { formatNumber } from "./messages.ts";
import type { Evaluation } from "./rules.ts";
import type { ConfigurationDef, ConfValue, OptionDef } from "./types.ts";
import { isChoiceType, isNumberType, unitOf } from "./values.ts";

/** Option tag that marks a line as internal (shown to the shop, not the customer). */
export const CRM_ONLY_TAG = "crm_only";

/**
 * True when an option offers colours of more than one collection: only then does the collection tell two colours
 * apart. A single collection is often named like a product ('Terrasoverkapping aluminium'), which under another
 * product ('Terrasoverkapping met lamellendak') would name the wrong one.
 */
function spansCollections(option: OptionDef): boolean {
  const names = new Set(option.values.map((v) => v.collection?.name).filter(Boolean));
  return names.size > 1;
}

/** An option's value as the summary writes it, or null when there is nothing to show. */
export function valueText(option: OptionDef, value: ConfValue): string | null {
  if (value === null || value === undefined) return null;
  if (isNumberType(option.type)) {
    return typeof value === "number" ? `${formatNumber(value)} ${unitOf(option)}` : null;
  }
  if (isChoiceType(option.type)) {
    const chosen = typeof value === "number" ? option.values.find((v) => v.id === value) : undefined;
    if (!chosen) return null;
    const collection = chosen.collection?.name;
    const withCollection =
      (option.type === "colors" || option.type === "fabric_choice") && collection && spansCollections(option);
    return withCollection ? `${chosen.name} (${collection})` : chosen.name;
  }
  if (option.type === "products") {
    if (!Array.isArray(value)) return null;
    const parts = value.flatMap((row) => {
      const entry = option.products?.find((e) => e.product.entity_id === row.entity_id);
      return entry && row.amount > 0 ? [`${row.amount}x ${entry.product.name}`] : [];
    });
    return parts.length > 0 ? parts.join(", ") : null;
  }
  if (option.type === "input") return typeof value === "string" && value !== "" ? value : null;
  return null;
}

/** Lines for every visible option with a value, in group order; warnings are left out. */
export function summarize(def: ConfigurationDef, evaluation: Evaluation): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const group of def.groups) {
    for (const option of group.options) {
      if (option.type === "warning" || !evaluation.visible.has(option.id)) continue;
      const text = valueText(option, evaluation.values[String(option.id)] ?? null);
      if (text === null) continue;
      lines.push({
        option_id: option.id,
        name: option.name,
        value: text,
        crm_only: option.tag_options?.includes(CRM_ONLY_TAG) ?? false,
      });
    }
  }
  return lines;
}
