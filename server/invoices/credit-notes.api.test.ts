// Credit notes of confirmed refunds, through the real app on PGlite and PostgreSQL: issued in the REFUND webhook's
// transaction with the year's next 'C' number, referring to the order's invoice and split by VAT rate as it was,
// never crediting more than the invoice; mailed with the PDF, listed with the invoices; a replayed webhook and an
// order without an invoice issue nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { payInSandbox, placeOrder, readyVisitor, rollerBlindValues } from "../../tests/helpers/checkout.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { orders } from "../orders/orders.schema.ts";
import { refunds, sandboxRefunds } from "../payments/payments.schema.ts";
import type { SandboxPaymentProvider } from "../payments/sandbox.ts";
import { invoices } from "./invoices.schema.ts";
import { documentYear } from "./numbering.ts";

let t: TestApp;
let values: ConfValues;
let owner: StaffClient;
const year = documentYear(new Date());

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "1000" });
  values = await rollerBlindValues(t.app);
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.services.database.db;

async function paidOrder(): Promise<{ number: string; id: number }> {
  const { v, csrf } = await readyVisitor(t.app, values);
  const placed = (await placeOrder(v, csrf)).json();
  const result = await payInSandbox(t.services, placed.paymentLink, "Authorised");
  if (result.kind !== "done") throw new Error(result.kind);
  const [order] = await db().select().from(orders).where(eq(orders.number, placed.order.number));
  return { number: placed.order.number, id: order?.id ?? 0 };
}

/** Asks a refund and waits until the sandbox's REFUND webhook confirmed it and its delivery is recorded. */
async function refund(number: string, amountCents: number, reason = "Retour") {
  const res = await owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents, reason });
  expect(res.statusCode).toBe(200);
  const reference: string = res.json().refunds.at(-1).reference;
  await (t.services.payments as SandboxPaymentProvider).deliverDue();
  return vi.waitFor(
    async () => {
      const [row] = await db().select().from(refunds).where(eq(refunds.reference, reference));
      const [sent] = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, reference));
      if (row?.status !== "refunded" || !sent?.deliveryStatus) throw new Error("not confirmed yet");
      return { reference, notification: sent.notification };
    },
    { timeout: 5_000, interval: 50 },
  );
}

const documentsOf = (orderId: number) =>
  db().select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);

