// The visitor's cart and swatch basket in the browser: first from the server render (header data), then from
// every API answer, so the header counts, slide-overs, cart page and popups always show the same state.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import type { Cart, SwatchBasket } from "../../domain/cart/types";

export interface HeaderData {
  cart: Cart;
  swatches: SwatchBasket;
}

export type ShopPanel = "swatches" | "cart" | null;

interface ShopStateApi {
  cart: Cart;
  swatches: SwatchBasket;
  setCart: (cart: Cart) => void;
  setSwatches: (swatches: SwatchBasket) => void;
  /** The header slide-over that is open. */
  panel: ShopPanel;
  openPanel: (panel: ShopPanel) => void;
}

const ShopStateContext = createContext<ShopStateApi | null>(null);

export function useShop(): ShopStateApi {
  const api = useContext(ShopStateContext);
  if (!api) throw new Error("useShop outside ShopStateProvider");
  return api;
}

export function ShopStateProvider({ initial, children }: { initial: HeaderData; children: ReactNode }) {
  const [cart, setCart] = useState(initial.cart);
  const [swatches, setSwatches] = useState(initial.swatches);
  const [panel, setPanel] = useState<ShopPanel>(null);
  const openPanel = useCallback((next: ShopPanel) => setPanel(next), []);
  const api = useMemo(
    () => ({ cart, swatches, setCart, setSwatches, panel, openPanel }),
    [cart, swatches, panel, openPanel],
  );
  return <ShopStateContext.Provider value={api}>{children}</ShopStateContext.Provider>;
}
