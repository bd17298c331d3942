// Loaders of the order pages: the filtered list (filters read from the page's URL, the same schema as the API)
// and one order whole. Every member of staff (area "orders").

import type { AppLoadContext } from "react-router";
import { shopToday } from "../../../domain/delivery/shop-time.ts";
import { orderFiltersSchema } from "../../../domain/orders/filters";
import { mayUse } from "../../../domain/staff";
import { paymentMethodChoices } from "../../../server/orders/order-list";
import type { OrderDetail } from "../../../server/orders/orders.admin.schemas";
import { readListFilters } from "../list-filters.server";
import { orNotFound } from "../not-found.server";
import { requireStaff } from "../staff.server";

export type { OrderDetail };
export type OrderListData = Awaited<ReturnType<typeof loadOrdersPage>>;

const FILTER_KEYS = ["status", "winkel", "betaalwijze", "van", "tot", "zoek"] as const;

export async function loadOrdersPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "orders");
  const { typed, filters, errors } = readListFilters(request.url, orderFiltersSchema, {
    fields: FILTER_KEYS,
    also: ["pagina"],
    errorField: "zoek",
  });
  const list = await context.services.orders.list(filters);
  return { typed, filters, errors, list, methods: paymentMethodChoices };
}

export async function loadOrderPage(request: Request, context: AppLoadContext, number: string) {
  const session = await requireStaff(request, context, "orders");
  const order = await orNotFound(context.services.orders.detail(number));
  return {
    order,
    check: await context.services.orderChanges.checkOf(number),
    refunds: await context.services.refunds.overview(number),
    today: shopToday(),
    // The documents' downloads are the owners' (area "invoices"); a medewerker sees the numbers only.
    mayDownloadInvoices: mayUse(session.staff.role, "invoices"),
  };
}
