// Gap-free document numbers: the next invoice or credit note number of a year, taken inside the caller's transaction.
import { sql } from "drizzle-orm";
import { shopYear } from "../../domain/delivery/shop-time.ts";
import type { Tx } from "../db/client.ts";
import { type DocumentSeries, invoiceCounters } from "./invoices.schema.ts";

/** How a series writes its numbers: '2026-000123' for invoices, 'C2026-000007' for credit notes. */
const PREFIX: Record<DocumentSeries, string> = { invoice: "", credit_note: "C" };

export function formatDocumentNumber(series: DocumentSeries, year: number, n: number): string {
  return `${PREFIX[series]}${year}-${String(n).padStart(6, "0")}`;
}

/** The calendar year a document issued at `now` belongs to, on the shop's clock (not UTC's). */
export function documentYear(now: Date): number {
  return Number(shopYear(now));
}

/**
 * The next number of `series` in `year`, taken in `tx`: the counter row is created at 1 or raised by one, and the
 * update keeps the row locked until `tx` ends. Another transaction asking for the same series waits for that end
 * and then counts on from what was committed; a rollback takes the number back with it. So every committed
 * document has its own number and no number is skipped. A database sequence would not do: it hands out a number
 * a rolled-back transaction then loses. The price is that issuing documents in one series is serial.
 */
export async function nextDocumentNumber(tx: Tx, series: DocumentSeries, year: number): Promise<string> {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: invoiceCounters.lastNumber });
  if (!row) throw new Error(`No ${series} number for ${year}`);
  return formatDocumentNumber(series, year, row.n);
}
