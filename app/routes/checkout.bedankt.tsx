// /checkout/bedankt?order=: the confirmation step. Details show only to the visitor who placed the order.
import { privatePage } from "../cache-headers";
import { deliveryDescription } from "../checkout/checkout.server";
import { ThanksPage } from "../checkout/ThanksPage";
import { visitorShopState } from "../shop/shop-state.server";
import type { Route } from "./+types/checkout.bedankt";

export const headers = privatePage;

export function meta() {
  return [{ title: "Bedankt voor je bestelling | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("order") ?? "";
  const order = number ? await context.services.orders.orderFor(context.sessionId, number) : null;
  // Another session's order, or any text at all, shows the neutral page: the query is never echoed.
  // The paid order's rows have left the cart: the header shows the cart as it is now.
  const shopState = await visitorShopState(context);
  if (!order) return { number: "", order: null, shopState };
  return {
    shopState,
    number: order.number,
    order: {
      status: order.status,
      email: order.email,
      cart: order.cart,
      delivery: deliveryDescription(order.cart),
      paymentName: order.paymentName,
    },
  };
}

export default function Bedankt({ loaderData }: Route.ComponentProps) {
  return <ThanksPage number={loaderData.number} order={loaderData.order} />;
}
