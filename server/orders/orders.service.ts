// Orders and their payments: opening an order (or reusing one) with a payment attempt for the checkout, every
// payment outcome applied to the order once by the state machine of domain/orders, expiry and reconciling; the
// back office's moves (fulfilment, cancelling) by the same machine, its list, export and detail; and the
// customer's status look-up. Every write of an order and its history is here.

import { randomBytes } from "node:crypto";
import { and, count, desc, eq, lt, ne, or, sql } from "drizzle-orm";
import { pickupLocations } from "../../domain/cart/pickup.ts";
import type { Cart } from "../../domain/cart/types.ts";
import { voucherValidityProblem } from "../../domain/cart/vouchers.ts";
import { shopToday, shopYear } from "../../domain/delivery/shop-time.ts";
import { formatPrice } from "../../domain/money.ts";
import {
  type ChangeWindowSettings,
  canCustomerChange,
  changeDeadline,
  DEFAULT_CHANGE_WINDOW,
  deadlineText,
} from "../../domain/orders/change-window.ts";
import type { OrderFilters } from "../../domain/orders/filters.ts";
import {
  CANCEL_REFUND_REASON,
  cancelRefusal,
  checkMove,
  deliveryWayOf,
  type FulfilmentMove,
  type FulfilmentStatus,
  fulfilmentLabels,
  mailsCustomer,
  NOT_PAID_MESSAGE,
  type OrderEvent,
  orderMove,
  orderState,
  stateLabels,
} from "../../domain/orders/fulfilment.ts";
import { ORDER_STATUS_NOT_FOUND, type OrderStatusView } from "../../domain/orders/order-status.ts";
import {
  type EventSource,
  givesVoucherBack,
  isUnpaid,
  nextStatus,
  type OrderStatus,
  type PaymentEvent,
} from "../../domain/orders/states.ts";
import type { StoreCode } from "../../domain/store.ts";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer.ts";
import type { ServiceForm } from "../../domain/validation/service.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { Config } from "../config.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { invoiceDownloadUrl } from "../invoices/invoice-links.ts";
import { INVOICE_ATTACHMENTS, type InvoicesService } from "../invoices/invoices.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { recordNotification } from "../payments/notification-log.ts";
import type { PaymentOutcome, PaymentProvider } from "../payments/provider.ts";
import type { RefundsService } from "../payments/refunds.service.ts";
import type { ProductionPlan } from "../production/production-plan.ts";
import { comparableOrderNumber, comparablePostcode } from "../service/service-requests.ts";
import type { VatBasis } from "../vat/basis.ts";
import { type VouchersService, voucherRule } from "../vouchers/vouchers.service.ts";
import {
  type FittingMailData,
  fulfilmentMail,
  fulfilmentSubject,
  mountDateText,
} from "./fulfilment-mail.tsx";
import { orderStatusUrl } from "./order-delivery.ts";
import { ORDER_NOT_FOUND, orderDetail } from "./order-detail.ts";
import type { OrderLinks } from "./order-links.ts";
import { exportOrders, listOrders } from "./order-list.ts";
import { orderConfirmationMail } from "./order-mail.tsx";
import { orderStatusView } from "./order-status.ts";
import type { OrderDetail, OrderListPage } from "./orders.admin.schemas.ts";
import { orderEvents, orders, payments } from "./orders.schema.ts";
import { heldBy } from "./voucher-holds.ts";

/** The release refused while a customer's dearer change waits for its payment inside the window. */
export function waitsForChangePayment(differenceCents: number, until: string): string {
  return `Wacht op betaling van een wijziging: ${formatPrice(differenceCents)}. De klant kan die nog betalen tot ${until}; geef de bestelling daarna vrij, of vraag de klant de wijziging te betalen.`;
}

export const ORDER_CHANGED_MEANWHILE =
  "De bestelling is intussen gewijzigd (bijvoorbeeld door de klant). Bekijk haar opnieuw en kies dan de volgende stap.";

/** Unpaid orders one visitor may have open at once. */
export const MAX_OPEN_ORDERS = 10;
export const TOO_MANY_OPEN_ORDERS =
  "Je hebt al veel bestellingen openstaan die nog niet betaald zijn. Betaal een daarvan, of probeer het over een uur opnieuw.";
/** Payment attempts one order may have. */
export const MAX_PAYMENT_ATTEMPTS = 20;
export const TOO_MANY_ATTEMPTS =
  "Je hebt al vaak geprobeerd deze bestelling te betalen. Neem contact op met de klantenservice, dan helpen we je verder.";

/** What applying a payment outcome came to; 'review' when amount or currency differ (nothing changed). */
export type Applied = { kind: "applied" } | { kind: "review"; detail: string };

/** An order as the checkout hands it over: computed by the server, the customer data parsed once. */
export interface OrderDraft {
  sessionId: string;
  store: StoreCode;
  email: string;
  customer: CustomerData;
  /** The cart as priced, its VAT decision in `cart.vat`. */
  cart: Cart;
  /** What the VAT was decided from, with the VAT number's check as it answered. */
  vatBasis: VatBasis;
  /** The same store, cart, customer and payment choice give the same fingerprint: the same order. */
  fingerprint: string;
}

