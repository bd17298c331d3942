// The one fulfilment machine of a paid order (issue 24): the check before cutting, the question to the customer,
// the release into production, the workshop, shipping or fitting, done, and cancelling. Every state, who may
// make each move, which moves mail the customer, and the Dutch refusal of every other move. Pure: the order
// services apply the answer under the order's row lock. The payment states of states.ts stay as they are:
// fulfilment is its own column, empty until the first move; a paid order with an empty column waits in
// 'te_controleren' (the payment area does not write this column; decision 0033). docs/fulfilment.md has the
// table; docs/decisions/0038-one-fulfilment-machine.md says why it is this shape.
import { z } from "zod";
import type { Cart } from "../cart/types.ts";
import { isUnpaid, type OrderStatus, statusLabels } from "./states.ts";

/** Every fulfilment state, in the order an order passes them; 'geannuleerd' is a paid order cancelled. */
export const fulfilmentStatuses = [
  "te_controleren",
  "wacht_op_klant",
  "vrijgegeven",
  "in_productie",
  "verzonden",
  "klaar_voor_montage",
  "ingepland_voor_montage",
  "afgerond",
  "geannuleerd",
] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** The states a member of staff can move an order into from the order page; cancelling is its own action. */
export const movableStatuses = [
  "te_controleren",
  "wacht_op_klant",
  "vrijgegeven",
  "in_productie",
  "verzonden",
  "klaar_voor_montage",
  "ingepland_voor_montage",
  "afgerond",
] as const satisfies readonly FulfilmentStatus[];

/** Where a paid order stands for the people who make it; an empty fulfilment column reads as 'te_controleren'. */
export type FulfilmentStage = FulfilmentStatus;

/** How the order reaches the customer: our fitter, a carrier, or a pick-up at one of our locations. */
export type DeliveryWay = "mount" | "sent" | "pickup";

/** An order's way of delivery, from its cart: mount service, else sent or picked up. */
export function deliveryWayOf(cart: Pick<Cart, "service_type" | "shipping_method">): DeliveryWay {
  if (cart.service_type === "mount") return "mount";
  return cart.shipping_method === "sent" ? "sent" : "pickup";
}

/** Who makes a move: staff in the back office, the customer through a link, the workshop's row moves, the fitter. */
export type Mover = "medewerker" | "klant" | "werkplaats" | "monteur";

/** What happens to a paid order; each event is one row (or two, for the packed rows) of the machine below. */
export type OrderEvent =
  /** Staff checked the rows: the order goes to the production queue and can no longer be changed. */
  | { kind: "release"; by: Mover }
  /** Staff ask the customer about a row (the question mail with the row's drawing). */
  | { kind: "ask_customer"; by: Mover }
  /** The customer confirmed or changed the row (or staff note an answer given by phone). */
  | { kind: "customer_answered"; by: Mover }
  /** The first row was cut (the workshop's first row move), or staff start an order the queue does not track. */
  | { kind: "cutting_started"; by: Mover }
  /**
   * Every row is packed. `rows` are the order's row states; empty for an order whose rows the production queue
   * does not track (placed before it): then only staff may say it is packed, by hand.
   */
  | { kind: "rows_packed"; by: Mover; delivery: DeliveryWay; rows: readonly string[] }
  /** Staff planned the fitting: a fitter, a date and a time window. */
  | { kind: "fitting_planned"; by: Mover }
  /** The customer signed the fitter's handover. */
  | { kind: "handover_signed"; by: Mover }
  /** A sent order arrived, or a pick-up order was collected. */
  | { kind: "delivered"; by: Mover }
  /** The paid order is cancelled (it refunds): possible until the first row is cut. */
  | { kind: "cancel"; by: Mover };
export type OrderEventKind = OrderEvent["kind"];

