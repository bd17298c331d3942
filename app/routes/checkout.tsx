// /checkout: the cart page. Its loader brings the visitor's cart and basket into the shop state.
import { privatePage } from "../cache-headers";
import { CartPage } from "../cart/CartPage";
import { visitorShopState } from "../shop/shop-state.server";
import type { Route } from "./+types/checkout";

export const headers = privatePage;

export async function loader({ context }: Route.LoaderArgs) {
  return { shopState: await visitorShopState(context) };
}

export function meta() {
  return [{ title: "Winkelwagen | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export default function Checkout() {
  return <CartPage />;
}
