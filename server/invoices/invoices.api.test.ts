// Every paid order gets its invoice, through the real app on PGlite and PostgreSQL: issued once in the payment's
// transaction with the year's next number, attached to the confirmation mail (with the UBL for a business), the
// customer's link, the owners' list, PDF and UBL, and the stored document adding up from its own lines.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { orders, payments } from "../orders/orders.schema.ts";
import type { SandboxPaymentProvider } from "../payments/sandbox.ts";
import { invoices } from "./invoices.schema.ts";
import { documentYear } from "./numbering.ts";

let t: TestApp;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

const business = {
  default: { type: "business", companyname: "Kantoor de Vries BV", kvk: "12345678" },
  factuur: nlAddress,
};

/** Places and pays an order; answers its number. */
async function paidOrder(customer?: Record<string, unknown>): Promise<string> {
  const { v, csrf } = await readyVisitor(t.app, values, customer);
  const placed = (await placeOrder(v, csrf)).json();
  const result = await payInSandbox(t.services, placed.paymentLink, "Authorised");
  if (result.kind !== "done") throw new Error(result.kind);
  return placed.order.number;
}

async function invoiceOf(orderNumber: string) {
  const db = t.services.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.number, orderNumber));
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, order?.id ?? 0));
}

async function confirmationOf(orderNumber: string) {
  const [mail] = await t.services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.orderNumber, orderNumber));
  return mail;
}

const year = documentYear(new Date());
let first: string;

describe("issuing on payment", () => {
  it("gives the first paid order of the year number 1, the next number 2, one invoice each", async () => {
    first = await paidOrder();
    const second = await paidOrder(business);
    const [a] = await invoiceOf(first);
    const b = await invoiceOf(second);
    expect(a?.number).toBe(`${year}-000001`);
    expect(b.map((r) => r.number)).toEqual([`${year}-000002`]);
    expect(a).toMatchObject({ kind: "invoice", store: "NL", customerKind: "consumer", zeroRated: false });
    expect(b[0]).toMatchObject({ customerKind: "business", paymentMethod: "iDEAL" });
  });

  it("issues no second invoice when the payment's notification is replayed", async () => {
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.number, first));
    const [attempt] = await t.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0));
    const sandbox = t.services.payments as SandboxPaymentProvider;
    const sent = (await sandbox.find(attempt?.pspReference ?? ""))?.notification;
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/payments/notifications",
      payload: sent as object,
    });
    expect(replay.statusCode).toBe(200);
    // And the service itself, asked again for the same order, hands back the one it issued.
    const again = await t.services.database.db.transaction(async (tx) =>
      t.services.invoices.issueForPaidOrder(
        tx,
        { ...(order as NonNullable<typeof order>), store: "NL" },
        { type: "ideal", name: "iDEAL" },
      ),
    );
    expect(again.issued).toBe(false);
    expect((await invoiceOf(first)).map((r) => r.number)).toEqual([`${year}-000001`]);
  });

  it("stores a document whose numbers add up from its own stored lines", async () => {
    const [row] = await invoiceOf(first);
    const doc = row?.document;
    if (!doc || !row) throw new Error("no invoice");
    const linesExcl = doc.lines.reduce((s, l) => s + l.netExcl, 0);
    const allowancesExcl = doc.allowances.reduce((s, a) => s + a.amountExcl, 0);
    expect(doc.totals.linesExcl).toBe(linesExcl);
    expect(doc.totals.taxExclusive).toBe(linesExcl - allowancesExcl);
    for (const r of doc.vatBreakdown) {
      const lines = doc.lines.filter((l) => l.vat.category === r.category && l.vat.rate === r.rate);
      const less = doc.allowances.filter((a) => a.vat.category === r.category && a.vat.rate === r.rate);
      expect(r.taxableExcl).toBe(
        lines.reduce((s, l) => s + l.netExcl, 0) - less.reduce((s, a) => s + a.amountExcl, 0),
      );
      expect(r.incl).toBe(r.taxableExcl + r.vat);
      // The VAT lies within a cent of taxable × rate (BR-CO-17).
      expect(Math.abs(r.vat - (r.taxableExcl * r.rate) / 100)).toBeLessThanOrEqual(1);
    }
    const vat = doc.vatBreakdown.reduce((s, r) => s + r.vat, 0);
    expect(doc.totals.vat).toBe(vat);
    expect(doc.totals.taxInclusive).toBe(doc.totals.taxExclusive + vat);
    expect(doc.totals.payable).toBe(doc.totals.taxInclusive - doc.totals.prepaid);
    expect(doc.totals.payable).toBe(0);
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.number, first));
    expect(doc.totals.taxInclusive).toBe(order?.totalCents);
    expect(row.totalInclCents).toBe(order?.totalCents);
    expect(row.vatCents).toBe(order?.taxCents);
  });
});