interface Transition {
  event: OrderEventKind;
  from: readonly FulfilmentStatus[];
  to: FulfilmentStatus;
  by: readonly Mover[];
  /** Whether the customer gets a mail about this move. */
  mailed: boolean;
}

/**
 * The machine: every move there is. Nothing outside this table moves an order. Done and cancelled are final.
 * 'klaar_voor_montage' and 'verzonden' are both the answer to 'rows_packed'; the order's way of delivery picks.
 */
export const transitions: readonly Transition[] = [
  { event: "release", from: ["te_controleren"], to: "vrijgegeven", by: ["medewerker"], mailed: true },
  { event: "ask_customer", from: ["te_controleren"], to: "wacht_op_klant", by: ["medewerker"], mailed: true },
  {
    event: "customer_answered",
    from: ["wacht_op_klant"],
    to: "te_controleren",
    by: ["klant", "medewerker"],
    mailed: false,
  },
  {
    event: "cutting_started",
    from: ["vrijgegeven"],
    to: "in_productie",
    by: ["werkplaats", "medewerker"],
    mailed: false,
  },
  {
    event: "rows_packed",
    from: ["in_productie"],
    to: "verzonden",
    by: ["werkplaats", "medewerker"],
    mailed: true,
  },
  {
    event: "rows_packed",
    from: ["in_productie"],
    to: "klaar_voor_montage",
    by: ["werkplaats", "medewerker"],
    mailed: true,
  },
  {
    event: "fitting_planned",
    from: ["klaar_voor_montage"],
    to: "ingepland_voor_montage",
    by: ["medewerker"],
    mailed: true,
  },
  { event: "delivered", from: ["verzonden"], to: "afgerond", by: ["medewerker"], mailed: true },
  {
    event: "handover_signed",
    from: ["ingepland_voor_montage"],
    to: "afgerond",
    by: ["monteur", "medewerker"],
    mailed: true,
  },
  {
    event: "cancel",
    from: ["te_controleren", "wacht_op_klant", "vrijgegeven"],
    to: "geannuleerd",
    by: ["medewerker", "klant"],
    mailed: true,
  },
];

/** The states whose arrival mails the customer (every move into them is mailed, none other is). */
export const mailedStatuses = fulfilmentStatuses.filter((s) =>
  transitions.some((t) => t.to === s && t.mailed),
);
export type MailedStatus = Exclude<FulfilmentStatus, "te_controleren" | "in_productie">;

/** Whether moving into `to` mails the customer. */
export function mailsCustomer(to: FulfilmentStatus): to is MailedStatus {
  return (mailedStatuses as readonly FulfilmentStatus[]).includes(to);
}

/** The states in which a paid order may still be cancelled (with its refund): nothing is cut yet. */
export const cancellableStatuses = transitions.find((t) => t.event === "cancel")?.from ?? [];

/** The names staff see. */
export const fulfilmentLabels: Record<FulfilmentStatus, string> = {
  te_controleren: "Te controleren",
  wacht_op_klant: "Wacht op klant",
  vrijgegeven: "Vrijgegeven voor productie",
  in_productie: "In productie",
  verzonden: "Verzonden",
  klaar_voor_montage: "Klaar voor montage",
  ingepland_voor_montage: "Ingepland voor montage",
  afgerond: "Afgerond",
  geannuleerd: "Geannuleerd na betaling",
};

/** The button that makes each move. */
export const moveLabels: Record<FulfilmentStatus, string> = {
  te_controleren: "Klant heeft geantwoord",
  wacht_op_klant: "Klant een vraag stellen",
  vrijgegeven: "Vrijgeven voor productie",
  in_productie: "In productie nemen",
  verzonden: "Verzonden",
  klaar_voor_montage: "Klaar voor montage",
  ingepland_voor_montage: "Montage inplannen",
  afgerond: "Afronden",
  geannuleerd: "Bestelling annuleren",
};

