// Evaluates the rules to a fixed point: visibility, disabled values, lowered maxima, resets and validation messages.
import type { ConfigReset } from "./api.ts";
import { availabilityResetReason } from "./availability.ts";
import { configurationIndex, valueIndex } from "./compiled.ts";
import { DEFAULT_PRICE_GROUP, lookupTable } from "./matrix.ts";
import {
  hiddenResetReason,
  minimumMessage,
  rangeMessage,
  requiredMessage,
  retiredResetReason,
} from "./messages.ts";
import type { Condition, ConfigurationDef, ConfValue, ConfValues, OptionDef, Rule } from "./types.ts";
import { coerceValue, defaultValueOf, isChoiceType, isNumberType, isRecord, unitOf } from "./values.ts";

/** Passes over the rules before evaluation stops looking for a fixed point (rules that keep flipping each other). */
export const MAX_RULE_PASSES = 20;

/** A number option's effective range. */
export interface Limits {
  min: number;
  /** Infinity when the option has no maximum. */
  max: number;
  /** Set when a 'max' rule lowered the maximum: its reason. */
  maxReason?: string;
}

export interface Evaluation {
  /** Every option that holds a value (warnings do not), by id: the value after defaults, resets and rules; null when empty. */
  values: ConfValues;
  /** Ids of the options the wizard shows. */
  visible: Set<number>;
  /** value id → why a rule disables it (value ids are unique within a configuration). */
  disabled: Map<number, string>;
  /** option id → (value id → reason): the same, per option. */
  disabledByOption: Map<number, Map<number, string>>;
  /** Number options' effective ranges, by option id. */
  limits: Map<number, Limits>;
  /** option id (as a string) → Dutch message. */
  errors: Record<string, string>;
  /** Chosen values that a rule no longer allows and the engine changed, with the reason. */
  resets: ConfigReset[];
  /** True when there are no errors: the configuration can be priced. */
  complete: boolean;
  /** The filters that apply, option id → filter value (unknown options and empty filters left out). */
  filters: Record<string, string>;
}

type Values = ReadonlyMap<number, ConfValue>;

function sameScalar(a: ConfValue | undefined, b: number | string): boolean {
  if (a === null || a === undefined || Array.isArray(a)) return false;
  return typeof a === typeof b ? a === b : String(a) === String(b);
}

function metres(option: OptionDef | undefined, value: ConfValue | undefined): number | null {
  if (!option || typeof value !== "number" || !isNumberType(option.type)) return null;
  return option.type === "number_mm" ? value / 1000 : value / 100;
}

/** Whether one condition holds for the values. */
export function conditionHolds(
  condition: Condition,
  values: Values,
  options: ReadonlyMap<number, OptionDef>,
): boolean {
  if ("area" in condition) {
    const [widthId, heightId] = condition.area;
    const w = metres(options.get(widthId), values.get(widthId));
    const h = metres(options.get(heightId), values.get(heightId));
    return w !== null && h !== null && w * h > condition.above;
  }
  const value = values.get(condition.option);
  if ("is" in condition) return sameScalar(value, condition.is);
  if ("oneOf" in condition) return condition.oneOf.some((x) => sameScalar(value, x));
  if ("notOneOf" in condition) return !condition.notOneOf.some((x) => sameScalar(value, x));
  return typeof value === "number" && value > condition.above;
}

function holds(rule: Rule, values: Values, options: ReadonlyMap<number, OptionDef>): boolean {
  return rule.when.every((c) => conditionHolds(c, values, options));
}

interface RuleState {
  visible: Set<number>;
  disabled: Map<number, Map<number, string>>;
}

function ruleState(
  def: ConfigurationDef,
  options: readonly OptionDef[],
  values: Values,
  byId: ReadonlyMap<number, OptionDef>,
) {
  const shown = new Map<number, boolean>();
  // Unavailable colours first: their reason wins over a rule's.
  const disabled = new Map<number, Map<number, string>>(
    [...configurationIndex(def).unavailable].map(([option, values]) => [option, new Map(values)]),
  );
  for (const rule of def.rules) {
    if (rule.kind === "show") {
      shown.set(rule.option, (shown.get(rule.option) ?? true) && holds(rule, values, byId));
    } else if (rule.kind === "disable_values" && holds(rule, values, byId)) {
      const forOption = disabled.get(rule.option) ?? new Map<number, string>();
      for (const id of rule.values) if (!forOption.has(id)) forOption.set(id, rule.reason);
      disabled.set(rule.option, forOption);
    }
  }
  // Without a show rule an option is shown, except a warning: that is shown only when a rule says so.
  const visible = new Set(options.filter((o) => shown.get(o.id) ?? o.type !== "warning").map((o) => o.id));
  return { visible, disabled } satisfies RuleState;
}

