// The browser's client for the cart calls of spec section 7 (paths relative to the main API base).
import type { Cart, CartItem, ServiceType, ShippingMethod } from "../../domain/cart/types";
import type { ConfValues } from "../../domain/configurator/types";
import { callApi } from "../api/client";

type CartAnswer = { cart: Cart };

/** A removed row in cart/add's words: adding it again puts the same configuration back, at the server's price. */
export interface RemovedRow {
  conf_id: number;
  entity_id: number;
  /** An accessory row: cart/addAccessory puts it back. */
  accessory: boolean;
  values: ConfValues;
  count: number;
  image_thumbnail: string;
}

export const cartApi = {
  get: () => callApi<CartAnswer>("GET", "cart"),
  add: (body: {
    values: ConfValues;
    conf_id: number;
    entity_id: number;
    image_thumbnail: string;
    count?: number;
  }) => callApi<CartAnswer & { addedItem: { item: CartItem } }>("POST", "cart/add", body),
  addAccessory: (body: { entity_id: number; count: number }) =>
    callApi<CartAnswer & { addedItem: { item: CartItem } }>("POST", "cart/addAccessory", body),
  remove: (rowid: string) =>
    callApi<CartAnswer & { removed: RemovedRow }>("DELETE", `cart/delete?rowid=${encodeURIComponent(rowid)}`),
  update: (body: { rowid: string; count: number; update: boolean; values?: ConfValues }) =>
    callApi<CartAnswer>("POST", "cart/update", body),
  setRoom: (body: { rowid: string; room: string | null }) => callApi<CartAnswer>("POST", "cart/room", body),
  switchColour: (body: { rowid: string; option_id: number }) =>
    callApi<CartAnswer>("POST", "cart/colour", body),
  setServiceType: (service_type: ServiceType) =>
    callApi<CartAnswer>("POST", "cart/setServiceType", { service_type }),
  setShippingMethod: (shipping_method: ShippingMethod) =>
    callApi<CartAnswer>("POST", "cart/setShippingMethod", { shipping_method }),
  applyCoupon: (code: string) =>
    callApi<CartAnswer & { result: boolean; msg: string }>("POST", "cart/coupon", { code }),
  removeCoupon: () => callApi<CartAnswer>("DELETE", "cart/coupon"),
  saveCart: (email: string) =>
    callApi<{ status: boolean; email: string }>("POST", "cart/save-cart", { email }),
};
