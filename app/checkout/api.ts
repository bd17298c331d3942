// The browser's client for the checkout calls of spec section 7.
import type { Cart } from "../../domain/cart/types";
import { apiBase, callApi } from "../api/client";

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
  /** Fails with 'HTTP error {status}' on a non-OK answer (spec section 8). */
  paymentData: async () => {
    const response = await fetch(`${apiBase()}checkout/payment-data`, {
      credentials: "include",
      headers: { accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
    });
    if (!response.ok) throw new Error(`HTTP error ${response.status}`);
    return (await response.json()) as {
      paymentMethods: PaymentMethodView[];
      betalen: PaymentStep | null;
      amount: number;
      csrf_token: string;
    };
  },
  savePayment: (body: { brandCode: string; issuerId?: string }) =>
    callApi<{ betalen: PaymentStep }>("POST", "checkout/betalen", body),
  placeOrder: (payment_method: string, csrf: string) =>
    callApi<{ cart: Cart; order: { number: string }; email: string; paymentLink: string }>(
      "POST",
      "checkout/placeOrder",
      { payment_method },
      { headers: { "X-CSRF-Token": csrf } },
    ),
};
