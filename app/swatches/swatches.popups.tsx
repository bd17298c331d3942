// The colour and swatch popups in the popup registry: one colour large, the basket after adding, the order form
// and the thank-you.
import { lazy } from "react";
import type { PopupRegistry } from "../popups/popup-registry";
import { ColorPopup, type ColorPopupData } from "./ColorPopup";
import {
  type SwatchesOrderSuccessData,
  SwatchesOrderSuccessPopup,
  type SwatchesOverviewData,
  SwatchesOverviewPopup,
} from "./SwatchPopups";

declare module "../popups/popup-registry" {
  interface PopupDataMap {
    color: ColorPopupData;
    "swatches-overview": SwatchesOverviewData;
    "swatches-order": Record<string, never>;
    "swatches-order-success": SwatchesOrderSuccessData;
  }
}

export const swatchPopups = {
  color: ColorPopup,
  "swatches-overview": SwatchesOverviewPopup,
  /** The order form carries the address form and its rules: loaded when it first opens. */
  "swatches-order": lazy(() => import("./SwatchesOrderPopup")),
  "swatches-order-success": SwatchesOrderSuccessPopup,
} satisfies Partial<PopupRegistry>;