describe("a confirmed refund's credit note", () => {
  it("numbers partial refunds C…001, C…002, refers to the invoice, adds up and never exceeds it", async () => {
    const order = await paidOrder();
    const [invoice] = await documentsOf(order.id);
    if (!invoice) throw new Error("no invoice");
    const total = invoice.totalInclCents;
    const first = Math.floor(total / 3) + 1;

    await refund(order.number, first, "Beschadigd geleverd");
    let docs = await documentsOf(order.id);
    expect(docs.map((d) => [d.kind, d.number])).toEqual([
      ["invoice", invoice.number],
      ["credit_note", `C${year}-000001`],
    ]);
    const note = docs[1];
    if (note?.document.kind !== "credit_note") throw new Error("no credit note");
    expect(note.document.invoiceNumber).toBe(invoice.number);
    expect(note.document.reason).toBe("Beschadigd geleverd");
    expect(note.totalInclCents).toBe(first);
    const lines = note.document.lines.reduce((sum, l) => sum + l.netExcl, 0);
    expect(lines + note.document.totals.vat).toBe(first);
    expect(note.totalExclCents + note.vatCents).toBe(first);

    // The rest in a second refund: C…002, and together exactly the invoice, its VAT included.
    await refund(order.number, total - first);
    docs = await documentsOf(order.id);
    const notes = docs.filter((d) => d.kind === "credit_note");
    expect(notes.map((d) => d.number)).toEqual([`C${year}-000001`, `C${year}-000002`]);
    expect(notes.reduce((s, d) => s + d.totalInclCents, 0)).toBe(total);
    expect(notes.reduce((s, d) => s + d.vatCents, 0)).toBe(invoice.vatCents);

    // Mailed to the customer with its PDF, drawn by the worker from the stored document.
    await t.services.mail.deliverDue();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNumber, order.number), eq(mailOutbox.kind, "credit-note")))
      .orderBy(mailOutbox.id);
    expect(mails.map((m) => m.attachmentsFrom)).toEqual([
      { source: "invoice", key: `C${year}-000001` },
      { source: "invoice", key: `C${year}-000002` },
    ]);
    expect(mails[0]?.status).toBe("sent");
    expect(mails[0]?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`creditnota-C${year}-000001.pdf`, "application/pdf"],
    ]);
    const text = await pdfText(Buffer.from(mails[0]?.attachments?.[0]?.base64 ?? "", "base64"));
    expect(text).toContain(`Creditnota C${year}-000001`);
    expect(text).toContain(invoice.number);
    expect(mails[0]?.html).toContain(`/api/invoices/${notes[0]?.downloadToken}`);

    // The owners' list shows invoices and credit notes together.
    const list = (await owner.get("/api/beheer/invoices")).json();
    const numbers = JSON.stringify(list);
    expect(numbers).toContain(`C${year}-000002`);
    expect(numbers).toContain(invoice.number);
  });

  it("issues nothing new for a replayed REFUND webhook", async () => {
    const order = await paidOrder();
    const { notification } = await refund(order.number, 500);
    const before = await documentsOf(order.id);
    expect(before.filter((d) => d.kind === "credit_note")).toHaveLength(1);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/payments/notifications",
      payload: notification as object,
    });
    expect(again.statusCode).toBe(200);
    expect(await documentsOf(order.id)).toHaveLength(before.length);
  });

  it("keeps one credit note, and one mail, for a refund confirmed, reported failed, then confirmed again", async () => {
    const order = await paidOrder();
    const { reference } = await refund(order.number, 700);
    const [row] = await db().select().from(refunds).where(eq(refunds.reference, reference));
    const notify = (outcome: "refunded" | "failed", id: string) =>
      t.services.refunds.applyNotification({
        kind: "refund",
        reference,
        pspReference: row?.pspReference ?? "",
        eventCode: "REFUND",
        outcome,
        amountCents: 700,
        currency: "EUR",
        eventDate: new Date().toISOString(),
        notificationId: `${row?.pspReference}:${id}`,
      });
    expect(await notify("failed", "REFUND_FAILED")).toBe("applied");
    expect(await notify("refunded", "REFUND:again")).toBe("applied");
    const notes = (await documentsOf(order.id)).filter((d) => d.kind === "credit_note");
    expect(notes).toHaveLength(1);
    expect(notes[0]?.refundId).toBe(row?.id);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNumber, order.number), eq(mailOutbox.kind, "credit-note")));
    expect(mails).toHaveLength(1);
  });

  it("gives a refund of an order without an invoice no credit note, and logs it", async () => {
    const order = await paidOrder();
    const { reference } = await refund(order.number, 300);
    // As an order paid before invoicing existed: its documents gone, the refund asked again.
    await db().delete(invoices).where(eq(invoices.orderId, order.id));
    await db().update(refunds).set({ status: "requested" }).where(eq(refunds.reference, reference));
    const [row] = await db().select().from(refunds).where(eq(refunds.reference, reference));
    const info = vi.fn();
    const result = await t.services.refunds.applyNotification(
      {
        kind: "refund",
        reference,
        pspReference: row?.pspReference ?? "",
        eventCode: "REFUND",
        outcome: "refunded",
        amountCents: 300,
        currency: "EUR",
        eventDate: new Date().toISOString(),
        notificationId: `${row?.pspReference}:REFUND:again`,
      },
      { info },
    );
    expect(result).toBe("applied");
    expect(await documentsOf(order.id)).toHaveLength(0);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ reference, order: order.number }),
      "refund confirmed for an order without an invoice: no credit note issued",
    );
  });
});
