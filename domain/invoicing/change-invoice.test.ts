// The invoice of a customer's dearer change: one line of the difference naming the row and what changed, the VAT of
// the order's decision (21% contained; 0% with its mention for a zero-rated customer), and the order's invoice it
// adds to (art. 35a Wet OB; KB nr. 1 art. 5).
import { describe, expect, it } from "vitest";
import {
  belgianBusiness,
  dutchConsumer,
  intraCommunity,
  pricedLine,
  storedOrder,
  testCart,
} from "../../tests/helpers/invoice-orders.ts";
import { INTRA_COMMUNITY_MENTION, STANDARD_VAT } from "../vat/rule.ts";
import { buildChangeInvoice, buildInvoice, type ChangeInvoiceInput } from "./invoice.ts";

function changeInvoice(order: ChangeInvoiceInput["order"], before: number, after: number) {
  const invoice = buildInvoice({
    order,
    number: "2026-000123",
    issueDate: "2026-11-24",
    taxPointDate: "2026-11-23",
    payment: { type: "ideal", name: "iDEAL" },
  });
  const item = Object.values(order.cart.items)[0];
  if (!item) throw new Error("no row");
  return buildChangeInvoice({
    order,
    invoice,
    number: "2026-000130",
    issueDate: "2026-11-25",
    taxPointDate: "2026-11-25",
    payment: { type: "ideal", name: "iDEAL" },
    change: {
      position: 1,
      productName: item.product_name,
      before: [
        { name: "Breedte", value: "120 cm" },
        { name: "Kleur", value: "Antraciet" },
      ],
      after: [
        { name: "Breedte", value: "240 cm" },
        { name: "Kleur", value: "Antraciet" },
      ],
      subtotalBeforeCents: before,
      subtotalAfterCents: after,
      item,
    },
  });
}

describe("the invoice of a dearer change", () => {
  it("invoices the difference with the VAT it contains, naming the row, the change and the order's invoice", () => {
    const order = storedOrder(dutchConsumer, testCart({ lines: [pricedLine("a", 12999, 1)] }));
    const doc = changeInvoice(order, 12999, 14233);
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]).toMatchObject({
      description: "Wijziging regel 1: Rolgordijn verduisterend",
      options: [{ name: "Breedte", value: "120 cm → 240 cm" }],
      quantity: 1,
      unitPriceIncl: 1234,
      vat: STANDARD_VAT,
    });
    // € 12,34 incl.: € 2,14 VAT, € 10,20 excl.
    expect(doc.totals).toMatchObject({ taxInclusive: 1234, vat: 214, taxExclusive: 1020 });
    expect(doc.refersTo).toEqual({ number: "2026-000123", issueDate: "2026-11-24" });
    expect(doc.notes[0]).toBe(
      "Aanvullende factuur bij factuur 2026-000123: regel 1 is op verzoek van de klant gewijzigd, van € 129,99 naar € 142,33.",
    );
  });

  it("keeps a zero-rated customer zero-rated, with the mention", () => {
    const cart = { ...testCart({ country: "BE", lines: [pricedLine("a", 9000, 1)] }), vat: intraCommunity };
    const doc = changeInvoice(storedOrder(belgianBusiness, cart), 9000, 10000);
    expect(doc.lines.map((l) => [l.vat.category, l.vat.rate, l.netExcl])).toEqual([["K", 0, 1000]]);
    expect(doc.totals).toMatchObject({ taxInclusive: 1000, vat: 0 });
    expect(doc.notes).toContain(INTRA_COMMUNITY_MENTION);
  });

  it("refuses a difference that is not positive", () => {
    const order = storedOrder(dutchConsumer, testCart({ lines: [pricedLine("a", 12999, 1)] }));
    expect(() => changeInvoice(order, 12999, 12999)).toThrow(RangeError);
  });
});
