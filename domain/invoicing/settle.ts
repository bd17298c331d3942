// From the shop's incl.-VAT amounts to a document's excl. lines, VAT per category and totals, to the cent.
//
// Rounding (docs/invoices.md#rounding): per VAT category the paid amount G (its lines minus its share of the
// discount, incl. VAT) is the truth. Its VAT is the VAT contained in G, vatPart(G) = G × rate / (100 + rate)
// rounded half up, as the cart and the checkout showed it; its taxable amount is G − VAT. That taxable amount is
// shared over the category's lines and allowances in proportion to their incl. amounts by the largest remainder
// method, so lines − allowances = taxable exactly and lines + VAT = the order's total to the cent.
import { vatPart } from "../money.ts";
import type { VatTreatment } from "../vat/rule.ts";
import type {
  DocumentAllowance,
  DocumentLine,
  DocumentTotals,
  LineKind,
  VatBreakdownRow,
} from "./document.ts";
import { shareOut } from "./split.ts";

/** A line before it has its excl. amounts: what the shop charged, incl. VAT. */
export interface DraftLine {
  kind: LineKind;
  description: string;
  options: { name: string; value: string }[];
  quantity: number;
  unitPriceIncl: number;
  vat: VatTreatment;
}

/** A document-level discount before it has its excl. amount: what it took off, incl. VAT (positive). */
export interface DraftAllowance {
  reason: string;
  amountIncl: number;
  vat: VatTreatment;
}

export interface Settled {
  lines: DocumentLine[];
  allowances: DocumentAllowance[];
  vatBreakdown: VatBreakdownRow[];
  totals: DocumentTotals;
}

/** A breakdown row's treatment without its amounts: what a credit note's line in that category carries. */
export function treatmentOf(row: VatBreakdownRow): VatTreatment {
  const { taxableExcl: _taxable, vat: _vat, incl: _incl, ...treatment } = row;
  return treatment;
}

const keyOf = (vat: VatTreatment) => `${vat.category}:${vat.rate}`;

/**
 * The excl. amounts, the VAT breakdown and the totals of lines and allowances priced incl. VAT; the whole is taken
 * as paid (prepaid = taxInclusive). A 0% treatment carries its mention and VATEX code (domain/vat/rule.ts), so
 * every 0% row of the breakdown has the mention the law asks for.
 */
export function settle(drafts: DraftLine[], discounts: DraftAllowance[]): Settled {
  for (const d of drafts) {
    if (!Number.isSafeInteger(d.unitPriceIncl) || d.unitPriceIncl < 0) {
      throw new RangeError(`A line's price must be whole cents, not negative: ${d.description}`);
    }
    if (!Number.isInteger(d.quantity) || d.quantity < 1)
      throw new RangeError(`Not a quantity: ${d.quantity}`);
  }
  const groups = new Map<string, VatTreatment>();
  for (const item of [...drafts, ...discounts])
    if (!groups.has(keyOf(item.vat))) groups.set(keyOf(item.vat), item.vat);

  const netOfLine = new Array<number>(drafts.length).fill(0);
  const exclOfAllowance = new Array<number>(discounts.length).fill(0);
  const vatBreakdown: VatBreakdownRow[] = [];
  for (const [key, vat] of groups) {
    if (!Number.isInteger(vat.rate) || vat.rate < 0) throw new RangeError(`Not a VAT rate: ${vat.rate}`);
    const lineIdx = drafts.flatMap((d, i) => (keyOf(d.vat) === key ? [i] : []));
    const allowanceIdx = discounts.flatMap((a, i) => (keyOf(a.vat) === key ? [i] : []));
    // Signed incl. amounts: lines add, allowances take off.
    const incl = [
      ...lineIdx.map((i) => (drafts[i] as DraftLine).unitPriceIncl * (drafts[i] as DraftLine).quantity),
      ...allowanceIdx.map((i) => -(discounts[i] as DraftAllowance).amountIncl),
    ];
    const gross = incl.reduce((sum, a) => sum + a, 0);
    const tax = vatPart(gross, vat.rate);
    const taxable = gross - tax;
    const excl = shareOut(
      taxable,
      incl.map((a) => BigInt(a) * 100n),
      BigInt(100 + vat.rate),
    );
    lineIdx.forEach((i, n) => {
      netOfLine[i] = excl[n] as number;
    });
    allowanceIdx.forEach((i, n) => {
      exclOfAllowance[i] = -(excl[lineIdx.length + n] as number);
    });
    vatBreakdown.push({ ...vat, taxableExcl: taxable, vat: tax, incl: gross });
  }

  const lines: DocumentLine[] = drafts.map((d, i) => {
    const netExcl = netOfLine[i] as number;
    return {
      id: String(i + 1),
      kind: d.kind,
      description: d.description,
      options: d.options,
      quantity: d.quantity,
      unitPriceIncl: d.unitPriceIncl,
      unitPriceExclE4: Math.round((netExcl * 100) / d.quantity),
      netExcl,
      vat: d.vat,
    };
  });
  const allowances: DocumentAllowance[] = discounts.map((a, i) => ({
    reason: a.reason,
    reasonCode: "95",
    amountExcl: exclOfAllowance[i] as number,
    amountIncl: a.amountIncl,
    vat: a.vat,
  }));
  const linesExcl = lines.reduce((sum, l) => sum + l.netExcl, 0);
  const allowancesExcl = allowances.reduce((sum, a) => sum + a.amountExcl, 0);
  const taxExclusive = linesExcl - allowancesExcl;
  const vat = vatBreakdown.reduce((sum, r) => sum + r.vat, 0);
  const taxInclusive = taxExclusive + vat;
  return {
    lines,
    allowances,
    vatBreakdown,
    totals: {
      linesExcl,
      allowancesExcl,
      chargesExcl: 0,
      taxExclusive,
      vat,
      taxInclusive,
      prepaid: taxInclusive,
      payable: 0,
    },
  };
}
