// The browser's client for the swatch-basket calls of spec section 7 (paths relative to the main API base).
import type { SwatchBasket } from "../../domain/cart/types";
import type { AddressFormValues } from "../../domain/validation/address-form";
import { callApi } from "../api/client";

export interface SwatchRequest {
  conf_id: number;
  product_id: number;
  option_id: number;
  /** The colour's value id within the option. */
  value: number;
}

export const swatchesApi = {
  get: () => callApi<SwatchBasket>("GET", "swatches/get"),
  add: (body: SwatchRequest) => callApi<SwatchBasket>("POST", "swatches/add", body),
  remove: (swatchid: string) =>
    callApi<SwatchBasket>("DELETE", `swatches/delete?swatchid=${encodeURIComponent(swatchid)}`),
  clear: () => callApi<SwatchBasket>("POST", "swatches/clearSwatches"),
  order: (adres: AddressFormValues) =>
    callApi<{ status: true; order_number: string }>("POST", "swatches/orderSwatches", {
      personal_details: { adres },
    }),
};
