// Loaders of the order pages: the filtered list (filters read from the page's URL, the same schema as the API)
// and one order whole. Every member of staff (area "orders").
import { type AppLoadContext, data } from "react-router";
import { orderFiltersSchema } from "../../../domain/orders/filters";
import { type OrderDetail, orderDetail } from "../../../server/backoffice/orders/order-detail";
import { listOrders, paymentMethodChoices } from "../../../server/backoffice/orders/order-list";
import { shopToday } from "../../../server/cart/cart.service";
import { ClientError } from "../../../server/http/errors";
import { requireStaff } from "../staff.server";

export type { OrderDetail };
export type OrderListData = Awaited<ReturnType<typeof loadOrdersPage>>;

const FILTER_KEYS = ["status", "winkel", "betaalwijze", "van", "tot", "zoek"] as const;

export async function loadOrdersPage(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "orders");
  const params = new URL(request.url).searchParams;
  const typed = Object.fromEntries(FILTER_KEYS.map((key) => [key, (params.get(key) ?? "").slice(0, 100)]));
  const parsed = orderFiltersSchema.safeParse({ ...typed, pagina: params.get("pagina") ?? "" });
  // A filter that makes no sense shows its message and the list without filters: never a 500.
  const filters = parsed.success ? parsed.data : { pagina: 1 };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? "zoek")] ??= issue.message;
  const list = await listOrders(context.services.database.db, filters);
  return { typed, filters, errors, list, methods: paymentMethodChoices };
}

export async function loadOrderPage(request: Request, context: AppLoadContext, number: string) {
  await requireStaff(request, context, "orders");
  try {
    const order = await orderDetail(context.services.database.db, number);
    return { order, today: shopToday() };
  } catch (error) {
    if (error instanceof ClientError && error.statusCode === 404)
      throw data({ message: "Deze bestelling bestaat niet." }, { status: 404 });
    throw error;
  }
}
