// The browser's client for the header data call (spec section 7: header/headerData): the visitor's cart and
// swatch basket, asked once after a public page hydrates.
import { callApi } from "../api/client";
import type { HeaderData } from "./ShopState";

export const headerApi = {
  get: () => callApi<HeaderData>("GET", "header/headerData"),
};
