// What the back office does with an order after its payment: the fulfilment states (in production, sent or
// planned for mounting, done, cancelled) and which move is allowed from where, and which orders may be cancelled
// (an unpaid one; a paid one not yet sent, by refunding it). Pure:
// the back office's order service applies the answer under the order's row lock. The payment states of
// states.ts stay as they are: fulfilment is its own column, empty until the order is paid.
import { z } from "zod";
import { isUnpaid, type OrderStatus, statusLabels } from "./states.ts";

/** The steps the back office moves an order through; cancelling a paid order is its own action (it refunds). */
export const movableStatuses = ["in_productie", "verzonden", "ingepland_voor_montage", "afgerond"] as const;
export const fulfilmentStatuses = [...movableStatuses, "geannuleerd"] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** Where an order stands for the people who make it: its fulfilment state, or 'paid' before the first move. */
export type FulfilmentStage = "paid" | FulfilmentStatus;

/** The moves the back office may make, from each stage. Done is final. */
const moves: Record<FulfilmentStage, readonly FulfilmentStatus[]> = {
  paid: ["in_productie"],
  in_productie: ["verzonden", "ingepland_voor_montage"],
  verzonden: ["afgerond"],
  ingepland_voor_montage: ["afgerond"],
  afgerond: [],
  geannuleerd: [],
};

export const fulfilmentLabels: Record<FulfilmentStatus, string> = {
  in_productie: "In productie",
  verzonden: "Verzonden",
  ingepland_voor_montage: "Ingepland voor montage",
  afgerond: "Afgerond",
  geannuleerd: "Geannuleerd na betaling",
};

/** The button that makes each move. */
export const moveLabels: Record<FulfilmentStatus, string> = {
  in_productie: "In productie nemen",
  verzonden: "Verzonden",
  ingepland_voor_montage: "Montage inplannen",
  afgerond: "Afronden",
  geannuleerd: "Bestelling annuleren",
};

/** Every state an order can show in the back office: its fulfilment state once it has one, else its payment state. */
export type OrderState = OrderStatus | FulfilmentStatus;
export const orderStates = [
  "pending_payment",
  "paid",
  "in_productie",
  "verzonden",
  "ingepland_voor_montage",
  "afgerond",
  "geannuleerd",
  "refused",
  "cancelled",
  "expired",
] as const satisfies readonly OrderState[];

export const stateLabels: Record<OrderState, string> = {
  ...statusLabels,
  cancelled: "Geannuleerd",
  ...fulfilmentLabels,
};

/** The one state the back office shows for an order. */
export function orderState(status: OrderStatus, fulfilment: FulfilmentStatus | null): OrderState {
  return status === "paid" && fulfilment ? fulfilment : status;
}

/** The fulfilment moves open to an order now; none before it is paid. */
export function allowedMoves(status: OrderStatus, fulfilment: FulfilmentStatus | null): FulfilmentStatus[] {
  if (status !== "paid") return [];
  return [...moves[fulfilment ?? "paid"]];
}

export const NOT_PAID_MESSAGE =
  "Deze bestelling is nog niet betaald: pas na de betaling kan ze in productie of verzonden worden.";
export const TRACK_TRACE_INVALID =
  "Vul een geldige track-and-trace-link in, die begint met https:// of http://.";
export const MOUNT_DATE_REQUIRED = "Kies de datum van de montage.";
export const MOUNT_DATE_PAST = "Kies een montagedatum vanaf vandaag.";

/** The body of a move as the back office sends it; the date's 'not in the past' is checked by `checkMove`. */
export const fulfilmentMoveSchema = z.object({
  to: z.enum(movableStatuses, { error: "Kies een geldige status." }),
  trackTraceUrl: z
    .string()
    .trim()
    .max(500, { error: TRACK_TRACE_INVALID })
    .refine((value) => value === "" || isWebUrl(value), { error: TRACK_TRACE_INVALID })
    .optional(),
  mountDate: z
    .string()
    .trim()
    .refine((value) => value === "" || isIsoDate(value), { error: MOUNT_DATE_REQUIRED })
    .optional(),
});
export type FulfilmentMove = z.output<typeof fulfilmentMoveSchema>;

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What a move came to: the new state with what goes with it, or why not (409: the state; 400: the input). */
export type MoveCheck =
  | { ok: true; to: FulfilmentStatus; trackTraceUrl: string | null; mountDate: string | null }
  | { ok: false; status: 400 | 409; errors: Record<string, string> };

/**
 * Whether `move` may be made now. `today` is the shop's date (YYYY-MM-DD, Europe/Amsterdam): a mount date
 * must not lie before it. A track-and-trace link goes only with 'verzonden', a date only with the mounting.
 */
export function checkMove(
  status: OrderStatus,
  fulfilment: FulfilmentStatus | null,
  move: FulfilmentMove,
  today: string,
): MoveCheck {
  if (status !== "paid") return { ok: false, status: 409, errors: { status: NOT_PAID_MESSAGE } };
  const from: FulfilmentStage = fulfilment ?? "paid";
  if (!moves[from].includes(move.to)) {
    const fromLabel = fulfilment ? fulfilmentLabels[fulfilment] : "Betaald";
    const message =
      from === "afgerond" || from === "geannuleerd"
        ? `Deze bestelling is ${from === "afgerond" ? "afgerond" : "geannuleerd"}: de status kan niet meer veranderen.`
        : `Een bestelling met status ‘${fromLabel}’ kan niet naar ‘${fulfilmentLabels[move.to]}’.`;
    return { ok: false, status: 409, errors: { status: message } };
  }
  const trackTraceUrl = move.to === "verzonden" && move.trackTraceUrl ? move.trackTraceUrl : null;
  let mountDate: string | null = null;
  if (move.to === "ingepland_voor_montage") {
    if (!move.mountDate) return { ok: false, status: 400, errors: { mountDate: MOUNT_DATE_REQUIRED } };
    if (move.mountDate < today) return { ok: false, status: 400, errors: { mountDate: MOUNT_DATE_PAST } };
    mountDate = move.mountDate;
  }
  return { ok: true, to: move.to, trackTraceUrl, mountDate };
}

export const CANCEL_SENT_MESSAGE =
  "Deze bestelling is al verzonden of afgerond en kan niet meer geannuleerd worden. Stuurt de klant de producten terug? Betaal dan terug met een terugbetaling.";
export const ALREADY_CANCELLED_MESSAGE = "Deze bestelling is al geannuleerd.";

/** The reason on the refund, the credit note and the customer's mail when a paid order is cancelled. */
export const CANCEL_REFUND_REASON = "Bestelling geannuleerd";

/**
 * Whether the back office may cancel an order, as a Dutch 409 message when not.
 * - Unpaid (waiting for payment, refused, expired): it becomes 'cancelled' and gives its voucher use back
 *   (states.ts: givesVoucherBack), as expiry does; a payment that still arrives later wins, as it always does.
 * - Paid and not yet sent or done (paid, in production, mounting planned): everything not yet refunded is
 *   refunded, which brings the credit note, and its fulfilment becomes 'geannuleerd'. A sent or finished order
 *   is a return, refunded by hand once the products are back.
 */
export function cancelRefusal(status: OrderStatus, fulfilment: FulfilmentStatus | null): string | null {
  if (status === "cancelled" || fulfilment === "geannuleerd") return ALREADY_CANCELLED_MESSAGE;
  if (isUnpaid(status)) return null;
  return fulfilment === "verzonden" || fulfilment === "afgerond" ? CANCEL_SENT_MESSAGE : null;
}
