// The browser's client for the header data call (spec section 7: header/headerData): the visitor's cart and
// swatch basket, asked once after a public page hydrates.
import type { Cart, SwatchBasket } from "../../domain/cart/types";
import { callApi } from "../api/client";

/** The visitor's cart and basket, as the header data call and a private page's loader answer them. */
export interface HeaderData {
  cart: Cart;
  swatches: SwatchBasket;
}

export const headerApi = {
  get: () => callApi<HeaderData>("GET", "header/headerData"),
};