/** The payment method an attempt is for, as the provider names it; `issuer` empty for methods without a bank. */
export interface AttemptMethod {
  type: string;
  name: string;
  issuer: string;
  issuerName: string;
}

export type OrderRow = typeof orders.$inferSelect;

/** A fulfilment move the caller checked, with what goes with it. */
export interface FulfilmentChange {
  to: FulfilmentStatus;
  trackTraceUrl: string | null;
  mountDate: string | null;
  refundCents?: number;
  /** Who moved it: the back office unless said ('klant' for the customer's own link). */
  source?: EventSource;
  /** Said in the history before who did it. */
  detail?: string;
  /** False when the caller mails the customer itself (the question, with the row's drawing). */
  mailed?: boolean;
  /** A planned fitting's window, alternatives and the customer's link, for the mail. */
  fitting?: FittingMailData;
  /** A signed handover: its PDF goes with the mail, made from this attachment source. */
  handover?: { source: string; key: string };
}
export type PaymentAttempt = typeof payments.$inferSelect;

/** Where a visitor's return from the provider leads. */
export type ReturnTarget =
  | { kind: "paid"; number: string }
  | { kind: "pending"; number: string }
  | { kind: "failed"; outcome: "refused" | "cancelled" | "error" | "expired"; reason: string | null }
  /** A change's payment: back to the customer's change page, with how the payment went. */
  | { kind: "change"; number: string; outcome: PaymentOutcome | "review"; applied: boolean; late: boolean };

/** The reason kept on a change's payment that came after its change could be made: it is refunded. */
export const CHANGE_PAYMENT_LATE = "te laat voor de wijziging: terugbetaald";

/** The only currency the shop charges in; a payment reported in another one is for review. */
const PAYMENT_CURRENCY = "EUR";

/** Attempts asked about per start-up, newest first: bounds the start-up's calls to the provider. */
const RECONCILE_LIMIT = 500;

const NOT_PAID_MESSAGE_FITTING = "Deze bestelling is niet betaald: er is niets op te leveren.";

/** The state history's source for every change made in the back office. */
const BACKOFFICE_SOURCE = "beheer" satisfies EventSource;

/**
 * What happens when a payment of a customer's change is authorised (server/orders/order-changes.service.ts):
 * called in the outcome's transaction under the order's lock, once per attempt; what it answers runs after the
 * commit (a refund of a payment that came too late).
 */
export interface ChangePayments {
  authorised(tx: Tx, attempt: PaymentAttempt): Promise<(() => Promise<void>) | undefined>;
}

/** The collaborators a test may leave out: without them no day is planned, no change link is offered. */
export interface OrdersCollaborators {
  production?: ProductionPlan;
  links?: OrderLinks;
  changeWindow?: (executor: Db | Tx) => Promise<ChangeWindowSettings>;
}

