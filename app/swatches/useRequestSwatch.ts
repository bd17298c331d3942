// 'Kleurstaal aanvragen' from anywhere (configurator, colours page, colour popup): adds the colour to the basket,
// updates the header count, opens the swatches overview and reports the button to the data layer.
import { useCallback, useState } from "react";
import { ApiError } from "../api/client";
import { SWATCH_REQUEST_FAILED } from "../api/messages";
import { usePopup } from "../popups/PopupProvider";
import { useShop } from "../shop/ShopState";
import { track } from "../tracking/dataLayer";
import { type SwatchRequest, swatchesApi } from "./api";
import { openSwatchOverview } from "./SwatchPopups";

/** What the tracking event names besides the ids: the colour and product as the visitor saw them. */
export interface SwatchLabels {
  colour?: string;
  product_name?: string;
}

export function useRequestSwatch() {
  const { setSwatches } = useShop();
  const popup = usePopup();
  const [pending, setPending] = useState(false);

  const requestSwatch = useCallback(
    async (request: SwatchRequest, labels: SwatchLabels = {}) => {
      track("colour_swatch_request", {
        conf_id: request.conf_id,
        product_id: request.product_id,
        option_id: request.option_id,
        value_id: request.value,
        ...labels,
      });
      setPending(true);
      try {
        const basket = await swatchesApi.add(request);
        setSwatches(basket);
        const added = basket.items.find(
          (i) =>
            i.conf_id === request.conf_id && i.option === request.option_id && i.value.id === request.value,
        );
        openSwatchOverview(popup, { added: added?.key });
      } catch (error) {
        if (error instanceof ApiError && error.errors.swatches) {
          // Full: nothing was added; the basket may have filled in another tab, so show the server's.
          await swatchesApi.get().then(setSwatches, () => undefined);
          openSwatchOverview(popup, { full: true });
        } else {
          openSwatchOverview(popup, {
            error: error instanceof ApiError ? error.message : SWATCH_REQUEST_FAILED,
          });
        }
      } finally {
        setPending(false);
      }
    },
    [popup, setSwatches],
  );

  return { requestSwatch, pending };
}
