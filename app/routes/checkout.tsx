// /checkout: the cart page. Its loader brings the visitor's cart and basket into the shop state; its action takes
// the room label or a colour switch of a row posted without JavaScript (with JavaScript the row calls cart/room
// or cart/colour itself), and answers a post of its other forms, which need JavaScript, with the Dutch message.
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
  if (form.get("intent") === "colour" && typeof rowid === "string")
    return switchColour(context, rowid, form.get("option_id"));
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

/** A row's unavailable colour switched to the nearest available one, posted without JavaScript. */
async function switchColour(
  context: Route.ActionArgs["context"],
  rowid: string,
  option: FormDataEntryValue | null,
) {
  const optionId = typeof option === "string" && /^\d{1,9}$/.test(option) ? Number(option) : null;
  if (optionId === null) throw data("Onbekend verzoek", { status: 400 });
  try {
    await context.services.cart.switchColour(context.ensureSession(), context.store, {
      rowid,
      option_id: optionId,
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const code = (error as { statusCode?: unknown }).statusCode;
    const status = code === 409 ? 409 : refusal.status;
    return data<CartPageAction>({ colour: { rowid, error: refusal.message } }, { status });
  }
  return redirect("/checkout");
}

export function meta() {
  return [{ title: "Winkelwagen | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export default function Checkout() {
  return <CartPage />;
}
