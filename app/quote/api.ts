// The browser's client for the quote calls of spec section 7.
import type { ConfValues } from "../../domain/configurator/types";
import { callApi } from "../api/client";
import type { QuoteAddress } from "./QuoteDialog";

export const quoteApi = {
  product: (
    address: QuoteAddress,
    product: {
      entity_id: number;
      conf_id: number;
      product_name: string;
      image_thumbnail: string;
      options: ConfValues;
      price_advice: number;
      price_discount: number;
    },
  ) => {
    const { note, ...rest } = address;
    return callApi<{ status: boolean; number: string }>("POST", "product/estimate", {
      ...rest,
      note,
      ...product,
    });
  },
  cart: (address: QuoteAddress) => {
    const { note, ...rest } = address;
    return callApi<{ status: boolean; number: string }>("POST", "cart/createEstimate", {
      customer: { ...rest, notitie: note },
    });
  },
};
