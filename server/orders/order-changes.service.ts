// The customer's change window and the shop's question (issue 24): the signed page /bestelling/{number}/wijzigen
// reads the order through here, and every change the customer makes there (a row's sizes and options, "Klopt
// zo" to the shop's question, cancelling) is checked against the window and written under the order's row lock,
// with its history, an audit entry and a mail. Staff ask the question here too, and the owner sets the cut-off.
// A staff release takes the same lock: whichever comes first wins, the other gets a Dutch 409.

import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { drawProduct } from "../../art/drawings.ts";
import type { SeedColour } from "../../catalog/types.ts";
import type { CartItem } from "../../domain/cart/types.ts";
import { company } from "../../domain/company.ts";
import { unavailableChoices } from "../../domain/configurator/availability.ts";
import { priceLines } from "../../domain/configurator/price-lines.ts";
import { summarize } from "../../domain/configurator/summary.ts";
import type { ConfigurationDef, ConfValues } from "../../domain/configurator/types.ts";
import { isChoiceType, isNumberType, unitOf } from "../../domain/configurator/values.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { formatPrice } from "../../domain/money.ts";
import {
  type ChangeAnswer,
  type ChangeWindowSettings,
  canCustomerChange,
  changeDeadline,
  deadlineText,
} from "../../domain/orders/change-window.ts";
import {
  CANCEL_REFUND_REASON,
  cancelRefusal,
  checkMove,
  deliveryWayOf,
  orderMove,
  orderState,
} from "../../domain/orders/fulfilment.ts";
import { statusLabel } from "../../domain/orders/order-status.ts";
import { changeRow, type RowChange, replaceRow } from "../../domain/orders/row-change.ts";
import { numberOf, valuesFromOptions } from "../../domain/orders/row-values.ts";
import { isProductKind } from "../../domain/products.ts";
import { PAYMENT_UNAVAILABLE } from "../../domain/validation/messages.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import type { Config } from "../config.ts";
import type { ConfiguratorService } from "../configurator/configurator.service.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { INVOICE_ATTACHMENTS, type InvoicesService } from "../invoices/invoices.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { MailAttachment } from "../mail/transport.ts";
import { renderPng } from "../media/png.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import type { RefundsService } from "../payments/refunds.service.ts";
import {
  changedLines,
  changeMail,
  changeSubject,
  lateChangePaymentMail,
  lateChangePaymentSubject,
  questionMail,
  questionSubject,
} from "./change-mail.tsx";
import { readChangeWindow, writeChangeWindow } from "./change-window-settings.ts";
import { orderCheck } from "./order-check.ts";
import type { OrderLinks } from "./order-links.ts";
import { orderEvents, orders, type PendingChange, payments } from "./orders.schema.ts";
import {
  CHANGE_PAYMENT_LATE,
  MAX_PAYMENT_ATTEMPTS,
  type OrderRow,
  type OrdersService,
  type PaymentAttempt,
  TOO_MANY_ATTEMPTS,
} from "./orders.service.ts";

type Texture = SeedColour["texture"];

const customerService = `onze klantenservice (${company.phone.NL} of ${company.email})`;

/** The same answer for an unknown order and a link that is not its own: a stranger learns nothing. */
export const CHANGE_LINK_INVALID = `Deze link werkt niet: hij is niet compleet of hoort niet bij deze bestelling. Gebruik de knop in de e-mail die je van ons kreeg, of zoek je bestelling op via Bestelling volgen. Lukt het niet? Neem contact op met ${customerService}.`;
export const ROW_UNKNOWN = "Deze regel hoort niet bij je bestelling. Kies een regel uit de lijst.";
export const ROW_NOT_CHANGEABLE = `Deze regel kunnen we niet via deze pagina wijzigen: het product is niet meer te koop zoals je het bestelde. Neem contact op met ${customerService}.`;
export const NO_QUESTION = "We hebben je over deze regel geen vraag gesteld, dus er is niets te bevestigen.";
export const NOTHING_CHANGED = "Je hebt niets gewijzigd aan deze regel.";
export const QUESTION_REQUIRED = "Schrijf de vraag aan de klant.";
export const QUESTION_TOO_LONG = "Schrijf de vraag in hoogstens 1000 tekens.";
export const NOTHING_TO_PAY = "Er wacht geen wijziging op betaling. Pas eerst een regel aan.";
/** Why a change's payment that came too late is refunded (the mail and the refund's reason). */
export const CHANGE_PAYMENT_TOO_LATE = `We waren toen al met je bestelling begonnen, of je had intussen een andere wijziging gemaakt of je bestelling geannuleerd. Vragen? Neem contact op met ${customerService}.`;
export function lateRefundReason(position: number): string {
  return `Betaling wijziging regel ${position} kwam te laat: terugbetaald`;
}

