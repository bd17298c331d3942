// Orders, their state history and their payment attempts.
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Cart, CartItem } from "../../domain/cart/types.ts";
import type { FulfilmentStatus } from "../../domain/orders/fulfilment.ts";
import type { OrderStatus } from "../../domain/orders/states.ts";
import type { CustomerData } from "../../domain/validation/customer.ts";
import { money } from "../db/columns.ts";
import type { PaymentOutcome } from "../payments/provider.ts";
import type { VatBasis } from "../vat/basis.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";

/** A question about one row of a paid order, and whether the customer answered it. */
export interface CustomerQuestion {
  rowKey: string;
  question: string;
  askedAt: string;
  askedBy: string;
  answeredAt: string | null;
}

/**
 * An order: the cart as the server computed it when the order was placed (rows, totals, choices), the
 * customer's details, and its payment state. Amounts never come from the browser.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Human order number, e.g. RW-2026-000123. */
    number: text("number").notNull().unique(),
    sessionId: text("session_id").notNull(),
    store: text("store").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    email: text("email").notNull(),
    customer: jsonb("customer").$type<CustomerData>().notNull(),
    /** The cart as priced, with its VAT decision in `cart.vat` (absent on orders placed before issue 23). */
    cart: jsonb("cart").$type<Cart>().notNull(),
    /**
     * What the VAT was decided from: the customer kind, the delivery country and the VAT number's check as it
     * answered (status, checked locally or by VIES, consultation number, time, reason); null on older orders.
     */
    vatBasis: jsonb("vat_basis").$type<VatBasis>(),
    totalCents: money("total_cents").notNull(),
    taxCents: money("tax_cents").notNull(),
    shippingCents: money("shipping_cents").notNull(),
    voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    /**
     * Whether this order holds one of the voucher's uses (counted in vouchers.used_count): taken when the order
     * is placed or reopened, given back when it expires or is cancelled (server/vouchers/vouchers.service.ts).
     */
    voucherHeld: boolean("voucher_held").notNull().default(false),
    /** Identifies what was ordered (rows, totals, details): placing the same order again reuses this one. */
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // Back office, orders (issue 13): after payment, domain/orders/fulfilment.ts; null until the first move.
    fulfilmentStatus: text("fulfilment_status").$type<FulfilmentStatus>(),
    /** The carrier's tracking page, given with the move to 'verzonden'. */
    trackTraceUrl: text("track_trace_url"),
    /** The day of the mounting, given with the move to 'ingepland_voor_montage'. */
    mountDate: date("mount_date"),
    /**
     * The question staff asked the customer about one row (issue 24), while the order waits for the answer
     * ('wacht_op_klant'); kept after the answer for the order's page, replaced by the next question.
     */
    customerQuestion: jsonb("customer_question").$type<CustomerQuestion>(),
    /** A dearer change of the customer's waiting for its payment (issue 24); null when none waits. */
    pendingChange: jsonb("pending_change").$type<PendingChange>(),
  },
  (t) => [
    index("orders_session_idx").on(t.sessionId, t.createdAt),
    index("orders_status_idx").on(t.status),
    index("orders_created_idx").on(t.createdAt),
  ],
);

/** Every change of an order's status, with when and what caused it. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    source: text("source").notNull(),
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId)],
);

/**
 * A customer's dearer change of one row, held until its difference is paid (docs/fulfilment.md, "A dearer
 * change"): the row as it will be, what it comes to, and the payment attempts started for it. Applied by the
 * attempt's authorisation; dropped by a new change, a cancel or a release.
 */
export interface PendingChange {
  /** Random per held change: an attempt started for an older one can never apply this one. */
  id: string;
  rowKey: string;
  position: number;
  productName: string;
  before: { name: string; value: string }[];
  after: { name: string; value: string }[];
  subtotalBeforeCents: number;
  subtotalAfterCents: number;
  differenceCents: number;
  /** The row as it becomes (options, unit price, price lines), priced by the server when the change was held. */
  item: CartItem;
  /** The references of the payment attempts started for this change, oldest first. */
  references: string[];
  heldAt: string;
}

/** What a payment attempt pays: the order itself (the checkout), or the difference of a customer's change. */
export type PaymentPurpose = "order" | "change";

/** One payment attempt of an order at the provider; a refused or cancelled attempt is followed by a new one. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Our reference of this attempt (the provider's merchantReference); also the idempotency key. */
    reference: text("reference").notNull().unique(),
    provider: text("provider").notNull(),
    pspReference: text("psp_reference"),
    paymentLink: text("payment_link"),
    method: jsonb("method").$type<Record<string, string>>().notNull(),
    amountCents: money("amount_cents").notNull(),
    /** 'change': a second attempt paying the difference of a customer's dearer change (orders.pendingChange). */
    purpose: text("purpose").$type<PaymentPurpose>().notNull().default("order"),
    /** An outcome, or 'review': the provider reported another amount or currency than this attempt's. */
    status: text("status").$type<PaymentOutcome | "review">().notNull().default("pending"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);
