// Pure steps of the option-set editor (/beheer/catalogus/optiesets/:id): new ids, moving items up and down, the
// surcharge as the owner types it, a copy of a set, and a rule read back as a Dutch sentence. The browser's forms
// and their tests share these; the server validates the saved set with item-schemas.ts.

import { formatNumber } from "../configurator/messages.ts";
import type {
  Condition,
  ConfigurationDocument,
  OptionDef,
  OptionType,
  OptionValueDef,
  Rule,
  Surcharge,
} from "../configurator/types.ts";
import { formatPrice } from "../money.ts";
import type { DocOptionSet, DocProduct } from "./document.ts";

/** Option types an owner can add; the others (colours, fabrics, accessories) come with a product's set. */
export const newOptionTypes = ["select", "imageselect", "number_cm", "input", "warning"] as const;

export const optionTypeNames: Record<OptionType, string> = {
  select: "Keuzelijst",
  imageselect: "Keuze met afbeeldingen",
  number_cm: "Maat in cm",
  number_mm: "Maat in mm",
  input: "Tekstveld",
  warning: "Waarschuwing",
  products: "Accessoires",
  colors: "Kleuren",
  fabric_choice: "Stoffen",
};

/** Option types whose values are chosen from a list. */
const CHOICE_TYPES: ReadonlySet<OptionType> = new Set(["select", "imageselect", "colors", "fabric_choice"]);
export const isChoiceOption = (option: Pick<OptionDef, "type">) => CHOICE_TYPES.has(option.type);
export const isNumberOption = (option: Pick<OptionDef, "type">) =>
  option.type === "number_cm" || option.type === "number_mm";

export function allOptionsOf(def: ConfigurationDocument): OptionDef[] {
  return def.groups.flatMap((g) => g.options);
}

/** The next free id of a value anywhere in the set (value ids are unique within a set). */
export function nextValueId(def: ConfigurationDocument): number {
  return allOptionsOf(def).reduce((max, o) => o.values.reduce((m, v) => Math.max(m, v.id), max), 0) + 1;
}

export function nextOptionId(def: ConfigurationDocument): number {
  return allOptionsOf(def).reduce((max, o) => Math.max(max, o.id), 0) + 1;
}

export function nextGroupId(def: ConfigurationDocument): number {
  return def.groups.reduce((max, g) => Math.max(max, g.id), 0) + 1;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const out = [...list];
  [out[index], out[target]] = [out[target] as T, out[index] as T];
  return out;
}

/** A new option of the given type, with a first value for choice options. */
export function newOption(def: ConfigurationDocument, type: OptionType, name: string): OptionDef {
  const option: OptionDef = {
    id: nextOptionId(def),
    name,
    type,
    required: type !== "warning" && type !== "input",
    values: [],
    show_title: true,
    show_as_select: false,
  };
  if (isChoiceOption(option)) option.values = [{ id: nextValueId(def), name: "Nieuwe waarde" }];
  if (isNumberOption(option)) Object.assign(option, { min_value: 10, max_value: 300 });
  return option;
}

export const surchargeKinds = ["none", "fixed", "per_metre_width", "per_m2", "percentage"] as const;
export type SurchargeKind = (typeof surchargeKinds)[number];
export const surchargeKindNames: Record<SurchargeKind, string> = {
  none: "Geen",
  fixed: "Vast bedrag",
  per_metre_width: "Per meter breedte",
  per_m2: "Per m²",
  percentage: "Percentage",
};

/** A value's surcharge as the owner reads it: 'Vast bedrag € 149,-', '12,5%'. */
export function surchargeText(surcharge: Surcharge | undefined): string {
  if (!surcharge) return "Geen meerprijs";
  switch (surcharge.kind) {
    case "fixed":
      return formatPrice(surcharge.cents);
    case "per_metre_width":
      return `${formatPrice(surcharge.cents)} per meter breedte`;
    case "per_m2":
      return `${formatPrice(surcharge.cents)} per m²`;
    case "percentage":
      return `${formatNumber(surcharge.percent)}%`;
  }
}

/** The surcharge from the form's kind and amount (cents for amounts, percent for a percentage). */
export function surchargeOf(kind: SurchargeKind, amount: number): Surcharge | undefined {
  switch (kind) {
    case "none":
      return undefined;
    case "percentage":
      return { kind: "percentage", percent: amount };
    default:
      return { kind, cents: Math.round(amount) };
  }
}

/** A value with its surcharge replaced (or removed). */
export function withSurcharge(value: OptionValueDef, surcharge: Surcharge | undefined): OptionValueDef {
  const { surcharge: _old, ...rest } = value;
  return surcharge ? { ...rest, surcharge } : rest;
}

/** The products (names) whose configurator uses the set. */
export function productsUsing(products: readonly DocProduct[], setId: number): DocProduct[] {
  return products.filter((p) => p.optionSet === setId);
}