/** One option the customer may change, as the form shows it. */
export interface EditableOption {
  id: number;
  name: string;
  kind: "number" | "choice" | "text";
  unit: "cm" | "mm" | null;
  min: number | null;
  max: number | null;
  /** The current value as the form holds it: a number in Dutch, a value id, or text. */
  value: string;
  choices: { id: number; name: string }[];
}

export interface CustomerRow {
  key: string;
  position: number;
  productName: string;
  count: number;
  unitCents: number;
  subtotalCents: number;
  options: { name: string; value: string }[];
  /** Null when the row cannot be changed here (its product is no longer sold as it was). */
  editable: EditableOption[] | null;
  /** The shop's open question about this row. */
  question: string | null;
}

export interface CustomerOrderView {
  number: string;
  firstname: string;
  stateLabel: string;
  open: boolean;
  /** Why it is closed (Dutch, naming the customer service), when it is. */
  closedReason: string | null;
  /** "dinsdag 8 december om 12:00". */
  deadline: string | null;
  rows: CustomerRow[];
  totalCents: number;
  cancelled: boolean;
  /** A dearer change waiting for its payment ("Betaal het verschil"); null when none waits. */
  pending: Omit<PendingChange, "item" | "references" | "id" | "rowKey"> | null;
}

/** A priced change, before it is made: what the customer confirms. */
export interface ChangeQuote {
  key: string;
  position: number;
  productName: string;
  before: { name: string; value: string }[];
  after: { name: string; value: string }[];
  subtotalBeforeCents: number;
  subtotalAfterCents: number;
  differenceCents: number;
  /** The submitted form values, to send again with the confirmation. */
  fields: Record<string, string>;
  /** Why the change cannot be confirmed as it is (none today: a dearer one is held until its difference is paid). */
  refusal: string | null;
}

/** The payment provider and the invoices, for a dearer change's payment and its invoice. */
export interface ChangePaymentsDeps {
  provider: PaymentProvider;
  invoices: InvoicesService;
}

