// What a private page's loader adds for the shop state (app/shop/ShopState.tsx): the visitor's cart and swatch
// basket as the server has them now, so the page renders with them instead of asking after hydration.
import type { AppLoadContext } from "react-router";
import type { Cart } from "../../domain/cart/types";
import type { HeaderData } from "./ShopState";

/** The cart (when the loader already read it, pass it) and the basket of this visitor; empty without a session. */
export async function visitorShopState(context: AppLoadContext, cart?: Cart): Promise<HeaderData> {
  const [cartNow, swatches] = await Promise.all([
    cart ?? context.services.cart.get(context.sessionId, context.store),
    context.services.swatches.basket(context.sessionId),
  ]);
  return { cart: cartNow, swatches };
}