describe("the confirmation mail and the customer's link", () => {
  it("carries the PDF for a consumer, PDF and UBL for a business, and the download link", async () => {
    // Queued in the payment's transaction naming its invoice; the worker draws the PDF when it delivers.
    expect((await confirmationOf(first))?.attachmentsFrom).toEqual({
      source: "invoice",
      key: `${year}-000001`,
    });
    await t.services.mail.deliverDue();
    const consumer = await confirmationOf(first);
    expect(consumer?.status).toBe("sent");
    expect(consumer?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`factuur-${year}-000001.pdf`, "application/pdf"],
    ]);
    const pdf = Buffer.from(consumer?.attachments?.[0]?.base64 ?? "", "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const [row] = await invoiceOf(first);
    expect(consumer?.html).toContain(`/api/invoices/${row?.downloadToken}`);
    expect(consumer?.text).toContain(`Je factuur ${year}-000001`);

    const [b] = await t.services.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.customerKind, "business"));
    const mail = await confirmationOf(b?.document.orderNumber ?? "");
    expect(mail?.attachments?.map((a) => a.contentType)).toEqual(["application/pdf", "application/xml"]);
    const xml = Buffer.from(mail?.attachments?.[1]?.base64 ?? "", "base64").toString("utf8");
    expect(xml).toContain(`<cbc:ID>${b?.number}</cbc:ID>`);
  });

  it("downloads the PDF by the link, and answers 404 to a forged or malformed token", async () => {
    const [row] = await invoiceOf(first);
    const res = await t.app.inject({ method: "GET", url: `/api/invoices/${row?.downloadToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="factuur-${year}-000001.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Factuur ${year}-000001`);
    const token = row?.downloadToken ?? "";
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const url of [`/api/invoices/${forged}`, "/api/invoices/kort", `/api/invoices/${year}-000001`]) {
      const bad = await t.app.inject({ method: "GET", url });
      expect(bad.statusCode, url).toBe(404);
      expect(bad.json().errors).toBeDefined();
    }
  });
});

describe("the owners' invoices in /api/beheer", () => {
  it("lists with filters, and answers the PDF and the UBL with their content types", async () => {
    const owner = await staffClient(t);
    const all = (await owner.get("/api/beheer/invoices")).json().invoices;
    expect(all.map((i: { number: string }) => i.number)).toEqual([`${year}-000002`, `${year}-000001`]);
    const onlyBusiness = (await owner.get("/api/beheer/invoices?klant=business")).json().invoices;
    expect(onlyBusiness).toHaveLength(1);
    expect(onlyBusiness[0]).toMatchObject({ customerKind: "business", customerName: "Kantoor de Vries BV" });
    expect((await owner.get("/api/beheer/invoices?nultarief=ja")).json().invoices).toEqual([]);
    expect((await owner.get("/api/beheer/invoices?winkel=BE")).json().invoices).toEqual([]);
    expect((await owner.get("/api/beheer/invoices?van=2000-01-01&tot=2000-12-31")).json().invoices).toEqual(
      [],
    );
    expect((await owner.get("/api/beheer/invoices?van=gisteren")).statusCode).toBe(400);

    const pdf = await owner.get(`/api/beheer/invoices/${year}-000001/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(pdf.rawPayload)).toContain(`Factuur ${year}-000001`);
    const xml = await owner.get(`/api/beheer/invoices/${year}-000002/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(xml.body).toContain("<Invoice");
    expect((await owner.get(`/api/beheer/invoices/${year}-999999/pdf`)).statusCode).toBe(404);
  });

  it("documents the PDF and the UBL with their real content types in /api/docs", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    const content = (path: string) => Object.keys(doc.paths[path].get.responses["200"].content);
    expect(content("/api/beheer/invoices/{number}/pdf")).toEqual(["application/pdf"]);
    expect(content("/api/beheer/invoices/{number}/xml")).toEqual(["application/xml"]);
    expect(content("/api/invoices/{token}")).toEqual(["application/pdf"]);
  });

  it("refuses a medewerker (403) and no session (401)", async () => {
    const employee = await staffClient(t, "medewerker");
    for (const url of [
      "/api/beheer/invoices",
      `/api/beheer/invoices/${year}-000001/pdf`,
      `/api/beheer/invoices/${year}-000001/xml`,
    ]) {
      expect((await employee.get(url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });

  it("shows the invoice on the order's detail", async () => {
    const owner = await staffClient(t);
    const detail = (await owner.get(`/api/beheer/orders/${first}`)).json();
    expect(detail.invoices).toMatchObject([{ kind: "invoice", number: `${year}-000001` }]);
  });
});
