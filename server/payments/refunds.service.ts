// Refunds of paid orders: asked by staff through the payment provider, stored as 'requested', confirmed by the
// provider's REFUND webhook ('refunded' or 'failed'); and the advice-fee credit the spec promises on large orders.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, like, lt, ne, or, sql } from "drizzle-orm";
import {
  ADVICE_CREDIT_DONE,
  ADVICE_CREDIT_NOT_DUE,
  adviceCreditApplies,
  REFUND_AMOUNT_NOT_POSITIVE,
  REFUND_NOT_PAID,
  REFUND_REASON_MAX,
  REFUND_REASON_MISSING,
  REFUND_REASON_TOO_LONG,
  type RefundStatusName,
  refundableLeft,
  refundTooMuch,
} from "../../domain/refunds.ts";
import { adviceRequests } from "../advice/advice.schema.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { creditNoteMail } from "../invoices/credit-note-mail.tsx";
import { invoiceDownloadUrl } from "../invoices/invoice-links.ts";
import { INVOICE_ATTACHMENTS, type InvoicesService } from "../invoices/invoices.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { orders, payments } from "../orders/orders.schema.ts";
import { recordNotification } from "./notification-log.ts";
import { paymentNotifications, refunds } from "./payments.schema.ts";
import { type PaymentProvider, PaymentProviderError, type RefundNotification } from "./provider.ts";
import type { AdviceCredit, RefundOverview } from "./refunds.admin.schemas.ts";
import { REFUND_UNAVAILABLE } from "./unavailable.ts";

export const ORDER_NOT_FOUND = "Deze bestelling bestaat niet.";
export const PROVIDER_REFUSED =
  "De betaalprovider nam de terugbetaling niet aan. Controleer de betaling bij de provider en probeer het later opnieuw.";
export const PROVIDER_UNREACHABLE =
  "De betaalprovider is niet bereikbaar. Probeer de terugbetaling over een paar minuten opnieuw.";

/** The reason stored with an advice-fee credit. */
export function adviceCreditReason(adviceNumber: string): string {
  return `Adviesbedrag verrekend (adviesafspraak ${adviceNumber})`;
}

export type RefundRequest =
  | {
      kind: "refund";
      amountCents: number;
      reason: string;
      /** Only from this attempt (its reference): a change's payment that came after the window closed. */
      payment?: string;
    }
  | { kind: "advice_credit" };

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** What a confirmed refund's credit note needs: the invoices area issues it, the mailer sends it. */
export interface CreditNoteIssuing {
  invoices: InvoicesService;
  mail: Mailer;
  siteUrls: { NL: string; BE: string };
}

type InfoLog = { info: (o: object, m: string) => void };

