// The order's payment states and the one rule that moves between them, for every source (webhook, return,
// expiry, a new attempt). Pure: the orders service applies the answer under a row lock and stores each move.

export const orderStatuses = ["pending_payment", "paid", "refused", "cancelled", "expired"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What can happen to an order's payment. */
export type PaymentEvent =
  | { kind: "authorised" }
  | { kind: "refused" }
  | { kind: "cancelled" }
  | { kind: "error" }
  | { kind: "expired" }
  /** The visitor starts a new payment attempt for the same order. */
  | { kind: "retry" };

/** What moved the order; 'reconcile' is the provider asked on start-up about a payment left pending. */
export type EventSource = "placeOrder" | "webhook" | "return" | "expiry" | "reconcile";

/**
 * The status after `event`, or null when the event changes nothing (it must then leave no trace).
 * - Paid is final: money was taken, so nothing moves it back.
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
  if (current === "paid") return null;
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