/** A copy of a set for 'Nieuwe optieset': its own name; the server gives it a number. */
export function copyOfSet(set: DocOptionSet, name: string): Omit<DocOptionSet, "id"> & { id: number } {
  const definition = structuredClone(set.definition);
  return { id: 0, name, definition: { ...definition, name }, matrices: structuredClone(set.matrices) };
}

// ---- Rules as Dutch sentences -------------------------------------------------------------------------------

export const ruleKindNames: Record<Rule["kind"], string> = {
  show: "Toon optie alleen als…",
  disable_values: "Waarden niet kiesbaar als…",
  max: "Maximale maat als…",
};

export type ConditionOperator = "is" | "oneOf" | "notOneOf" | "above";
export const conditionOperatorNames: Record<ConditionOperator, string> = {
  is: "is",
  oneOf: "is één van",
  notOneOf: "is niet één van",
  above: "groter dan",
};

function optionName(options: ReadonlyMap<number, OptionDef>, id: number): string {
  return `"${options.get(id)?.name ?? `optie ${id}`}"`;
}

function valueName(option: OptionDef | undefined, id: number | string): string {
  const found = option?.values.find((v) => v.id === Number(id));
  return `"${found?.name ?? String(id)}"`;
}

function list(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} of ${names.at(-1)}`;
}

function unit(option: OptionDef | undefined): string {
  return option?.type === "number_mm" ? "mm" : "cm";
}

/** 'Breedte is groter dan 250 cm', '"Cassette" is "Ja"', '"Stof" is één van "A", "B" of "C"'. */
export function conditionText(condition: Condition, options: ReadonlyMap<number, OptionDef>): string {
  if ("area" in condition)
    return `${optionName(options, condition.area[0])} × ${optionName(options, condition.area[1])} is groter dan ${formatNumber(condition.above)} m²`;
  const option = options.get(condition.option);
  const name = optionName(options, condition.option);
  if ("is" in condition) return `${name} is ${valueName(option, condition.is)}`;
  if ("oneOf" in condition)
    return `${name} is één van ${list(condition.oneOf.map((v) => valueName(option, v)))}`;
  if ("notOneOf" in condition)
    return `${name} is niet één van ${list(condition.notOneOf.map((v) => valueName(option, v)))}`;
  return `${name} is groter dan ${formatNumber(condition.above)} ${unit(option)}`;
}

function whenText(when: Condition[], options: ReadonlyMap<number, OptionDef>): string {
  return when.map((c) => conditionText(c, options)).join(" en ");
}

/** A rule as the owner reads it in the list, e.g. 'Toon "Cassette kleur" alleen als "Cassette" is "Ja"'. */
export function ruleSentence(rule: Rule, def: ConfigurationDocument): string {
  const options = new Map(allOptionsOf(def).map((o) => [o.id, o]));
  const target = options.get(rule.option);
  const when = rule.when.length > 0 ? whenText(rule.when, options) : "";
  switch (rule.kind) {
    case "show":
      return when
        ? `Toon ${optionName(options, rule.option)} alleen als ${when}`
        : `Toon ${optionName(options, rule.option)} altijd`;
    case "disable_values":
      return `Niet kiesbaar: ${list(rule.values.map((v) => valueName(target, v)))} bij ${optionName(options, rule.option)}${when ? ` als ${when}` : ""} — reden: ${rule.reason}`;
    case "max":
      return `Maximaal ${formatNumber(rule.max)} ${unit(target)} bij ${optionName(options, rule.option)}${when ? ` als ${when}` : ""} — reden: ${rule.reason}`;
  }
}

/** The operator of a condition (area conditions are shown, not edited, in the form). */
export function operatorOf(condition: Condition): ConditionOperator {
  if ("is" in condition) return "is";
  if ("oneOf" in condition) return "oneOf";
  if ("notOneOf" in condition) return "notOneOf";
  return "above";
}

/** The condition the form's parts make: one value for 'is', a list for the 'één van' kinds, a number for 'groter dan'. */
export function conditionOf(
  option: number,
  operator: ConditionOperator,
  values: (number | string)[],
  above: number,
): Condition {
  switch (operator) {
    case "is":
      return { option, is: values[0] ?? "" };
    case "oneOf":
      return { option, oneOf: values };
    case "notOneOf":
      return { option, notOneOf: values };
    case "above":
      return { option, above };
  }
}

/** The rule as it is when the kind changes in the form: the target, conditions and reason are kept. */
export function withRuleKind(rule: Rule, kind: Rule["kind"]): Rule {
  const reason = "reason" in rule ? rule.reason : "";
  switch (kind) {
    case "show":
      return { kind, option: rule.option, when: rule.when };
    case "disable_values":
      return {
        kind,
        option: rule.option,
        values: rule.kind === kind ? rule.values : [],
        when: rule.when,
        reason,
      };
    case "max":
      return { kind, option: rule.option, max: rule.kind === kind ? rule.max : 200, when: rule.when, reason };
  }
}
