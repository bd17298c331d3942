// The fitting's tables: one appointment per mount order (the fitter, the day and window, the moments offered
// and the customer's answer, the hashed link token) and the signed handover that finishes it. Only
// server/fitting/ writes them; the order's own state stays the orders area's (decision 0033).
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ConfirmationState, Signature, Slot } from "../../domain/fitting/fitting.ts";
import { staff } from "../backoffice/backoffice.schema.ts";
import { orders } from "../orders/orders.schema.ts";

export const fittingAppointments = pgTable(
  "fitting_appointments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderNumber: text("order_number").notNull(),
    fitterId: integer("fitter_id")
      .notNull()
      .references(() => staff.id),
    date: date("date").notNull(),
    windowFrom: text("window_from").notNull(),
    windowTo: text("window_to").notNull(),
    /** The other moments the customer was offered (0–2). */
    alternatives: jsonb("alternatives").$type<Slot[]>().notNull(),
    confirmation: text("confirmation").$type<ConfirmationState>().notNull().default("open"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the customer's link token (the token itself is only in the mail); a new plan, a new token. */
    tokenHash: text("token_hash").notNull().unique(),
    notes: text("notes").notNull().default(""),
    plannedBy: text("planned_by").notNull(),
    plannedAt: timestamp("planned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("fitting_appointments_day_idx").on(t.date, t.fitterId)],
);

/** One row of the order as handed over. */
export interface HandoverRow {
  position: number;
  label: string;
  done: boolean;
  remark: string;
}

/** The signed handover: everything the PDF prints, kept so it can be printed again at any time. */
export const fittingHandovers = pgTable("fitting_handovers", {
  id: serial("id").primaryKey(),
  appointmentId: integer("appointment_id")
    .notNull()
    .unique()
    .references(() => fittingAppointments.id, { onDelete: "cascade" }),
  orderNumber: text("order_number").notNull().unique(),
  rows: jsonb("rows").$type<HandoverRow[]>().notNull(),
  remarks: text("remarks").notNull(),
  extraWork: text("extra_work").notNull(),
  signerName: text("signer_name").notNull(),
  /** The drawn signature as strokes in a 600 × 200 box (domain/fitting: validated, bounded). */
  signature: jsonb("signature").$type<Signature>().notNull(),
  fitterName: text("fitter_name").notNull(),
  signedBy: text("signed_by").notNull(),
  signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
});