/** The option's default when it is allowed (a value id not disabled), else null. */
function allowedDefault(option: OptionDef, disabled: ReadonlyMap<number, string> | undefined): ConfValue {
  const value = defaultValueOf(option);
  if (typeof value === "number" && isChoiceType(option.type) && disabled?.has(value)) return null;
  return value;
}

function sameValue(a: ConfValue | undefined, b: ConfValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return (a ?? null) === (b ?? null);
}

/** A number option's range after the 'max' rules that hold. */
function limitsOf(
  def: ConfigurationDef,
  option: OptionDef,
  values: Values,
  byId: ReadonlyMap<number, OptionDef>,
): Limits {
  const limits: Limits = { min: option.min_value ?? 0, max: option.max_value ?? Number.POSITIVE_INFINITY };
  for (const rule of configurationIndex(def).maxRules.get(option.id) ?? []) {
    if (rule.max < limits.max && holds(rule, values, byId)) {
      limits.max = rule.max;
      limits.maxReason = rule.reason;
    }
  }
  return limits;
}

/** The filters that apply: those of known options with a non-empty value, trimmed (Evaluation.filters). */
export function cleanFilters(
  options: ReadonlyMap<number, OptionDef>,
  filters: unknown,
): Record<string, string> {
  if (!isRecord(filters)) return {};
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(filters)) {
    const option = options.get(Number(key));
    if (option && String(option.id) === key && typeof value === "string" && value.trim() !== "") {
      out.push([key, value.trim()]);
    }
  }
  return Object.fromEntries(out);
}

/**
 * Applies defaults and rules to the values until nothing changes: hidden options are cleared, disabled values
 * reset to the option's default when that is allowed (else emptied), and empty visible options take their
 * default. Then validates the visible options (required, range with the lowered maximum, price table).
 * Values that fail to coerce count as empty and carry their message. Never throws on a well-formed definition.
 */
