// The accountant's export of a period: one signed row per issued document (the CSV) and the VAT-return summary
// built from those same rows (the Dutch aangifte's boxes, the OSS, the ICP listing), so the two always agree.
// Why each regime lands where it does: docs/invoices.md#the-accountants-export.
import type { Cents } from "../money.ts";
import { type CsvCell, csvFile } from "../orders/csv.ts";
import type { VatRegime } from "../vat/rule.ts";
import type { IssuedDocument } from "./document.ts";

/** A document as the export reads it: the issued document and the VAT rule's regime stored with its order. */
export interface AccountingEntry {
  document: IssuedDocument;
  /** `cart.vat.regime` of the order; null for an order placed before the rule (then read from the categories). */
  regime: VatRegime | null;
}

/** Taxable amount and VAT at one rate, signed like the row. */
export interface RateAmounts {
  rate: number;
  taxableExcl: Cents;
  vat: Cents;
}

/** One document in the accountant's list. Amounts are signed: a credit note's are negative. */
export interface AccountingRow {
  number: string;
  issueDate: string;
  kind: IssuedDocument["kind"];
  customer: string;
  country: "NL" | "BE";
  vatNumber: string | null;
  excl: Cents;
  /** Per rate on the document, highest first. */
  rates: RateAmounts[];
  vat: Cents;
  incl: Cents;
  /** No VAT charged: intra-community supply (K) or reverse charge (AE). */
  zeroRated: boolean;
  regime: VatRegime;
  paymentMethod: string;
  orderNumber: string;
  /** The invoice a credit note corrects. */
  invoiceNumber: string | null;
}

/** Where each regime's turnover goes in the returns (docs/invoices.md#the-accountants-export). */
export const REGIME_LABELS: Record<VatRegime, string> = {
  nl: "Nederlandse btw",
  oss: "Belgische btw via OSS (verzonden naar particulier)",
  be: "Belgische btw (montage bij particulier in BE)",
  "intra-community": "Intracommunautaire levering (0%)",
  "reverse-charge": "Btw verlegd (montage bij bedrijf in BE)",
};

/** The return each regime's amounts belong in, as the CSV's 'Aangifte' column says it. */
export const REGIME_RETURNS: Record<VatRegime, string> = {
  nl: "NL 1a",
  oss: "OSS België",
  be: "NL 3c; btw in BE-aangifte",
  "intra-community": "NL 3b; ICP",
  "reverse-charge": "NL 3c",
};

export const vatRegimes = ["nl", "oss", "be", "intra-community", "reverse-charge"] as const;

/** The Dutch VAT return's boxes this shop's sales fill, with the names the Belastingdienst prints. */
export const VAT_RETURN_BOXES = {
  "1a": "Leveringen/diensten belast met hoog tarief",
  "3b": "Leveringen naar of diensten in landen binnen de EU",
  "3c": "Installatie/afstandsverkopen binnen de EU",
} as const;
export type VatReturnBox = keyof typeof VAT_RETURN_BOXES;

const BOX_OF: Record<VatRegime, VatReturnBox | null> = {
  nl: "1a",
  "intra-community": "3b",
  "reverse-charge": "3c",
  be: "3c",
  // Distance sales declared through the One Stop Shop are left out of the Dutch return.
  oss: null,
};

export interface AccountingSummary {
  documents: { invoices: number; creditNotes: number };
  totals: { excl: Cents; vat: Cents; incl: Cents };
  byRate: { rate: number; turnoverExcl: Cents; vat: Cents }[];
  byRegime: { regime: VatRegime; label: string; turnoverExcl: Cents; vat: Cents }[];
  /** The Dutch return: 1a with its VAT; 3b and 3c are turnover only (no Dutch VAT on them). */
  boxes: { box: VatReturnBox; label: string; turnoverExcl: Cents; vat: Cents | null }[];
  /** Belgian VAT on distance sales to Belgian consumers, for the quarterly OSS return. */
  oss: { country: "BE"; turnoverExcl: Cents; vat: Cents };
  /** Belgian VAT on goods mounted for Belgian consumers, for the Belgian VAT return (its own registration). */
  belgianReturn: { turnoverExcl: Cents; vat: Cents };
  /** Turnover on which the shop charged no VAT: intra-community (K) and reverse-charged (AE). */
  zeroRatedExcl: Cents;
  /** The opgaaf ICP: per customer VAT number, its intra-community supplies in the period, excl. (credits subtract). */
  icp: { vatNumber: string; country: string; customer: string; amountExcl: Cents }[];
}

const signed = (value: Cents, negative: boolean): Cents => (negative && value !== 0 ? -value : value);

/** The regime stored with the order or, for an order placed before the VAT rule, what its categories say. */
export function regimeOf(entry: AccountingEntry): VatRegime {
  if (entry.regime) return entry.regime;
  const categories = entry.document.vatBreakdown.map((r) => r.category);
  if (categories.includes("K")) return "intra-community";
  if (categories.includes("AE")) return "reverse-charge";
  return "nl";
}

export function accountingRow(entry: AccountingEntry): AccountingRow {
  const d = entry.document;
  const credit = d.kind === "credit_note";
  const byRate = new Map<number, RateAmounts>();
  for (const r of d.vatBreakdown) {
    const at = byRate.get(r.rate) ?? { rate: r.rate, taxableExcl: 0, vat: 0 };
    at.taxableExcl += signed(r.taxableExcl, credit);
    at.vat += signed(r.vat, credit);
    byRate.set(r.rate, at);
  }
  return {
    number: d.number,
    issueDate: d.issueDate,
    kind: d.kind,
    customer: d.customer.name,
    country: d.customer.address.country,
    vatNumber: d.customer.vatNumber ?? null,
    excl: signed(d.totals.taxExclusive, credit),
    rates: [...byRate.values()].sort((a, b) => b.rate - a.rate),
    vat: signed(d.totals.vat, credit),
    incl: signed(d.totals.taxInclusive, credit),
    zeroRated: d.vatBreakdown.some((r) => r.rate === 0),
    regime: regimeOf(entry),
    paymentMethod: d.payment.name,
    orderNumber: d.orderNumber,
    invoiceNumber: d.kind === "credit_note" ? d.invoiceNumber : null,
  };
}