export class OrderChangesService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
    private readonly configurator: ConfiguratorService,
    private readonly catalog: CatalogService,
    private readonly mail: Mailer,
    private readonly config: Config,
    readonly links: OrderLinks,
    private readonly pay?: ChangePaymentsDeps,
  ) {
    orders.handleChangePayments({ authorised: (tx, attempt) => this.#authorised(tx, attempt) });
  }

  /** The cut-off as the owner set it (/beheer/instellingen), else the default: next working day 12:00. */
  windowSettings(): Promise<ChangeWindowSettings> {
    return readChangeWindow(this.db);
  }

  /** Stores the owner's cut-off, audit-logged; every deadline computed after this uses it. */
  async saveWindowSettings(actor: Actor, input: ChangeWindowSettings): Promise<ChangeWindowSettings> {
    return this.db.transaction(async (tx) => {
      const before = await readChangeWindow(tx);
      await writeChangeWindow(tx, input);
      await writeAudit(tx, actor, {
        action: "settings.change_window",
        subject: "Wijzigtermijn",
        before: windowWords(before),
        after: windowWords(input),
      });
      return input;
    });
  }

  /** When the order's change window ends, with the shop's settings now; null before it is paid. */
  async deadlineOf(
    order: Pick<OrderRow, "paidAt" | "store">,
    executor: Db | Tx = this.db,
  ): Promise<Date | null> {
    if (!order.paidAt) return null;
    return changeDeadline(order.paidAt, order.store === "BE" ? "BE" : "NL", await readChangeWindow(executor));
  }

  /** Whether the customer may change the order now, and why not. */
  async windowOf(
    order: OrderRow,
    now: Date,
    executor: Db | Tx = this.db,
  ): Promise<{ answer: ChangeAnswer; deadline: Date | null }> {
    const deadline = await this.deadlineOf(order, executor);
    const state = orderState(order.status, order.fulfilmentStatus);
    return { answer: canCustomerChange(state, now, deadline ?? now), deadline };
  }

  /**
   * What the order page shows of the check before cutting: per row its findings (the plausibility rules and the
   * roll width, reasons in Dutch), the open question, and the change window's end.
   */
  async checkOf(number: string, now = new Date()) {
    const [order] = await this.db.select().from(orders).where(eq(orders.number, number));
    if (!order) return null;
    const { answer, deadline } = await this.windowOf(order, now);
    return {
      findings: orderCheck(this.catalog, order),
      question: order.customerQuestion,
      windowOpen: answer.ok,
      deadline: deadline ? deadlineText(deadline) : null,
      /** A dearer change of the customer's waiting for its payment: the release waits for it (a Dutch 409). */
      pendingPayment: order.pendingChange
        ? { position: order.pendingChange.position, differenceCents: order.pendingChange.differenceCents }
        : null,
      changeUrl: this.links.path(order.number, "wijzigen"),
    };
  }

  /** The order as the customer's page shows it; the same Dutch 404 for an unknown order and a wrong link. */
  async view(number: string, token: unknown, now = new Date()): Promise<CustomerOrderView> {
    const order = await this.#verified(this.db, number, token, false);
    const { answer, deadline } = await this.windowOf(order, now);
    const state = orderState(order.status, order.fulfilmentStatus);
    const question = order.fulfilmentStatus === "wacht_op_klant" ? order.customerQuestion : null;
    return {
      number: order.number,
      firstname: order.customer.factuur.firstname,
      stateLabel: statusLabel(state, deliveryWayOf(order.cart)),
      open: answer.ok,
      closedReason: answer.ok ? null : answer.reason,
      deadline: deadline ? deadlineText(deadline) : null,
      rows: productRows(order).map(({ item, position }) => ({
        key: item.key,
        position,
        productName: item.product_name,
        count: item.count,
        unitCents: item.price,
        subtotalCents: item.subtotal,
        options: item.options.filter((o) => !o.crm_only).map(({ name, value }) => ({ name, value })),
        editable: answer.ok ? this.#editable(item) : null,
        question: question?.rowKey === item.key ? question.question : null,
      })),
      totalCents: order.totalCents,
      cancelled: state === "geannuleerd",
      pending:
        answer.ok && order.pendingChange
          ? {
              position: order.pendingChange.position,
              productName: order.pendingChange.productName,
              before: order.pendingChange.before,
              after: order.pendingChange.after,
              subtotalBeforeCents: order.pendingChange.subtotalBeforeCents,
              subtotalAfterCents: order.pendingChange.subtotalAfterCents,
              differenceCents: order.pendingChange.differenceCents,
              heldAt: order.pendingChange.heldAt,
            }
          : null,
    };
  }

  /** The change priced, not made: the page shows it for the customer to confirm. */
  async quote(number: string, token: unknown, key: string, fields: Record<string, string>, now = new Date()) {
    const order = await this.#verified(this.db, number, token, false);
    await this.#guardWindow(order, now);
    return this.#quoted(order, key, fields).quote;
  }

  /**
   * Makes the customer's change of one row, under the order's lock and inside the window: the row's options
   * and price, the order's totals, the history, the audit entry and the confirmation mail, and an open question
   * about the order counts as answered. A lower price is refunded after the change is stored (the refund's
   * confirmation brings its credit note); a higher one is held (`pending_change`) until its
   * difference is paid (`startPayment`), and nothing else moves yet.
   */
  async change(
    number: string,
    token: unknown,
    key: string,
    fields: Record<string, string>,
    now = new Date(),
    log?: { warn: (o: object, m: string) => void },
  ): Promise<ChangeQuote & { refundCents: number; pending: boolean }> {
    const made = await this.db.transaction(async (tx) => {
      const order = await this.#verified(tx, number, token, true);
      await this.#guardWindow(order, now, tx);
      const { quote, change } = this.#quoted(order, key, fields);
      const actor = customerActor(order);
      if (change.differenceCents > 0) {
        await this.#hold(tx, order, quote, change, now);
        return { quote, actor, pending: true };
      }
      await tx
        .update(orders)
        .set({
          cart: change.cart,
          // A change made replaces one that waits for its payment (one change at a time).
          pendingChange: null,
          totalCents: order.totalCents + change.differenceCents,
          taxCents: order.taxCents + change.taxDifferenceCents,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      const state = orderState(order.status, order.fulfilmentStatus);
      const detail = `regel ${quote.position} gewijzigd door de klant: ${changeWords(quote)}`;
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: state,
        toStatus: state,
        source: "klant",
        detail,
      });
      await writeAudit(tx, actor, {
        action: "order.customer_change",
        subject: order.number,
        before: {
          regel: quote.position,
          ...Object.fromEntries(quote.before.map((o) => [o.name, o.value])),
          prijs: formatPrice(quote.subtotalBeforeCents),
        },
        after: {
          regel: quote.position,
          ...Object.fromEntries(quote.after.map((o) => [o.name, o.value])),
          prijs: formatPrice(quote.subtotalAfterCents),
        },
      });
      // A change is an answer too: the shop asked, the customer changed what it asked about (or something else).
      if (order.fulfilmentStatus === "wacht_op_klant")
        await this.#answered(tx, order, quote.position, "gewijzigd");
      const siteUrl = this.#siteUrl(order);
      await this.mail.enqueue(tx, {
        kind: "order-change",
        to: order.email,
        subject: changeSubject(order),
        orderNumber: order.number,
        content: changeMail({
          number: order.number,
          firstname: order.customer.factuur.firstname,
          store: order.store === "BE" ? "BE" : "NL",
          position: quote.position,
          productName: quote.productName,
          before: quote.before,
          after: quote.after,
          subtotalCents: quote.subtotalAfterCents,
          totalCents: order.totalCents + change.differenceCents,
          differenceCents: change.differenceCents,
          url: this.links.url(siteUrl, order.number, "wijzigen"),
        }),
      });
      return { quote, actor, pending: false };
    });
    let refundCents = 0;
    if (made.quote.differenceCents < 0) {
      refundCents = -made.quote.differenceCents;
      // After the change is stored: a provider that refuses leaves the failed refund on the order's page for
      // staff to ask again; the customer's change stands (it was made inside the window).
      await this.refunds
        .request(
          number,
          {
            kind: "refund",
            amountCents: refundCents,
            reason: `Wijziging regel ${made.quote.position} door de klant`,
          },
          made.actor,
          log,
        )
        .catch((error: unknown) => {
          log?.warn({ err: error, order: number }, "refund of a customer's change failed");
          refundCents = 0;
        });
    }
    return { ...made.quote, refundCents, pending: made.pending };
  }

  /**
   * Starts the payment of the held change's difference: a second attempt of the order ('change'), for exactly
   * the difference, with the method the order was paid with, through the configured provider (the sandbox's page
   * locally, Adyen when configured). The provider sends the customer back through /checkout/betaling/{reference}
   * to this page. Answers where to pay.
   */
  async startPayment(number: string, token: unknown, now = new Date()): Promise<{ paymentLink: string }> {
    if (!this.pay || this.pay.provider.name === "none")
      throw new ClientError(503, { payment: PAYMENT_UNAVAILABLE });
    const { provider } = this.pay;
    const { order, attempt } = await this.db.transaction(async (tx) => {
      const order = await this.#verified(tx, number, token, true);
      await this.#guardWindow(order, now, tx);
      const pending = order.pendingChange;
      if (!pending) throw new ClientError(409, { change: NOTHING_TO_PAY });
      const [tried] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, order.id));
      if ((tried?.n ?? 0) >= MAX_PAYMENT_ATTEMPTS) throw new ClientError(400, { payment: TOO_MANY_ATTEMPTS });
      const [paidWith] = await tx
        .select({ method: payments.method })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.purpose, "order"),
            eq(payments.status, "authorised"),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      const [attempt] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          reference: `${order.number}-W${randomBytes(4).toString("hex")}`,
          provider: provider.name,
          purpose: "change",
          method: { ...(paidWith?.method ?? { type: "ideal", name: "iDEAL" }) },
          amountCents: pending.differenceCents,
        })
        .returning();
      if (!attempt) throw new Error("payment insert returned nothing");
      await tx
        .update(orders)
        .set({ pendingChange: { ...pending, references: [...pending.references, attempt.reference] } })
        .where(eq(orders.id, order.id));
      return { order, attempt };
    });
    const site = this.#siteUrl(order).replace(/\/$/, "");
    const created = await provider.createPayment({
      reference: attempt.reference,
      orderNumber: order.number,
      amountCents: attempt.amountCents,
      country: order.store === "BE" ? "BE" : "NL",
      method: { type: attempt.method.type ?? "", issuer: attempt.method.issuer || undefined },
      returnUrl: `${site}/checkout/betaling/${encodeURIComponent(attempt.reference)}`,
      shopperEmail: order.email,
      shopperLocale: order.store === "BE" ? "nl-BE" : "nl-NL",
      idempotencyKey: attempt.reference,
      expiresAt: new Date(now.getTime() + this.config.PAYMENT_EXPIRY_MINUTES * 60_000),
    });
    await this.orders.recordPaymentLink(attempt.id, created);
    return { paymentLink: created.paymentLink };
  }

  /** The held change, replacing one that waited (its payment, if it still comes, is refunded). */
  async #hold(tx: Tx, order: OrderRow, quote: ChangeQuote, change: RowChange, now: Date): Promise<void> {
    const pending: PendingChange = {
      id: randomBytes(8).toString("hex"),
      rowKey: quote.key,
      position: quote.position,
      productName: quote.productName,
      before: quote.before,
      after: quote.after,
      subtotalBeforeCents: quote.subtotalBeforeCents,
      subtotalAfterCents: quote.subtotalAfterCents,
      differenceCents: change.differenceCents,
      item: change.after,
      references: [],
      heldAt: now.toISOString(),
    };
    await tx
      .update(orders)
      .set({ pendingChange: pending, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const state = orderState(order.status, order.fulfilmentStatus);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: state,
      toStatus: state,
      source: "klant",
      detail: `wijziging van regel ${quote.position} wacht op betaling van ${formatPrice(change.differenceCents)}: ${changeWords(quote)}`,
    });
    await writeAudit(tx, customerActor(order), {
      action: "order.customer_change_pending",
      subject: order.number,
      before: { regel: quote.position, prijs: formatPrice(quote.subtotalBeforeCents) },
      after: {
        regel: quote.position,
        ...Object.fromEntries(quote.after.map((o) => [o.name, o.value])),
        prijs: formatPrice(quote.subtotalAfterCents),
        bijbetalen: formatPrice(change.differenceCents),
      },
    });
  }

  /**
   * A change's payment authorised (the webhook or the return, under the order's lock, once per attempt): the
   * held change it paid for is applied to the row and totals as a cheaper change is, its invoice of the
   * difference issued and mailed, with history and audit. A payment that finds no such change (the window closed
   * by a release or cancel, or the change replaced) changes nothing and is refunded after the commit, with a
   * Dutch mail: never a change applied after the release.
   */
  async #authorised(tx: Tx, attempt: PaymentAttempt): Promise<(() => Promise<void>) | undefined> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for("update");
    if (!order) return undefined;
    const pending = order.pendingChange;
    const now = new Date();
    const { answer } = await this.windowOf(order, now, tx);
    const applied =
      pending?.references.includes(attempt.reference) && answer.ok
        ? replaceRow(order.cart, pending.rowKey, pending.item)
        : null;
    const actor = customerActor(order);
    const state = orderState(order.status, order.fulfilmentStatus);
    if (!pending || !applied || applied.differenceCents !== attempt.amountCents) {
      const position = pending?.references.includes(attempt.reference) ? pending.position : 0;
      await tx.insert(orderEvents).values({
        orderId: order.id,
        fromStatus: state,
        toStatus: state,
        source: "klant",
        detail: `betaling van ${formatPrice(attempt.amountCents)} voor een wijziging kwam te laat (${attempt.reference}): niet verwerkt, wordt terugbetaald`,
      });
      if (pending?.references.includes(attempt.reference))
        await tx.update(orders).set({ pendingChange: null }).where(eq(orders.id, order.id));
      await tx
        .update(payments)
        .set({ reason: CHANGE_PAYMENT_LATE, updatedAt: sql`now()` })
        .where(eq(payments.id, attempt.id));
      await this.mail.enqueue(tx, {
        kind: "order-change-late",
        to: order.email,
        subject: lateChangePaymentSubject(order),
        orderNumber: order.number,
        content: lateChangePaymentMail({
          number: order.number,
          firstname: order.customer.factuur.firstname,
          store: order.store === "BE" ? "BE" : "NL",
          position,
          amountCents: attempt.amountCents,
          reason: CHANGE_PAYMENT_TOO_LATE,
        }),
      });
      return async () => {
        await this.refunds
          .request(
            order.number,
            {
              kind: "refund",
              amountCents: attempt.amountCents,
              reason: lateRefundReason(position),
              payment: attempt.reference,
            },
            actor,
          )
          .catch(() => undefined);
      };
    }
    const totalCents = order.totalCents + applied.differenceCents;
    await tx
      .update(orders)
      .set({
        cart: applied.cart,
        totalCents,
        taxCents: order.taxCents + applied.taxDifferenceCents,
        pendingChange: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    const quote = { ...pending, key: pending.rowKey };
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: state,
      toStatus: state,
      source: "klant",
      detail: `regel ${pending.position} gewijzigd door de klant na betaling van ${formatPrice(attempt.amountCents)}: ${changeWords({ ...quote, fields: {}, refusal: null })}`,
    });
    await writeAudit(tx, actor, {
      action: "order.customer_change",
      subject: order.number,
      before: {
        regel: pending.position,
        ...Object.fromEntries(pending.before.map((o) => [o.name, o.value])),
        prijs: formatPrice(pending.subtotalBeforeCents),
      },
      after: {
        regel: pending.position,
        ...Object.fromEntries(pending.after.map((o) => [o.name, o.value])),
        prijs: formatPrice(pending.subtotalAfterCents),
        betaald: `${formatPrice(attempt.amountCents)} (${attempt.reference})`,
      },
    });
    if (order.fulfilmentStatus === "wacht_op_klant")
      await this.#answered(tx, order, pending.position, "gewijzigd");
    const method = { type: attempt.method.type ?? "", name: attempt.method.name ?? "" };
    const store = order.store === "BE" ? "BE" : "NL";
    const issued = await this.pay?.invoices.issueForChange(
      tx,
      { ...order, cart: applied.cart, store },
      { id: attempt.id, paidAt: now },
      method,
      {
        position: pending.position,
        productName: pending.productName,
        before: pending.before,
        after: pending.after,
        subtotalBeforeCents: pending.subtotalBeforeCents,
        subtotalAfterCents: pending.subtotalAfterCents,
        item: pending.item,
      },
    );
    await this.mail.enqueue(tx, {
      kind: "order-change",
      to: order.email,
      subject: changeSubject(order),
      orderNumber: order.number,
      ...(issued ? { attachmentsFrom: { source: INVOICE_ATTACHMENTS, key: issued.invoice.number } } : {}),
      content: changeMail({
        number: order.number,
        firstname: order.customer.factuur.firstname,
        store,
        position: pending.position,
        productName: pending.productName,
        before: pending.before,
        after: pending.after,
        subtotalCents: pending.subtotalAfterCents,
        totalCents,
        differenceCents: applied.differenceCents,
        url: this.links.url(this.#siteUrl(order), order.number, "wijzigen"),
      }),
    });
    return undefined;
  }

  /** "Klopt zo": the customer confirms the row the shop asked about; the order goes back to the check. */
  async confirm(number: string, token: unknown, key: string, now = new Date()): Promise<void> {
    await this.db.transaction(async (tx) => {
      const order = await this.#verified(tx, number, token, true);
      await this.#guardWindow(order, now, tx);
      const question = order.customerQuestion;
      const row = productRows(order).find((r) => r.item.key === key);
      if (!row) throw new ClientError(400, { row: ROW_UNKNOWN });
      if (order.fulfilmentStatus !== "wacht_op_klant" || question?.rowKey !== key)
        throw new ClientError(409, { row: NO_QUESTION });
      await this.#answered(tx, order, row.position, "klopt zo");
    });
  }

  /**
   * Cancels the whole order for the customer inside the window: under the lock the window is checked and the
   * order becomes 'geannuleerd' (with the mail naming the refund); then everything not yet refunded is refunded,
   * whose confirmation brings the credit note. The window decides under the same lock as a staff release.
   */
  async cancel(
    number: string,
    token: unknown,
    now = new Date(),
    log?: { warn: (o: object, m: string) => void },
  ): Promise<{ refundedCents: number }> {
    const { refundableCents } = await this.#verified(this.db, number, token, false).then(() =>
      this.refunds.overview(number),
    );
    const actor = await this.db.transaction(async (tx) => {
      const order = await this.#verified(tx, number, token, true);
      await this.#guardWindow(order, now, tx);
      const refusal = cancelRefusal(order.status, order.fulfilmentStatus);
      if (refusal) throw new ClientError(409, { status: refusal });
      const who = customerActor(order);
      await this.orders.fulfilmentInTx(tx, who, order, {
        to: "geannuleerd",
        trackTraceUrl: null,
        mountDate: null,
        refundCents: refundableCents,
        source: "klant",
        detail: "geannuleerd door de klant via de wijzigingslink",
      });
      return who;
    });
    if (refundableCents > 0)
      await this.refunds
        .request(
          number,
          { kind: "refund", amountCents: refundableCents, reason: CANCEL_REFUND_REASON },
          actor,
          log,
        )
        .catch((error: unknown) =>
          log?.warn({ err: error, order: number }, "refund of a customer's cancel failed"),
        );
    return { refundedCents: refundableCents };
  }

  /**
   * Staff ask the customer about one row: the order moves to 'wacht_op_klant' (the machine's move, audit-logged)
   * and the customer gets the question with the row's drawing (PNG attached), its sizes and options and the
   * signed link to answer.
   */
  async ask(actor: Actor, number: string, key: string, question: string, today = shopToday()) {
    const text = question.trim();
    if (!text) throw new ClientError(400, { question: QUESTION_REQUIRED });
    if (text.length > 1000) throw new ClientError(400, { question: QUESTION_TOO_LONG });
    return this.db.transaction(async (tx) => {
      const order = await this.orders.lockInTx(tx, number);
      const check = checkMove(order.status, order.fulfilmentStatus, { to: "wacht_op_klant" }, today);
      if (!check.ok) throw new ClientError(check.status, check.errors);
      const row = productRows(order).find((r) => r.item.key === key);
      if (!row) throw new ClientError(400, { row: ROW_UNKNOWN });
      await tx
        .update(orders)
        .set({
          customerQuestion: {
            rowKey: key,
            question: text,
            askedAt: new Date().toISOString(),
            askedBy: actor.email,
            answeredAt: null,
          },
        })
        .where(eq(orders.id, order.id));
      await this.orders.fulfilmentInTx(tx, actor, order, {
        to: "wacht_op_klant",
        trackTraceUrl: null,
        mountDate: null,
        detail: `vraag over regel ${row.position}: ${text}`,
        mailed: false,
      });
      const drawing = await this.#drawing(row.item, row.position);
      await this.mail.enqueue(tx, {
        kind: "order-question",
        to: order.email,
        subject: questionSubject(order),
        orderNumber: order.number,
        ...(drawing ? { attachments: [drawing] } : {}),
        content: questionMail({
          number: order.number,
          firstname: order.customer.factuur.firstname,
          store: order.store === "BE" ? "BE" : "NL",
          position: row.position,
          productName: row.item.product_name,
          options: row.item.options.filter((o) => !o.crm_only),
          question: text,
          url: this.links.url(this.#siteUrl(order), order.number, "wijzigen"),
          drawing: drawing?.filename ?? null,
        }),
      });
      return { fulfilmentStatus: "wacht_op_klant" as const };
    });
  }

  /** The order, read (or locked) after the link is checked; one Dutch 404 for both failures. */
  async #verified(db: Db | Tx, number: string, token: unknown, lock: boolean): Promise<OrderRow> {
    if (!this.links.verify(number, "wijzigen", token))
      throw new ClientError(404, { order: CHANGE_LINK_INVALID });
    if (lock) return this.orders.lockInTx(db as Tx, number).catch(() => invalid());
    const [order] = await db.select().from(orders).where(eq(orders.number, number));
    return order ?? invalid();
  }

  /** Refuses (Dutch 409) when the window is closed; `executor` is the caller's transaction where it has one. */
  async #guardWindow(order: OrderRow, now: Date, executor: Db | Tx = this.db): Promise<void> {
    const { answer } = await this.windowOf(order, now, executor);
    if (!answer.ok) throw new ClientError(409, { status: answer.reason });
  }

  /** The open question answered: back to the check ('customer_answered', by the customer). */
  async #answered(tx: Tx, order: OrderRow, position: number, how: string): Promise<void> {
    const move = orderMove(order.fulfilmentStatus, { kind: "customer_answered", by: "klant" });
    if (!move.ok) throw new ClientError(409, { status: move.reason });
    if (order.customerQuestion)
      await tx
        .update(orders)
        .set({ customerQuestion: { ...order.customerQuestion, answeredAt: new Date().toISOString() } })
        .where(eq(orders.id, order.id));
    await this.orders.fulfilmentInTx(tx, customerActor(order), order, {
      to: move.to,
      trackTraceUrl: null,
      mountDate: null,
      source: "klant",
      detail: `antwoord van de klant op de vraag over regel ${position}: ${how}`,
    });
  }

  /** The row changed by the form's fields and priced by the configurator, as the cart would price it. */
  #quoted(
    order: OrderRow,
    key: string,
    fields: Record<string, string>,
  ): { quote: ChangeQuote; change: RowChange } {
    const row = productRows(order).find((r) => r.item.key === key);
    if (!row) throw new ClientError(400, { row: ROW_UNKNOWN });
    const { item, position } = row;
    const def = this.#definition(item);
    if (!def) throw new ClientError(409, { row: ROW_NOT_CHANGEABLE });
    const values: ConfValues = valuesFromOptions(def, item.options);
    const errors: Record<string, string> = {};
    for (const option of this.#editable(item) ?? []) {
      const given = fields[`o${option.id}`];
      if (given === undefined) continue;
      if (option.kind === "number") {
        const n = numberOf(given);
        if (n === null)
          errors[`o${option.id}`] = `Vul bij ${option.name} een getal in, bijvoorbeeld ${option.min ?? 100}.`;
        else values[String(option.id)] = n;
      } else if (option.kind === "choice") {
        const id = Number(given);
        if (!option.choices.some((c) => c.id === id))
          errors[`o${option.id}`] = `Kies bij ${option.name} een van de mogelijkheden.`;
        else values[String(option.id)] = id;
      } else values[String(option.id)] = given.trim().slice(0, 100);
    }
    // A colour the order holds stays when it is no longer available (orders placed are untouched, issue 25); one
    // newly chosen must be available.
    const held = unavailableChoices(def, valuesFromOptions(def, item.options));
    for (const chosen of unavailableChoices(def, values))
      if (!held.some((h) => h.option.id === chosen.option.id && h.value.id === chosen.value.id))
        errors[`o${chosen.option.id}`] = chosen.value.unavailable.message;
    if (Object.keys(errors).length > 0) throw new ClientError(400, errors);
    let resolved: ReturnType<ConfiguratorService["resolvePriced"]>;
    try {
      resolved = this.configurator.resolvePriced(item.conf_id, item.entity_id, values, {
        productField: "entity_id",
        asDefined: held.length > 0,
      });
    } catch (error) {
      if (error instanceof ClientError) {
        // The configurator names its fields `values.<option id>`; the form's are `o<option id>`.
        const mapped = Object.fromEntries(
          Object.entries(error.errors).map(([field, message]) => [field.replace(/^values\./, "o"), message]),
        );
        throw new ClientError(error.statusCode === 404 ? 409 : 400, mapped);
      }
      throw error;
    }
    const { evaluation, price } = resolved;
    const after = summarize(def, evaluation).map((s) => ({
      name: s.name,
      value: s.value,
      crm_only: s.crm_only,
    }));
    const change = changeRow(order.cart, key, {
      price,
      options: after,
      priceLines: priceLines(def, evaluation) ?? undefined,
    });
    if (!change) throw new ClientError(400, { row: ROW_UNKNOWN });
    const visible = (lines: typeof after) =>
      lines.filter((o) => !o.crm_only).map(({ name, value }) => ({ name, value }));
    const before = visible(item.options);
    const afterVisible = visible(after);
    if (JSON.stringify(before) === JSON.stringify(afterVisible) && change.differenceCents === 0)
      throw new ClientError(400, { row: NOTHING_CHANGED });
    return {
      change,
      quote: {
        key,
        position,
        productName: item.product_name,
        before,
        after: afterVisible,
        subtotalBeforeCents: change.before.subtotal,
        subtotalAfterCents: change.after.subtotal,
        differenceCents: change.differenceCents,
        fields,
        refusal: null,
      },
    };
  }

  #definition(item: CartItem): ConfigurationDef | null {
    const def = this.catalog.snapshot.configurations.get(item.conf_id);
    return def && this.catalog.snapshot.productById.get(item.entity_id)?.conf_id === item.conf_id
      ? def
      : null;
  }

  /** The options a customer may change on the page: the row's visible sizes, choices and texts. */
  #editable(item: CartItem): EditableOption[] | null {
    const def = this.#definition(item);
    if (!def) return null;
    const values = valuesFromOptions(def, item.options);
    const shown = new Set(item.options.filter((o) => !o.crm_only).map((o) => o.name));
    const editable: EditableOption[] = [];
    for (const option of def.groups.flatMap((g) => g.options)) {
      if (!shown.has(option.name) || option.tag_options?.includes("crm_only")) continue;
      const value = values[String(option.id)];
      if (isNumberType(option.type) && typeof value === "number")
        editable.push({
          id: option.id,
          name: option.name,
          kind: "number",
          unit: unitOf(option),
          min: option.min_value ?? null,
          max: option.max_value ?? null,
          value: String(value).replace(".", ","),
          choices: [],
        });
      else if (isChoiceType(option.type) && typeof value === "number")
        editable.push({
          id: option.id,
          name: option.name,
          kind: "choice",
          unit: null,
          min: null,
          max: null,
          value: String(value),
          // An unavailable colour is no choice, but the one the order holds (issue 25).
          choices: option.values
            .filter((v) => !v.unavailable || v.id === value)
            .map((v) => ({ id: v.id, name: v.name })),
        });
      else if (option.type === "input" && typeof value === "string")
        editable.push({
          id: option.id,
          name: option.name,
          kind: "text",
          unit: null,
          min: null,
          max: null,
          value,
          choices: [],
        });
    }
    return editable;
  }

  /** The row's product drawn in its colour, as a PNG attachment (mail clients show no SVG). */
  async #drawing(item: CartItem, position: number): Promise<MailAttachment | null> {
    const product = this.catalog.snapshot.productById.get(item.entity_id);
    if (!product || !isProductKind(product.kind)) return null;
    const code = /\/\d-([a-z0-9-]+)\.svg/.exec(item.image_thumbnail)?.[1] ?? product.variants[0]?.code ?? "";
    const colour = this.catalog.snapshot.colourByCode.get(code);
    if (!colour) return null;
    const png = await renderPng(drawProduct(product.kind, colour.hex, colour.texture as Texture, 0), 480);
    return { filename: `regel-${position}.png`, contentType: "image/png", base64: png.toString("base64") };
  }

  #siteUrl(order: OrderRow): string {
    return order.store === "BE" ? this.config.SITE_URL_BE : this.config.SITE_URL;
  }
}

function invalid(): never {
  throw new ClientError(404, { order: CHANGE_LINK_INVALID });
}

/** The customer as the audit log and the refunds name them. */
function customerActor(order: OrderRow): Actor {
  return { id: null, email: `klant (${order.email})` };
}

/** The order's product rows with their position (1, 2, …) in the cart's order. */
function productRows(order: OrderRow): { item: CartItem; position: number }[] {
  return Object.values(order.cart.items)
    .filter((item) => item.type === "product")
    .map((item, index) => ({ item, position: index + 1 }));
}

function changeWords(quote: ChangeQuote): string {
  const changed = changedLines(quote.before, quote.after).map((line) => `${line.label} ${line.value}`);
  return `${changed.join(", ")}; ${formatPrice(quote.subtotalBeforeCents)} → ${formatPrice(quote.subtotalAfterCents)}`;
}

function windowWords(settings: ChangeWindowSettings) {
  return { werkdagen: settings.workingDays, tijd: settings.time };
}
