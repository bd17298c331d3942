// The cart's popups in the popup registry: added to the cart, saved an edited row, and what measuring and
// mounting cost.
import type { Cart } from "../../domain/cart/types";
import type { PopupRegistry } from "../popups/popup-registry";
import { CartItemPopup, type CartItemPopupData, MeasureMountInfoPopup } from "./CartPopups";

declare module "../popups/popup-registry" {
  interface PopupDataMap {
    "cart-success": CartItemPopupData;
    "cart-edit": CartItemPopupData;
    "cart-measure-mount-info": { cart: Cart };
  }
}

function CartSuccessPopup(data: CartItemPopupData) {
  return <CartItemPopup {...data} kind="cart-success" />;
}

function CartEditPopup(data: CartItemPopupData) {
  return <CartItemPopup {...data} kind="cart-edit" />;
}

export const cartPopups = {
  "cart-success": CartSuccessPopup,
  "cart-edit": CartEditPopup,
  "cart-measure-mount-info": MeasureMountInfoPopup,
} satisfies Partial<PopupRegistry>;
