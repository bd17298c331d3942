// The visitor's cart and swatch basket in the browser. A public page's HTML is the same for everybody, so it
// holds neither: after hydration the header counts come at once from the counts cookie the API keeps
// (domain/cart/header-counts.ts), and the cart and basket from the header data call. A private page (cart,
// checkout) brings both from its own loader (`shopState`, see shop-state.server.ts). After that every API answer
// keeps them current, so the header counts, slide-overs, cart page and popups always show the same state.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Cart, SwatchBasket } from "../../domain/cart/types";
import { type HeaderData, headerApi } from "./api";
import { type HeaderCounts, readHeaderCounts, writeHeaderCounts } from "./header-counts";

export type { HeaderData };

export type ShopPanel = "swatches" | "cart" | null;

interface ShopStateApi {
  /** The visitor's cart; null until it has arrived (just after hydration). */
  cart: Cart | null;
  /** The visitor's swatch basket; null until it has arrived. */
  swatches: SwatchBasket | null;
  /** The header's counts, each null while unknown (the server render and the moment before the cookie is read). */
  counts: { cart: number | null; swatches: number | null };
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

/** The cart on a private page whose loader brought it (the cart page, the checkout steps). */
export function useLoadedCart(): Cart {
  const { cart } = useShop();
  if (!cart) throw new Error("no cart: this page's loader must answer shopState");
  return cart;
}

/**
 * `seed`: the cart and basket a private page's loader read (undefined on public pages). A later seed (a
 * client-side visit to a private page) replaces the state too.
 */
export function ShopStateProvider({ seed, children }: { seed?: HeaderData; children: ReactNode }) {
  const [cart, setCartState] = useState<Cart | null>(seed?.cart ?? null);
  const [swatches, setSwatchesState] = useState<SwatchBasket | null>(seed?.swatches ?? null);
  const [remembered, setRemembered] = useState<HeaderCounts | null>(null);
  const [panel, setPanel] = useState<ShopPanel>(null);
  const setCart = useCallback((next: Cart) => setCartState(next), []);
  const setSwatches = useCallback((next: SwatchBasket) => setSwatchesState(next), []);
  const openPanel = useCallback((next: ShopPanel) => setPanel(next), []);

  useEffect(() => {
    if (!seed) return;
    setCartState(seed.cart);
    setSwatchesState(seed.swatches);
  }, [seed]);

  // Once, after hydration: the counts the cookie remembers, then the contents (unless a private page brought
  // them). An answer of a cart or basket call that came first is newer and stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per document, whatever the seed does later
  useEffect(() => {
    if (seed) return;
    setRemembered(readHeaderCounts());
    headerApi.get().then(
      (answer) => {
        setCartState((current) => current ?? answer.cart);
        setSwatchesState((current) => current ?? answer.swatches);
      },
      // Without an answer the cookie's counts stay; the next cart or basket call brings the state.
      () => undefined,
    );
  }, []);

  // The cookie follows what the browser knows, also where no API call told it (a private page's loader).
  useEffect(() => {
    if (cart && swatches) writeHeaderCounts({ cart: cart.count, swatches: swatches.total });
  }, [cart, swatches]);

  const api = useMemo(
    () => ({
      cart,
      swatches,
      counts: {
        cart: cart?.count ?? remembered?.cart ?? null,
        swatches: swatches?.total ?? remembered?.swatches ?? null,
      },
      setCart,
      setSwatches,
      panel,
      openPanel,
    }),
    [cart, swatches, remembered, setCart, setSwatches, panel, openPanel],
  );
  return <ShopStateContext.Provider value={api}>{children}</ShopStateContext.Provider>;
}
