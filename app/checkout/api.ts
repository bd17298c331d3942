// The browser's client for the checkout calls of spec section 7.
import type { Cart } from "../../domain/cart/types";
import { ApiError, callApi } from "../api/client";

export interface PaymentMethodView {
  type: string;
  name: string;
  issuers?: { id: string; name: string }[];
  brands?: string[];
}

export interface PaymentStep {
  brandCode: string;
  brandName: string;
  issuerId?: string;
  issuerName?: string;
}

/** The details step as sent: the sections of spec section 3's customer data, fields as typed. */
export interface CustomerInput {
  default: Record<string, string>;
  factuur: Record<string, string | number>;
  aflever?: Record<string, string | number>;
}

export const checkoutApi = {
  saveDetails: (body: CustomerInput) =>
    callApi<{ customer: CustomerInput; errors: Record<string, string> }>("POST", "checkout/gegevens", body),
  /** Fails with 'HTTP error {status}' on a non-OK answer, whatever the answer says (spec section 8). */
  paymentData: () =>
    callApi<{
      paymentMethods: PaymentMethodView[];
      betalen: PaymentStep | null;
      amount: number;
      csrf_token: string;
    }>("GET", "checkout/payment-data").catch((error: unknown) => {
      throw error instanceof ApiError && error.status !== 0 ? new Error(`HTTP error ${error.status}`) : error;
    }),
  savePayment: (body: { brandCode: string; issuerId?: string }) =>
    callApi<{ betalen: PaymentStep }>("POST", "checkout/betalen", body),
  placeOrder: (payment_method: string, csrf: string) =>
    callApi<{ cart: Cart; order: { number: string }; email: string; paymentLink: string }>(
      "POST",
      "checkout/placeOrder",
      { payment_method },
      { csrfToken: csrf },
    ),
};
