// /checkout: the cart page. Its loader brings the visitor's cart and basket into the shop state; its action takes
// the room label of a row posted without JavaScript (with JavaScript the row calls cart/room itself), and
// answers a post of its other forms, which need JavaScript, with the Dutch message.
import { data, redirect } from "react-router";
import { privatePage } from "../cache-headers";
import { CartPage } from "../cart/CartPage";
import type { CartPageAction } from "../cart/CartRows";
import { NO_SCRIPT_FIELD, noScriptAnswer, noScriptForm } from "../no-script";
import { refusalOf } from "../refusal";
import { visitorShopState } from "../shop/shop-state.server";
import type { Route } from "./+types/checkout";

export const headers = privatePage;

export async function loader({ context }: Route.LoaderArgs) {
  return { shopState: await visitorShopState(context) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  // The cart's other forms (voucher, saving the cart, a quote) need JavaScript (no-script.tsx).
  if (form.get(NO_SCRIPT_FIELD) !== null) return noScriptAnswer(noScriptForm(form));
  const rowid = form.get("rowid");
  const room = form.get("room");
  if (form.get("intent") !== "room" || typeof rowid !== "string" || typeof room !== "string")
    throw data("Onbekend verzoek", { status: 400 });
  try {
    await context.services.cart.setRoom(context.ensureSession(), context.store, { rowid, room });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<CartPageAction>(
      { room: { rowid, error: refusal.message, value: room } },
      { status: refusal.status },
    );
  }
  return redirect("/checkout");
}

export function meta() {
  return [{ title: "Winkelwagen | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export default function Checkout() {
  return <CartPage />;
}
