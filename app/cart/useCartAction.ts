// Runs one cart call at a time for a part of the cart page: busy flag, the server's Dutch message, new cart.
import { useCallback, useState } from "react";
import type { Cart } from "../../domain/cart/types";
import { ApiError } from "../api/client";
import { SOMETHING_WENT_WRONG } from "../api/messages";
import { useShop } from "../shop/ShopState";

export function useCartAction() {
  const { setCart } = useShop();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T extends { cart: Cart }>(call: () => Promise<T>): Promise<T | null> => {
      setBusy(true);
      setError(null);
      try {
        const answer = await call();
        setCart(answer.cart);
        return answer;
      } catch (e) {
        setError(e instanceof ApiError ? e.message : SOMETHING_WENT_WRONG);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [setCart],
  );
  return { run, busy, error, setError };
}
