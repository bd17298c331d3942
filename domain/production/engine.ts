// Applies a kind's production rules to one row: every measure in whole millimetres (or pieces), with the sum
// written out in Dutch so the werkbon can print why each number is what it is. Pure: data in, sheet out.
import { formatNumber } from "../configurator/messages.ts";
import { parseDecimal } from "../configurator/values.ts";
import type {
  MeasureRule,
  ProductionCondition,
  ProductionInput,
  ProductionMeasure,
  ProductionRules,
  ProductionSheet,
  ProductionStep,
} from "./types.ts";

/** Whether a condition holds for the row. */
export function holds(condition: ProductionCondition, input: ProductionInput): boolean {
  if ("not" in condition) return !holds(condition.not, input);
  if ("collection" in condition) {
    return input.collection !== undefined && condition.collection.includes(input.collection);
  }
  const value = input.options[condition.option]?.trim() ?? "";
  if ("set" in condition) return condition.set === (value !== "");
  if ("is" in condition) return value === condition.is;
  if ("oneOf" in condition) return condition.oneOf.includes(value);
  return value.toLowerCase().includes(condition.includes.toLowerCase());
}

function allHold(conditions: ProductionCondition[] | undefined, input: ProductionInput): boolean {
  return (conditions ?? []).every((c) => holds(c, input));
}

/** '1.200', '−5', with the real minus sign. */
function number(n: number): string {
  return n < 0 ? `−${formatNumber(-n)}` : formatNumber(n);
}

function withUnit(n: number, unit: "mm" | "stuks"): string {
  return unit === "mm" ? `${number(n)} mm` : `${number(n)} ${n === 1 ? "stuk" : "stuks"}`;
}

/** 4/3 → '4/3', 5/2 → '2,5', 2/1 → '2'. */
function factor(times: number, per: number): string {
  if (times % per === 0) return number(times / per);
  return (times * 100) % per === 0 ? formatNumber(times / per) : `${times}/${per}`;
}

/** The leading whole number of an option's value ('2 panelen' → 2), or null. */
function leadingNumber(text: string | undefined): number | null {
  const match = text ? /^\s*(\d+)/.exec(text) : null;
  return match ? Number(match[1]) : null;
}

/** A number option's value as a cart row stores it ('250 cm', '120,5 cm') in whole mm, or null. */
export function cmTextToMm(text: string | undefined): number | null {
  if (!text) return null;
  const cm = parseDecimal(text.replace(/\s*cm\s*$/i, ""));
  return cm === null ? null : Math.round(cm * 10);
}

interface Running {
  value: number;
  text: string;
  /** True when additions were written since the last '=': a multiplication must close them first. */
  open: boolean;
  /** A count starts as a length and becomes pieces at its division by a pitch. */
  unit: "mm" | "stuks";
}

/** Applies one step; answers a Dutch reason when the step cannot be made (a divisor missing). */
function apply(
  step: ProductionStep,
  run: Running,
  rule: MeasureRule,
  input: ProductionInput,
  done: Map<string, ProductionMeasure>,
): string | null {
  const close = () => {
    if (run.open) run.text += ` = ${withUnit(run.value, run.unit)}`;
    run.open = false;
  };
  if ("add" in step) {
    run.value += step.add;
    const unit = run.unit === "mm" ? " mm" : "";
    run.text += ` ${step.add < 0 ? "−" : "+"} ${formatNumber(Math.abs(step.add))}${unit} (${step.reason})`;
    run.open = true;
  } else if ("addMeasure" in step) {
    const other = done.get(step.addMeasure);
    if (!other) return `${step.addMeasure} ontbreekt`;
    run.value += other.value;
    run.text += ` + ${withUnit(other.value, other.unit)} (${step.reason})`;
    run.open = true;
  } else if ("times" in step) {
    close();
    run.value = Math.round((run.value * step.times) / step.per);
    run.text += ` × ${factor(step.times, step.per)} (${step.reason}) = ${withUnit(run.value, run.unit)}`;
  } else if ("divideBy" in step) {
    const by =
      typeof step.divideBy === "number" ? step.divideBy : leadingNumber(input.options[step.divideBy.option]);
    if (by === null || by <= 0)
      return `${typeof step.divideBy === "number" ? "deler" : step.divideBy.option} ontbreekt`;
    close();
    const exact = run.value / by;
    run.value = step.round === "up" ? Math.ceil(exact) : Math.floor(exact);
    const pitch = run.unit === "mm" && rule.unit === "stuks";
    const divisor = pitch ? `${formatNumber(by)} mm` : formatNumber(by);
    if (pitch) run.unit = "stuks";
    const rounded = Number.isInteger(exact)
      ? ""
      : `, naar ${step.round === "up" ? "boven" : "beneden"} afgerond`;
    run.text += ` ÷ ${divisor} (${step.reason}${rounded}) = ${withUnit(run.value, run.unit)}`;
  } else if ("ceilTo" in step) {
    close();
    const next = Math.ceil(run.value / step.ceilTo) * step.ceilTo;
    if (next !== run.value) run.text += ` → ${withUnit(next, "mm")} (${step.reason})`;
    run.value = next;
  } else if ("atLeast" in step) {
    if (run.value < step.atLeast) {
      close();
      run.value = step.atLeast;
      run.text += ` → minimaal ${withUnit(run.value, run.unit)} (${step.reason})`;
    }
  } else if (run.value % 2 !== 0) {
    close();
    run.value += 1;
    run.text += ` + 1 (${step.reason})`;
  }
  return null;
}

