// Credit notes: the refunded amount split by VAT category the way the invoice was, whole, partial and advice credit.
import { describe, expect, it } from "vitest";
import {
  dutchConsumer,
  pricedLine,
  reverseCharged,
  storedOrder,
  testCart,
} from "../../tests/helpers/invoice-orders.ts";
import { vatPart } from "../money.ts";
import { REVERSE_CHARGE_MENTION, STANDARD_VAT } from "../vat/rule.ts";
import { buildCreditNote, type CreditNoteInput } from "./credit-note.ts";
import type { InvoiceDocument } from "./document.ts";
import { buildInvoice } from "./invoice.ts";

const cart = testCart({ lines: [pricedLine("a", 15999, 3)], service_type: "mount" });
const invoice: InvoiceDocument = buildInvoice({
  order: storedOrder(dutchConsumer, cart),
  number: "2026-000123",
  issueDate: "2026-11-24",
  taxPointDate: "2026-11-24",
  payment: { type: "ideal", name: "iDEAL" },
});

function credit(extra: Partial<CreditNoteInput>) {
  return buildCreditNote({
    invoice,
    number: "C2026-000007",
    issueDate: "2026-12-02",
    taxPointDate: "2026-12-02",
    amount: invoice.totals.taxInclusive,
    reason: "Bestelling geannuleerd",
    ...extra,
  });
}

describe("a credit note", () => {
  it("refers to its invoice and credits a whole refund with exactly the invoice's VAT", () => {
    const note = credit({});
    expect(note).toMatchObject({
      kind: "credit_note",
      number: "C2026-000007",
      invoiceNumber: "2026-000123",
      invoiceIssueDate: "2026-11-24",
      orderNumber: invoice.orderNumber,
      reason: "Bestelling geannuleerd",
      customer: invoice.customer,
      supplier: invoice.supplier,
    });
    expect(note.vatBreakdown).toEqual(invoice.vatBreakdown);
    expect(note.totals.taxInclusive).toBe(invoice.totals.taxInclusive);
    expect(note.lines).toEqual([
      expect.objectContaining({
        kind: "credit",
        description: "Creditering factuur 2026-000123: Bestelling geannuleerd",
        quantity: 1,
        unitPriceIncl: invoice.totals.taxInclusive,
        netExcl: invoice.totals.taxExclusive,
      }),
    ]);
  });

  it("credits part of a refund with the VAT it contains", () => {
    const note = credit({ amount: 5000, reason: "Retour van één rolgordijn" });
    expect(note.totals).toMatchObject({
      taxInclusive: 5000,
      vat: vatPart(5000),
      taxExclusive: 5000 - vatPart(5000),
    });
    expect(note.notes).toEqual(["Retour van één rolgordijn"]);
  });

  it("credits the advice fee with its reason", () => {
    const reason = "Adviesbedrag verrekend (adviesafspraak A-2026-000004)";
    const note = credit({ amount: 2500, reason });
    expect(note.lines[0]?.description).toBe(`Creditering factuur 2026-000123: ${reason}`);
    expect(note.totals.taxInclusive).toBe(2500);
    expect(note.vatBreakdown).toEqual([{ ...STANDARD_VAT, taxableExcl: 2066, vat: 434, incl: 2500 }]);
  });

  it("splits a refund over two VAT categories the way the invoice's amounts were, to the cent", () => {
    const mixed: InvoiceDocument = {
      ...invoice,
      vatBreakdown: [
        { ...STANDARD_VAT, taxableExcl: 8264, vat: 1736, incl: 10000 },
        { ...reverseCharged.lines.products, taxableExcl: 30000, vat: 0, incl: 30000 },
      ],
      totals: { ...invoice.totals, taxInclusive: 40000 },
    };
    const note = buildCreditNote({
      invoice: mixed,
      number: "C2026-000008",
      issueDate: "2026-12-02",
      taxPointDate: "2026-12-02",
      amount: 9999,
      reason: "Retour",
    });
    expect(note.vatBreakdown.map((r) => [r.category, r.incl, r.vat])).toEqual([
      ["S", 2500, vatPart(2500)],
      ["AE", 7499, 0],
    ]);
    expect(note.vatBreakdown[1]).toMatchObject({
      mention: REVERSE_CHARGE_MENTION,
      exemptionReasonCode: "VATEX-EU-AE",
    });
    expect(note.notes).toEqual(["Retour", REVERSE_CHARGE_MENTION]);
    expect(note.totals.taxInclusive).toBe(9999);
  });

  it("refuses nothing, a negative amount and more than what is left of the invoice", () => {
    expect(() => credit({ amount: 0 })).toThrow(RangeError);
    expect(() => credit({ amount: -5 })).toThrow(RangeError);
    expect(() => credit({ amount: invoice.totals.taxInclusive + 1 })).toThrow(/does not fit/);
    expect(() => credit({ amount: 5000, alreadyCredited: invoice.totals.taxInclusive - 4999 })).toThrow(
      /does not fit/,
    );
    expect(
      credit({ amount: 4999, alreadyCredited: invoice.totals.taxInclusive - 4999 }).totals.taxInclusive,
    ).toBe(4999);
  });
});
