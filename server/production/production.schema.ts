// The workshop's own records (issue 24): where each order row stands in the production queue, and the day an
// order is made. The orders table stays the orders area's; these rows point at it. docs/production.md.
import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { RowState } from "../../domain/orders/rows.ts";
import { orders } from "../orders/orders.schema.ts";

/**
 * The state of one order row (its place among the order's product rows, from 1, as its reference
 * RW-2026-000123/2 says). A row without a record has not been touched: it reads 'te_snijden'.
 */
export const productionRowStates = pgTable(
  "production_row_states",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    position: integer("position").notNull(),
    state: text("state").$type<RowState>().notNull(),
    /** Who moved it last (the member of staff's e-mail) and when. */
    movedBy: text("moved_by").notNull(),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
    /** How: 'knop' (a button on the queue) or 'scan' (a scanned or typed label). */
    movedVia: text("moved_via").$type<"knop" | "scan">().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** The day a released order is made: planned at its release, moved by staff. */
export const productionDays = pgTable(
  "production_days",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id),
    day: date("day", { mode: "string" }).notNull(),
    /** 'automatisch' when planned at the release, else the e-mail of the member of staff who moved it. */
    plannedBy: text("planned_by").notNull(),
    plannedAt: timestamp("planned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("production_days_day_idx").on(t.day)],
);
