// Which of a visitor's unpaid orders hold a use of a voucher: the orders service hands such a use over to the
// same visitor's next order, and the cart leaves these uses out when it counts whether a code is used up.
import { and, eq, inArray, sql } from "drizzle-orm";
import { voucherHoldingStatuses } from "../../domain/orders/states.ts";
import type { Db, Tx } from "../db/client.ts";
import { orders } from "./orders.schema.ts";

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
