// The one popup of the page (spec section 2): opened by type with optional data, closing empties its data.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import type { Cart } from "../../domain/cart/types";
import { CartItemPopup, type CartItemPopupData, MeasureMountInfoPopup } from "../cart/CartPopups";
import { type SwitchCountryData, SwitchCountryPopup } from "../checkout/CountrySwitch";
import {
  type SwatchesOrderSuccessData,
  SwatchesOrderSuccessPopup,
  type SwatchesOverviewData,
  SwatchesOverviewPopup,
} from "../swatches/SwatchPopups";
import { Dialog } from "../ui/Dialog";
import { ColorPopup, type ColorPopupData } from "./ColorPopup";

/** The order form carries the address form and its rules: loaded when it first opens. */
const SwatchesOrderPopup = lazy(() => import("../swatches/SwatchesOrderPopup"));

export const popupTypes = [
  "color",
  "swatches-order",
  "swatches-overview",
  "swatches-order-success",
  "cart-success",
  "cart-edit",
  "tooltip",
  "switch-country",
  "cart-measure-mount-info",
] as const;
export type PopupType = (typeof popupTypes)[number];

/** What each popup type receives; types without content yet take nothing. */
export interface PopupDataMap {
  color: ColorPopupData;
  "cart-success": CartItemPopupData;
  "cart-edit": CartItemPopupData;
  "cart-measure-mount-info": { cart: Cart };
  "switch-country": SwitchCountryData;
  "swatches-overview": SwatchesOverviewData;
  "swatches-order": Record<string, never>;
  "swatches-order-success": SwatchesOrderSuccessData;
}

export type PopupRequest = {
  [K in keyof PopupDataMap]: {
    type: K;
    data: PopupDataMap[K];
    title: string;
    size?: number;
    closeable?: boolean;
  };
}[keyof PopupDataMap];

export interface PopupState {
  is_open: boolean;
  request: PopupRequest | null;
}

export interface PopupApi {
  state: PopupState;
  open: (request: PopupRequest) => void;
  close: () => void;
}

const PopupContext = createContext<PopupApi | null>(null);

export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error("usePopup outside PopupProvider");
  return api;
}

export function PopupProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PopupState>({ is_open: false, request: null });
  const open = useCallback((request: PopupRequest) => setState({ is_open: true, request }), []);
  const close = useCallback(() => setState({ is_open: false, request: null }), []);
  const api = useMemo(() => ({ state, open, close }), [state, open, close]);
  const request = state.request;

  return (
    <PopupContext.Provider value={api}>
      {children}
      <Dialog
        open={state.is_open}
        title={request?.title ?? ""}
        onClose={close}
        size={request?.size}
        closeable={request?.closeable ?? true}
      >
        {request?.type === "color" && <ColorPopup {...request.data} />}
        {(request?.type === "cart-success" || request?.type === "cart-edit") && (
          <CartItemPopup {...request.data} kind={request.type} />
        )}
        {request?.type === "cart-measure-mount-info" && <MeasureMountInfoPopup {...request.data} />}
        {request?.type === "switch-country" && <SwitchCountryPopup {...request.data} />}
        {request?.type === "swatches-overview" && <SwatchesOverviewPopup {...request.data} />}
        {request?.type === "swatches-order" && (
          <Suspense fallback={<p role="status">Laden…</p>}>
            <SwatchesOrderPopup />
          </Suspense>
        )}
        {request?.type === "swatches-order-success" && <SwatchesOrderSuccessPopup {...request.data} />}
      </Dialog>
    </PopupContext.Provider>
  );
}
