// What the engine looks up in a configuration, indexed once per definition instead of searched on every call:
// options by id, each option's values by id, the 'max' rules per option, the size and fabric options, and each
// price table as typed arrays with its steps sorted for a binary search. The indexes are kept per object in
// WeakMaps: a catalogue version's snapshot is built of new objects, so a new version is indexed afresh and an old
// one's indexes go with it. As for allOptions before, a definition is read-only once the engine has used it.
import type { ConfigurationDef, OptionDef, OptionValueDef, PriceMatrix, Rule } from "./types.ts";

type MaxRule = Extract<Rule, { kind: "max" }>;

export interface ConfigurationIndex {
  /** Every option in wizard order (group by group). */
  options: readonly OptionDef[];
  /** The options that hold a value: all but warnings. */
  holding: readonly OptionDef[];
  byId: ReadonlyMap<number, OptionDef>;
  /** By the id as the browser's values name it ("12"). */
  byKey: ReadonlyMap<string, OptionDef>;
  /** The options that give the price table's width and height (the first of each). */
  width?: OptionDef;
  height?: OptionDef;
  /** The fabric_choice options, in wizard order: the first with a chosen value picks the price table. */
  fabrics: readonly OptionDef[];
  /** The 'max' rules of each number option, in rule order. */
  maxRules: ReadonlyMap<number, readonly MaxRule[]>;
  /** option id → (value id → reason): colour values marked unavailable (availability.ts), always disabled. */
  unavailable: ReadonlyMap<number, ReadonlyMap<number, string>>;
}

const indexes = new WeakMap<ConfigurationDef, ConfigurationIndex>();

/** The configuration's index, built on first use. */
export function configurationIndex(def: ConfigurationDef): ConfigurationIndex {
  let index = indexes.get(def);
  if (!index) {
    index = buildIndex(def);
    indexes.set(def, index);
  }
  return index;
}

function buildIndex(def: ConfigurationDef): ConfigurationIndex {
  const options = def.groups.flatMap((group) => group.options);
  const maxRules = new Map<number, MaxRule[]>();
  for (const rule of def.rules) {
    if (rule.kind !== "max") continue;
    const forOption = maxRules.get(rule.option) ?? [];
    forOption.push(rule);
    maxRules.set(rule.option, forOption);
  }
  return {
    options,
    holding: options.filter((option) => option.type !== "warning"),
    byId: new Map(options.map((option) => [option.id, option])),
    byKey: new Map(options.map((option) => [String(option.id), option])),
    width: options.find((option) => option.dimension === "width"),
    height: options.find((option) => option.dimension === "height"),
    fabrics: options.filter((option) => option.type === "fabric_choice"),
    maxRules,
    unavailable: new Map(
      options.flatMap((option) => {
        const marked = option.values.flatMap((v) =>
          v.unavailable ? [[v.id, v.unavailable.reason] as const] : [],
        );
        return marked.length > 0 ? [[option.id, new Map(marked)] as const] : [];
      }),
    ),
  };
}

const valueIndexes = new WeakMap<OptionDef, ReadonlyMap<number, OptionValueDef>>();

/** An option's values by id; the first value of an id, as a search of the list finds it. */
export function valueIndex(option: OptionDef): ReadonlyMap<number, OptionValueDef> {
  let index = valueIndexes.get(option);
  if (!index) {
    const byId = new Map<number, OptionValueDef>();
    for (const value of option.values) if (!byId.has(value.id)) byId.set(value.id, value);
    index = byId;
    valueIndexes.set(option, index);
  }
  return index;
}

/** One axis of a price table: its steps sorted ascending, each with its position in the table. */
export interface CompiledSteps {
  /** The steps as numbers, smallest first (NaN left out: no size is at most NaN); equal steps in table order. */
  sorted: Float64Array;
  /** sorted[i] is the table's step number positions[i]. */
  positions: Int32Array;
  /** The largest finite step; -Infinity when there is none. */
  largest: number;
}

/** A price table as typed arrays: `cents[h * columns + w]`, -1 where the table holds no usable price. */
export interface CompiledMatrix {
  widths: CompiledSteps;
  heights: CompiledSteps;
  columns: number;
  cents: Float64Array;
}

const matrices = new WeakMap<PriceMatrix, CompiledMatrix | null>();

/**
 * The table compiled, or null when it cannot be: its axes are not lists of numbers (data the engine then reads
 * as it is, through stepIndex).
 */
export function compiledMatrix(matrix: PriceMatrix): CompiledMatrix | null {
  let compiled = matrices.get(matrix);
  if (compiled === undefined) {
    compiled = compileMatrix(matrix);
    matrices.set(matrix, compiled);
  }
  return compiled;
}

function compileMatrix(matrix: PriceMatrix): CompiledMatrix | null {
  const widths = compileSteps(matrix.widths);
  const heights = compileSteps(matrix.heights);
  if (!widths || !heights) return null;
  const columns = matrix.widths.length;
  const rows = matrix.heights.length;
  const cents = new Float64Array(rows * columns).fill(-1);
  for (let h = 0; h < rows; h++) {
    for (let w = 0; w < columns; w++) {
      const price: unknown = matrix.cents?.[h]?.[w];
      if (typeof price === "number" && Number.isSafeInteger(price) && price >= 0)
        cents[h * columns + w] = price;
    }
  }
  return { widths, heights, columns, cents };
}

function compileSteps(steps: unknown): CompiledSteps | null {
  if (!Array.isArray(steps) || !steps.every((step) => typeof step === "number")) return null;
  const order = (steps as number[])
    .map((step, position) => ({ step, position }))
    .filter(({ step }) => !Number.isNaN(step))
    // Array.prototype.sort is stable: equal steps stay in table order.
    .sort((a, b) => (a.step < b.step ? -1 : a.step > b.step ? 1 : 0));
  const finite = (steps as number[]).filter((step) => Number.isFinite(step));
  return {
    sorted: Float64Array.from(order, ({ step }) => step),
    positions: Int32Array.from(order, ({ position }) => position),
    largest: finite.length > 0 ? Math.max(...finite) : Number.NEGATIVE_INFINITY,
  };
}

/** The position of the smallest step >= size (the first of equal ones), or -1 when every step is smaller. */
export function compiledStepIndex(steps: CompiledSteps, size: number): number {
  if (Number.isNaN(size)) return -1;
  let low = 0;
  let high = steps.sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((steps.sorted[middle] as number) >= size) high = middle;
    else low = middle + 1;
  }
  return low < steps.sorted.length ? (steps.positions[low] as number) : -1;
}
