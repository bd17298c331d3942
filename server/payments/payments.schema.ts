// What the payments area writes: webhook notifications handled, refunds, and the sandbox provider's records.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { staff } from "../backoffice/backoffice.schema.ts";
import { money } from "../db/columns.ts";
import { orders, payments } from "../orders/orders.schema.ts";

/** Notifications already handled, so a repeated or replayed webhook changes nothing. */
export const paymentNotifications = pgTable("payment_notifications", {
  id: text("id").primaryKey(),
  reference: text("reference").notNull(),
  outcome: text("outcome").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SandboxPaymentStatus = "pending" | "authorised" | "refused" | "cancelled" | "error";

/**
 * Payments at the embedded sandbox provider (server/payments/sandbox.ts): its own records, as a real
 * provider keeps them on its side. Unused when Adyen is configured.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  /** The sandbox's id of the payment, 16 characters like Adyen's pspReference. */
  pspReference: text("psp_reference").primaryKey(),
  /** The same key creates no second payment (the shop retrying a call). */
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** The shop's reference of this attempt (Adyen's merchantReference). */
  reference: text("reference").notNull(),
  orderNumber: text("order_number").notNull(),
  amountCents: money("amount_cents").notNull(),
  currency: text("currency").notNull().default("EUR"),
  country: text("country").notNull(),
  methodType: text("method_type").notNull(),
  issuer: text("issuer"),
  brand: text("brand"),
  returnUrl: text("return_url").notNull(),
  shopperEmail: text("shopper_email").notNull(),
  shopperLocale: text("shopper_locale").notNull(),
  /** Random per payment; the hosted page's form carries it and a POST without it changes nothing. */
  formToken: text("form_token").notNull(),
  status: text("status").$type<SandboxPaymentStatus>().notNull().default("pending"),
  reason: text("reason"),
  /** The signed webhook body sent when the payment was finished, and how its delivery went. */
  notification: jsonb("notification").$type<Record<string, unknown>>(),
  deliveryStatus: text("delivery_status"),
  /** Deliveries tried so far; the next try is due at next_delivery_at (null: delivered or given up). */
  deliveryAttempts: integer("delivery_attempts").notNull().default(0),
  nextDeliveryAt: timestamp("next_delivery_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

export type RefundStatus = "requested" | "refunded" | "failed";

export type RefundKind = "refund" | "advice_credit";

/**
 * A refund of (part of) an order's payment, asked by a member of staff: stored as 'requested' when the provider
 * took the request, confirmed 'refunded' or 'failed' by the provider's REFUND webhook. The order's own payment
 * status stays 'paid'; what was refunded is the sum of these rows (server/payments/refunds.service.ts).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** Our reference of the refund, sent to the provider (its merchantReference) and its idempotency key. */
    reference: text("reference").notNull().unique(),
    kind: text("kind").$type<RefundKind>().notNull().default("refund"),
    amountCents: money("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    reason: text("reason").notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("requested"),
    /** The provider's id of the refund, once it answered. */
    pspReference: text("psp_reference"),
    /** The provider's reason when the refund failed. */
    failureReason: text("failure_reason"),
    /** For an advice-fee credit: the advice appointment credited (AD-…); credited once (the partial index). */
    adviceNumber: text("advice_number"),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Who asked, kept as written. */
    staffEmail: text("staff_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    uniqueIndex("refunds_advice_once_idx")
      .on(t.adviceNumber)
      .where(sql`${t.adviceNumber} is not null and ${t.status} <> 'failed'`),
  ],
);

/**
 * Refunds at the embedded sandbox provider: its own records, as a real provider keeps them, with the signed
 * REFUND webhook and its delivery (the same schedule as sandbox_payments).
 */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  /** The sandbox's id of the refund, 16 characters like Adyen's. */
  pspReference: text("psp_reference").primaryKey(),
  /** The refunded payment (sandbox_payments.psp_reference). */
  paymentPspReference: text("payment_psp_reference").notNull(),
  /** The shop's reference of the refund; the same reference asks for no second refund. */
  reference: text("reference").notNull().unique(),
  amountCents: money("amount_cents").notNull(),
  currency: text("currency").notNull().default("EUR"),
  notification: jsonb("notification").$type<Record<string, unknown>>(),
  deliveryStatus: text("delivery_status"),
  deliveryAttempts: integer("delivery_attempts").notNull().default(0),
  nextDeliveryAt: timestamp("next_delivery_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
