// The real payment provider: Adyen's Checkout API through Adyen's own Node library (@adyen/api-library).
// Payment methods from /paymentMethods, payments as Pay by Link (/paymentLinks: Adyen hosts the page), the
// return checked by asking Adyen for the link's status, and webhooks verified with Adyen's HMAC validator.

import type { Types } from "@adyen/api-library";
import adyen from "@adyen/api-library";
import type ClientInterface from "@adyen/api-library/lib/src/httpClient/clientInterface";
import { type Country, IDEAL_ISSUERS, METHOD_NAMES, orderForStore } from "./methods.ts";
import { type NotificationItem, readNotifications } from "./notifications.ts";
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

const { CheckoutAPI, Client, EnvironmentEnum, hmacValidator: HmacValidator } = adyen;

type LinkStatus = Types.checkout.PaymentLinkResponse["status"];

export interface AdyenOptions {
  apiKey: string;
  merchantAccount: string;
  /** The webhook's HMAC key from the Customer Area (hexadecimal). */
  hmacKey: string;
  environment: "TEST" | "LIVE";
  /** LIVE only: the prefix of the account's live endpoints (Customer Area → Developers → API URLs). */
  liveUrlPrefix?: string;
  /**
   * The provider's id (here: the payment link id) the shop stored for an attempt reference; the return URL
   * carries only our reference. Without it returnResult answers null and the webhook decides.
   */
  lookupPspReference?: (reference: string) => Promise<string | null>;
  /** Replaces the library's HTTPS transport; tests point it at a local fake Adyen. */
  httpClient?: ClientInterface;
  /** Payment methods are asked at most this often per country and amount (ms). */
  methodsCacheMs?: number;
}

/** A link's status, as our outcome: 'completed' (and 'paid') means the shopper paid. */
const outcomeOfLink: Record<string, PaymentOutcome> = {
  active: "pending",
  paymentPending: "pending",
  completed: "authorised",
  paid: "authorised",
  expired: "expired",
};

export class AdyenPaymentProvider implements PaymentProvider {
  readonly name = "adyen" as const;
  readonly notificationAck = "[accepted]";
  private readonly checkout: InstanceType<typeof CheckoutAPI>;
  private readonly validator = new HmacValidator();
  private readonly methodsCache = new Map<string, { at: number; methods: Promise<PaymentMethod[]> }>();

  constructor(private readonly options: AdyenOptions) {
    if (options.environment === "LIVE" && !options.liveUrlPrefix) {
      throw new Error("ADYEN_ENVIRONMENT=LIVE needs ADYEN_LIVE_URL_PREFIX");
    }
    const client = new Client(
      {
        apiKey: options.apiKey,
        environment: options.environment === "LIVE" ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
        ...(options.liveUrlPrefix ? { liveEndpointUrlPrefix: options.liveUrlPrefix } : {}),
        connectionTimeoutMillis: 15_000,
        applicationName: "raamwerk-shop",
      },
      options.httpClient,
    );
    this.checkout = new CheckoutAPI(client);
  }

  paymentMethods(country: Country, amountCents: number): Promise<PaymentMethod[]> {
    const key = `${country}:${amountCents}`;
    const ttl = this.options.methodsCacheMs ?? 5 * 60_000;
    const cached = this.methodsCache.get(key);
    if (cached && Date.now() - cached.at < ttl) return cached.methods;
    const methods = this.fetchMethods(country, amountCents);
    if (this.methodsCache.size > 500) this.methodsCache.clear();
    this.methodsCache.set(key, { at: Date.now(), methods });
    // A failed answer is not kept: the next visitor asks again.
    methods.catch(() => this.methodsCache.delete(key));
    return methods;
  }

