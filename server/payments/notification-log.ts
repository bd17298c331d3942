// The provider's notifications the shop has seen (payment_notifications), so each is applied once: the payments
// area records one inside the transaction that applies it (an order's payment outcome, a refund's).
import type { Tx } from "../db/client.ts";
import { paymentNotifications } from "./payments.schema.ts";

/**
 * Records a notification by its id; answers false when it was recorded before (a redelivery, a replay), and
 * then the caller applies nothing. In the caller's transaction: a rollback forgets the notification too.
 */
export async function recordNotification(
  tx: Tx,
  notification: { id: string; reference: string; outcome: string },
): Promise<boolean> {
  const fresh = await tx
    .insert(paymentNotifications)
    .values(notification)
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  return fresh.length > 0;
}
