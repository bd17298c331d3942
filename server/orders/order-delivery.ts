// When an order is expected and where its customer follows it: the delivery dates counted from the moment it
// was paid, and the address of the order status page.
import type { Cart } from "../../domain/cart/types.ts";
import { type DeliveryCountry, deliveryWindow, shopClock } from "../../domain/delivery/calendar.ts";
import { expectedDeliveryText } from "../../domain/delivery/text.ts";

/**
 * The cart with each product row's expected delivery counted from `orderedAt` (payment starts production),
 * written as seen on `now` (the year shows only when it is not now's). Rows of orders stored before rows
 * carried their production days keep what they had.
 */
export function withDeliveryDates(
  cart: Cart,
  orderedAt: Date,
  country: DeliveryCountry,
  now = orderedAt,
): Cart {
  const today = shopClock(now).date;
  const items = Object.fromEntries(
    Object.entries(cart.items).map(([key, item]) => [
      key,
      item.production_days
        ? {
            ...item,
            expected_delivery: expectedDeliveryText(
              deliveryWindow(orderedAt, item.production_days, country),
              today,
            ),
          }
        : item,
    ]),
  );
  return { ...cart, items };
}

/** The order status page with the order number filled in; the customer types the postcode. */
export function orderStatusUrl(siteUrl: string, orderNumber: string): string {
  return `${siteUrl.replace(/\/$/, "")}/bestelling-volgen?order=${encodeURIComponent(orderNumber)}`;
}
