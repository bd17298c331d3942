// The configurator's final action for the cart: add the configuration ('Toevoegen aan winkelwagen') or save an
// edited cart row back ('Opslaan'), then show the cart-success or cart-edit popup.
import { useCallback, useState } from "react";
import { ApiError } from "../api/client";
import { ADD_TO_CART_FAILED } from "../api/messages";
import type { ConfiguratorState } from "../configurator/useConfigurator";
import type { FinishKind } from "../configurator/Wizard";
import { usePopup } from "../popups/PopupProvider";
import { useShop } from "../shop/ShopState";
import { cartApi } from "./api";
import { trackCart } from "./tracking";

export function useAddToCart() {
  const { cart, setCart } = useShop();
  const { open } = usePopup();
  const [error, setError] = useState<string | null>(null);

  const finish = useCallback(
    async (kind: FinishKind, state: ConfiguratorState) => {
      setError(null);
      try {
        if (kind === "save" && state.edit_key !== false) {
          const key = state.edit_key;
          const answer = await cartApi.update({
            rowid: key,
            count: cart?.items[key]?.count ?? 1,
            update: true,
            values: state.conf_values,
          });
          setCart(answer.cart);
          const item = answer.cart.items[key];
          if (item) open({ type: "cart-edit", title: "Opgeslagen", data: { item }, size: 520 });
          return;
        }
        const answer = await cartApi.add({
          values: state.conf_values,
          conf_id: state.conf_id,
          entity_id: state.prod_id,
          image_thumbnail: state.thumbnail,
        });
        setCart(answer.cart);
        const item = answer.addedItem.item;
        trackCart("add_to_cart", item, 1);
        open({ type: "cart-success", title: "Toegevoegd aan je winkelwagen", data: { item }, size: 520 });
      } catch (e) {
        setError(e instanceof ApiError ? e.message : ADD_TO_CART_FAILED);
      }
    },
    [cart?.items, setCart, open],
  );
  return { finish, error };
}
