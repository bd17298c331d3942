// An order row's configurator values read back from its stored option lines (the summary the cart kept:
// "Breedte: 120 cm", "Kleur: Gebroken wit"), so a customer's change of a paid row is evaluated and priced by the
// same engine as the cart. The inverse of domain/configurator/summary.ts `valueText`, option by option in the
// configuration's order (two options of one name take their lines in turn). Pure.
import { valueText } from "../configurator/summary.ts";
import type { ConfigurationDef, ConfValues, OptionDef, ProductRow } from "../configurator/types.ts";
import { isChoiceType, isNumberType } from "../configurator/values.ts";

/** "1.250,5 cm" → 1250.5; null for anything else. */
export function numberOf(text: string): number | null {
  const match = /^\s*(-?[\d.]*\d(?:,\d+)?)\s*(?:cm|mm)?\s*$/.exec(text);
  if (!match?.[1]) return null;
  const n = Number(match[1].replace(/\./g, "").replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

function valueFromText(option: OptionDef, text: string): ConfValues[string] | undefined {
  if (isNumberType(option.type)) return numberOf(text) ?? undefined;
  if (isChoiceType(option.type)) return option.values.find((v) => valueText(option, v.id) === text)?.id;
  if (option.type === "input") return text;
  if (option.type === "products") {
    const rows: ProductRow[] = [];
    for (const part of text.split(", ")) {
      const match = /^(\d+)x (.+)$/.exec(part);
      const entry = option.products?.find((e) => e.product.name === match?.[2]);
      if (!match || !entry) return undefined;
      rows.push({ entity_id: entry.product.entity_id, amount: Number(match[1]) });
    }
    return rows;
  }
  return undefined;
}

/** The values the stored lines name; a line the configuration no longer knows is left out. */
export function valuesFromOptions(
  def: ConfigurationDef,
  lines: readonly { name: string; value: string }[],
): ConfValues {
  const values: ConfValues = {};
  const used = new Set<number>();
  for (const option of def.groups.flatMap((group) => group.options)) {
    if (option.type === "warning") continue;
    const index = lines.findIndex((line, i) => !used.has(i) && line.name === option.name);
    const line = lines[index];
    if (!line) continue;
    used.add(index);
    const value = valueFromText(option, line.value);
    if (value !== undefined) values[String(option.id)] = value;
  }
  return values;
}
