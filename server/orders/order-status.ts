// The order status look-up behind /bestelling-volgen: order number and the postcode the order went to, the
// same pattern as the service request (server/service): one query whether or not the number exists, and the
// same answer for an unknown number and a postcode that does not match.
import { eq } from "drizzle-orm";
import type { Cart } from "../../domain/cart/types.ts";
import { shopClock } from "../../domain/delivery/calendar.ts";
import { deliveryLineOf, dutchDate } from "../../domain/delivery/text.ts";
import { orderState } from "../../domain/orders/fulfilment.ts";
import {
  type Fulfilment,
  nextStep,
  ORDER_STATUS_NOT_FOUND,
  type OrderStatusView,
  statusLabel,
  statusSteps,
} from "../../domain/orders/order-status.ts";
import { deliveryAddress } from "../../domain/validation/customer.ts";
import type { ServiceForm } from "../../domain/validation/service.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { comparableOrderNumber, comparablePostcode } from "../service/service-requests.ts";
import { withDeliveryDates } from "./order-delivery.ts";
import { orders } from "./orders.schema.ts";

function fulfilmentOf(cart: Cart): Fulfilment {
  if (cart.service_type === "mount") return "mount";
  return cart.shipping_method === "sent" ? "sent" : "pickup";
}

/** The order's status as its customer may see it; 404 with one neutral message when number and postcode do not match. */
export async function lookUpOrderStatus(
  db: Db,
  form: ServiceForm,
  now = new Date(),
): Promise<OrderStatusView> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.number, comparableOrderNumber(form.order_number)));
  const matches =
    order !== undefined &&
    comparablePostcode(deliveryAddress(order.customer).zipcode) === comparablePostcode(form.postal_code);
  if (!order || !matches) throw new ClientError(404, { order: ORDER_STATUS_NOT_FOUND });

  const country = order.store === "BE" ? "BE" : "NL";
  const today = shopClock(now).date;
  const state = orderState(order.status, order.fulfilmentStatus);
  const fulfilment = fulfilmentOf(order.cart);
  const paid = order.paidAt !== null && order.status === "paid";
  // The dates count from the payment; before it, and once the order is done, there is no date to expect.
  const cart = paid && order.paidAt ? withDeliveryDates(order.cart, order.paidAt, country, now) : order.cart;
  const products = Object.values(cart.items).filter((item) => item.type === "product");
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
