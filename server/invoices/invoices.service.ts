// Issuing invoices and reading them back: the invoice of a paid order, made in the order's payment transaction
// with a gap-free number; its PDF and UBL for the mail, the customer's link and the staff; the staff's list.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from "drizzle-orm";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import type { AccountingEntry } from "../../domain/invoicing/accounting.ts";
import { buildCreditNote } from "../../domain/invoicing/credit-note.ts";
import type { IssuedDocument } from "../../domain/invoicing/document.ts";
import type { InvoiceFilters } from "../../domain/invoicing/filters.ts";
import {
  buildChangeInvoice,
  buildInvoice,
  type ChangeInvoiceInput,
  type StoredOrder,
} from "../../domain/invoicing/invoice.ts";
import type { VatRegime } from "../../domain/vat/rule.ts";
import type { Db, Tx } from "../db/client.ts";
import type { MailAttachment } from "../mail/transport.ts";
import { orders } from "../orders/orders.schema.ts";
import { invoices } from "./invoices.schema.ts";
import { documentYear, nextDocumentNumber } from "./numbering.ts";
import { documentFileName, invoicePdf } from "./pdf.ts";
import { toUbl } from "./ubl.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/** A paid order as the orders area hands it over, read under its row lock in the payment's transaction. */
export interface PaidOrder extends StoredOrder {
  id: number;
  paidAt: Date | null;
}

/** The mail worker's attachment source of an invoice's PDF (and UBL): the key is the document's number. */
export const INVOICE_ATTACHMENTS = "invoice";

/** How many rows the staff's list answers at most: a quarter of a busy shop;
 * a whole period is the accountant's export (forPeriod). */
export const INVOICE_LIST_LIMIT = 500;

/** Told of every document issued, inside the issuing transaction: the Peppol outbox (server/peppol/outbox.ts). */
export interface IssuedDocumentHook {
  enqueue(tx: Tx, row: InvoiceRow): Promise<void>;
}

export class InvoicesService {
  constructor(
    private readonly db: Db,
    private readonly peppol?: IssuedDocumentHook,
  ) {}

  /**
   * The invoice of an order that just became paid, in the caller's transaction (the order's row locked): built
   * from the stored order first, then the next number taken (last, as decision 0035 asks: the counter's lock is
   * held until the transaction ends) and the row written. A rollback takes the number back. An order that has
   * its invoice already (a replayed payment) gets it back, and no second one.
   */
  async issueForPaidOrder(
    tx: Tx,
    order: PaidOrder,
    payment: { type: string; name: string },
  ): Promise<{ invoice: InvoiceRow; issued: boolean }> {
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice"), isNull(invoices.paymentId)));
    if (existing) return { invoice: existing, issued: false };
    const now = new Date();
    const draft = buildInvoice({
      order,
      number: "",
      issueDate: shopToday(now),
      taxPointDate: shopToday(order.paidAt ?? now),
      payment,
    });
    return {
      invoice: await this.#write(tx, draft, { orderId: order.id, paymentMethod: payment.name }, now),
      issued: true,
    };
  }