/**
 * The production sheet of one row. Measures are made in the rules' order; one that cannot be made (an option
 * it needs is missing) is listed under `missing` with the reason, and so is every measure built on it.
 */
export function computeProduction(rules: ProductionRules, input: ProductionInput): ProductionSheet {
  const done = new Map<string, ProductionMeasure>();
  const missing: ProductionSheet["missing"] = [];
  const heightLabel = rules.heightOption.toLowerCase();
  for (const rule of rules.measures) {
    if (!allHold(rule.when, input)) continue;
    let start: { value: number; text: string; unit: "mm" | "stuks" } | string;
    if (rule.from === "width")
      start = { value: input.widthMm, text: `bestelde breedte ${withUnit(input.widthMm, "mm")}`, unit: "mm" };
    else if (rule.from === "height")
      start = {
        value: input.heightMm,
        text: `bestelde ${heightLabel} ${withUnit(input.heightMm, "mm")}`,
        unit: "mm",
      };
    else if ("measure" in rule.from) {
      const base = done.get(rule.from.measure);
      start = base
        ? {
            value: base.value,
            text: `${base.label.toLowerCase()} ${withUnit(base.value, base.unit)}`,
            unit: base.unit,
          }
        : `${rule.from.measure} ontbreekt`;
    } else {
      const mm = cmTextToMm(input.options[rule.from.optionCm]);
      start =
        mm === null
          ? `${rule.from.optionCm} ontbreekt`
          : { value: mm, text: `${rule.from.optionCm.toLowerCase()} ${withUnit(mm, "mm")}`, unit: "mm" };
    }
    if (typeof start === "string") {
      missing.push({ id: rule.id, label: rule.label, reason: start });
      continue;
    }
    const run: Running = { value: start.value, text: start.text, open: false, unit: start.unit };
    let failed: string | null = null;
    for (const step of rule.steps) {
      if (!allHold(step.when, input)) continue;
      failed = apply(step, run, rule, input, done);
      if (failed) break;
    }
    // A count that never met its pitch (no step for the chosen louvre or pleat) is not a count.
    if (!failed && rule.unit === "stuks" && run.unit === "mm") failed = "geen steek bekend voor deze keuzes";
    if (failed) {
      missing.push({ id: rule.id, label: rule.label, reason: failed });
      continue;
    }
    const value = withUnit(run.value, rule.unit);
    // A sum whose last written number is the result already ends in '= value'; do not say it twice.
    const calculation = run.text.endsWith(`= ${value}`) ? run.text.slice(0, -` = ${value}`.length) : run.text;
    done.set(rule.id, {
      id: rule.id,
      label: rule.label,
      unit: rule.unit,
      value: run.value,
      calculation,
      explanation: `${rule.label} ${value} = ${calculation}`,
    });
  }
  const notes = rules.copy.flatMap((name) => {
    const value = input.options[name]?.trim();
    return value ? [{ name, value }] : [];
  });
  const width = rules.fabric ? done.get(rules.fabric.width) : undefined;
  const drop = rules.fabric ? done.get(rules.fabric.drop) : undefined;
  return {
    kind: rules.kind,
    measures: [...done.values()],
    notes,
    fabric: width && drop ? { widthMm: width.value, dropMm: drop.value } : null,
    missing,
  };
}

/** One option of a stored cart or order row. */
export interface RowOption {
  name: string;
  value: string;
}

/**
 * The engine's input from a stored row's options ('Breedte' → '120,5 cm'); a Dutch reason when the row has no
 * usable width or height.
 */
export function inputFromRow(
  rules: ProductionRules,
  options: readonly RowOption[],
  collection?: string,
): ProductionInput | { error: string } {
  const byName: Record<string, string> = {};
  for (const o of options) byName[o.name] = o.value;
  const widthMm = cmTextToMm(byName.Breedte);
  const heightMm = cmTextToMm(byName[rules.heightOption]);
  if (widthMm === null || widthMm <= 0)
    return { error: "De breedte van deze regel ontbreekt of is geen getal." };
  if (heightMm === null || heightMm <= 0) {
    return { error: `De ${rules.heightOption.toLowerCase()} van deze regel ontbreekt of is geen getal.` };
  }
  return { kind: rules.kind, widthMm, heightMm, options: byName, ...(collection ? { collection } : {}) };
}
