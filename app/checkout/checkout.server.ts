// What the checkout pages' loaders read on the server: the stored steps, the delivery summary and the order.

import type { AppLoadContext } from "react-router";
import type { Cart } from "../../domain/cart/types";
import { addressLines, deliveryText } from "../../domain/checkout/delivery";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer";
import type { DeliverySummary } from "./PaymentPage";

/** The details step as the server keeps it, parsed by the store's rules; null when it is not complete. */
export function completedDetails(context: AppLoadContext): Promise<CustomerData | null> {
  return context.services.checkout.details(context.sessionId, context.store);
}

export function deliverySummary(cart: Cart, customer: CustomerData): DeliverySummary {
  const pickup = cart.service_type === "self" && cart.shipping_method !== "sent";
  return {
    label: cart.service_type === "mount" ? "Montageadres" : pickup ? "Afhalen" : "Afleveradres",
    lines: pickup ? [deliveryText(cart)] : addressLines(deliveryAddress(customer)).split("\n"),
  };
}

/** How the order reaches the customer, in a sentence (the same text as the confirmation mail). */
export const deliveryDescription = deliveryText;