export function evaluate(
  def: ConfigurationDef,
  values: ConfValues,
  filters?: Record<string, string>,
): Evaluation {
  const { options, byId, holding } = configurationIndex(def);
  const source: Record<string, unknown> = isRecord(values) ? values : {};

  const coercionErrors = new Map<number, string>();
  const chosen = new Map<number, ConfValue>();
  const retired = new Set<number>();
  for (const option of holding) {
    const key = String(option.id);
    const coerced = coerceValue(option, Object.hasOwn(source, key) ? source[key] : null);
    chosen.set(option.id, coerced.value);
    if (coerced.error !== undefined) coercionErrors.set(option.id, coerced.error);
    if (coerced.retired) retired.add(option.id);
  }

  const current = new Map(chosen);
  const reasons = new Map<number, string>();
  let state = ruleState(def, options, current, byId);
  for (let pass = 0; pass < MAX_RULE_PASSES; pass++) {
    let changed = false;
    for (const option of holding) {
      const value = current.get(option.id) ?? null;
      const disabled = state.disabled.get(option.id);
      if (!state.visible.has(option.id)) {
        if (value !== null) {
          current.set(option.id, null);
          reasons.set(option.id, hiddenResetReason(option.name));
          changed = true;
        }
      } else if (typeof value === "number" && isChoiceType(option.type) && disabled?.has(value)) {
        // An unavailable colour gives way to the one most like it; any other disabled value to the default.
        const held = valueIndex(option).get(value);
        const nearest = held?.unavailable?.nearest;
        const fallback =
          nearest !== undefined && !disabled.has(nearest) ? nearest : allowedDefault(option, disabled);
        current.set(option.id, fallback === value ? null : fallback);
        reasons.set(
          option.id,
          (held && availabilityResetReason(option, held, fallback)) ?? (disabled.get(value) as string),
        );
        changed = true;
      } else if (value === null) {
        const fallback = allowedDefault(option, disabled);
        if (fallback !== null) {
          current.set(option.id, fallback);
          changed = true;
        }
      }
    }
    if (!changed) break;
    state = ruleState(def, options, current, byId);
  }
  // Rules that never settle: whatever the last pass left, a hidden option holds no value.
  for (const option of holding) if (!state.visible.has(option.id)) current.set(option.id, null);

  const resets: ConfigReset[] = [];
  for (const option of holding) {
    // A retired value counts as empty (the default takes its place), and the visitor is told why.
    if (retired.has(option.id) && state.visible.has(option.id)) {
      resets.push({ option_id: option.id, name: option.name, reason: retiredResetReason(option.name) });
      continue;
    }
    const before = chosen.get(option.id) ?? null;
    const reason = reasons.get(option.id);
    if (before !== null && reason !== undefined && !sameValue(before, current.get(option.id))) {
      resets.push({ option_id: option.id, name: option.name, reason });
    }
  }

  const limits = new Map<number, Limits>();
  for (const option of options) {
    if (isNumberType(option.type)) limits.set(option.id, limitsOf(def, option, current, byId));
  }

  const errors: [string, string][] = [];
  for (const option of holding) {
    if (!state.visible.has(option.id)) continue;
    const key = String(option.id);
    const value = current.get(option.id) ?? null;
    const coercionError = coercionErrors.get(option.id);
    if (coercionError !== undefined) {
      errors.push([key, coercionError]);
      continue;
    }
    if (value === null) {
      // A price table dimension is needed for any price, even when the data forgot to mark it required.
      if (option.required || (isNumberType(option.type) && option.dimension)) {
        errors.push([key, requiredMessage(option.name)]);
      }
      continue;
    }
    if (typeof value === "number" && isNumberType(option.type)) {
      const range = limits.get(option.id) as Limits;
      if (value < range.min || value > range.max) {
        const unit = unitOf(option);
        const message = Number.isFinite(range.max)
          ? rangeMessage(option.name, range.min, range.max, unit)
          : minimumMessage(option.name, range.min, unit);
        errors.push([key, message]);
      }
    } else if (typeof value === "number" && isChoiceType(option.type)) {
      const reason = state.disabled.get(option.id)?.get(value);
      if (reason !== undefined) errors.push([key, reason]);
    }
  }

  const valuesOut: ConfValues = Object.fromEntries(
    holding.map((o) => [String(o.id), current.get(o.id) ?? null]),
  );
  const errorKeys = new Set(errors.map(([k]) => k));
  // A size the table does not cover is an error too, once the size and the fabric (the table) are known.
  const shownFabrics = holding.filter((o) => o.type === "fabric_choice" && state.visible.has(o.id));
  const sizeOrFabricWrong = holding.some(
    (o) => (o.dimension !== undefined || o.type === "fabric_choice") && errorKeys.has(String(o.id)),
  );
  const fabricPending =
    shownFabrics.length > 0 &&
    shownFabrics.every((o) => current.get(o.id) === null) &&
    !Object.hasOwn(def.matrices, DEFAULT_PRICE_GROUP);
  const firstFabric = shownFabrics[0];
  if (fabricPending && firstFabric && !errorKeys.has(String(firstFabric.id))) {
    // Without a 'default' table an optional fabric is needed all the same: the table depends on it.
    errors.push([String(firstFabric.id), requiredMessage(firstFabric.name)]);
  } else if (!sizeOrFabricWrong && !fabricPending) {
    const table = lookupTable(def, valuesOut);
    if (!table.ok && !errorKeys.has(table.key)) errors.push([table.key, table.message]);
  }

  const disabled = new Map<number, string>();
  for (const forOption of state.disabled.values()) {
    for (const [id, reason] of forOption) if (!disabled.has(id)) disabled.set(id, reason);
  }
  const errorRecord = Object.fromEntries(errors);
  return {
    values: valuesOut,
    visible: state.visible,
    disabled,
    disabledByOption: state.disabled,
    limits,
    errors: errorRecord,
    resets,
    complete: errors.length === 0,
    filters: cleanFilters(byId, filters),
  };
}
