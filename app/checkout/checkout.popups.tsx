// The checkout's popup in the popup registry: the switch to the other country's store.
import type { PopupRegistry } from "../popups/popup-registry";
import { type SwitchCountryData, SwitchCountryPopup } from "./CountrySwitch";

declare module "../popups/popup-registry" {
  interface PopupDataMap {
    "switch-country": SwitchCountryData;
  }
}

export const checkoutPopups = {
  "switch-country": SwitchCountryPopup,
} satisfies Partial<PopupRegistry>;
