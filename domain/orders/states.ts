// The order's payment states and the one rule that moves between them, for every source (webhook, return,
// expiry, a new attempt). Pure: the orders service applies the answer under a row lock and stores each move.

export const orderStatuses = ["pending_payment", "paid", "refused", "cancelled", "expired"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The states of an order no money was taken for yet: the same checkout placed again reuses such an order. */
export const unpaidStatuses = [
  "pending_payment",
  "refused",
  "cancelled",
  "expired",
] as const satisfies readonly OrderStatus[];

export function isUnpaid(status: OrderStatus): boolean {
  return (unpaidStatuses as readonly OrderStatus[]).includes(status);
}

/**
 * Whether an order moving into `status` gives its voucher use back at once. A refused order keeps it a while,
 * as the visitor may try again at once; the expiry clock gives it back later.
 */
export function givesVoucherBack(status: OrderStatus): boolean {
  return status === "expired" || status === "cancelled";
}

/** The unpaid states in which an order still holds its voucher use (the cart counts it as taken). */
export const voucherHoldingStatuses: readonly OrderStatus[] = unpaidStatuses.filter(
  (s) => !givesVoucherBack(s),
);

/** What can happen to an order's payment. */
export type PaymentEvent =
  | { kind: "authorised" }
  | { kind: "refused" }
  | { kind: "cancelled" }
  | { kind: "error" }
  | { kind: "expired" }
  /** The visitor starts a new payment attempt for the same order. */
  | { kind: "retry" };

/**
 * What moved the order; 'reconcile' is the provider asked on start-up about a payment left pending, 'beheer' a
 * member of staff in the back office (a fulfilment move, cancelling).
 */
export type EventSource = "placeOrder" | "webhook" | "return" | "expiry" | "reconcile" | "beheer" | "klant";

/**
 * The status after `event`, or null when the event changes nothing (it must then leave no trace).
 * - Paid is final for payments: money was taken, so no payment event moves it (or any later state) back.
 * - An authorisation always wins, even after refused, cancelled or expired: a late payment is still a payment.
 * - Refused, cancelled, error and expired only end a payment that is still pending; `isCurrentAttempt` false
 *   (a notification about an older attempt) ignores them, so an old refusal cannot undo a newer attempt.
 * - A retry reopens a refused, cancelled or expired order for a new attempt.
 */
export function nextStatus(
  current: OrderStatus,
  event: PaymentEvent,
  isCurrentAttempt = true,
): OrderStatus | null {
  if (!isUnpaid(current)) return null;
  switch (event.kind) {
    case "authorised":
      return "paid";
    case "retry":
      return current === "pending_payment" ? null : "pending_payment";
    case "refused":
    case "error":
      return current === "pending_payment" && isCurrentAttempt ? "refused" : null;
    case "cancelled":
      return current === "pending_payment" && isCurrentAttempt ? "cancelled" : null;
    case "expired":
      return current === "pending_payment" && isCurrentAttempt ? "expired" : null;
  }
}

/** Dutch names of the states, for mails and the thank-you page. */
export const statusLabels: Record<OrderStatus, string> = {
  pending_payment: "Wacht op betaling",
  paid: "Betaald",
  refused: "Betaling geweigerd",
  cancelled: "Betaling geannuleerd",
  expired: "Betaling verlopen",
};
