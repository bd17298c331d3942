// The embedded payment provider: a local stand-in for a payment service provider that keeps its own payments,
// shows a hosted payment page (sandbox.routes.ts), sends Adyen-format HMAC-signed webhooks and redirects back
// with a signed result. The shop's checkout talks to it exactly as to Adyen (provider.ts).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNotNull, lte, sum } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { CARD_BRANDS, type Country, IDEAL_ISSUERS, offers, shopMethods } from "./methods.ts";
import {
  type NotificationBody,
  type NotificationItem,
  readNotifications,
  sameSignature,
  signNotificationItem,
  signPairs,
} from "./notifications.ts";
import { type SandboxPaymentStatus, sandboxPayments, sandboxRefunds } from "./payments.schema.ts";
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentMethod,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderNotification,
  type ProviderStatus,
  type RefundInput,
  type RequestedRefund,
  type ReturnResult,
} from "./provider.ts";

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

/** The hosted page's outcome buttons, named by Adyen's result codes. */
export const SANDBOX_OUTCOMES = ["Authorised", "Refused", "Cancelled", "Error", "Pending"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Where the hosted payment page lives in the shop. */
export const SANDBOX_PATH = "/betaalomgeving";

/** The merchant account the sandbox's notifications name (Adyen's merchantAccountCode). */
export const SANDBOX_MERCHANT_ACCOUNT = "RaamwerkSandbox";

export const DEFAULT_REFUSAL_REASON = "Onvoldoende saldo";

/**
 * Delivers a signed webhook to the shop and answers what the shop answered. In the app this is an in-process
 * `inject` of POST /api/payments/notifications; tests give their own to capture what is sent.
 */
export type Notify = (
  body: NotificationBody,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string }>;

export interface SandboxOptions {
  db: Db;
  /** Hexadecimal HMAC key (like the one Adyen's Customer Area shows), SANDBOX_HMAC_KEY or kept in settings. */
  hmacKey: string;
  notify?: Notify;
  now?: () => Date;
}

/** What finishing a payment from the hosted page came to. */
export type CompleteResult =
  | { kind: "not-found" }
  | { kind: "bad-token" }
  /** The payment was finished before (another tab, a double click): nothing was sent again. */
  | { kind: "finished"; payment: SandboxPayment }
  | {
      kind: "done";
      payment: SandboxPayment;
      /** The visitor goes here (303), with the signed result in the query. */
      redirect: string;
      /** Whether the shop accepted the webhook; undefined when none was sent (left pending). */
      delivery?: { ok: boolean; detail: string };
    };

/**
 * How long the sandbox waits after each failed delivery before the next, like Adyen's retry schedule
 * (quickly, then minutes, then hours); after the last the notification is given up and only the shop's
 * reconciliation on start-up (OrdersService.reconcile) still finds the outcome.
 */
export const DELIVERY_RETRY_DELAYS_MS = [
  10_000,
  2 * 60_000,
  5 * 60_000,
  10 * 60_000,
  15 * 60_000,
  30 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
  4 * 60 * 60_000,
  8 * 60 * 60_000,
  8 * 60 * 60_000,
  8 * 60 * 60_000,
];

/** A delivery in progress is not started again by another worker (or process) for this long. */
const DELIVERY_LEASE_MS = 60_000;

const PSP_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const PSP_REFERENCE_PATTERN = /^[A-Z0-9]{16}$/;

function newPspReference(): string {
  let reference = "";
  for (let i = 0; i < 16; i++) reference += PSP_ALPHABET[randomInt(PSP_ALPHABET.length)];
  return reference;
}

const statusOf: Record<Exclude<SandboxOutcome, "Pending">, SandboxPaymentStatus> = {
  Authorised: "authorised",
  Refused: "refused",
  Cancelled: "cancelled",
  Error: "error",
};

/** The result codes the return URL carries, back to our outcomes (Adyen's resultCode values). */
const outcomeOfResultCode: Record<string, PaymentOutcome> = {
  Authorised: "authorised",
  Refused: "refused",
  Cancelled: "cancelled",
  Error: "error",
  Pending: "pending",
  Received: "pending",
};

/** A finished payment's result code in the return URL. */
const resultCodeOf: Record<SandboxPaymentStatus, string> = {
  pending: "Pending",
  authorised: "Authorised",
  refused: "Refused",
  cancelled: "Cancelled",
  error: "Error",
};

/**
 * Reasons in the webhook, as Adyen gives them: the tester's text for a refusal, Adyen's own codes for a
 * cancellation and a technical error (readNotifications maps those codes to 'cancelled' and 'error').
 */
function reasonFor(outcome: Exclude<SandboxOutcome, "Pending">, refusalReason: string | undefined) {
  switch (outcome) {
    case "Authorised":
      return undefined;
    case "Refused":
      return cleanText(refusalReason) || "Refused";
    case "Cancelled":
      return "Cancelled";
    case "Error":
      return "Acquirer Error";
  }
}

/** One line of at most 200 characters, without control characters. */
function cleanText(value: string | undefined): string {
  return (value ?? "")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, 200);
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly notificationAck = "[accepted]";
  private readonly db: Db;
  private readonly hmacKey: string;
  /** The return URL is signed with its own key derived from the HMAC key, not with the webhook key itself. */
  private readonly returnKey: string;
  private readonly now: () => Date;
  private notify: Notify | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  #log: { error: (o: object, m: string) => void } | undefined;

  constructor(options: SandboxOptions) {
    if (!/^(?:[0-9a-fA-F]{2}){16,}$/.test(options.hmacKey)) {
      throw new Error("The sandbox HMAC key must be hexadecimal, at least 32 bytes");
    }
    this.db = options.db;
    this.hmacKey = options.hmacKey;
    this.returnKey = createHmac("sha256", Buffer.from(options.hmacKey, "hex"))
      .update("sandbox return url")
      .digest("hex");
    this.now = options.now ?? (() => new Date());
    this.notify = options.notify;
  }

  /** Sets where webhooks go; the app sets an in-process delivery when it registers the sandbox routes. */
  setNotifier(notify: Notify): void {
    this.notify = notify;
  }

  get hasNotifier(): boolean {
    return this.notify !== undefined;
  }

  async paymentMethods(country: Country, _amountCents: number): Promise<PaymentMethod[]> {
    return shopMethods(country);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    let origin: string;
    try {
      const url = new URL(input.returnUrl);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(url.protocol);
      origin = url.origin;
    } catch {
      throw new PaymentProviderError(`returnUrl is not an absolute http(s) URL: ${input.returnUrl}`, 422);
    }
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError(`amount must be a positive number of cents: ${input.amountCents}`, 422);
    }
    const { type, issuer, brand } = input.method;
    if (!offers(input.country, type)) {
      throw new PaymentProviderError(`payment method ${type} is not offered in ${input.country}`, 422);
    }
    if (issuer && (type !== "ideal" || !IDEAL_ISSUERS.some((known) => known.id === issuer))) {
      throw new PaymentProviderError(`unknown issuer ${issuer} for ${type}`, 422);
    }
    if (brand && (type !== "scheme" || !CARD_BRANDS.some((known) => known.id === brand))) {
      throw new PaymentProviderError(`unknown brand ${brand} for ${type}`, 422);
    }

    const [created] = await this.db
      .insert(sandboxPayments)
      .values({
        pspReference: newPspReference(),
        idempotencyKey: input.idempotencyKey,
        reference: input.reference,
        orderNumber: input.orderNumber,
        amountCents: input.amountCents,
        country: input.country,
        methodType: type,
        issuer: issuer ?? null,
        brand: brand ?? null,
        returnUrl: input.returnUrl,
        shopperEmail: input.shopperEmail,
        shopperLocale: input.shopperLocale,
        formToken: randomBytes(24).toString("base64url"),
      })
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
      .returning();
    const payment =
      created ??
      (
        await this.db
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey))
      )[0];
    if (!payment) throw new PaymentProviderError("payment vanished after insert");
    // Like Adyen: a key names one request; reusing it for another request is refused, not answered.
    if (
      payment.reference !== input.reference ||
      payment.amountCents !== input.amountCents ||
      payment.methodType !== type
    ) {
      throw new PaymentProviderError("idempotency key reused with a different request", 422);
    }
    return {
      pspReference: payment.pspReference,
      paymentLink: `${origin}${SANDBOX_PATH}/${payment.pspReference}`,
    };
  }

  verifyNotifications(
    body: unknown,
    _headers: Record<string, string | string[] | undefined>,
  ): ProviderNotification[] | null {
    return readNotifications(body, {
      verify: (item) => this.verifyItem(item),
      merchantAccount: SANDBOX_MERCHANT_ACCOUNT,
      live: false,
    });
  }

  async returnResult(query: Record<string, string | undefined>): Promise<ReturnResult | null> {
    const { reference, pspReference, resultCode, refusalReason, signature } = query;
    if (!reference || !pspReference || !resultCode || !signature) return null;
    const outcome = outcomeOfResultCode[resultCode];
    if (!outcome) return null;
    const expected = this.signReturn(reference, pspReference, resultCode, refusalReason);
    if (!sameSignature(expected, signature)) return null;
    // The amount comes from the sandbox's own record, as Adyen's return is checked against the link's amount.
    const payment = await this.find(pspReference);
    return {
      reference,
      outcome,
      ...(refusalReason ? { reason: refusalReason } : {}),
      ...(payment?.reference === reference
        ? { amount: { value: payment.amountCents, currency: payment.currency } }
        : {}),
    };
  }

  /** The payment behind a hosted-page address, or undefined. */
  async find(pspReference: string): Promise<SandboxPayment | undefined> {
    if (!PSP_REFERENCE_PATTERN.test(pspReference)) return undefined;
    const [payment] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.pspReference, pspReference));
    return payment;
  }

  /** Whether a POST carries this payment's form token (compared in constant time). */
  tokenMatches(payment: SandboxPayment, token: unknown): boolean {
    if (typeof token !== "string") return false;
    const a = Buffer.from(payment.formToken);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /**
   * The tester chose an outcome on the hosted page. A final outcome is stored once (a conditional update, so
   * two posts at the same time finish it once), its webhook is sent, and the visitor is sent back with the
   * signed result. 'Pending' changes nothing and sends no webhook: the link stays open to pay later.
   */
  async complete(
    pspReference: string,
    choice: {
      token: unknown;
      outcome: SandboxOutcome;
      issuer?: string;
      brand?: string;
      refusalReason?: string;
    },
  ): Promise<CompleteResult> {
    const payment = await this.find(pspReference);
    if (!payment) return { kind: "not-found" };
    if (!this.tokenMatches(payment, choice.token)) return { kind: "bad-token" };
    if (payment.status !== "pending") return { kind: "finished", payment };
    if (choice.outcome === "Pending") {
      return { kind: "done", payment, redirect: this.returnUrlFor(payment, "Pending") };
    }

    const issuer =
      payment.methodType === "ideal" && IDEAL_ISSUERS.some((known) => known.id === choice.issuer)
        ? (choice.issuer ?? null)
        : payment.issuer;
    const brand =
      payment.methodType === "scheme" && CARD_BRANDS.some((known) => known.id === choice.brand)
        ? (choice.brand ?? null)
        : payment.brand;
    const reason = reasonFor(choice.outcome, choice.refusalReason);
    const at = this.now();
    const notification = this.notificationFor(payment, choice.outcome, reason, at);
    const [finished] = await this.db
      .update(sandboxPayments)
      .set({
        status: statusOf[choice.outcome],
        reason: reason ?? null,
        issuer,
        brand,
        notification: notification as unknown as Record<string, unknown>,
        // Due after the lease, in the same write as the decision: should the shop die before the webhook is
        // delivered below, the retry worker still finds it.
        nextDeliveryAt: new Date(at.getTime() + DELIVERY_LEASE_MS),
        completedAt: at,
      })
      .where(and(eq(sandboxPayments.pspReference, pspReference), eq(sandboxPayments.status, "pending")))
      .returning();
    if (!finished) {
      const now = await this.find(pspReference);
      return now ? { kind: "finished", payment: now } : { kind: "not-found" };
    }
    const delivery = await this.deliver(finished, notification, at);
    return { kind: "done", payment: finished, redirect: this.returnUrlFor(finished), delivery };
  }

  async status(pspReference: string): Promise<ProviderStatus | null> {
    const payment = await this.find(pspReference);
    if (!payment) return null;
    return {
      reference: payment.reference,
      outcome: outcomeOfResultCode[resultCodeOf[payment.status]] ?? "pending",
      ...(payment.reason && payment.status !== "authorised" ? { reason: payment.reason } : {}),
      amount: { value: payment.amountCents, currency: payment.currency },
    };
  }

  /**
   * Records a refund of an authorised sandbox payment and schedules its signed REFUND webhook (success true),
   * delivered like a payment's: at once by the retry worker when it runs, then on DELIVERY_RETRY_DELAYS_MS.
   * Like Adyen, the answer only says the request was received. The same reference again answers the same
   * refund; more than the payment's amount in all, another currency or an unknown payment is refused (422).
   */
  async refund(input: RefundInput): Promise<RequestedRefund> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError(
        `refund amount must be a positive number of cents: ${input.amountCents}`,
        422,
      );
    }
    const payment = await this.find(input.pspReference);
    if (payment?.status !== "authorised") {
      throw new PaymentProviderError(`no authorised payment ${input.pspReference} to refund`, 422);
    }
    if (input.currency !== payment.currency) {
      throw new PaymentProviderError(`refund in ${input.currency} of a payment in ${payment.currency}`, 422);
    }
    const [known] = await this.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.reference, input.reference));
    if (known) {
      if (known.paymentPspReference !== payment.pspReference || known.amountCents !== input.amountCents) {
        throw new PaymentProviderError("refund reference reused with a different request", 422);
      }
      return { pspReference: known.pspReference };
    }
    const [done] = await this.db
      .select({ total: sum(sandboxRefunds.amountCents).mapWith(Number) })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentPspReference, payment.pspReference));
    if ((done?.total ?? 0) + input.amountCents > payment.amountCents) {
      throw new PaymentProviderError(
        `refunds of ${payment.pspReference} would exceed its amount of ${payment.amountCents}`,
        422,
      );
    }
    const at = this.now();
    const pspReference = newPspReference();
    const notification = this.refundNotificationFor(payment, pspReference, input, at);
    const [created] = await this.db
      .insert(sandboxRefunds)
      .values({
        pspReference,
        paymentPspReference: payment.pspReference,
        reference: input.reference,
        amountCents: input.amountCents,
        currency: input.currency,
        notification: notification as unknown as Record<string, unknown>,
        nextDeliveryAt: at,
      })
      .onConflictDoNothing({ target: sandboxRefunds.reference })
      .returning();
    if (!created) return this.refund(input);
    this.#kick();
    return { pspReference: created.pspReference };
  }

  /** The sandbox's refunds of one payment, oldest first. */
  async refundsOf(paymentPspReference: string): Promise<SandboxRefund[]> {
    return this.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentPspReference, paymentPspReference))
      .orderBy(asc(sandboxRefunds.createdAt));
  }

  /** A delivery soon after a new refund, while the retry worker runs (a real provider sends within seconds). */
  #kick(): void {
    if (!this.#retryTimer) return;
    setTimeout(() => {
      this.deliverDue().catch((error: unknown) =>
        this.#log?.error({ err: error }, "delivering sandbox notifications failed"),
      );
    }, 0).unref();
  }

  /**
   * Sends the notifications that are due again (a failed or interrupted delivery), oldest first, at most
   * `limit`; answers how many were delivered. Each is claimed first with a conditional update, so two
   * workers (or processes) do not send the same one at once; a second delivery would change nothing anyway.
   */
  async deliverDue(now = this.now(), limit = 20): Promise<number> {
    const due = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(isNotNull(sandboxPayments.nextDeliveryAt), lte(sandboxPayments.nextDeliveryAt, now)))
      .orderBy(asc(sandboxPayments.nextDeliveryAt))
      .limit(limit);
    let delivered = 0;
    for (const payment of due) {
      if (!payment.notification || !payment.nextDeliveryAt) continue;
      const [claimed] = await this.db
        .update(sandboxPayments)
        .set({ nextDeliveryAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
        .where(
          and(
            eq(sandboxPayments.pspReference, payment.pspReference),
            eq(sandboxPayments.nextDeliveryAt, payment.nextDeliveryAt),
          ),
        )
        .returning();
      if (!claimed) continue;
      const result = await this.deliver(claimed, payment.notification as unknown as NotificationBody, now);
      if (result.ok) delivered++;
    }
    const dueRefunds = await this.db
      .select()
      .from(sandboxRefunds)
      .where(and(isNotNull(sandboxRefunds.nextDeliveryAt), lte(sandboxRefunds.nextDeliveryAt, now)))
      .orderBy(asc(sandboxRefunds.nextDeliveryAt))
      .limit(limit);
    for (const refund of dueRefunds) {
      if (!refund.notification || !refund.nextDeliveryAt) continue;
      const [claimed] = await this.db
        .update(sandboxRefunds)
        .set({ nextDeliveryAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
        .where(
          and(
            eq(sandboxRefunds.pspReference, refund.pspReference),
            eq(sandboxRefunds.nextDeliveryAt, refund.nextDeliveryAt),
          ),
        )
        .returning();
      if (!claimed) continue;
      const result = await this.send(refund.notification as unknown as NotificationBody);
      await this.db
        .update(sandboxRefunds)
        .set(this.deliveryRecord(claimed.deliveryAttempts, result, now))
        .where(eq(sandboxRefunds.pspReference, refund.pspReference));
      if (result.ok) delivered++;
    }
    return delivered;
  }

  /** Retries due notifications every few seconds while the server runs. */
  startRetries(log: { error: (o: object, m: string) => void }, everyMs = 5_000): void {
    if (this.#retryTimer) return;
    this.#log = log;
    this.#retryTimer = setInterval(() => {
      this.deliverDue().catch((error: unknown) =>
        log.error({ err: error }, "retrying sandbox notifications failed"),
      );
    }, everyMs);
    this.#retryTimer.unref();
  }

  stopRetries(): void {
    clearInterval(this.#retryTimer);
    this.#retryTimer = undefined;
  }

  /**
   * Where the visitor goes back to: the shop's returnUrl plus reference, pspReference, resultCode,
   * refusalReason (for Refused, Cancelled and Error) and signature, an HMAC over those that returnResult checks.
   */
  returnUrlFor(payment: SandboxPayment, resultCode = resultCodeOf[payment.status]): string {
    const url = new URL(payment.returnUrl);
    const reason = resultCode === "Pending" ? undefined : (payment.reason ?? undefined);
    url.searchParams.set("reference", payment.reference);
    url.searchParams.set("pspReference", payment.pspReference);
    url.searchParams.set("resultCode", resultCode);
    url.searchParams.delete("refusalReason");
    if (reason) url.searchParams.set("refusalReason", reason);
    url.searchParams.set(
      "signature",
      this.signReturn(payment.reference, payment.pspReference, resultCode, reason),
    );
    return url.toString();
  }

  private signReturn(reference: string, pspReference: string, resultCode: string, reason?: string): string {
    const pairs: [string, string][] = [
      ["reference", reference],
      ["pspReference", pspReference],
      ["resultCode", resultCode],
    ];
    if (reason) pairs.push(["refusalReason", reason]);
    return signPairs(pairs, this.returnKey);
  }

  private verifyItem(item: NotificationItem): boolean {
    return sameSignature(signNotificationItem(item, this.hmacKey), item.additionalData?.hmacSignature);
  }

  /** The webhook body Adyen would send for this outcome: one AUTHORISATION item, HMAC-signed. */
  private notificationFor(
    payment: SandboxPayment,
    outcome: Exclude<SandboxOutcome, "Pending">,
    reason: string | undefined,
    at: Date,
  ): NotificationBody {
    const item: NotificationItem = {
      additionalData: {},
      amount: { currency: payment.currency, value: payment.amountCents },
      eventCode: "AUTHORISATION",
      eventDate: at.toISOString().replace(/\.\d{3}Z$/, "+00:00"),
      merchantAccountCode: SANDBOX_MERCHANT_ACCOUNT,
      merchantReference: payment.reference,
      paymentMethod: payment.brand ?? payment.methodType,
      pspReference: payment.pspReference,
      ...(reason ? { reason } : {}),
      success: outcome === "Authorised" ? "true" : "false",
    };
    item.additionalData = { hmacSignature: signNotificationItem(item, this.hmacKey) };
    return { live: "false", notificationItems: [{ NotificationRequestItem: item }] };
  }

  /** The REFUND webhook body Adyen would send for a refund it carried out: success true, HMAC-signed. */
  private refundNotificationFor(
    payment: SandboxPayment,
    pspReference: string,
    input: RefundInput,
    at: Date,
  ): NotificationBody {
    const item: NotificationItem = {
      additionalData: {},
      amount: { currency: input.currency, value: input.amountCents },
      eventCode: "REFUND",
      eventDate: at.toISOString().replace(/\.\d{3}Z$/, "+00:00"),
      merchantAccountCode: SANDBOX_MERCHANT_ACCOUNT,
      merchantReference: input.reference,
      originalReference: payment.pspReference,
      paymentMethod: payment.brand ?? payment.methodType,
      pspReference,
      success: "true",
    };
    item.additionalData = { hmacSignature: signNotificationItem(item, this.hmacKey) };
    return { live: "false", notificationItems: [{ NotificationRequestItem: item }] };
  }

  /** Sends a webhook body once: whether the shop accepted it, and what it answered. */
  private async send(body: NotificationBody): Promise<{ ok: boolean; detail: string }> {
    if (!this.notify) return { ok: false, detail: "no notifier" };
    try {
      const answer = await this.notify(body, { "content-type": "application/json" });
      const ok =
        answer.statusCode >= 200 && answer.statusCode < 300 && answer.body.includes(this.notificationAck);
      return { ok, detail: ok ? "delivered" : `HTTP ${answer.statusCode}: ${answer.body.slice(0, 200)}` };
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  /** How a delivery went, as stored: delivered, or failed with the next try by DELIVERY_RETRY_DELAYS_MS. */
  private deliveryRecord(previousAttempts: number, result: { ok: boolean; detail: string }, now: Date) {
    const attempts = previousAttempts + 1;
    const delay = DELIVERY_RETRY_DELAYS_MS[attempts - 1];
    return {
      deliveryStatus: result.ok
        ? "delivered"
        : `${delay === undefined ? "given up" : "failed"}: ${result.detail}`.slice(0, 300),
      deliveryAttempts: attempts,
      nextDeliveryAt: result.ok || delay === undefined ? null : new Date(now.getTime() + delay),
    };
  }

  /**
   * Sends the webhook once and records how the shop answered: delivered, or failed with the next try
   * scheduled by DELIVERY_RETRY_DELAYS_MS. A failure is the caller's to log.
   */
  private async deliver(
    payment: SandboxPayment,
    body: NotificationBody,
    now = this.now(),
  ): Promise<{ ok: boolean; detail: string }> {
    const result = await this.send(body);
    await this.db
      .update(sandboxPayments)
      .set(this.deliveryRecord(payment.deliveryAttempts, result, now))
      .where(eq(sandboxPayments.pspReference, payment.pspReference));
    return result;
  }
}