/** Every state an order can show in the back office: its fulfilment state once paid, else its payment state. */
export type OrderState = OrderStatus | FulfilmentStatus;
/**
 * The states an order is shown in. 'paid' is not among them: a paid order shows its fulfilment state, and one
 * with no fulfilment move yet is 'te_controleren'.
 */
export const orderStates = [
  "pending_payment",
  ...fulfilmentStatuses,
  "refused",
  "cancelled",
  "expired",
] as const satisfies readonly OrderState[];

/** A state an order is shown in (never 'paid': see `orderStates`). */
export type ShownState = (typeof orderStates)[number];

export const stateLabels: Record<OrderState, string> = {
  ...statusLabels,
  cancelled: "Geannuleerd",
  ...fulfilmentLabels,
};

/** The fulfilment stage of an order: null before it is paid; a paid order without a move waits for the check. */
export function fulfilmentStage(
  status: OrderStatus,
  fulfilment: FulfilmentStatus | null,
): FulfilmentStatus | null {
  if (status !== "paid") return null;
  return fulfilment ?? "te_controleren";
}

/** The one state the back office and the customer see for an order. */
export function orderState(status: OrderStatus, fulfilment: FulfilmentStatus | null): ShownState {
  if (status === "paid") return fulfilment ?? "te_controleren";
  return status;
}

/** The transitions leaving `from` that `by` may make. */
function movesFrom(from: FulfilmentStatus, by: Mover): Transition[] {
  return transitions.filter((t) => t.from.includes(from) && t.by.includes(by));
}

/** The states an order reaching in_productie's end goes to, by its way of delivery. */
export function packedState(delivery: DeliveryWay): "verzonden" | "klaar_voor_montage" {
  return delivery === "mount" ? "klaar_voor_montage" : "verzonden";
}

export const CANCEL_CUT_MESSAGE =
  "Voor deze bestelling is al gesneden en ze kan niet meer geannuleerd worden. Spreek met de klant een oplossing af; een terugbetaling kan altijd met de knop Terugbetalen.";
export const ROWS_NOT_PACKED_MESSAGE =
  "Nog niet alle producten van deze bestelling zijn ingepakt: de bestelling gaat vanzelf verder als de laatste is ingepakt.";
export const NOT_ALLOWED_FOR_MOVER =
  "Deze stap hoort niet bij jouw rol: vraag een collega die hem wel mag zetten.";

/** Why the order cannot move from `from` to `to` (staff's words: both states named). */
function refusalText(from: FulfilmentStatus, to: FulfilmentStatus): string {
  if (from === "afgerond" || from === "geannuleerd")
    return `Deze bestelling is ${from === "afgerond" ? "afgerond" : "geannuleerd"}: de status kan niet meer veranderen.`;
  if (to === "geannuleerd") return cancelRefusalOf(from) ?? ALREADY_CANCELLED_MESSAGE;
  return `Een bestelling met status ‘${fulfilmentLabels[from]}’ kan niet naar ‘${fulfilmentLabels[to]}’.`;
}

/** What an event comes to: the next state and whether the customer is mailed, or a Dutch refusal. */
export type OrderMove = { ok: true; to: FulfilmentStatus; mailed: boolean } | { ok: false; reason: string };

/**
 * The one door of the machine: where `event` takes an order that stands at `current` (its fulfilment stage;
 * null reads as 'te_controleren'), or why not.
 */
export function orderMove(current: FulfilmentStatus | null, event: OrderEvent): OrderMove {
  const from = current ?? "te_controleren";
  const to = event.kind === "rows_packed" ? packedState(event.delivery) : undefined;
  const candidates = transitions.filter((t) => t.event === event.kind && (to === undefined || t.to === to));
  const found = candidates.find((t) => t.from.includes(from));
  if (!found) {
    const target = to ?? candidates[0]?.to ?? "afgerond";
    return { ok: false, reason: refusalText(from, target) };
  }
  if (!found.by.includes(event.by)) return { ok: false, reason: NOT_ALLOWED_FOR_MOVER };
  if (event.kind === "rows_packed") {
    const untracked = event.rows.length === 0;
    if (untracked ? event.by !== "medewerker" : event.rows.some((row) => row !== "ingepakt"))
      return { ok: false, reason: ROWS_NOT_PACKED_MESSAGE };
  }
  return { ok: true, to: found.to, mailed: found.mailed };
}

