// /checkout/betalen: the payment step. Without complete details the visitor goes back to the details step.
import { redirect } from "react-router";
import { PAYMENT_UNAVAILABLE } from "../../domain/validation/messages";
import { privatePage } from "../cache-headers";
import { completedDetails, deliverySummary } from "../checkout/checkout.server";
import { PaymentPage } from "../checkout/PaymentPage";
import { noScriptAction } from "../no-script";
import { visitorShopState } from "../shop/shop-state.server";
import type { Route } from "./+types/checkout.betalen";

export const headers = privatePage;

export function meta() {
  return [{ title: "Betaalwijze | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const cart = await context.services.cart.get(context.sessionId, context.store);
  if (cart.count === 0) throw redirect("/checkout");
  const customer = await completedDetails(context);
  if (!customer) throw redirect("/checkout/gegevens");
  // A shop without a payment provider says so here instead of offering methods nobody can pay with.
  const unavailable = context.services.payments.name === "none" ? PAYMENT_UNAVAILABLE : null;
  return {
    delivery: deliverySummary(cart, customer),
    unavailable,
    shopState: await visitorShopState(context, cart),
  };
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Betalen({ loaderData }: Route.ComponentProps) {
  return <PaymentPage delivery={loaderData.delivery} unavailable={loaderData.unavailable} />;
}
