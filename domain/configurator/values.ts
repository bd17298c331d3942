// Reads option values from untrusted JSON into clean ConfValues: known options only, rounded numbers, known value ids.

import { normalizeRoom } from "../validation/room.ts";
import { configurationIndex, valueIndex } from "./compiled.ts";
import {
  invalidAccessoriesMessage,
  invalidValuesMessage,
  type LengthUnit,
  notANumberMessage,
  notTextMessage,
  roundDecimals,
  tooLongMessage,
  unknownAccessoryMessage,
  unknownOptionMessage,
  unknownValueMessage,
} from "./messages.ts";
import type { ConfigurationDef, ConfValue, ConfValues, OptionDef, OptionType, ProductRow } from "./types.ts";

/** Longest text an 'input' option keeps. */
export const MAX_INPUT_LENGTH = 255;
/** Most accessory rows one 'products' option accepts. */
export const MAX_PRODUCT_ROWS = 100;

/** Option types whose value is a number. */
export function isNumberType(type: OptionType): type is "number_cm" | "number_mm" {
  return type === "number_cm" || type === "number_mm";
}

/** Option types whose value is one of the option's value ids. */
export function isChoiceType(
  type: OptionType,
): type is "select" | "imageselect" | "colors" | "fabric_choice" {
  return type === "select" || type === "imageselect" || type === "colors" || type === "fabric_choice";
}

/** Every option of a configuration in wizard order; computed once per configuration (they are read-only). */
export function allOptions(def: ConfigurationDef): readonly OptionDef[] {
  return configurationIndex(def).options;
}

/** The unit of a number option: mm for number_mm, cm otherwise. */
export function unitOf(option: OptionDef): LengthUnit {
  return option.type === "number_mm" ? "mm" : "cm";
}

/** A number rounded as its option keeps it: number_cm to 1 decimal, number_mm to whole millimetres. */
export function roundForOption(option: OptionDef, n: number): number {
  return roundDecimals(n, option.type === "number_mm" ? 0 : 1);
}

const decimalPattern = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** "120,5", "120.5", " 120 " → the number; anything else (including thousands separators) → null. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.length > 40 || !decimalPattern.test(trimmed)) return null;
  const n = Number(trimmed.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

/** A positive integer id from a number or a digit string, else null. */
function toId(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  if (typeof raw === "string" && /^\s*\d{1,15}\s*$/.test(raw)) {
    const n = Number(raw);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  }
  return null;
}

function isEmpty(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "");
}

export function isRecord(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === "object" && raw !== null && !Array.isArray(raw);
}

/** An option's value read from untrusted input, with the Dutch message when it cannot be used. */
export interface Coerced {
  value: ConfValue;
  error?: string;
  /** The value was one the owner retired: it counts as empty, and the evaluation resets it with a reason. */
  retired?: true;
}

function coerceProducts(option: OptionDef, raw: unknown): Coerced {
  if (!Array.isArray(raw) || raw.length > MAX_PRODUCT_ROWS) {
    return { value: null, error: invalidAccessoriesMessage(option.name) };
  }
  const offered = new Map((option.products ?? []).map((e) => [e.product.entity_id, e]));
  const rows = new Map<number, number>();
  let error: string | undefined;
  for (const row of raw as unknown[]) {
    if (!isRecord(row)) {
      error ??= invalidAccessoriesMessage(option.name);
      continue;
    }
    const entityId = toId(row.entity_id);
    const amountRaw = row.amount;
    const amount =
      typeof amountRaw === "number"
        ? amountRaw
        : typeof amountRaw === "string"
          ? parseDecimal(amountRaw)
          : null;
    if (entityId === null || amount === null || !Number.isFinite(amount)) {
      error ??= invalidAccessoriesMessage(option.name);
      continue;
    }
    const entry = offered.get(entityId);
    if (!entry) {
      error ??= unknownAccessoryMessage(option.name);
      continue;
    }
    // The browser sends the whole list: a later row for the same accessory replaces an earlier one.
    const capped = Math.min(Math.round(amount), Math.floor(entry.max_amount));
    if (capped > 0) rows.set(entityId, capped);
    else rows.delete(entityId);
  }
  const value: ProductRow[] = [...rows].map(([entity_id, amount]) => ({ entity_id, amount }));
  return error === undefined
    ? { value: value.length > 0 ? value : null }
    : { value: value.length > 0 ? value : null, error };
}

