// The invoice PDF as a reader gets it (pdftotext): letterhead, both parties, number and dates, every line with its
// options and amounts excl. VAT, the VAT per rate, the totals, and for a reverse charge the mention and both VAT numbers.
import { describe, expect, it } from "vitest";
import { company } from "../../domain/company.ts";
import { formatDate } from "../../domain/format.ts";
import { formatPrice } from "../../domain/money.ts";
import { REVERSE_CHARGE_MENTION } from "../../domain/vat/rule.ts";
import { sampleDocuments } from "../../tests/helpers/invoice-orders.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { documentFileName, invoicePdf } from "./pdf.ts";

/** pdftotext wraps long texts; compare with the white space squeezed. */
const squeeze = (s: string) => s.replace(/\s+/g, " ");

describe("invoice PDF", () => {
  const docs = sampleDocuments();

  it("prints the supplier, the customer, number, dates, every line with options and the totals", async () => {
    const doc = docs.nlConsumer;
    const text = squeeze(pdfText(await invoicePdf(doc), true));
    for (const part of [
      `Factuur ${doc.number}`,
      company.legalName,
      "Dierensteinweg 8",
      `KvK-nummer ${company.kvkNumber}`,
      `Btw-nummer ${company.vatNumber}`,
      doc.customer.name,
      doc.customer.address.streetLine,
      `Factuurdatum ${formatDate(doc.issueDate)}`,
      `Betaald op ${formatDate(doc.taxPointDate)}`,
      `Bestelnummer ${doc.orderNumber}`,
      "Betaald met iDEAL",
      "Plisségordijn & co",
    ])
      expect(text, part).toContain(part);
    for (const line of doc.lines) {
      expect(text).toContain(line.description);
      for (const o of line.options) expect(text).toContain(`${o.name}: ${o.value}`);
      expect(text).toContain(formatPrice(line.netExcl));
    }
    expect(doc.lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(["product", "mount", "voorrijkosten", "meetkosten"]),
    );
    const allowance = doc.allowances[0];
    if (!allowance) throw new Error("the sample has a voucher");
    expect(text).toContain(allowance.reason);
    expect(text).toContain("Korting excl. btw");
    expect(text).toContain(formatPrice(-allowance.amountExcl));
    const vat = doc.vatBreakdown[0];
    if (!vat) throw new Error("no VAT row");
    expect(text).toContain(`Btw 21% over ${formatPrice(vat.taxableExcl)} ${formatPrice(vat.vat)}`);
    expect(text).toContain(`Totaal excl. btw ${formatPrice(doc.totals.taxExclusive)}`);
    expect(text).toContain(`Totaal incl. btw ${formatPrice(doc.totals.taxInclusive)}`);
    expect(text).toContain("Nog te betalen € 0,00");
    expect(text).not.toContain("verlegd");
  });

  it("prints the reverse charge's mention and both VAT numbers, at 0% AE", async () => {
    const doc = docs.beBusiness;
    const text = squeeze(pdfText(await invoicePdf(doc), true));
    expect(text).toContain(squeeze(REVERSE_CHARGE_MENTION));
    expect(text).toContain(
      `Btw-nummer leverancier: ${company.vatNumber} · btw-nummer afnemer: ${doc.customer.vatNumber}`,
    );
    expect(text).toContain(`Btw-nummer: ${doc.customer.vatNumber}`);
    expect(text).toContain(`Ondernemingsnummer: ${doc.customer.enterpriseNumber}`);
    expect(text).toContain(`Btw 0% AE over ${formatPrice(doc.totals.taxExclusive)} € 0,00`);
    expect(text).toContain("België");
  });

  it("names a credit note and its invoice", async () => {
    const doc = docs.partialCredit;
    const text = squeeze(pdfText(await invoicePdf(doc), true));
    expect(text).toContain(`Creditnota ${doc.number}`);
    expect(text).toContain(`Bij factuur ${doc.invoiceNumber}`);
    expect(documentFileName(doc, "pdf")).toBe(`creditnota-${doc.number}.pdf`);
  });
});