export class RefundsService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    /** Without it (a test's bare service) a confirmed refund gets no credit note. */
    private readonly creditNotes?: CreditNoteIssuing,
  ) {}

  /** The order's refunds, totals and advice credit; 404 for an unknown order. */
  async overview(number: string): Promise<RefundOverview> {
    return this.db.transaction(async (tx) => {
      const order = await this.#order(tx, number, false);
      return this.#overview(tx, order);
    });
  }

  /**
   * Asks the provider for a refund (or the advice credit) and stores it as 'requested' with the audit entry.
   * Checked under the order's row lock, so two at once cannot refund more than was paid; bad input changes
   * nothing. The provider is asked after that transaction, as the checkout does: a refused or unreachable
   * provider marks the refund 'failed' and answers a Dutch error.
   */
  async request(
    number: string,
    input: RefundRequest,
    actor: Actor,
    /** Where a provider's refusal is logged: its detail is for the log, the screen gets the Dutch message. */
    log?: { warn: (o: object, m: string) => void },
  ): Promise<RefundOverview> {
    const prepared = await this.db.transaction(async (tx) => {
      const order = await this.#order(tx, number, true);
      const attempts = await this.#paidAttempts(tx, order);
      const only = input.kind === "refund" ? input.payment : undefined;
      const from = only ? attempts.filter((a) => a.reference === only) : attempts;
      if (from.length === 0) throw new ClientError(409, { order: REFUND_NOT_PAID });
      const existing = await this.#refundsOf(tx, order.id);
      const leftOf = (attempt: PaymentRow) =>
        refundableLeft(
          attempt.amountCents,
          existing.filter((r) => r.paymentId === attempt.id),
        );
      const left = from.reduce((total, attempt) => total + leftOf(attempt), 0);
      let amountCents: number;
      let reason: string;
      let adviceNumber: string | null = null;
      if (input.kind === "refund") {
        reason = input.reason.trim();
        const errors: Record<string, string> = {};
        if (input.amountCents <= 0) errors.amount = REFUND_AMOUNT_NOT_POSITIVE;
        else if (input.amountCents > left) errors.amount = refundTooMuch(left);
        if (!reason) errors.reason = REFUND_REASON_MISSING;
        else if (reason.length > REFUND_REASON_MAX) errors.reason = REFUND_REASON_TOO_LONG;
        if (Object.keys(errors).length > 0) throw new ClientError(400, errors);
        amountCents = input.amountCents;
      } else {
        const credit = await this.#adviceCredit(tx, order, left);
        if (!credit) throw new ClientError(409, { advice: ADVICE_CREDIT_NOT_DUE });
        if (credit.credited) throw new ClientError(409, { advice: ADVICE_CREDIT_DONE });
        if (!credit.due) throw new ClientError(409, { amount: refundTooMuch(left) });
        amountCents = credit.amountCents;
        adviceNumber = credit.adviceNumber;
        reason = adviceCreditReason(credit.adviceNumber);
      }
      // Checked last, so an unknown or unpaid order and bad input answer as such without a provider too.
      if (this.provider.name === "none") throw new ClientError(503, { refund: REFUND_UNAVAILABLE });
      // An order paid in two attempts (a customer's dearer change paid its difference) is refunded from the
      // attempts that hold the money, the newest first: each part is its own refund of its own payment at the
      // provider, and its confirmation credits that payment's invoice. One attempt gives one refund, as before.
      const parts: { attempt: PaymentRow; amountCents: number }[] = [];
      let rest = amountCents;
      for (const attempt of from) {
        const take = Math.min(rest, leftOf(attempt));
        if (take > 0) parts.push({ attempt, amountCents: take });
        rest -= take;
      }
      const made: { attempt: PaymentRow; refund: RefundRow; paymentPsp: string | null }[] = [];
      for (const part of parts) {
        const reference = `${order.number}-T${randomBytes(4).toString("hex").toUpperCase()}`;
        const [refund] = await tx
          .insert(refunds)
          .values({
            orderId: order.id,
            paymentId: part.attempt.id,
            reference,
            kind: input.kind,
            amountCents: part.amountCents,
            reason,
            adviceNumber: made.length === 0 ? adviceNumber : null,
            staffId: actor.id,
            staffEmail: actor.email,
          })
          .onConflictDoNothing()
          .returning();
        // The partial unique index: another request credited the same advice appointment just now.
        if (!refund) throw new ClientError(409, { advice: ADVICE_CREDIT_DONE });
        made.push({ attempt: part.attempt, refund, paymentPsp: await this.#paymentPsp(tx, part.attempt) });
      }
      await writeAudit(tx, actor, {
        action: input.kind === "advice_credit" ? "order.advice_credit" : "order.refund",
        subject: order.number,
        before: { refundableCents: left },
        after: {
          reference: made.map((m) => m.refund.reference).join(", "),
          amountCents,
          reason,
          status: "requested",
          refundableCents: left - amountCents,
        },
      });
      return { order, made };
    });

    let failure: unknown;
    for (const { refund, paymentPsp } of prepared.made) {
      try {
        if (!paymentPsp) throw new PaymentProviderError("no provider reference for the payment", 422);
        const requested = await this.provider.refund({
          pspReference: paymentPsp,
          amountCents: refund.amountCents,
          currency: refund.currency,
          reference: refund.reference,
          orderNumber: prepared.order.number,
          reason: refund.reason,
        });
        // Only the id: the webhook may have confirmed the refund already.
        await this.db
          .update(refunds)
          .set({ pspReference: requested.pspReference, updatedAt: sql`now()` })
          .where(and(eq(refunds.id, refund.id), sql`${refunds.pspReference} is null`));
      } catch (error) {
        failure ??= error;
        const unreachable = error instanceof PaymentProviderError && error.statusCode === undefined;
        const message = unreachable ? PROVIDER_UNREACHABLE : PROVIDER_REFUSED;
        log?.warn({ err: error, reference: refund.reference }, "the provider did not take a refund");
        await this.db.transaction(async (tx) => {
          await tx
            .update(refunds)
            .set({
              status: "failed",
              failureReason: error instanceof ClientError ? error.message : message,
              updatedAt: sql`now()`,
            })
            .where(and(eq(refunds.id, refund.id), eq(refunds.status, "requested")));
          await writeAudit(tx, actor, {
            action: "order.refund_failed",
            subject: prepared.order.number,
            after: { reference: refund.reference, status: "failed" },
          });
        });
      }
    }
    if (failure !== undefined) {
      if (failure instanceof ClientError) throw failure;
      const unreachable = failure instanceof PaymentProviderError && failure.statusCode === undefined;
      throw new ClientError(unreachable ? 503 : 422, {
        refund: unreachable ? PROVIDER_UNREACHABLE : PROVIDER_REFUSED,
      });
    }
    return this.overview(number);
  }

  /**
   * Applies a verified REFUND notification once: 'refunded' or 'failed' (with the provider's reason). A
   * notification seen before, or for a refund the shop does not know, changes nothing (and is acknowledged).
   * A refund that becomes 'refunded' gets its credit note in the same transaction, mailed to the customer; an
   * order without an invoice (paid before invoicing existed) gets none, which `log` notes.
   */
  async applyNotification(
    n: RefundNotification,
    log?: InfoLog,
  ): Promise<"applied" | "duplicate" | "unknown" | "mismatch"> {
    return this.db.transaction(async (tx) => {
      const fresh = await recordNotification(tx, {
        id: n.notificationId,
        reference: n.reference,
        outcome: n.outcome,
      });
      if (!fresh) return "duplicate";
      const [refund] = await tx
        .select()
        .from(refunds)
        .where(or(eq(refunds.reference, n.reference), eq(refunds.pspReference, n.pspReference)))
        .limit(1)
        .for("update");
      if (!refund) return "unknown";
      if (refund.amountCents !== n.amountCents || refund.currency !== n.currency) return "mismatch";
      if (refund.status === n.outcome) return "applied";
      await tx
        .update(refunds)
        .set({
          status: n.outcome,
          failureReason: n.outcome === "failed" ? (n.reason ?? "Geweigerd door de betaalprovider") : null,
          pspReference: refund.pspReference ?? n.pspReference,
          confirmedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(refunds.id, refund.id));
      if (n.outcome === "refunded") await this.#creditNote(tx, refund, log);
      return "applied";
    });
  }

  /** The credit note of a refund just confirmed, and its mail with the PDF (and UBL), in the same transaction. */
  async #creditNote(tx: Tx, refund: typeof refunds.$inferSelect, log?: InfoLog) {
    if (!this.creditNotes) return;
    const { invoices, mail, siteUrls } = this.creditNotes;
    const credit = await invoices.issueCreditNoteForRefund(tx, {
      id: refund.id,
      orderId: refund.orderId,
      amountCents: refund.amountCents,
      reason: refund.reason,
      confirmedAt: new Date(),
      paymentId: refund.paymentId,
    });
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    if (!order) return;
    if (!credit) {
      log?.info(
        { reference: refund.reference, order: order.number },
        "refund confirmed for an order without an invoice: no credit note issued",
      );
      return;
    }
    // Confirmed once before (then reported failed): the customer has this credit note and its mail already.
    if (!credit.issued) return;
    const { note } = credit;
    const store = order.store === "BE" ? "BE" : "NL";
    await mail.enqueue(tx, {
      kind: "credit-note",
      to: order.email,
      subject: `Je terugbetaling van bestelling ${order.number}`,
      orderNumber: order.number,
      attachmentsFrom: { source: INVOICE_ATTACHMENTS, key: note.number },
      content: creditNoteMail({
        firstName: order.customer.factuur.firstname,
        orderNumber: order.number,
        store,
        number: note.number,
        invoiceNumber: note.document.kind === "credit_note" ? note.document.invoiceNumber : "",
        amountCents: note.totalInclCents,
        reason: refund.reason,
        url: invoiceDownloadUrl(siteUrls[store], note.downloadToken),
        withUbl: note.customerKind === "business",
      }),
    });
  }

  async #order(tx: Tx, number: string, lock: boolean): Promise<OrderRow> {
    const query = tx.select().from(orders).where(eq(orders.number, number));
    const [order] = lock ? await query.for("update") : await query;
    if (!order) throw new ClientError(404, { order: ORDER_NOT_FOUND });
    return order;
  }

  /**
   * The payments money was taken with, newest first: the order's authorised attempt (the last one, as before)
   * and every authorised attempt that paid a customer's change; none for an order that was never paid.
   */
  async #paidAttempts(tx: Tx, order: OrderRow): Promise<PaymentRow[]> {
    if (!order.paidAt) return [];
    const authorised = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "authorised")))
      .orderBy(desc(payments.id));
    const own = authorised.find((a) => a.purpose === "order");
    return authorised.filter((a) => a.purpose === "change" || a === own);
  }

  /**
   * The payment's id at the provider for a refund: the AUTHORISATION notification's pspReference when one
   * came (with Adyen's Pay by Link the attempt keeps the link's id, not the payment's), else the attempt's.
   * The notification's id starts with its signed pspReference (notifications.ts).
   */
  async #paymentPsp(tx: Tx, attempt: PaymentRow): Promise<string | null> {
    const [authorised] = await tx
      .select({ id: paymentNotifications.id })
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.reference, attempt.reference),
          eq(paymentNotifications.outcome, "authorised"),
          like(paymentNotifications.id, "%:AUTHORISATION:true"),
        ),
      )
      .limit(1);
    return authorised?.id.split(":")[0] || attempt.pspReference;
  }

  async #refundsOf(tx: Tx, orderId: number) {
    return tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  }

  /**
   * The customer's latest paid advice appointment before the order (same e-mail, case-insensitive), when the
   * order is above the credit's threshold; due when it was not credited before and enough is left.
   */
  async #adviceCredit(tx: Tx, order: OrderRow, left: number): Promise<AdviceCredit | null> {
    const [advice] = await tx
      .select({
        number: adviceRequests.number,
        feeCents: adviceRequests.feeCents,
        createdAt: adviceRequests.createdAt,
      })
      .from(adviceRequests)
      .where(
        and(
          sql`lower(${adviceRequests.form}->>'email') = ${order.email.toLowerCase()}`,
          lt(adviceRequests.createdAt, order.createdAt),
          sql`${adviceRequests.feeCents} > 0`,
        ),
      )
      .orderBy(desc(adviceRequests.createdAt))
      .limit(1);
    if (!advice || !adviceCreditApplies(order, advice)) return null;
    const [taken] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.adviceNumber, advice.number), ne(refunds.status, "failed")))
      .limit(1);
    const credited = taken !== undefined;
    return {
      due: !credited && order.paidAt !== null && left >= advice.feeCents,
      amountCents: advice.feeCents,
      adviceNumber: advice.number,
      credited,
    };
  }

  async #overview(tx: Tx, order: OrderRow): Promise<RefundOverview> {
    const attempts = await this.#paidAttempts(tx, order);
    const rows = await this.#refundsOf(tx, order.id);
    const paidCents = attempts.reduce((total, a) => total + a.amountCents, 0);
    const sumOf = (status: RefundStatusName) =>
      rows.filter((row) => row.status === status).reduce((total, row) => total + row.amountCents, 0);
    const left = attempts.reduce(
      (total, a) =>
        total +
        refundableLeft(
          a.amountCents,
          rows.filter((row) => row.paymentId === a.id),
        ),
      0,
    );
    return {
      orderNumber: order.number,
      paid: attempts.length > 0,
      paidCents,
      refundedCents: sumOf("refunded"),
      requestedCents: sumOf("requested"),
      refundableCents: left,
      refunds: rows.map((row) => ({
        reference: row.reference,
        kind: row.kind,
        amountCents: row.amountCents,
        reason: row.reason,
        status: row.status,
        pspReference: row.pspReference,
        failureReason: row.failureReason,
        adviceNumber: row.adviceNumber,
        staffEmail: row.staffEmail,
        createdAt: row.createdAt,
        confirmedAt: row.confirmedAt,
      })),
      adviceCredit: await this.#adviceCredit(tx, order, left),
    };
  }
}
