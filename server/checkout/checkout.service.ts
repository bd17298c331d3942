// The checkout of spec section 6: the details and payment steps kept with the cart, the payment methods offered,
// and placing the order for the cart as the server computes it, handed to the orders service to be paid.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Cart } from "../../domain/cart/types.ts";
import { checkDetails, vatCustomerOf } from "../../domain/checkout/details.ts";
import { CART_HOLDS_UNAVAILABLE_COLOUR } from "../../domain/colour-availability.ts";
import type { OrderStatus } from "../../domain/orders/states.ts";
import type { Store } from "../../domain/store.ts";
import { orderTotalProblem } from "../../domain/validation/cart.ts";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer.ts";
import { fieldErrors } from "../../domain/validation/errors.ts";
import {
  PAYMENT_ISSUER_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  PAYMENT_UNAVAILABLE,
} from "../../domain/validation/messages.ts";
import { paymentChoiceSchema } from "../../domain/validation/payment.ts";
import { carts } from "../cart/cart.schema.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { Config } from "../config.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { lockVisitor } from "../http/visitor-lock.ts";
import type { OrdersService, PaymentAttempt } from "../orders/orders.service.ts";
import type { PaymentMethod, PaymentProvider } from "../payments/provider.ts";
import type { VatBasis } from "../vat/basis.ts";
import type { VatCheckLog, VatNumberCheck } from "../vat/vat-check.ts";

export const EMPTY_CART = "Je winkelwagen is leeg.";
export const DETAILS_MISSING = "Vul eerst je gegevens in.";

/** The payment step as stored: the chosen method and bank with the provider's names. */
export interface PaymentStep {
  brandCode: string;
  brandName: string;
  issuerId?: string;
  issuerName?: string;
}

/**
 * The stored steps: the details draft as typed (not yet checked), what it gave the VAT rule (with the VAT
 * number's check) and the payment choice.
 */
export interface CheckoutSteps {
  customer: Record<string, unknown> | null;
  vatBasis: VatBasis | null;
  payment: PaymentStep | null;
}

/** The payment step's data (spec section 7, checkout/payment-data) without the CSRF token the route adds. */
export interface PaymentData {
  paymentMethods: PaymentMethod[];
  betalen: PaymentStep | null;
  /** The cart's total in cents. */
  amount: number;
}

export interface PlacedOrder {
  cart: Cart;
  order: { number: string; status: OrderStatus; total: number };
  email: string;
  paymentLink: string;
}