  private async fetchMethods(country: Country, amountCents: number): Promise<PaymentMethod[]> {
    const response = await this.call("paymentMethods", () =>
      this.checkout.PaymentsApi.paymentMethods({
        merchantAccount: this.options.merchantAccount,
        countryCode: country,
        amount: { currency: "EUR", value: amountCents },
        shopperLocale: country === "BE" ? "nl-BE" : "nl-NL",
        channel: adyen.Types.checkout.PaymentMethodsRequest.ChannelEnum.Web,
      }),
    );
    const offered: PaymentMethod[] = [];
    for (const method of response.paymentMethods ?? []) {
      if (!method.type || offered.some((known) => known.type === method.type)) continue;
      const entry: PaymentMethod = {
        type: method.type,
        name: METHOD_NAMES[method.type] ?? method.name ?? method.type,
      };
      if (method.type === "ideal") {
        const issuers = (method.issuers ?? []).filter((issuer) => !issuer.disabled);
        // iDEAL 2.0 lets the shopper pick the bank on iDEAL's own page, so Adyen may list none; the checkout
        // still asks for a bank (spec section 5), so the known banks are offered and shown, not sent on.
        entry.issuers = (issuers.length > 0 ? issuers : IDEAL_ISSUERS).map(({ id, name }) => ({ id, name }));
      }
      if (method.brands?.length) entry.brands = [...method.brands];
      offered.push(entry);
    }
    return orderForStore(country, offered);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    let returnUrl: URL;
    try {
      returnUrl = new URL(input.returnUrl);
    } catch {
      throw new PaymentProviderError(`returnUrl is not an absolute URL: ${input.returnUrl}`, 422);
    }
    // Pay by Link brings the shopper back without a result; our reference lets returnResult ask Adyen.
    returnUrl.searchParams.set("reference", input.reference);
    const request: Types.checkout.PaymentLinkRequest = {
      merchantAccount: this.options.merchantAccount,
      reference: input.reference,
      merchantOrderReference: input.orderNumber,
      description: `Bestelling ${input.orderNumber}`,
      amount: { currency: "EUR", value: input.amountCents },
      countryCode: input.country,
      shopperLocale: input.shopperLocale,
      shopperEmail: input.shopperEmail,
      returnUrl: returnUrl.toString(),
      // The visitor chose the method in our checkout; the link offers only that one.
      allowedPaymentMethods: [input.method.type],
      expiresAt: input.expiresAt,
    };
    const link = await this.call("paymentLinks", () =>
      this.checkout.PaymentLinksApi.paymentLinks(request, { idempotencyKey: input.idempotencyKey }),
    );
    if (!link.id || !link.url)
      throw new PaymentProviderError("Adyen answered a payment link without id or url");
    return { pspReference: link.id, paymentLink: link.url };
  }

  verifyNotifications(
    body: unknown,
    _headers: Record<string, string | string[] | undefined>,
  ): ProviderNotification[] | null {
    return readNotifications(body, {
      verify: (item) => this.verifyItem(item),
      merchantAccount: this.options.merchantAccount,
      live: this.options.environment === "LIVE",
    });
  }

  async returnResult(query: Record<string, string | undefined>): Promise<ReturnResult | null> {
    const reference = query.reference;
    if (!reference || !this.options.lookupPspReference) return null;
    const linkId = await this.options.lookupPspReference(reference);
    if (!linkId) return null;
    const link = await this.call("getPaymentLink", () =>
      this.checkout.PaymentLinksApi.getPaymentLink(linkId),
    );
    // The link must be the one made for this reference; anything else is not a verifiable answer.
    if (link.reference !== reference) return null;
    return {
      reference,
      outcome: outcomeOfLink[link.status as LinkStatus] ?? "pending",
      amount: { value: link.amount.value, currency: link.amount.currency },
    };
  }

  async status(pspReference: string): Promise<ProviderStatus | null> {
    let link: Types.checkout.PaymentLinkResponse;
    try {
      link = await this.call("getPaymentLink", () =>
        this.checkout.PaymentLinksApi.getPaymentLink(pspReference),
      );
    } catch (error) {
      // Adyen answers an unknown link id with 422 ("Payment link not found"); 404 is kept for safety.
      if (error instanceof PaymentProviderError && (error.statusCode === 404 || error.statusCode === 422))
        return null;
      throw error;
    }
    return {
      reference: link.reference,
      outcome: outcomeOfLink[link.status as LinkStatus] ?? "pending",
      amount: { value: link.amount.value, currency: link.amount.currency },
    };
  }

  /**
   * Checkout API modifications: refund of a captured payment (POST /payments/{pspReference}/refunds) with the
   * amount, the merchant account and our refund reference (also the idempotency key, so a retried call makes
   * no second refund). Adyen answers 'received'; the REFUND webhook brings the outcome.
   */
  async refund(input: RefundInput): Promise<RequestedRefund> {
    const request: Types.checkout.PaymentRefundRequest = {
      merchantAccount: this.options.merchantAccount,
      amount: { currency: input.currency, value: input.amountCents },
      reference: input.reference,
    };
    const answer = await this.call("refunds", () =>
      this.checkout.ModificationsApi.refundCapturedPayment(input.pspReference, request, {
        idempotencyKey: input.reference,
      }),
    );
    if (!answer.pspReference) throw new PaymentProviderError("Adyen answered a refund without pspReference");
    return { pspReference: answer.pspReference };
  }

  private verifyItem(item: NotificationItem): boolean {
    try {
      return this.validator.validateHMAC(
        item as unknown as Types.notification.NotificationRequestItem,
        this.options.hmacKey,
      );
    } catch {
      // validateHMAC throws when the item carries no signature at all.
      return false;
    }
  }

  /** Runs one API call; anything that goes wrong becomes a PaymentProviderError with Adyen's status. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      const message = error instanceof Error ? error.message : String(error);
      throw new PaymentProviderError(`Adyen ${what} failed: ${message}`, status, { cause: error });
    }
  }
}
