// Counts voucher uses under a lock on the voucher's row: the one place where orders and home advice
// appointments take and give back uses, so together they can never take more than a limited code allows.
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { voucherHoldingStatuses } from "../../domain/orders/states.ts";
import type { Db, Tx } from "../db/client.ts";
import { orders } from "../orders/orders.schema.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";

export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * Reads a voucher and locks its row until the transaction ends: a second transaction wanting the same code
 * waits here, then sees the count the first one left.
 */
export async function lockVoucher(
  tx: Tx,
  by: { id: number } | { code: string },
): Promise<VoucherRow | undefined> {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where("id" in by ? eq(vouchers.id, by.id) : eq(vouchers.code, by.code))
    // Not plain 'update': an order or advice row referencing the voucher holds a key-share lock on it (its
    // foreign key), which 'update' would wait for; two such transactions would each wait for the other.
    .for("no key update");
  return row;
}

/**
 * Takes one use of a voucher locked with lockVoucher, after `problem` (the caller's rule, which includes the
 * usage limit) found nothing against it. Answers the problem, and then takes nothing.
 */
export async function takeVoucherUse(
  tx: Tx,
  voucher: VoucherRow,
  problem: (row: VoucherRow) => string | null,
): Promise<string | null> {
  const reason = problem(voucher);
  if (reason) return reason;
  await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(eq(vouchers.id, voucher.id));
  return null;
}

/**
 * Counts a use without asking: for money already taken (a late payment of an order that had given its use
 * back), where refusing would only make the count wrong. The count may then exceed the limit.
 */
export async function forceVoucherUse(tx: Tx, voucherId: number): Promise<void> {
  await lockVoucher(tx, { id: voucherId });
  await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(eq(vouchers.id, voucherId));
}

/** Gives one use back (an order that expired or was cancelled). */
export async function releaseVoucherUse(tx: Tx, voucherId: number): Promise<void> {
  await lockVoucher(tx, { id: voucherId });
  await tx
    .update(vouchers)
    .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
    .where(and(eq(vouchers.id, voucherId), gt(vouchers.usedCount, 0)));
}

/**
 * How many uses of this voucher the visitor's own unpaid orders hold. The visitor's cart leaves them out of
 * the count: their own order waiting for payment must not make their code look used up to them.
 */
export async function usesHeldBy(executor: Db | Tx, sessionId: string, voucherId: number): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(heldBy(sessionId, voucherId));
  return Number(row?.n ?? 0);
}

/** The visitor's unpaid orders that hold a use of this voucher. */
export function heldBy(sessionId: string, voucherId: number) {
  return and(
    eq(orders.sessionId, sessionId),
    eq(orders.voucherId, voucherId),
    eq(orders.voucherHeld, true),
    inArray(orders.status, [...voucherHoldingStatuses]),
  );
}
