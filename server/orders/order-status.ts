// What the order status look-up behind /bestelling-volgen shows of an order (OrdersService#lookUpStatus finds
// it by number and postcode): its state in the customer's words, the next step and the expected date.
import { type Cart, isGoods } from "../../domain/cart/types.ts";
import { shopClock } from "../../domain/delivery/calendar.ts";
import { deliveryLineOf, dutchDate } from "../../domain/delivery/text.ts";
import { deliveryWayOf, orderState } from "../../domain/orders/fulfilment.ts";
import {
  type Fulfilment,
  nextStep,
  type OrderStatusView,
  statusLabel,
  statusSteps,
} from "../../domain/orders/order-status.ts";
import { withDeliveryDates } from "./order-delivery.ts";
import type { orders } from "./orders.schema.ts";

/** The order's status as its customer may see it. */
export function orderStatusView(order: typeof orders.$inferSelect, now: Date): OrderStatusView {
  const country = order.store === "BE" ? "BE" : "NL";
  const today = shopClock(now).date;
  const state = orderState(order.status, order.fulfilmentStatus);
  const fulfilment: Fulfilment = deliveryWayOf(order.cart);
  const paid = order.paidAt !== null && order.status === "paid";
  // The dates count from the payment; before it, and once the order is done, there is no date to expect.
  const cart = paid && order.paidAt ? withDeliveryDates(order.cart, order.paidAt, country, now) : order.cart;
  const products = Object.values(cart.items).filter(isGoods);
  const expected = paid && state !== "afgerond" ? expectedOf(products) : null;
  const mountDate = order.mountDate ? dutchDate(order.mountDate, today) : null;
  // A row says its own date only where the rows differ; otherwise the order's date says it once.
  const rowDates = expected !== null && new Set(products.map((item) => item.expected_delivery)).size > 1;
  return {
    order_number: order.number,
    state,
    state_label: statusLabel(state, fulfilment),
    next: nextStep(state, fulfilment, mountDate),
    ordered_on: dutchDate(shopClock(order.paidAt ?? order.createdAt).date, today),
    delivery: order.cart.delivery_label,
    expected_delivery: state === "ingepland_voor_montage" ? null : expected,
    track_trace_url: state === "verzonden" ? order.trackTraceUrl : null,
    steps: statusSteps(state, fulfilment),
    rows: products.map((item) => ({
      name: item.product_name,
      count: item.count,
      details: [
        ...item.options.filter((o) => !o.crm_only).map((o) => `${o.name}: ${o.value}`),
        ...(rowDates ? [deliveryLineOf(item)] : []),
      ],
    })),
  };
}

/** The order's date is its last row's: everything comes together. */
function expectedOf(products: Cart["items"][string][]): string | null {
  const dated = products.filter((item) => item.expected_delivery);
  if (dated.length === 0) return null;
  const latest = dated.reduce((a, b) =>
    (a.production_days?.max ?? 0) >= (b.production_days?.max ?? 0) ? a : b,
  );
  return latest.expected_delivery ?? null;
}
