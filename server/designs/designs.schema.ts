// Saved designs.
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { money } from "../db/columns.ts";

/**
 * A design saved to keep or share (docs/designs.md): immutable, opened by its unguessable code at
 * /ontwerp/{code}; gone a year after it was last opened.
 */
export const savedDesigns = pgTable(
  "saved_designs",
  {
    code: text("code").primaryKey(),
    store: text("store").notNull(),
    confId: integer("conf_id").notNull(),
    prodId: integer("prod_id").notNull(),
    values: jsonb("values").$type<ConfValues>().notNull(),
    /** What the design cost when it was saved, cents incl. VAT. */
    priceCents: money("price_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_designs_last_opened_idx").on(t.lastOpenedAt)],
);
