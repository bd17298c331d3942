// The popup host's registry: which component each popup type shows. The host knows only this file; each feature
// declares its own popup types and hands its components to the root (app/cart/cart.popups.tsx and the like).
import type { ComponentType } from "react";

/**
 * What each popup type receives. Empty here on purpose: a feature adds its types by augmenting this interface
 * (`declare module "../popups/popup-registry"`) in its `*.popups.tsx`. The spec's 'tooltip' type is the
 * configurator's toggletip (app/configurator/Tooltip.tsx), not a popup.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation from the features
export interface PopupDataMap {}

export type PopupType = keyof PopupDataMap;

/** A request to open one popup: its type and data, and the dialog's title, width and whether it can close. */
export type PopupRequest = {
  [K in PopupType]: {
    type: K;
    data: PopupDataMap[K];
    title: string;
    size?: number;
    closeable?: boolean;
  };
}[PopupType];

/** The component each popup type shows, given that type's data. A lazy component gets 'Laden…' while it loads. */
export type PopupRegistry = { [K in PopupType]: ComponentType<PopupDataMap[K]> };
