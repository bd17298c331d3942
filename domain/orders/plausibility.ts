// The check before cutting (issue 24): rules that mark an order's rows for a second look, each finding with
// its reason in Dutch. The rules are generic here; what counts as odd for each product kind is catalogue data
// (catalog/plausibility.ts). Pure: a finding is a question for staff, never a refusal of the order.
import type { ProductKind } from "../products.ts";

export const plausibilityRules = ["maybe_swapped", "at_limit", "mount_mismatch", "duplicate"] as const;
export type PlausibilityRule = (typeof plausibilityRules)[number];

export const plausibilityRuleLabels: Record<PlausibilityRule, string> = {
  maybe_swapped: "Breedte en hoogte omgewisseld?",
  at_limit: "Maat aan de grens",
  mount_mismatch: "Montage past niet bij de maten",
  duplicate: "Dubbele regel",
};

export interface Finding {
  rule: PlausibilityRule;
  reason: string;
}

/** A range in millimetres. */
export interface Range {
  min: number;
  max: number;
}

/** A product's size limits in millimetres: its width and its second size (height, projection or depth). */
export interface SizeLimits {
  width: Range;
  height: Range;
}

/** Too wide or too high for a mount type: above this, the kind is not made that way. */
export interface MountLimit {
  /** The mount option's value, or its start ('In de dag' also matches 'In de dag, met L-kader'). */
  mount: string;
  maxWidth?: number;
  maxHeight?: number;
  /** Why, for staff: what goes wrong above the limit. */
  why: string;
}

/** What is usual for one product kind, as catalogue data. All sizes in millimetres. */
export interface KindPlausibility {
  /** The noun with its article, as a reason says it: 'een rolgordijn'. */
  noun: string;
  /** The option names of the two sizes. */
  widthOption: string;
  heightOption: string;
  /** The kind's usual limits, for a row that does not bring its product's own. */
  limits: SizeLimits;
  /**
   * Height divided by width from which a swap is suspected (when the swapped sizes fit the product too);
   * null where a tall, narrow one is as usual as a wide one.
   */
  swapRatio: number | null;
  /** A size this close to a limit (or beyond it) is marked. */
  margin: number;
  /** Mount types that do not fit every size. */
  mountLimits: readonly MountLimit[];
  /** The least reveal depth ('Diepte dagkant') for mounting in the reveal, where the kind asks for it. */
  revealDepth?: { mount: string; min: number };
}

/** One order row as the check reads it. */
export interface CheckRow {
  key: string;
  kind: ProductKind;
  product_name: string;
  count: number;
  options: readonly { name: string; value: string }[];
  /** The product's own limits in millimetres (from its configuration); the kind's usual ones when absent. */
  limits?: SizeLimits;
}

export interface RowFindings {
  key: string;
  findings: Finding[];
}

/** Millimetres from an option value as the cart writes it: '120 cm', '120,5 cm', '1205 mm'; null otherwise. */
export function sizeInMm(value: string | undefined): number | null {
  const match = value ? /^\s*(\d+(?:[.,]\d+)?)\s*(cm|mm)\s*$/i.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  const number = Number(match[1].replace(",", "."));
  return Math.round(match[2].toLowerCase() === "cm" ? number * 10 : number);
}

const mm = (n: number) => `${n.toLocaleString("nl-NL")} mm`;
const optionOf = (row: CheckRow, name: string) => row.options.find((o) => o.name === name)?.value;
const within = (n: number, range: Range) => n >= range.min && n <= range.max;

function swapFinding(
  width: number,
  height: number,
  limits: SizeLimits,
  rules: KindPlausibility,
): Finding | null {
  const fits = within(width, limits.width) && within(height, limits.height);
  const fitsSwapped = within(height, limits.width) && within(width, limits.height);
  if (!fitsSwapped) return null;
  if (!fits)
    return {
      rule: "maybe_swapped",
      reason: `Breedte ${mm(width)} en ${rules.heightOption.toLowerCase()} ${mm(height)} passen alleen omgewisseld binnen de maten van dit product. Zijn ze misschien omgewisseld?`,
    };
  if (rules.swapRatio !== null && height >= rules.swapRatio * width)
    return {
      rule: "maybe_swapped",
      reason: `${rules.heightOption} ${mm(height)} is ${(height / width).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} keer de breedte ${mm(width)}; ${rules.noun} is zelden zo smal en hoog. Zijn breedte en ${rules.heightOption.toLowerCase()} misschien omgewisseld?`,
    };
  return null;
}