export class OrdersService {
  #expiryTimer: NodeJS.Timeout | undefined;
  #changePayments: ChangePayments | undefined;

  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly mail: Mailer,
    private readonly config: Config,
    private readonly vouchers: VouchersService,
    private readonly cart: CartService,
    private readonly invoices: InvoicesService,
    private readonly more: OrdersCollaborators = {},
  ) {}

  /** Set by the customer's changes' service: applies a change when its payment is authorised. */
  handleChangePayments(handler: ChangePayments): void {
    this.#changePayments = handler;
  }

  /** Plans a released order's production day in the release's transaction (server/production/). */
  private get production(): ProductionPlan | undefined {
    return this.more.production;
  }

  /** The customer's signed links (the change page in the confirmation mail and on the status page). */
  private get links(): OrderLinks | undefined {
    return this.more.links;
  }

  /** The shop's cut-off of the change window, as the owner set it (the default without a reader). */
  private changeWindow(executor: Db | Tx): Promise<ChangeWindowSettings> {
    return this.more.changeWindow ? this.more.changeWindow(executor) : Promise.resolve(DEFAULT_CHANGE_WINDOW);
  }

  /**
   * The order for the checkout's draft and a payment attempt to pay it with, inside the checkout's transaction
   * (the visitor locked). The same draft placed again (double click, two tabs, back from a refused payment)
   * reuses its unpaid order: an ended one reopens for a new attempt, a pending attempt for the same method is
   * answered again. Otherwise a new order. Both are bounded per visitor and per order (Dutch 400s).
   */
  async openForPayment(
    tx: Tx,
    draft: OrderDraft,
    method: AttemptMethod,
  ): Promise<{ order: OrderRow; attempt: PaymentAttempt }> {
    const { sessionId } = draft;
    const [existing] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.sessionId, sessionId), eq(orders.fingerprint, draft.fingerprint)))
      .orderBy(desc(orders.id))
      .limit(1);
    let order = existing && isUnpaid(existing.status) ? existing : undefined;
    if (order) {
      const reopened = nextStatus(order.status, { kind: "retry" });
      if (reopened) {
        await this.#move(tx, order.id, order.status, reopened, "placeOrder", "nieuwe betaalpoging");
        if (order.voucherId !== null && !order.voucherHeld)
          await this.#holdVoucher(tx, sessionId, order.id, order.voucherId);
      } else {
        const [current] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")))
          .orderBy(desc(payments.id))
          .limit(1);
        if (current && current.method.type === method.type && current.method.issuer === method.issuer) {
          return { order, attempt: current };
        }
      }
    } else {
      await this.#guardOpenOrders(tx, sessionId);
      order = await this.#create(tx, draft);
    }
    await this.#guardAttempts(tx, order.id);
    const [attempt] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        reference: `${order.number}-${randomBytes(4).toString("hex")}`,
        provider: this.provider.name,
        method: { ...method },
        amountCents: order.totalCents,
      })
      .returning();
    if (!attempt) throw new Error("payment insert returned nothing");
    return { order, attempt };
  }

  /** Keeps what the provider answered for an attempt: its id there and where the visitor pays. */
  async recordPaymentLink(attemptId: number, created: { pspReference: string; paymentLink: string }) {
    await this.db
      .update(payments)
      .set({ pspReference: created.pspReference, paymentLink: created.paymentLink, updatedAt: sql`now()` })
      .where(eq(payments.id, attemptId));
  }

  /**
   * Applies a payment outcome (a verified webhook item, a verified return, or the expiry clock) to its
   * attempt and order, once: a notification seen before changes nothing. Paid removes the ordered rows from
   * the cart and queues the confirmation, in the same transaction as the status change. With `amount` (what
   * the provider says was paid) another amount or currency than the attempt's changes nothing but marks the
   * attempt 'review' and records the event; the caller logs it loudly.
   */
  async applyOutcome(input: {
    reference: string;
    outcome: PaymentOutcome;
    reason?: string | null;
    source: EventSource;
    notificationId?: string;
    amount?: { value: number; currency: string };
  }): Promise<Applied> {
    let after: (() => Promise<void>) | undefined;
    const applied = await this.db.transaction(async (tx): Promise<Applied> => {
      const applied = { kind: "applied" } as const;
      // A notification seen before (a redelivery, a replay) changes nothing.
      const fresh =
        !input.notificationId ||
        (await recordNotification(tx, {
          id: input.notificationId,
          reference: input.reference,
          outcome: input.outcome,
        }));
      if (!fresh) return applied;
      const [found] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.reference, input.reference));
      if (!found || input.outcome === "pending") return applied;
      const [order] = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.id, found.orderId))
        .for("update");
      if (!order) return applied;
      // The attempt is read under the order's lock: every outcome takes that lock first, so a second one for
      // the same order (the expiry in another process, a webhook and its redelivery) sees what the first wrote.
      const [attempt] = await tx.select().from(payments).where(eq(payments.reference, input.reference));
      if (!attempt) return applied;
      if (
        input.amount &&
        (input.amount.value !== attempt.amountCents || input.amount.currency !== PAYMENT_CURRENCY)
      ) {
        const detail = `review: ${input.outcome} voor ${input.amount.value} ${input.amount.currency}, verwacht ${attempt.amountCents} ${PAYMENT_CURRENCY}`;
        await tx
          .update(payments)
          .set({ status: "review", reason: detail, updatedAt: sql`now()` })
          .where(eq(payments.id, attempt.id));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          source: input.source,
          detail,
        });
        return { kind: "review", detail };
      }
      const [latest] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.purpose, "order")))
        .orderBy(desc(payments.id))
        .limit(1);
      if (attempt.status !== "authorised" && attempt.status !== "review") {
        await tx
          .update(payments)
          .set({ status: input.outcome, reason: input.reason ?? null, updatedAt: sql`now()` })
          .where(eq(payments.id, attempt.id));
      }
      // A customer's change's payment: applied by its first authorisation (a return and its webhook, or a
      // redelivery, find the attempt authorised already); the order's own status is not a payment's to move.
      if (attempt.purpose === "change") {
        if (input.outcome === "authorised" && attempt.status !== "authorised" && attempt.status !== "review")
          after = await this.#changePayments?.authorised(tx, { ...attempt, status: "authorised" });
        return applied;
      }
      const event: PaymentEvent = { kind: input.outcome };
      const next = nextStatus(order.status, event, latest?.id === attempt.id);
      if (!next) return applied;
      await this.#move(tx, order.id, order.status, next, input.source, input.reason ?? null);
      if (next === "paid")
        await this.#paid(tx, order.id, { type: attempt.method.type ?? "", name: attempt.method.name ?? "" });
      return applied;
    });
    await after?.();
    return applied;
  }

  /** Where the visitor goes after returning from the provider, by the attempt's and order's state now. */
  async returnTarget(reference: string): Promise<ReturnTarget | null> {
    const [row] = await this.db
      .select({
        status: orders.status,
        number: orders.number,
        attempt: payments.status,
        reason: payments.reason,
        purpose: payments.purpose,
        pending: orders.pendingChange,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.reference, reference));
    if (!row) return null;
    if (row.purpose === "change") {
      const late = row.attempt === "authorised" && row.reason === CHANGE_PAYMENT_LATE;
      return {
        kind: "change",
        number: row.number,
        outcome: row.attempt,
        applied: row.attempt === "authorised" && !late && !row.pending?.references.includes(reference),
        late,
      };
    }
    if (row.status === "paid") return { kind: "paid", number: row.number };
    if (
      row.attempt === "refused" ||
      row.attempt === "cancelled" ||
      row.attempt === "error" ||
      row.attempt === "expired"
    )
      return { kind: "failed", outcome: row.attempt, reason: row.reason };
    return { kind: "pending", number: row.number };
  }

  /** A visitor's order by number, or null when it is not theirs. */
  async orderFor(sessionId: string, number: string) {
    if (!sessionId) return null;
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.sessionId, sessionId), eq(orders.number, number)));
    if (!order) return null;
    const [attempt] = await this.db
      .select({ method: payments.method })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1);
    return { ...order, paymentName: attempt?.method.name ?? "" };
  }

  /** Ends payments left pending longer than the configured time; runs every minute while the server runs. */
  async expireStale(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.PAYMENT_EXPIRY_MINUTES * 60_000);
    const stale = await this.db
      .select({ reference: payments.reference })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(orders.status, "pending_payment"),
          eq(payments.status, "pending"),
          lt(payments.createdAt, before),
        ),
      );
    for (const { reference } of stale)
      await this.applyOutcome({ reference, outcome: "expired", source: "expiry" });
    // A refused order keeps its voucher use while the visitor may try again at once; after the same time
    // it gives it back (a later attempt takes one again, or is refused when none is left).
    const given = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, "refused"), eq(orders.voucherHeld, true), lt(orders.updatedAt, before)));
    for (const { id } of given)
      await this.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
        if (order?.status === "refused" && order.voucherHeld) await this.#giveBackVoucher(tx, order);
      });
    return stale.length;
  }

  /**
   * Asks the provider about every attempt still pending whose order waits for payment (or that pays a customer's
   * change), and applies what it
   * answers: a webhook lost while the shop was down (or a decision it never heard of) is found this way.
   * Answers how many attempts changed. Runs once on start-up.
   */
  async reconcile(log?: {
    error: (o: object, m: string) => void;
    warn: (o: object, m: string) => void;
  }): Promise<number> {
    const open = await this.db
      .select({ reference: payments.reference, pspReference: payments.pspReference })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          // An unpaid order's attempts, and a paid order's payments of a customer's change (its webhook lost too).
          or(eq(orders.status, "pending_payment"), eq(payments.purpose, "change")),
          eq(payments.status, "pending"),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(RECONCILE_LIMIT);
    let changed = 0;
    for (const { reference, pspReference } of open) {
      if (!pspReference) continue;
      try {
        const status = await this.provider.status(pspReference);
        if (!status || status.reference !== reference || status.outcome === "pending") continue;
        const applied = await this.applyOutcome({
          reference,
          outcome: status.outcome,
          reason: status.reason ?? null,
          source: "reconcile",
          amount: status.amount,
        });
        if (applied.kind === "review")
          log?.error(
            { reference, pspReference, detail: applied.detail },
            "payment status amount or currency differs from the attempt: order held for review",
          );
        changed++;
      } catch (error) {
        log?.warn({ err: error, reference }, "asking the provider for a payment's status failed");
      }
    }
    return changed;
  }

  /** The back office's order list: a page of what the filters find, newest first, with the totals. */
  list(filters: OrderFilters): Promise<OrderListPage> {
    return listOrders(this.db, filters);
  }

  /** Every order the filters find (up to the export's bound) as a CSV file for Excel NL. */
  exportCsv(filters: OrderFilters): Promise<string> {
    return exportOrders(this.db, filters);
  }

  /** One order whole, as the back office reads it; 404 for an unknown number. */
  detail(number: string): Promise<OrderDetail> {
    return orderDetail(this.db, number);
  }

  /**
   * The order's status as its customer may see it (/bestelling-volgen), by order number and the postcode it
   * went to; the same pattern as the service request (server/service): one query whether or not the number
   * exists, and the same 404 for an unknown number and a postcode that does not match.
   */
  async lookUpStatus(form: ServiceForm, now = new Date()): Promise<OrderStatusView> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.number, comparableOrderNumber(form.order_number)));
    const matches =
      order !== undefined &&
      comparablePostcode(deliveryAddress(order.customer).zipcode) === comparablePostcode(form.postal_code);
    if (!order || !matches) throw new ClientError(404, { order: ORDER_STATUS_NOT_FOUND });
    const view = orderStatusView(order, now);
    // Only while the order waits for the check or the customer's answer: later states say so in their next step.
    const state = orderState(order.status, order.fulfilmentStatus);
    if (state !== "te_controleren" && state !== "wacht_op_klant") return view;
    if (!order.paidAt || !this.links) return view;
    // Who knows the number and postcode may change the order while the window is open: the signed link.
    const deadline = changeDeadline(
      order.paidAt,
      order.store === "BE" ? "BE" : "NL",
      await this.changeWindow(this.db),
    );
    const answer = canCustomerChange(state, now, deadline);
    return {
      ...view,
      change: answer.ok
        ? {
            open: true,
            url: this.links.path(order.number, "wijzigen"),
            text: `Wijzigen of annuleren kan tot ${deadlineText(deadline)}.`,
          }
        : { open: false, url: null, text: answer.reason },
    };
  }

  /**
   * Moves a paid order along the fulfilment machine (domain/orders/fulfilment.ts) for a member of staff and
   * mails the customer about it: under the order's row lock, in one transaction with its state history, the
   * mail and the audit log; a refused move changes nothing.
   */
  async moveFulfilment(
    actor: Actor,
    number: string,
    move: FulfilmentMove,
    today = shopToday(),
  ): Promise<{ fulfilmentStatus: FulfilmentStatus }> {
    return this.db.transaction(async (tx) => {
      const order = await this.#lockByNumber(tx, number);
      // The page staff looked at is older than the order (the customer changed a row meanwhile): look again.
      if (move.seenAt && Date.parse(move.seenAt) !== order.updatedAt.getTime())
        throw new ClientError(409, { status: ORDER_CHANGED_MEANWHILE });
      const check = checkMove(order.status, order.fulfilmentStatus, move, today, deliveryWayOf(order.cart));
      if (!check.ok) throw new ClientError(check.status, check.errors);
      if (check.to === "vrijgegeven" && order.pendingChange && order.paidAt) {
        // The customer may still pay a dearer change they asked for: not released under them. After the
        // cut-off they no longer can, and the release drops the change (#setFulfilment).
        const deadline = changeDeadline(
          order.paidAt,
          order.store === "BE" ? "BE" : "NL",
          await this.changeWindow(tx),
        );
        if (Date.now() < deadline.getTime())
          throw new ClientError(409, {
            status: waitsForChangePayment(order.pendingChange.differenceCents, deadlineText(deadline)),
          });
      }
      await this.#setFulfilment(tx, actor, order, check);
      if (check.to === "vrijgegeven") await this.production?.planReleased(tx, order.id);
      return { fulfilmentStatus: check.to };
    });
  }

  /**
   * The order move the workshop's rows bring about (rows.ts `followRows`: the first cut, the last pack), in the
   * production area's transaction that moved the row: checked again by the machine under the order's row lock,
   * stored with its history, the customer's mail (as a move by hand) and the audit entry. A 'verzonden' made
   * this way carries no track-and-trace link (docs/production.md).
   */
  async applyWorkshopMove(
    tx: Tx,
    actor: Actor,
    number: string,
    event: OrderEvent,
  ): Promise<FulfilmentStatus> {
    const order = await this.#lockByNumber(tx, number);
    if (order.status !== "paid") throw new ClientError(409, { status: NOT_PAID_MESSAGE });
    const move = orderMove(order.fulfilmentStatus, event);
    if (!move.ok) throw new ClientError(409, { status: move.reason });
    await this.#setFulfilment(tx, actor, order, { to: move.to, trackTraceUrl: null, mountDate: null });
    return move.to;
  }

  /**
   * The fitting area's planning (server/fitting), in its transaction: a paid mount order 'klaar_voor_montage'
   * moves to 'ingepland_voor_montage' on `plan.date`; one already planned and not yet handed over is planned
   * again (the new date kept, its history and audit written). Either way the customer gets the one planning
   * mail, with the window, the other moments offered and the link to answer. A refusal changes nothing.
   */
  async planFitting(
    tx: Tx,
    actor: Actor,
    number: string,
    plan: { date: string; fitting: FittingMailData },
    today = shopToday(),
  ): Promise<OrderRow> {
    const order = await this.#lockByNumber(tx, number);
    const replanning = order.status === "paid" && order.fulfilmentStatus === "ingepland_voor_montage";
    if (!replanning) {
      const check = checkMove(
        order.status,
        order.fulfilmentStatus,
        { to: "ingepland_voor_montage", mountDate: plan.date },
        today,
        deliveryWayOf(order.cart),
      );
      if (!check.ok) throw new ClientError(check.status, check.errors);
    }
    await this.#setFulfilment(tx, actor, order, {
      to: "ingepland_voor_montage",
      trackTraceUrl: null,
      mountDate: plan.date,
      fitting: plan.fitting,
      ...(replanning ? { detail: "opnieuw ingepland" } : {}),
    });
    return order;
  }

  /**
   * The customer chose another of the offered moments (server/fitting, through their link): the order's mount
   * date follows, with its history and audit entry; no mail (the page confirms it to them).
   */
  async moveFittingDate(tx: Tx, actor: Actor, number: string, date: string): Promise<void> {
    const order = await this.#lockByNumber(tx, number);
    if (order.status !== "paid" || order.fulfilmentStatus !== "ingepland_voor_montage")
      throw new ClientError(409, { status: "Deze montage kan niet meer verplaatst worden." });
    await tx.update(orders).set({ mountDate: date, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.fulfilmentStatus,
      toStatus: order.fulfilmentStatus,
      source: "klant",
      detail: `montage verplaatst naar ${mountDateText(date)}; door ${actor.email}`,
    });
    await writeAudit(tx, actor, {
      action: "order.mount_date",
      subject: order.number,
      before: { montagedatum: order.mountDate },
      after: { montagedatum: date },
    });
  }

  /**
   * The signed handover (server/fitting), in its transaction: 'ingepland_voor_montage' → 'afgerond' by the
   * machine's `handover_signed` (a monteur or a medewerker), with the customer's mail carrying the signed
   * handover, made at delivery by the attachment source `attachments` names.
   */
  async finishFitting(
    tx: Tx,
    actor: Actor,
    number: string,
    by: "monteur" | "medewerker",
    attachments: { source: string; key: string },
  ): Promise<void> {
    const order = await this.#lockByNumber(tx, number);
    if (order.status !== "paid") throw new ClientError(409, { status: NOT_PAID_MESSAGE_FITTING });
    const move = orderMove(order.fulfilmentStatus, { kind: "handover_signed", by });
    if (!move.ok) throw new ClientError(409, { status: move.reason });
    await this.#setFulfilment(tx, actor, order, {
      to: move.to,
      trackTraceUrl: null,
      mountDate: null,
      handover: attachments,
      detail: "opgeleverd met handtekening",
    });
  }

  /**
   * Cancels an order for a member of staff (cancelRefusal says which; a refused cancel changes nothing).
   * - Unpaid: the state machine's move to 'cancelled', which gives the voucher use back as expiry does.
   * - Paid, not yet sent: a refund of everything not refunded yet is asked first (`refunds`, which checks the
   *   amount under the order's lock and asks the provider; its confirmation brings the credit note), then the
   *   fulfilment becomes 'geannuleerd' with the customer's mail. A provider that refuses or is unreachable
   *   leaves the order as it was, with the failed refund on its page. The voucher stays used: it was redeemed
   *   in a paid order, and the refund pays back what the customer paid.
   */
  async cancel(
    actor: Actor,
    number: string,
    refunds: RefundsService,
    log?: { warn: (o: object, m: string) => void },
  ): Promise<{ voucherReturned: boolean; refundedCents: number }> {
    const [found] = await this.db.select().from(orders).where(eq(orders.number, number));
    if (!found) throw new ClientError(404, { order: ORDER_NOT_FOUND });
    let refundedCents = 0;
    if (found.status === "paid") {
      const refusal = cancelRefusal(found.status, found.fulfilmentStatus);
      if (refusal) throw new ClientError(409, { status: refusal });
      const { refundableCents } = await refunds.overview(number);
      if (refundableCents > 0) {
        await refunds.request(
          number,
          { kind: "refund", amountCents: refundableCents, reason: CANCEL_REFUND_REASON },
          actor,
          log,
        );
        refundedCents = refundableCents;
      }
    }
    return this.db.transaction(async (tx) => {
      const order = await this.#lockByNumber(tx, number);
      const refusal = cancelRefusal(order.status, order.fulfilmentStatus);
      if (refusal) throw new ClientError(409, { status: refusal });
      if (order.status === "paid") {
        await this.#setFulfilment(tx, actor, order, {
          to: "geannuleerd",
          trackTraceUrl: null,
          mountDate: null,
          refundCents: refundedCents,
        });
        return { voucherReturned: false, refundedCents };
      }
      const voucherReturned = await this.#move(
        tx,
        order.id,
        order.status,
        "cancelled",
        BACKOFFICE_SOURCE,
        `geannuleerd door ${actor.email}`,
      );
      await writeAudit(tx, actor, {
        action: "order.cancel",
        subject: order.number,
        before: { status: stateLabels[order.status] },
        after: {
          status: stateLabels.cancelled,
          ...(voucherReturned ? { kortingscode: "gebruik teruggegeven" } : {}),
        },
      });
      return { voucherReturned, refundedCents: 0 };
    });
  }

  /**
   * The order by number under its row lock, for the orders area's other services (the customer's changes,
   * server/orders/order-changes.service.ts) inside their own transaction; a Dutch 404 when unknown.
   */
  lockInTx(tx: Tx, number: string): Promise<OrderRow> {
    return this.#lockByNumber(tx, number);
  }

  /** A fulfilment change the caller checked under the order's lock (the customer's answer or cancel). */
  fulfilmentInTx(tx: Tx, actor: Actor, order: OrderRow, change: FulfilmentChange): Promise<void> {
    return this.#setFulfilment(tx, actor, order, change);
  }

  /** Stores a fulfilment change the caller checked, with its history, the customer's mail and the audit entry. */
  async #setFulfilment(tx: Tx, actor: Actor, order: OrderRow, change: FulfilmentChange): Promise<void> {
    const from = order.fulfilmentStatus;
    await tx
      .update(orders)
      .set({
        fulfilmentStatus: change.to,
        updatedAt: sql`now()`,
        // A release or a cancel ends the window: a change still waiting for its payment is dropped (a payment
        // that comes after all is refunded: server/orders/order-changes.service.ts).
        ...(change.to === "vrijgegeven" || change.to === "geannuleerd" ? { pendingChange: null } : {}),
        ...(change.to === "verzonden" ? { trackTraceUrl: change.trackTraceUrl } : {}),
        ...(change.to === "ingepland_voor_montage" ? { mountDate: change.mountDate } : {}),
      })
      .where(eq(orders.id, order.id));
    const refund = change.refundCents
      ? `terugbetaling van ${formatPrice(change.refundCents)} gevraagd`
      : null;
    const detail = [
      change.detail ?? null,
      change.trackTraceUrl ? `track-and-trace: ${change.trackTraceUrl}` : null,
      change.mountDate ? `montage op ${mountDateText(change.mountDate)}` : null,
      change.fitting ? `tijdvak ${change.fitting.window}` : null,
      refund,
      `door ${actor.email}`,
    ]
      .filter(Boolean)
      .join("; ");
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: from ?? order.status,
      toStatus: change.to,
      source: change.source ?? BACKOFFICE_SOURCE,
      detail,
    });
    // Only the moves the machine marks as mailed reach the customer (not the first cut, not an answer back).
    if (change.mailed !== false && mailsCustomer(change.to)) {
      const data = {
        number: order.number,
        firstname: order.customer.factuur.firstname,
        store: order.store === "BE" ? ("BE" as const) : ("NL" as const),
        to: change.to,
        trackTraceUrl: change.trackTraceUrl,
        mountDate: change.mountDate,
        refundCents: change.refundCents ?? 0,
        ...(change.fitting ? { fitting: change.fitting } : {}),
        ...(change.handover ? { handover: true } : {}),
        ...(change.to === "verzonden" && deliveryWayOf(order.cart) === "pickup"
          ? { pickup: pickupLocations.find((l) => l.name === order.cart.shipping_method) ?? null }
          : {}),
      };
      await this.mail.enqueue(tx, {
        kind: "order-fulfilment",
        to: order.email,
        subject: fulfilmentSubject(data),
        content: fulfilmentMail(data),
        orderNumber: order.number,
        ...(change.handover ? { attachmentsFrom: change.handover } : {}),
      });
    }
    await writeAudit(tx, actor, {
      action: change.to === "geannuleerd" ? "order.cancel" : "order.status",
      subject: order.number,
      before: { status: from ? fulfilmentLabels[from] : stateLabels[order.status] },
      after: {
        status: fulfilmentLabels[change.to],
        ...(change.trackTraceUrl ? { "track-and-trace": change.trackTraceUrl } : {}),
        ...(change.mountDate ? { montagedatum: change.mountDate } : {}),
        ...(change.fitting ? { tijdvak: change.fitting.window } : {}),
        ...(change.detail ? { toelichting: change.detail } : {}),
        ...(refund ? { terugbetaling: formatPrice(change.refundCents ?? 0) } : {}),
      },
    });
  }

  start(log: {
    error: (o: object, m: string) => void;
    warn: (o: object, m: string) => void;
    info: (o: object, m: string) => void;
  }): void {
    const expire = () =>
      this.expireStale().catch((error: unknown) =>
        log.error({ err: error }, "expiring stale payments failed"),
      );
    // First what the provider decided while the shop was down, then what expired meanwhile (not a minute later).
    this.reconcile(log)
      .then((changed) => {
        if (changed > 0) log.info({ changed }, "payments reconciled with the provider on start-up");
      })
      .catch((error: unknown) => log.error({ err: error }, "reconciling payments failed"))
      .then(() => (this.#expiryTimer ? expire() : undefined));
    this.#expiryTimer = setInterval(expire, 60_000);
    this.#expiryTimer.unref();
  }

  stop(): void {
    clearInterval(this.#expiryTimer);
    this.#expiryTimer = undefined;
  }

  /** A new order waiting for payment, numbered by its id, holding its voucher's use when it has one. */
  async #create(tx: Tx, draft: OrderDraft): Promise<OrderRow> {
    const { cart } = draft;
    const [created] = await tx
      .insert(orders)
      .values({
        number: `tmp-${randomBytes(8).toString("hex")}`,
        sessionId: draft.sessionId,
        store: draft.store,
        status: "pending_payment",
        email: draft.email,
        customer: draft.customer,
        cart,
        vatBasis: draft.vatBasis,
        totalCents: cart.total,
        taxCents: cart.tax_amount,
        shippingCents: cart.shipping_amount,
        voucherId: cart.coupon ? cart.coupon.id : null,
        fingerprint: draft.fingerprint,
      })
      .returning();
    if (!created) throw new Error("order insert returned nothing");
    const number = `RW-${shopYear()}-${String(created.id).padStart(6, "0")}`;
    await tx.update(orders).set({ number }).where(eq(orders.id, created.id));
    await tx
      .insert(orderEvents)
      .values({ orderId: created.id, toStatus: "pending_payment", source: "placeOrder" });
    if (created.voucherId !== null)
      await this.#holdVoucher(tx, draft.sessionId, created.id, created.voucherId);
    return { ...created, number };
  }

  /**
   * Every new order creates a payment at the provider, and a changed cart or payment choice is a new order: a
   * visitor may have only a few unpaid orders open at once (they expire after PAYMENT_EXPIRY_MINUTES).
   */
  async #guardOpenOrders(tx: Tx, sessionId: string): Promise<void> {
    const [open] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.sessionId, sessionId), eq(orders.status, "pending_payment")));
    if ((open?.n ?? 0) >= MAX_OPEN_ORDERS) throw new ClientError(400, { cart: TOO_MANY_OPEN_ORDERS });
  }

  /** A bound on the payment attempts of one order (each is a payment at the provider). */
  async #guardAttempts(tx: Tx, orderId: number): Promise<void> {
    const [made] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
    if ((made?.n ?? 0) >= MAX_PAYMENT_ATTEMPTS)
      throw new ClientError(400, { payment_method: TOO_MANY_ATTEMPTS });
  }

  /** The order by number under its row lock, or a Dutch 404. */
  async #lockByNumber(tx: Tx, number: string): Promise<OrderRow> {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
    if (!order) throw new ClientError(404, { order: ORDER_NOT_FOUND });
    return order;
  }

  /**
   * Stores a move of the order's payment state with its history; a move into a state that gives the voucher
   * use back (states.ts) gives it back. Answers whether it did. The caller holds the order's row lock.
   */
  async #move(
    tx: Tx,
    orderId: number,
    from: OrderStatus,
    to: OrderStatus,
    source: EventSource,
    detail: string | null,
  ): Promise<boolean> {
    await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()`, ...(to === "paid" ? { paidAt: sql`now()` } : {}) })
      .where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, source, detail });
    if (!givesVoucherBack(to)) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order?.voucherHeld) return false;
    await this.#giveBackVoucher(tx, order);
    return true;
  }

  /**
   * Gives the order a use of its voucher: the visitor's own other unpaid order holding one hands it over
   * (a changed cart placed again), otherwise one is taken under the voucher's row lock, or the order is
   * refused with a Dutch 409 (the transaction rolls back, the cart keeps everything).
   */
  async #holdVoucher(tx: Tx, sessionId: string, orderId: number, voucherId: number) {
    const [other] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(heldBy(sessionId, voucherId), ne(orders.id, orderId)))
      .orderBy(desc(orders.id))
      .limit(1)
      .for("update");
    if (other) {
      await tx.update(orders).set({ voucherHeld: false }).where(eq(orders.id, other.id));
    } else {
      const voucher = await this.vouchers.lock(tx, { id: voucherId });
      const problem = voucher
        ? await this.vouchers.takeUse(tx, voucher, (row) =>
            voucherValidityProblem(voucherRule(row), shopToday()),
          )
        : "Deze kortingscode bestaat niet meer.";
      if (problem) throw new ClientError(409, { coupon: problem });
    }
    await tx.update(orders).set({ voucherHeld: true }).where(eq(orders.id, orderId));
  }

  /** The one hand-back of an order's voucher use: the order no longer holds it, the voucher counts one less. */
  async #giveBackVoucher(tx: Tx, order: { id: number; voucherId: number | null }) {
    await tx.update(orders).set({ voucherHeld: false }).where(eq(orders.id, order.id));
    if (order.voucherId !== null) await this.vouchers.releaseUse(tx, order.voucherId);
  }

  /**
   * What paying does besides the move: the cart emptied, the voucher use counted, the invoice issued (its number
   * taken in this transaction, so a rollback leaves no gap) and the confirmation mail with the invoice queued.
   */
  async #paid(tx: Tx, orderId: number, method: { type: string; name: string }) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    await this.cart.removeOrdered(tx, order);
    // The use was taken when the order was placed; an order that had given it back (paid after it expired)
    // counts it now, even past the limit: the money is taken.
    if (order.voucherId !== null && !order.voucherHeld) {
      await this.vouchers.forceUse(tx, order.voucherId);
      await tx.update(orders).set({ voucherHeld: true }).where(eq(orders.id, order.id));
    }
    const store = order.store === "BE" ? "BE" : "NL";
    const siteUrl = store === "BE" ? this.config.SITE_URL_BE : this.config.SITE_URL;
    const { invoice } = await this.invoices.issueForPaidOrder(tx, { ...order, store }, method);
    await this.mail.enqueue(tx, {
      kind: "order-confirmation",
      to: order.email,
      subject: `Bedankt voor je bestelling ${order.number}`,
      orderNumber: order.number,
      // Rendered by the mail worker after this commits: no PDF is drawn while the invoice number is held.
      attachmentsFrom: { source: INVOICE_ATTACHMENTS, key: invoice.number },
      content: orderConfirmationMail({
        number: order.number,
        cart: order.cart,
        customer: order.customer,
        store,
        paymentName: method.name,
        orderedAt: order.paidAt ?? new Date(),
        statusUrl: orderStatusUrl(siteUrl, order.number),
        invoice: {
          number: invoice.number,
          url: invoiceDownloadUrl(siteUrl, invoice.downloadToken),
          withUbl: invoice.customerKind === "business",
        },
        ...(this.links
          ? {
              change: {
                url: this.links.url(siteUrl, order.number, "wijzigen"),
                until: deadlineText(
                  changeDeadline(order.paidAt ?? new Date(), store, await this.changeWindow(tx)),
                ),
              },
            }
          : {}),
      }),
    });
  }
}
