// The invoices' tables: the issued documents, and the counters that hand out their gap-free numbers
// (docs/decisions/0035-gap-free-invoice-numbers.md).
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { IssuedDocument } from "../../domain/invoicing/document.ts";
import { money } from "../db/columns.ts";
import { orders, payments } from "../orders/orders.schema.ts";
import { refunds } from "../payments/payments.schema.ts";

/** Invoices and credit notes count separately, each from 1 every calendar year. */
export type DocumentSeries = "invoice" | "credit_note";

/**
 * One row per series and calendar year: the last number handed out. A number is taken by raising it inside the
 * caller's transaction, which holds the row's lock until it commits or rolls back, so the numbers of a series
 * run 1, 2, 3 … without a gap or a repeat whatever happens to the transactions.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").$type<DocumentSeries>().notNull(),
    /** The calendar year on the shop's clock (domain/delivery/shop-time.ts). */
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * An issued invoice or credit note: the whole document as it was issued (`document`, the data its PDF and UBL
 * are printed from, so both can be made again byte for byte) and the facts the staff's list and the accountant
 * filter on, copied from it. Immutable: the area has no update path; a correction is a credit note.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<DocumentSeries>().notNull(),
    /** '2026-000123' or 'C2026-000007' (numbering.ts). */
    number: text("number").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** A credit note's refund: one credit note per refund, however often the provider changes its mind. */
    refundId: integer("refund_id").references(() => refunds.id),
    /**
     * An invoice's payment when it is not the order's own: the attempt that paid a customer's dearer change, whose
     * invoice of the difference refers to the order's invoice. Null for the order's invoice and credit notes.
     */
    paymentId: integer("payment_id").references(() => payments.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The issue date on the shop's clock, as printed; the period filters use it. */
    issueDate: date("issue_date").notNull(),
    store: text("store").$type<"NL" | "BE">().notNull(),
    customerKind: text("customer_kind").$type<"consumer" | "business">().notNull(),
    /** The country of the customer's invoice address. */
    country: text("country").$type<"NL" | "BE">().notNull(),
    buyerVatNumber: text("buyer_vat_number"),
    /** No VAT charged: reverse charge (AE) or an intra-community supply (K). */
    zeroRated: boolean("zero_rated").notNull(),
    totalExclCents: money("total_excl_cents").notNull(),
    vatCents: money("vat_cents").notNull(),
    totalInclCents: money("total_incl_cents").notNull(),
    /** The payment method's name as the customer chose it ('iDEAL'). */
    paymentMethod: text("payment_method").notNull(),
    document: jsonb("document").$type<IssuedDocument>().notNull(),
    /** The unguessable part of the customer's download link (docs/invoices.md#the-customers-link). */
    downloadToken: text("download_token").notNull().unique(),
  },
  (t) => [
    // One invoice of the order itself: a replayed payment finds it and issues none.
    uniqueIndex("invoices_one_per_order")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.paymentId} is null`),
    // One invoice per change's payment: a replayed notification finds it and issues none.
    uniqueIndex("invoices_one_per_payment").on(t.paymentId),
    // A refund confirmed, reported failed, then confirmed again still has the one credit note.
    uniqueIndex("invoices_one_per_refund").on(t.refundId),
    index("invoices_issue_date_idx").on(t.issueDate),
  ],
);