  /**
   * The invoice of a customer's dearer change, in the caller's transaction (the order locked, the change just
   * applied): the difference the attempt paid, referring to the order's own invoice (domain buildChangeInvoice),
   * with the next number of the same gap-free series. Once per attempt: a replayed notification gets it back.
   * Undefined for an order without its own invoice (paid before invoicing existed): nothing is issued.
   */
  async issueForChange(
    tx: Tx,
    order: PaidOrder,
    attempt: { id: number; paidAt: Date },
    payment: { type: string; name: string },
    change: ChangeInvoiceInput["change"],
  ): Promise<{ invoice: InvoiceRow; issued: boolean } | undefined> {
    const documents = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")))
      .orderBy(invoices.id);
    const earlier = documents.find((row) => row.paymentId === attempt.id);
    if (earlier) return { invoice: earlier, issued: false };
    const own = documents.find((row) => row.paymentId === null);
    if (own?.document.kind !== "invoice") return undefined;
    const now = new Date();
    const draft = buildChangeInvoice({
      order,
      invoice: own.document,
      number: "",
      issueDate: shopToday(now),
      taxPointDate: shopToday(attempt.paidAt),
      payment,
      change,
    });
    return {
      invoice: await this.#write(
        tx,
        draft,
        { orderId: order.id, paymentId: attempt.id, paymentMethod: payment.name },
        now,
      ),
      issued: true,
    };
  }

  /**
   * Takes the series' next number (last in the transaction: decision 0035), writes the document with the columns
   * the lists and the export filter on, and hands it to the Peppol outbox.
   */
  async #write(
    tx: Tx,
    draft: IssuedDocument,
    links: { orderId: number; paymentId?: number | null; refundId?: number; paymentMethod: string },
    now: Date,
  ): Promise<InvoiceRow> {
    const number = await nextDocumentNumber(tx, draft.kind, documentYear(now));
    const document: IssuedDocument = { ...draft, number };
    const [row] = await tx
      .insert(invoices)
      .values({
        kind: document.kind,
        number,
        ...links,
        issuedAt: now,
        issueDate: document.issueDate,
        store: document.store,
        customerKind: document.customer.kind,
        country: document.customer.address.country,
        buyerVatNumber: document.customer.vatNumber ?? null,
        zeroRated: document.vatBreakdown.some((r) => r.rate === 0),
        totalExclCents: document.totals.taxExclusive,
        vatCents: document.totals.vat,
        totalInclCents: document.totals.taxInclusive,
        document,
        downloadToken: randomBytes(24).toString("base64url"),
      })
      .returning();
    if (!row) throw new Error(`${document.kind} ${number} was not written`);
    await this.peppol?.enqueue(tx, row);
    return row;
  }

  /**
   * The credit note of a refund the provider just confirmed, in the caller's transaction (the refund's row
   * locked): the refunded amount split by VAT rate as the order's invoice was, minus nothing earlier credit
   * notes of that invoice took (buildCreditNote refuses a credit beyond what is left). Built first, then the
   * next 'C' number taken and the row written, as for an invoice. Undefined for an order without an invoice
   * (paid before invoicing existed): nothing is issued. A refund that has its credit note already (confirmed,
   * reported failed, confirmed again) gets it back, and no second one.
   */
  async issueCreditNoteForRefund(
    tx: Tx,
    refund: {
      id: number;
      orderId: number;
      amountCents: number;
      reason: string;
      confirmedAt?: Date;
      /** The attempt refunded: a change's payment is credited against its own invoice, else the order's. */
      paymentId?: number;
    },
  ): Promise<{ note: InvoiceRow; issued: boolean } | undefined> {
    const documents = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, refund.orderId))
      .orderBy(invoices.id)
      .for("update");
    const earlier = documents.find((row) => row.refundId === refund.id);
    if (earlier) return { note: earlier, issued: false };
    const own = documents.find((row) => row.kind === "invoice" && row.paymentId === null);
    const ofPayment = documents.find(
      (row) => row.kind === "invoice" && row.paymentId !== null && row.paymentId === refund.paymentId,
    );
    const invoice = ofPayment ?? own;
    if (invoice?.document.kind !== "invoice") return undefined;
    const invoiceNumber = invoice.number;
    const alreadyCredited = documents
      .filter((row) => row.document.kind === "credit_note" && row.document.invoiceNumber === invoiceNumber)
      .reduce((total, row) => total + row.totalInclCents, 0);
    const now = new Date();
    const draft = buildCreditNote({
      invoice: invoice.document,
      number: "",
      issueDate: shopToday(now),
      taxPointDate: shopToday(refund.confirmedAt ?? now),
      amount: refund.amountCents,
      reason: refund.reason,
      alreadyCredited,
    });
    const row = await this.#write(
      tx,
      draft,
      { orderId: refund.orderId, refundId: refund.id, paymentMethod: invoice.paymentMethod },
      now,
    );
    return { note: row, issued: true };
  }

  /**
   * The mail's attachments: the PDF, and for a business customer the UBL e-invoice beside it. Made by the mail
   * worker when it delivers the confirmation (registered in server/boot.ts), never in the payment's transaction.
   */
  async mailAttachments(number: string): Promise<MailAttachment[]> {
    const row = await this.byNumber(number);
    if (!row) throw new Error(`no document ${number} to attach`);
    const pdf: MailAttachment = {
      filename: documentFileName(row.document, "pdf"),
      contentType: "application/pdf",
      base64: (await invoicePdf(row.document)).toString("base64"),
    };
    if (row.customerKind !== "business") return [pdf];
    return [
      pdf,
      {
        filename: documentFileName(row.document, "xml"),
        contentType: "application/xml",
        base64: Buffer.from(toUbl(row.document), "utf8").toString("base64"),
      },
    ];
  }

  /** The document behind a customer's download token; undefined for a token of no document. */
  async byToken(token: string): Promise<InvoiceRow | undefined> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
    const [row] = await this.db.select().from(invoices).where(eq(invoices.downloadToken, token));
    return row;
  }

  async byNumber(number: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.number, number));
    return row;
  }

  /** An order's documents, its invoice first: for the order's page in the back office. */
  async forOrder(orderId: number): Promise<InvoiceRow[]> {
    return this.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
  }

  /** The staff's list, newest first: invoices and credit notes together; the issue dates inclusive. */
  async list(filters: InvoiceFilters): Promise<InvoiceRow[]> {
    const where: SQL[] = [];
    if (filters.van) where.push(gte(invoices.issueDate, filters.van));
    if (filters.tot) where.push(lte(invoices.issueDate, filters.tot));
    if (filters.winkel) where.push(eq(invoices.store, filters.winkel));
    if (filters.klant) where.push(eq(invoices.customerKind, filters.klant));
    if (filters.nultarief) where.push(eq(invoices.zeroRated, filters.nultarief === "ja"));
    return this.db
      .select()
      .from(invoices)
      .where(and(...where))
      .orderBy(desc(invoices.id))
      .limit(INVOICE_LIST_LIMIT);
  }

  /**
   * The accountant's documents of a period (issue dates inclusive), by date, a day's invoices before its credit notes, each in number order, each with the VAT
   * regime the order's cart stored (`cart.vat.regime`, a read of the orders' table; null before the VAT rule).
   * The period is bounded by its schema (domain/invoicing/period.ts), so the answer is too.
   */
  async forPeriod(from: string, to: string): Promise<AccountingEntry[]> {
    return this.db
      .select({
        document: invoices.document,
        regime: sql<VatRegime | null>`${orders.cart}->'vat'->>'regime'`,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(gte(invoices.issueDate, from), lte(invoices.issueDate, to)))
      .orderBy(asc(invoices.issueDate), desc(invoices.kind), asc(invoices.id));
  }

  pdf(row: InvoiceRow): Promise<Buffer> {
    return invoicePdf(row.document);
  }

  xml(row: InvoiceRow): string {
    return toUbl(row.document);
  }
}
