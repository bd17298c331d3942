// /checkout/gegevens: the details step. An empty cart goes back to the cart page.
import { redirect } from "react-router";
import { privatePage } from "../cache-headers";
import type { CustomerInput } from "../checkout/api";
import { DetailsPage } from "../checkout/DetailsPage";
import { noScriptAction } from "../no-script";
import { visitorShopState } from "../shop/shop-state.server";
import type { Route } from "./+types/checkout.gegevens";

export const headers = privatePage;

export function meta() {
  return [{ title: "Je gegevens | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const cart = await context.services.cart.get(context.sessionId, context.store);
  if (cart.count === 0) throw redirect("/checkout");
  const { customer } = await context.services.checkout.steps(context.sessionId);
  return {
    stored: customer as Partial<CustomerInput> | null,
    shopState: await visitorShopState(context, cart),
  };
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Gegevens({ loaderData }: Route.ComponentProps) {
  return <DetailsPage stored={loaderData.stored} />;
}
