// A credit note for a refund: the refunded amount split by VAT category the way the invoice's amounts were.
import type { CreditNoteDocument, InvoiceDocument } from "./document.ts";
import { exemptionNotes } from "./invoice.ts";
import { type DraftLine, settle, treatmentOf } from "./settle.ts";
import { splitProportionally } from "./split.ts";

export interface CreditNoteInput {
  invoice: InvoiceDocument;
  /** From server/invoices/numbering.ts ('C2026-000007'). */
  number: string;
  issueDate: string;
  /** The refund's date on the shop's clock: when the VAT is corrected. */
  taxPointDate: string;
  /** Incl. VAT, positive, at most the invoice's total minus what earlier credit notes took. */
  amount: number;
  /** Why: 'Retour', 'Adviesbedrag verrekend (adviesafspraak A-2026-000004)'. */
  reason: string;
  /** What earlier credit notes on this invoice credited, incl. VAT; the new one must fit in what is left. */
  alreadyCredited?: number;
}

/**
 * The credit note of a refund (whole, partial, or the advice-fee credit). The refunded amount is split over the
 * invoice's VAT categories in proportion to their incl. amounts (largest remainder, so the parts add up to the
 * refund); each part becomes one line 'Creditering factuur …: <reason>' in its category, with the VAT it
 * contains. A whole refund thus credits exactly the invoice's VAT per category. Amounts on a credit note are
 * positive (UBL CreditNote), the document's kind says they are taken back.
 */
export function buildCreditNote(input: CreditNoteInput): CreditNoteDocument {
  const { invoice, amount } = input;
  const left = invoice.totals.taxInclusive - (input.alreadyCredited ?? 0);
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
    throw new RangeError(`A credit of ${amount} cents does not fit invoice ${invoice.number} (${left} left)`);
  }
  const rows = invoice.vatBreakdown.filter((r) => r.incl > 0);
  const parts = splitProportionally(
    amount,
    rows.map((r) => r.incl),
  );
  const lines: DraftLine[] = rows.flatMap((row, i) => {
    const part = parts[i] as number;
    if (part === 0) return [];
    return [
      {
        kind: "credit" as const,
        description: `Creditering factuur ${invoice.number}: ${input.reason}`,
        options: [],
        quantity: 1,
        unitPriceIncl: part,
        vat: treatmentOf(row),
      },
    ];
  });
  const settled = settle(lines, []);
  return {
    kind: "credit_note",
    number: input.number,
    issueDate: input.issueDate,
    taxPointDate: input.taxPointDate,
    currency: "EUR",
    store: invoice.store,
    supplier: invoice.supplier,
    customer: invoice.customer,
    ...settled,
    orderNumber: invoice.orderNumber,
    payment: invoice.payment,
    notes: [input.reason, ...exemptionNotes(settled.vatBreakdown)],
    invoiceNumber: invoice.number,
    invoiceIssueDate: invoice.issueDate,
    reason: input.reason,
  };
}
