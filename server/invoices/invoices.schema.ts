// The invoices' tables: the counters that hand out gap-free document numbers (docs/decisions/0035-gap-free-invoice-numbers.md).
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

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
