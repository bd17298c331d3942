// /checkout: the cart page. The cart comes from the shop state the root loader started.
import { CartPage } from "../cart/CartPage";

export function meta() {
  return [{ title: "Winkelwagen | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export default function Checkout() {
  return <CartPage />;
}
