// The browser's client for the order status call (path relative to the main API base).
import type { OrderStatusView } from "../../domain/orders/order-status";
import type { ServiceForm } from "../../domain/validation/service";
import { callApi } from "../api/client";

export const orderStatusApi = {
  /** The order's state, or ApiError 404 with one neutral message for an unknown number or a wrong postcode. */
  status: (form: ServiceForm) => callApi<OrderStatusView>("POST", "orders/status", form),
};