export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly cart: CartService,
    private readonly orders: OrdersService,
    private readonly provider: PaymentProvider,
    private readonly config: Config,
    private readonly vat: VatNumberCheck,
  ) {}

  /** The stored details and payment steps of a visitor's checkout. */
  async steps(sessionId: string, executor: Db | Tx = this.db): Promise<CheckoutSteps> {
    if (!sessionId) return { customer: null, vatBasis: null, payment: null };
    const [row] = await executor
      .select({ customer: carts.customer, vatBasis: carts.vatBasis, payment: carts.payment })
      .from(carts)
      .where(eq(carts.sessionId, sessionId));
    return {
      customer: row?.customer ?? null,
      vatBasis: row?.vatBasis ?? null,
      payment: (row?.payment as PaymentStep | null) ?? null,
    };
  }

  /** The details step as customer data by the store's rules; null when it is not complete. */
  async details(sessionId: string, store: Store): Promise<CustomerData | null> {
    const { customer } = await this.steps(sessionId);
    return checkDetails(store.country, customer).customer;
  }

  /**
   * Stores the details step as typed (so a reload keeps it) with what it gives the VAT rule, and answers the
   * field errors of the store's rules; empty when the details are complete. A business's VAT number is checked
   * (VIES or the local check) before anything is stored; one that cannot be a VAT number is a 400 on its field
   * and stores nothing, so the cart keeps the VAT it had.
   */
  async saveCustomer(
    sessionId: string,
    store: Store,
    raw: Record<string, unknown>,
    log?: VatCheckLog,
  ): Promise<Record<string, string>> {
    const { errors } = checkDetails(store.country, raw);
    const who = vatCustomerOf(store.country, raw);
    if ("errors" in who) throw new ClientError(400, { ...errors, ...who.errors });
    const answer = who.vatNumber ? await this.vat.check(who.vatNumber, log ? { log } : {}) : null;
    if (answer?.status === "malformed")
      throw new ClientError(400, { ...errors, "default.kvk": answer.reason });
    const vatBasis: VatBasis = { customer: who.customer, deliveryCountry: store.country, check: answer };
    await this.cart.saveCheckoutStep(sessionId, store, { customer: raw, vatBasis });
    return errors;
  }

  /** What the payment step offers: the methods for the cart's total now, the choice made so far, that total. */
  async paymentData(sessionId: string, store: Store): Promise<PaymentData> {
    const cart = await this.cart.get(sessionId, store);
    const [paymentMethods, steps] = await Promise.all([
      this.provider.paymentMethods(store.country, cart.total),
      this.steps(sessionId),
    ]);
    return { paymentMethods, betalen: steps.payment, amount: cart.total };
  }

  /** Checks the choice against the methods offered to this store and stores it with the provider's names. */
  async savePayment(sessionId: string, store: Store, raw: unknown): Promise<PaymentStep> {
    const parsed = paymentChoiceSchema.safeParse(raw);
    if (!parsed.success) throw new ClientError(400, fieldErrors(parsed));
    const cart = await this.cart.get(sessionId, store);
    const methods = await this.provider.paymentMethods(store.country, cart.total);
    const method = methods.find((m) => m.type === parsed.data.brandCode);
    if (!method) throw new ClientError(400, { brandCode: PAYMENT_METHOD_REQUIRED });
    const step: PaymentStep = { brandCode: method.type, brandName: method.name };
    if (method.issuers?.length) {
      const issuer = method.issuers.find((i) => i.id === parsed.data.issuerId);
      if (!issuer) throw new ClientError(400, { issuerId: PAYMENT_ISSUER_REQUIRED });
      step.issuerId = issuer.id;
      step.issuerName = issuer.name;
    }
    await this.cart.saveCheckoutStep(sessionId, store, { payment: { ...step } });
    return step;
  }

  /**
   * Places the order for the cart as the server computes it now, with the stored details and payment choice
   * (`brandCode` must match it), and answers where to pay. The orders service decides whether the same
   * checkout placed again reuses its order and attempt.
   */
  async placeOrder(sessionId: string, store: Store, brandCode: string): Promise<PlacedOrder> {
    // Without a provider no order is taken: it could never be paid.
    if (this.provider.name === "none") throw new ClientError(503, { payment: PAYMENT_UNAVAILABLE });
    const { cart, email, order, attempt } = await this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      const { cart, customer, payment, vatBasis } = await this.#readyToOrder(tx, sessionId, store, brandCode);
      const email = deliveryAddress(customer).email || customer.factuur.email;
      const fingerprint = createHash("sha256")
        .update(JSON.stringify([store.code, withoutDates(cart), customer, payment]))
        .digest("base64url");
      const opened = await this.orders.openForPayment(
        tx,
        { sessionId, store: store.code, email, customer, cart, vatBasis, fingerprint },
        {
          type: payment.brandCode,
          name: payment.brandName,
          issuer: payment.issuerId ?? "",
          issuerName: payment.issuerName ?? "",
        },
      );
      return { cart, email, ...opened };
    });
    return {
      cart,
      order: { number: order.number, status: "pending_payment", total: order.totalCents },
      email,
      paymentLink: attempt.paymentLink || (await this.#createPayment(store, order.number, attempt, email)),
    };
  }

  /**
   * The cart, the parsed details and the payment choice when an order can be placed now; otherwise the
   * Dutch reason, checked in this order: the cart, the details, the payment choice, the discount code.
   */
  async #readyToOrder(tx: Tx, sessionId: string, store: Store, brandCode: string) {
    const cart = await this.cart.get(sessionId, store, tx);
    if (cart.count === 0) throw new ClientError(400, { cart: EMPTY_CART });
    const tooLarge = orderTotalProblem(cart.total);
    if (tooLarge) throw new ClientError(400, { cart: tooLarge });
    // Never an order with a colour the shop cannot deliver (issue 25): the cart page offers the nearest one.
    if (Object.values(cart.items).some((item) => item.colour_notices?.length))
      throw new ClientError(409, { cart: CART_HOLDS_UNAVAILABLE_COLOUR });
    const steps = await this.steps(sessionId, tx);
    const { customer, errors } = checkDetails(store.country, steps.customer);
    if (!customer) throw new ClientError(400, { customer: DETAILS_MISSING, ...errors });
    // The VAT basis is written with the details; one that does not match them (a draft from before VAT numbers
    // were checked) is not trusted: the visitor saves the details again and the number is checked.
    const vatBasis = steps.vatBasis;
    const vatNumber = customer.default.type === "business" ? (customer.default.vat_number ?? null) : null;
    if (
      !vatBasis ||
      vatBasis.customer !== customer.default.type ||
      (vatBasis.check?.vatNumber ?? null) !== vatNumber
    )
      throw new ClientError(400, { customer: DETAILS_MISSING });
    const payment = steps.payment;
    if (!payment || payment.brandCode !== brandCode)
      throw new ClientError(400, { payment_method: PAYMENT_METHOD_REQUIRED });
    // An applied code that gives nothing now (used up, expired, under its minimum) is not dropped silently:
    // the visitor sees why and removes it, or changes the cart; the cart keeps everything.
    if (cart.coupon && cart.coupon_message) throw new ClientError(409, { coupon: cart.coupon_message });
    return { cart, customer, payment, vatBasis };
  }

  /**
   * Creates the attempt's payment at the provider and keeps its link. Outside the transaction: the provider
   * call may take a while. The idempotency key makes a second call for the same attempt (a double click
   * waiting on the lock) answer the same payment.
   */
  async #createPayment(store: Store, orderNumber: string, attempt: PaymentAttempt, email: string) {
    const site = (store.code === "BE" ? this.config.SITE_URL_BE : this.config.SITE_URL).replace(/\/$/, "");
    const created = await this.provider.createPayment({
      reference: attempt.reference,
      orderNumber,
      amountCents: attempt.amountCents,
      country: store.country,
      method: { type: attempt.method.type ?? "", issuer: attempt.method.issuer || undefined },
      returnUrl: `${site}/checkout/betaling/${encodeURIComponent(attempt.reference)}`,
      shopperEmail: email,
      shopperLocale: store.code === "BE" ? "nl-BE" : "nl-NL",
      idempotencyKey: attempt.reference,
      expiresAt: new Date(attempt.createdAt.getTime() + this.config.PAYMENT_EXPIRY_MINUTES * 60_000),
    });
    await this.orders.recordPaymentLink(attempt.id, created);
    return created.paymentLink;
  }
}

/** The cart without its expected delivery texts, which change with the clock and not with what is ordered. */
function withoutDates(cart: Cart): Cart {
  const items = Object.fromEntries(
    Object.entries(cart.items).map(([key, { expected_delivery: _, ...item }]) => [key, item]),
  );
  return { ...cart, items };
}