function limitFindings(name: string, value: number, range: Range, margin: number): Finding[] {
  const findings: Finding[] = [];
  const size = name.toLowerCase();
  if (value < range.min || value > range.max)
    findings.push({
      rule: "at_limit",
      reason: `De ${size} (${mm(value)}) ligt buiten de maten van dit product (${mm(range.min)} tot ${mm(range.max)}).`,
    });
  else if (value - range.min <= margin)
    findings.push({
      rule: "at_limit",
      reason: `De ${size} (${mm(value)}) ligt binnen ${mm(margin)} van de kleinste ${size} van dit product (${mm(range.min)}): klopt de maat?`,
    });
  else if (range.max - value <= margin)
    findings.push({
      rule: "at_limit",
      reason: `De ${size} (${mm(value)}) ligt binnen ${mm(margin)} van de grootste ${size} van dit product (${mm(range.max)}): klopt de maat?`,
    });
  return findings;
}

function mountFindings(row: CheckRow, width: number, height: number, rules: KindPlausibility): Finding[] {
  const mount = optionOf(row, "Montage");
  if (!mount) return [];
  const findings: Finding[] = [];
  for (const limit of rules.mountLimits) {
    if (!mount.startsWith(limit.mount)) continue;
    if (limit.maxWidth !== undefined && width > limit.maxWidth)
      findings.push({
        rule: "mount_mismatch",
        reason: `Montage ‘${mount}’ met een breedte van ${mm(width)}: zo maken we ${rules.noun} tot ${mm(limit.maxWidth)} breed. ${limit.why}`,
      });
    if (limit.maxHeight !== undefined && height > limit.maxHeight)
      findings.push({
        rule: "mount_mismatch",
        reason: `Montage ‘${mount}’ met een ${rules.heightOption.toLowerCase()} van ${mm(height)}: zo maken we ${rules.noun} tot ${mm(limit.maxHeight)}. ${limit.why}`,
      });
  }
  const depth = sizeInMm(optionOf(row, "Diepte dagkant"));
  if (
    rules.revealDepth &&
    depth !== null &&
    mount.startsWith(rules.revealDepth.mount) &&
    depth < rules.revealDepth.min
  )
    findings.push({
      rule: "mount_mismatch",
      reason: `Montage ‘${mount}’ vraagt een dagkant van minstens ${mm(rules.revealDepth.min)}; de klant gaf ${mm(depth)} op. Past op de dag beter?`,
    });
  return findings;
}

/** The same product with the same options (in any order): the same thing made twice. */
function sameRow(a: CheckRow, b: CheckRow): boolean {
  const options = (row: CheckRow) =>
    row.options
      .map((o) => `${o.name}\u0000${o.value}`)
      .sort()
      .join("\u0001");
  return a.kind === b.kind && a.product_name === b.product_name && options(a) === options(b);
}

/**
 * The findings of every row of one order, in the rows' order, with `rulesOf` the catalogue's data per kind.
 * A row without findings has an empty list. A duplicate is marked on the later row, naming the earlier one.
 */
export function checkRows(
  rows: readonly CheckRow[],
  rulesOf: (kind: ProductKind) => KindPlausibility,
): RowFindings[] {
  return rows.map((row, index) => {
    const rules = rulesOf(row.kind);
    const limits = row.limits ?? rules.limits;
    const width = sizeInMm(optionOf(row, rules.widthOption));
    const height = sizeInMm(optionOf(row, rules.heightOption));
    const findings: Finding[] = [];
    if (width !== null && height !== null) {
      const swap = swapFinding(width, height, limits, rules);
      if (swap) findings.push(swap);
      findings.push(...limitFindings("Breedte", width, limits.width, rules.margin));
      findings.push(...limitFindings(rules.heightOption, height, limits.height, rules.margin));
      findings.push(...mountFindings(row, width, height, rules));
    }
    const earlier = rows.findIndex((other, i) => i < index && sameRow(other, row));
    if (earlier >= 0)
      findings.push({
        rule: "duplicate",
        reason: `Deze regel is gelijk aan regel ${earlier + 1}: hetzelfde product met dezelfde maten en opties. Bestelde de klant hem bewust nog eens (dan meestal als aantal), of staat hij er dubbel in?`,
      });
    return { key: row.key, findings };
  });
}
