// The payment "provider" of a deployed shop that has none configured: every call answers, in Dutch, that paying
// is not possible yet, so no order is taken that nobody can pay (and nobody can mark paid in a sandbox).
import { PAYMENT_UNAVAILABLE } from "../../domain/validation/messages.ts";
import { ClientError } from "../http/errors.ts";

/** No provider, so no refund: the money goes back by hand (bank transfer) until one is configured. */
export const REFUND_UNAVAILABLE =
  "Terugbetalen kan niet: er is geen betaalprovider ingesteld. Maak het bedrag zelf over aan de klant.";

import type { PaymentProvider } from "./provider.ts";

export class UnavailablePaymentProvider implements PaymentProvider {
  readonly name = "none" as const;
  readonly notificationAck = "[accepted]";

  async paymentMethods(): Promise<never> {
    throw new ClientError(503, { payment: PAYMENT_UNAVAILABLE });
  }

  async createPayment(): Promise<never> {
    throw new ClientError(503, { payment: PAYMENT_UNAVAILABLE });
  }

  verifyNotifications(): null {
    return null;
  }

  async returnResult(): Promise<null> {
    return null;
  }

  async status(): Promise<null> {
    return null;
  }

  async refund(): Promise<never> {
    throw new ClientError(503, { refund: REFUND_UNAVAILABLE });
  }
}