/**
 * One option's value from untrusted input. Empty (null, missing, blank text) is null without an error.
 * Numbers accept "120,5" and "120.5" and are rounded for the option; value ids must be the option's own;
 * accessory rows are merged per accessory, rows with an amount <= 0 dropped and amounts capped by max_amount.
 * Never throws.
 */
export function coerceValue(option: OptionDef, raw: unknown): Coerced {
  if (option.type === "warning") return { value: null };
  if (option.type === "products") return isEmpty(raw) ? { value: null } : coerceProducts(option, raw);
  if (isEmpty(raw)) return { value: null };
  if (isNumberType(option.type)) {
    const n = typeof raw === "number" ? raw : typeof raw === "string" ? parseDecimal(raw) : null;
    if (n === null || !Number.isFinite(n)) return { value: null, error: notANumberMessage(option.name) };
    return { value: roundForOption(option, n) };
  }
  if (isChoiceType(option.type)) {
    const id = toId(raw);
    if (id !== null && !valueIndex(option).has(id) && option.retired_values?.some((v) => v.id === id))
      return { value: null, retired: true };
    if (id === null || !valueIndex(option).has(id)) {
      return { value: null, error: unknownValueMessage(option.name) };
    }
    return { value: id };
  }
  // input
  if (option.room) {
    const room = normalizeRoom(
      typeof raw === "number" && Number.isFinite(raw) ? String(raw) : raw,
      option.name,
    );
    return "error" in room ? { value: null, error: room.error } : { value: room.value };
  }
  const text =
    typeof raw === "string"
      ? raw.trim()
      : typeof raw === "number" && Number.isFinite(raw)
        ? String(raw)
        : null;
  if (text === null) return { value: null, error: notTextMessage(option.name) };
  if (text.length > MAX_INPUT_LENGTH)
    return { value: null, error: tooLongMessage(option.name, MAX_INPUT_LENGTH) };
  return { value: text };
}

/** The option's default_value as a value, or null when it has none or it is not a valid value of the option. */
export function defaultValueOf(option: OptionDef): ConfValue {
  if (option.default_value === undefined || option.type === "products") return null;
  const coerced = coerceValue(option, option.default_value);
  return coerced.error === undefined ? coerced.value : null;
}

/**
 * The browser's values (any JSON) as ConfValues: only options of this configuration (warnings hold no value
 * and are skipped), each coerced by `coerceValue`. Keys that are no option of this configuration are left out
 * and reported, like values that cannot be used; errors are keyed like the values. Never throws.
 */
export function normalizeValues(
  def: ConfigurationDef,
  raw: unknown,
): { values: ConfValues; errors: Record<string, string> } {
  if (raw === null || raw === undefined) return { values: {}, errors: {} };
  if (!isRecord(raw)) return { values: {}, errors: { values: invalidValuesMessage() } };
  const options = configurationIndex(def).byKey;
  const values: [string, ConfValue][] = [];
  const errors: [string, string][] = [];
  for (const key of Object.keys(raw)) {
    const option = options.get(key);
    if (!option) {
      errors.push([key.length > 40 ? `${key.slice(0, 40)}…` : key, unknownOptionMessage()]);
      continue;
    }
    if (option.type === "warning") continue;
    const coerced = coerceValue(option, raw[key]);
    // A retired value's id is kept: the evaluation resets it with its reason (rules.ts).
    values.push([key, coerced.retired ? toId(raw[key]) : coerced.value]);
    if (coerced.error !== undefined) errors.push([key, coerced.error]);
  }
  // fromEntries defines own properties, so a key like "__proto__" stays a plain key.
  return { values: Object.fromEntries(values), errors: Object.fromEntries(errors) };
}
