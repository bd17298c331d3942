// From the shop's prices (integer cents incl. 21% VAT) to what an invoice states: each line excl. VAT, the
// taxable amount and VAT per category, and the total, adding up to the cent (EN 16931 BR-CO-10…17, BR-S-08).
import { applyPercent, type Cents, VAT_RATE, vatPart } from "../money.ts";
import type { VatCategory, VatDecision, VatLineKind, VatTreatment } from "./rule.ts";

export interface VatLineInput {
  /** The caller's own id of the line (a cart row's key, "verzendkosten", "korting"). */
  key: string;
  kind: VatLineKind;
  /** The shop's price of the whole line incl. 21% VAT, as the catalogue and cart have it; a voucher's is negative. */
  gross: Cents;
}

export interface VatLine extends VatLineInput {
  treatment: VatTreatment;
  /** The line excl. VAT; the lines of one category add up to its taxable amount. */
  net: Cents;
}

/** One VAT breakdown row of an invoice (EN 16931 BG-23). */
export interface VatCategoryTotal {
  category: VatCategory;
  rate: number;
  mention: string | null;
  exemptionReasonCode: string | null;
  /** The sum of the category's lines excl. VAT, vouchers subtracted (BT-116). */
  taxable: Cents;
  /** BT-117; zero for K and AE. */
  vat: Cents;
}

export interface VatAmounts {
  lines: VatLine[];
  /** In the order their first line comes. */
  categories: VatCategoryTotal[];
  /** The sum of the taxable amounts (BT-109). */
  net: Cents;
  /** The sum of the VAT (BT-110). */
  vat: Cents;
  /** What the customer pays (BT-112): net + vat. */
  total: Cents;
}

/** A shop price without its 21% VAT: gross × 100 / 121, to the nearest cent (never a tie at 121). */
export function exclusiveOf(gross: Cents): Cents {
  return gross - vatPart(gross, VAT_RATE);
}

/**
 * The VAT of an order's lines under a decision of `decideVat`. Per category the taxable amount is its gross
 * total without VAT, rounded once (not the sum of rounded lines), and its VAT is what is left of that gross
 * total at 21%, or nothing at 0%. So a consumer pays exactly the shop's price, and a business that is not
 * charged VAT pays the price excl. VAT.
 *
 * The VAT then equals taxable × 21%, rounded to the cent, whenever some taxable amount can do so; for about
 * one gross total in six none can (3 cents: 2 + 0.42 rounds to 2, 3 + 0.63 to 4), and the VAT is one cent
 * off that product. EN 16931's BR-CO-17 allows that (it checks within one unit of the currency), and the
 * customer still pays the price shown; see docs/vat.md.
 *
 * Each line's net is its own gross without VAT, and where those rounded nets miss the category's taxable
 * amount, the lines that lost most by their rounding get the missing cents (largest remainder), one each.
 */
export function vatAmounts(lines: readonly VatLineInput[], decision: VatDecision): VatAmounts {
  const groups = new Map<VatCategory, { treatment: VatTreatment; members: number[] }>();
  lines.forEach((line, index) => {
    const treatment = decision.lines[line.kind];
    const group = groups.get(treatment.category);
    if (group) group.members.push(index);
    else groups.set(treatment.category, { treatment, members: [index] });
  });
  const nets = lines.map((line) => exclusiveOf(line.gross));
  const categories: VatCategoryTotal[] = [];
  for (const { treatment, members } of groups.values()) {
    const gross = members.reduce((sum, i) => sum + (lines[i]?.gross ?? 0), 0);
    const taxable = exclusiveOf(gross);
    spreadRoundingCents(members, lines, nets, taxable);
    categories.push({
      category: treatment.category,
      rate: treatment.rate,
      mention: treatment.mention,
      exemptionReasonCode: treatment.exemptionReasonCode,
      taxable,
      vat: treatment.rate === 0 ? 0 : gross - taxable,
    });
  }
  const net = categories.reduce((sum, c) => sum + c.taxable, 0);
  const vat = categories.reduce((sum, c) => sum + c.vat, 0);
  return {
    lines: lines.map((line, i) => ({ ...line, treatment: decision.lines[line.kind], net: nets[i] ?? 0 })),
    categories,
    net,
    vat,
    total: net + vat,
  };
}

/** VAT as taxable × rate, rounded to the cent: what BR-CO-17 compares a category's VAT with. */
export function vatOnTaxable(taxable: Cents, rate: number): Cents {
  return applyPercent(taxable, rate);
}

/** Moves single cents between the members' nets until they add up to `taxable`. */
function spreadRoundingCents(
  members: number[],
  lines: readonly VatLineInput[],
  nets: Cents[],
  taxable: Cents,
): void {
  const sum = members.reduce((s, i) => s + (nets[i] ?? 0), 0);
  let missing = taxable - sum;
  if (missing === 0) return;
  // What each line's rounding took off, in 1/121 cent: exact net × 121 minus the rounded net × 121.
  const lost = (i: number) => 100 * (lines[i]?.gross ?? 0) - (100 + VAT_RATE) * (nets[i] ?? 0);
  const order = [...members].sort((a, b) => (missing > 0 ? lost(b) - lost(a) : lost(a) - lost(b)) || a - b);
  for (const i of order) {
    if (missing === 0) break;
    const step = missing > 0 ? 1 : -1;
    nets[i] = (nets[i] ?? 0) + step;
    missing -= step;
  }
}
