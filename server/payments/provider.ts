// The payment provider as the checkout sees it: one interface, implemented by Adyen's client and by the
// embedded sandbox provider, chosen by configuration. Amounts are integer cents incl. VAT, currency EUR.

/** A payment method offered on /checkout/betalen (spec section 3: type, name, issuers, brands). */
export interface PaymentMethod {
  /** Adyen's method type: 'ideal', 'bcmc' (Bancontact), 'scheme' (cards), 'paypal', 'klarna_paynow', ... */
  type: string;
  /** Dutch name shown to the visitor, e.g. "iDEAL", "Creditcard". */
  name: string;
  /** Banks for iDEAL (id and name). */
  issuers?: { id: string; name: string }[];
  /** Card brands for 'scheme', e.g. ["visa", "mc", "amex"]. */
  brands?: string[];
}

export interface CreatePaymentInput {
  /** Our unique reference for this attempt (an order can have several attempts). */
  reference: string;
  orderNumber: string;
  amountCents: number;
  country: "NL" | "BE";
  method: { type: string; issuer?: string; brand?: string };
  /** Where the provider sends the visitor back after paying (our return route). */
  returnUrl: string;
  shopperEmail: string;
  shopperLocale: "nl-NL" | "nl-BE";
  /** The same key for the same attempt: a retried call creates no second payment at the provider. */
  idempotencyKey: string;
  /** When the shop stops waiting for this payment (its order expires then), so the link closes too. */
  expiresAt: Date;
}

export interface CreatedPayment {
  /** The provider's id of the payment (or payment link). */
  pspReference: string;
  /** Where the visitor pays: the provider's hosted page. */
  paymentLink: string;
}

/** Outcomes mapped from the provider's result codes and notifications. */
export type PaymentOutcome = "authorised" | "refused" | "cancelled" | "error" | "pending" | "expired";

/** One verified notification (webhook item) from the provider. */
export interface PaymentNotification {
  /** Absent for a payment's notification; RefundNotification says 'refund'. */
  kind?: "payment";
  /** Our attempt reference (Adyen's merchantReference). */
  reference: string;
  pspReference: string;
  /** The provider's event name, e.g. 'AUTHORISATION', 'CANCELLATION', 'OFFER_CLOSED'. */
  eventCode: string;
  outcome: PaymentOutcome;
  /** The provider's reason text (e.g. a refusal reason), shown to the visitor as text. */
  reason?: string;
  amountCents: number;
  /** ISO 4217 code of the amount, e.g. 'EUR'. */
  currency: string;
  /** ISO date-time the provider gives for the event. */
  eventDate: string;
  /** Identifies this notification for de-duplication (replays and repeats). */
  notificationId: string;
}

/** A refund's outcome as the provider's REFUND (or REFUND_FAILED) notification reports it. */
export interface RefundNotification {
  kind: "refund";
  /** Our refund reference (the merchantReference of the refund request). */
  reference: string;
  /** The provider's id of the refund. */
  pspReference: string;
  /** The refunded payment's id at the provider (Adyen's originalReference), when given. */
  originalReference?: string;
  eventCode: string;
  outcome: "refunded" | "failed";
  reason?: string;
  amountCents: number;
  currency: string;
  eventDate: string;
  notificationId: string;
}

export type ProviderNotification = PaymentNotification | RefundNotification;

/** A refund the shop asks for, of (part of) a captured payment. */
export interface RefundInput {
  /** The payment's id at the provider (the AUTHORISATION's pspReference). */
  pspReference: string;
  amountCents: number;
  currency: string;
  /** Our unique reference of this refund; also its idempotency key. */
  reference: string;
  orderNumber: string;
  /** Why, as staff typed it (kept by the shop; not every provider takes a text). */
  reason?: string;
}

/** The provider took the refund request; its outcome follows in a REFUND notification. */
export interface RequestedRefund {
  /** The provider's id of the refund. */
  pspReference: string;
}

/** What the visitor's return to our returnUrl says, when the provider tells us there (verified). */
export interface ReturnResult {
  reference: string;
  outcome: PaymentOutcome;
  reason?: string;
  /** What the provider says the payment is for, when it says so; the shop checks it against the attempt. */
  amount?: { value: number; currency: string };
}

/** A payment's state as the provider keeps it, asked by its id (reconciling after the shop was down). */
export interface ProviderStatus {
  /** Our attempt reference the provider holds for it. */
  reference: string;
  outcome: PaymentOutcome;
  reason?: string;
  amount: { value: number; currency: string };
}

export interface PaymentProvider {
  readonly name: "sandbox" | "adyen" | "none";
  paymentMethods(country: "NL" | "BE", amountCents: number): Promise<PaymentMethod[]>;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Verifies the webhook request (signature) and answers its notifications; null when the signature or
   * the shape is wrong, so the caller refuses it and changes nothing.
   */
  verifyNotifications(
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderNotification[] | null;
  /** The text the provider expects as the webhook's acknowledgement (Adyen: "[accepted]"). */
  readonly notificationAck: string;
  /**
   * Reads the outcome from the visitor's return (query parameters), asking the provider when the query alone
   * cannot be trusted; null when the return carries no verifiable outcome (then the webhook decides).
   */
  returnResult(query: Record<string, string | undefined>): Promise<ReturnResult | null>;
  /**
   * The payment's state at the provider by its id (the pspReference stored with the attempt); null when the
   * provider does not know it. Used on start-up for attempts still pending, whose webhook may have been lost.
   */
  status(pspReference: string): Promise<ProviderStatus | null>;
  /**
   * Asks the provider to refund (part of) a captured payment. The answer only says the request was received;
   * the outcome comes later as a REFUND notification. Throws PaymentProviderError when the provider refuses
   * the request (or ClientError, in Dutch, when the shop has no provider).
   */
  refund(input: RefundInput): Promise<RequestedRefund>;
}

/**
 * The provider could not do what was asked (unreachable, refused the request, a reused idempotency key with
 * another request). The message is for the log, not for the visitor.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly statusCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}