/**
 * The fulfilment moves staff may make now from the order page; none before it is paid. `delivery`, when known,
 * leaves out the packed state of the other way of delivery.
 */
export function allowedMoves(
  status: OrderStatus,
  fulfilment: FulfilmentStatus | null,
  delivery?: DeliveryWay,
): FulfilmentStatus[] {
  const from = fulfilmentStage(status, fulfilment);
  if (!from) return [];
  return movesFrom(from, "medewerker")
    .filter((t) => t.event !== "cancel")
    .filter((t) => !(delivery && t.event === "rows_packed" && t.to !== packedState(delivery)))
    .map((t) => t.to);
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
  /**
   * When the order was last changed as the page staff acted on showed it (ISO): a move is refused with a 409
   * when the order changed since (the customer changed a row through their link), so staff look again.
   */
  seenAt: z.iso.datetime({ error: "Vernieuw de pagina en probeer het opnieuw." }).optional(),
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
 * Whether staff may make `move` now from the order page (the machine's rows a 'medewerker' may make, by their
 * target). `today` is the shop's date (YYYY-MM-DD, Europe/Amsterdam): a mount date must not lie before it. A
 * track-and-trace link goes only with 'verzonden', a date only with the mounting. A move out of 'in_productie'
 * here is the by-hand one, for an order whose rows the production queue does not track; `delivery`, when
 * known, refuses the packed state of the other way of delivery.
 */
export function checkMove(
  status: OrderStatus,
  fulfilment: FulfilmentStatus | null,
  move: FulfilmentMove,
  today: string,
  delivery?: DeliveryWay,
): MoveCheck {
  const from = fulfilmentStage(status, fulfilment);
  if (!from) return { ok: false, status: 409, errors: { status: NOT_PAID_MESSAGE } };
  if (!allowedMoves(status, fulfilment, delivery).includes(move.to))
    return { ok: false, status: 409, errors: { status: refusalText(from, move.to) } };
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

/** Why a paid order at `stage` can no longer be cancelled, or null while it can (nothing cut yet). */
function cancelRefusalOf(stage: FulfilmentStatus): string | null {
  if ((cancellableStatuses as readonly FulfilmentStatus[]).includes(stage)) return null;
  if (stage === "geannuleerd") return ALREADY_CANCELLED_MESSAGE;
  return stage === "verzonden" || stage === "afgerond" ? CANCEL_SENT_MESSAGE : CANCEL_CUT_MESSAGE;
}

/**
 * Whether the back office may cancel an order, as a Dutch 409 message when not.
 * - Unpaid (waiting for payment, refused, expired): it becomes 'cancelled' and gives its voucher use back
 *   (states.ts: givesVoucherBack), as expiry does; a payment that still arrives later wins, as it always does.
 * - Paid and nothing cut yet (te_controleren, wacht_op_klant, vrijgegeven): everything not yet refunded is
 *   refunded, which brings the credit note, and its fulfilment becomes 'geannuleerd'. From the first cut on
 *   ('in_productie' and later) the fabric is made to this customer's measures: no cancel, a refund by hand
 *   where staff agree one; a sent or finished order is a return, refunded once the products are back.
 */
export function cancelRefusal(status: OrderStatus, fulfilment: FulfilmentStatus | null): string | null {
  if (status === "cancelled") return ALREADY_CANCELLED_MESSAGE;
  if (isUnpaid(status)) return null;
  return cancelRefusalOf(fulfilment ?? "te_controleren");
}
