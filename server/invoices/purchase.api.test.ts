// A whole purchase ending in its invoice, for each kind of customer the VAT rule treats apart: a Dutch consumer,
// a Belgian consumer and a Belgian business with a valid VAT number. Each places an order through the real
// checkout, pays on the sandbox, gets the confirmation mail with its invoice link, and reads the invoice PDF
// (poppler's pdftotext) and its UBL: the paid total, the VAT as the rule decided, the legal mention and both VAT
// numbers where the supply is zero-rated.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../../domain/company.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { formatPrice } from "../../domain/money.ts";
import { INTRA_COMMUNITY_MENTION } from "../../domain/vat/rule.ts";
import {
  beAddress,
  beBusiness,
  nlAddress,
  payInSandbox,
  placeBelgianOrder,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { orders } from "../orders/orders.schema.ts";

let t: TestApp;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The amounts of a UBL document as their element prints them ("123.45"). */
const ublAmount = (cents: number) => (cents / 100).toFixed(2);
/** pdftotext wraps long texts; compare with the white space squeezed. */
const squeezed = (text: string) => text.replace(/\s+/g, " ");

const cases = [
  {
    who: "a Dutch consumer",
    place: async () => {
      const { v, csrf } = await readyVisitor(t.app, values);
      return (await placeOrder(v, csrf)).json();
    },
    name: `${nlAddress.firstname} ${nlAddress.lastname}`,
    category: "S",
    mention: null,
    buyerVat: null,
  },
  {
    who: "a Belgian consumer",
    place: () => placeBelgianOrder(t.app, values, { default: { type: "private" }, factuur: beAddress }),
    name: `${beAddress.firstname} ${beAddress.lastname}`,
    category: "S",
    mention: null,
    buyerVat: null,
  },
  {
    who: "a Belgian business with a valid VAT number",
    place: () => placeBelgianOrder(t.app, values, beBusiness),
    name: beBusiness.default.companyname,
    category: "K",
    mention: INTRA_COMMUNITY_MENTION,
    buyerVat: "BE0417497106",
  },
] as const;

describe.each(cases)("$who", ({ place, name, category, mention, buyerVat }) => {
  it("pays, and reads the invoice PDF by the mail's link and its UBL: total, VAT and mentions as decided", async () => {
    const placed = await place();
    const paid = await payInSandbox(t.services, placed.paymentLink, "Authorised");
    expect(paid.kind).toBe("done");
    const [order] = await t.services.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, placed.order.number));
    if (!order) throw new Error("no order");

    // The confirmation mail, as delivered: the link to the invoice, and the PDF (and for a business the UBL).
    await t.services.mail.deliverDue();
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderNumber, order.number));
    expect(mail?.status).toBe("sent");
    const token = mail?.html.match(/\/api\/invoices\/([A-Za-z0-9_-]{32})/)?.[1];
    expect(token, "the invoice link in the mail").toBeDefined();
    expect(mail?.attachments?.map((a) => a.contentType)).toEqual(
      buyerVat ? ["application/pdf", "application/xml"] : ["application/pdf"],
    );

    const res = await t.app.inject({ method: "GET", url: `/api/invoices/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = squeezed(pdfText(res.rawPayload));
    const number = text.match(/Factuur (\d{4}-\d{6})/)?.[1] ?? "";
    expect(number).not.toBe("");
    for (const expected of [
      company.legalName,
      `KvK ${company.kvkNumber}`,
      name,
      order.number,
      `Totaal incl. btw ${formatPrice(order.totalCents)}`,
      ...(mention ? [mention, buyerVat ?? ""] : [`Btw 21%`]),
    ])
      expect(text, expected).toContain(expected);

    const owner = await staffClient(t);
    const xml = (await owner.get(`/api/beheer/invoices/${number}/xml`)).body;
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(xml).toContain(
      "<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>",
    );
    // Paid in advance: the whole total is prepaid, nothing is left to pay.
    for (const element of ["TaxInclusiveAmount", "PrepaidAmount"])
      expect(xml).toContain(
        `<cbc:${element} currencyID="EUR">${ublAmount(order.totalCents)}</cbc:${element}>`,
      );
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
    expect(xml).toMatch(new RegExp(`<cac:ClassifiedTaxCategory>\\s*<cbc:ID>${category}</cbc:ID>`));
    if (buyerVat) {
      expect(xml).toContain(`<cbc:EndpointID schemeID="0208">${buyerVat.slice(2)}</cbc:EndpointID>`);
      expect(xml).toContain(`<cbc:CompanyID>${buyerVat}</cbc:CompanyID>`);
      expect(xml).toContain("<cbc:TaxExemptionReasonCode>VATEX-EU-IC</cbc:TaxExemptionReasonCode>");
      // Zero-rated: what the business paid is the amount excl. VAT.
      expect(order.taxCents).toBe(0);
    } else {
      expect(order.taxCents).toBeGreaterThan(0);
      expect(xml).toContain(`<cbc:TaxAmount currencyID="EUR">${ublAmount(order.taxCents)}</cbc:TaxAmount>`);
    }
  });
});