/** The rates the CSV has a column for: 21% and 0% always, and any other rate a row carries; highest first. */
export function csvRates(rows: readonly AccountingRow[]): number[] {
  const rates = new Set([21, 0, ...rows.flatMap((r) => r.rates.map((x) => x.rate))]);
  return [...rates].sort((a, b) => b - a);
}

/** The CSV for Excel NL: one line per document in the given order, credit notes negative. */
export function accountingCsv(rows: readonly AccountingRow[]): string {
  const rates = csvRates(rows);
  const header = [
    "Nummer",
    "Datum",
    "Soort",
    "Klant",
    "Land",
    "Btw-nummer klant",
    "Excl. btw",
    ...rates.flatMap((rate) => (rate === 0 ? ["Omzet 0%"] : [`Omzet ${rate}%`, `Btw ${rate}%`])),
    "Btw totaal",
    "Incl. btw",
    "Nultarief of verlegd",
    "Btw-regeling",
    "Aangifte",
    "Betaalwijze",
    "Bestelnummer",
    "Bij factuur",
  ];
  const text = (value: string): CsvCell => ({ text: value });
  const cents = (value: Cents): CsvCell => ({ cents: value });
  const lines = rows.map((row) => {
    const at = (rate: number) => row.rates.find((r) => r.rate === rate) ?? { taxableExcl: 0, vat: 0 };
    return [
      text(row.number),
      text(row.issueDate),
      text(row.kind === "credit_note" ? "Creditnota" : "Factuur"),
      text(row.customer),
      text(row.country),
      text(row.vatNumber ?? ""),
      cents(row.excl),
      ...rates.flatMap((rate) =>
        rate === 0 ? [cents(at(0).taxableExcl)] : [cents(at(rate).taxableExcl), cents(at(rate).vat)],
      ),
      cents(row.vat),
      cents(row.incl),
      text(row.zeroRated ? "ja" : "nee"),
      text(REGIME_LABELS[row.regime]),
      text(REGIME_RETURNS[row.regime]),
      text(row.paymentMethod),
      text(row.orderNumber),
      text(row.invoiceNumber ?? ""),
    ];
  });
  return csvFile(header, lines);
}

/** The VAT-return summary of the rows: every amount is a sum of the rows' signed amounts. */
export function accountingSummary(rows: readonly AccountingRow[]): AccountingSummary {
  const sum = (list: readonly AccountingRow[], pick: (r: AccountingRow) => Cents) =>
    list.reduce((total, r) => total + pick(r), 0);
  const regimes = vatRegimes.map((regime) => {
    const of = rows.filter((r) => r.regime === regime);
    return {
      regime,
      label: REGIME_LABELS[regime],
      turnoverExcl: sum(of, (r) => r.excl),
      vat: sum(of, (r) => r.vat),
    };
  });
  const regime = (name: VatRegime) => regimes.find((r) => r.regime === name) ?? { turnoverExcl: 0, vat: 0 };
  const boxes = (Object.keys(VAT_RETURN_BOXES) as VatReturnBox[]).map((box) => {
    const of = regimes.filter((r) => BOX_OF[r.regime] === box);
    return {
      box,
      label: VAT_RETURN_BOXES[box],
      turnoverExcl: of.reduce((total, r) => total + r.turnoverExcl, 0),
      // Only 1a carries Dutch VAT; the Belgian VAT of a mounted consumer order is owed in BE.
      vat: box === "1a" ? of.reduce((total, r) => total + r.vat, 0) : null,
    };
  });
  const rates = csvRates(rows).map((rate) => ({
    rate,
    turnoverExcl: sum(rows, (r) => r.rates.find((x) => x.rate === rate)?.taxableExcl ?? 0),
    vat: sum(rows, (r) => r.rates.find((x) => x.rate === rate)?.vat ?? 0),
  }));
  const icp = new Map<string, AccountingSummary["icp"][number]>();
  for (const row of rows) {
    if (row.regime !== "intra-community") continue;
    const vatNumber = row.vatNumber ?? "(geen btw-nummer)";
    const at = icp.get(vatNumber) ?? {
      vatNumber,
      country: vatNumber.slice(0, 2),
      customer: row.customer,
      amountExcl: 0,
    };
    at.amountExcl += row.excl;
    icp.set(vatNumber, at);
  }
  return {
    documents: {
      invoices: rows.filter((r) => r.kind === "invoice").length,
      creditNotes: rows.filter((r) => r.kind === "credit_note").length,
    },
    totals: { excl: sum(rows, (r) => r.excl), vat: sum(rows, (r) => r.vat), incl: sum(rows, (r) => r.incl) },
    byRate: rates,
    byRegime: regimes,
    boxes,
    oss: { country: "BE", turnoverExcl: regime("oss").turnoverExcl, vat: regime("oss").vat },
    belgianReturn: { turnoverExcl: regime("be").turnoverExcl, vat: regime("be").vat },
    zeroRatedExcl: sum(
      rows.filter((r) => r.zeroRated),
      (r) => r.excl,
    ),
    icp: [...icp.values()].sort((a, b) => a.vatNumber.localeCompare(b.vatNumber)),
  };
}
