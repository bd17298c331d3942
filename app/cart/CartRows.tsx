// The cart page's product rows: change a row's count or delete it (the page offers to undo that), with the tracking
// events either causes.
import { useRef } from "react";
import type { Cart, CartItem } from "../../domain/cart/types";
import { cartApi, type RemovedRow } from "./api";
import { CartItemRow } from "./CartItemRow";
import { productRows, trackCart } from "./tracking";
import { useCartAction } from "./useCartAction";

export function CartRows({
  cart,
  onRemoved,
}: {
  cart: Cart;
  /** A row was removed: what it was, to offer 'Ongedaan maken'. */
  onRemoved: (item: CartItem, removed: RemovedRow) => void;
}) {
  const { run, busy, error } = useCartAction();
  const lastRow = useRef<string | null>(null);
  return (
    <section aria-labelledby="cart-rows-title">
      <h2 id="cart-rows-title" className="visually-hidden">
        Producten
      </h2>
      <ul className="cart-rows">
        {productRows(cart).map((item) => (
          <CartItemRow
            key={item.key}
            item={item}
            busy={busy}
            error={lastRow.current === item.key ? error : null}
            onCount={(count) => {
              lastRow.current = item.key;
              void run(() => cartApi.update({ rowid: item.key, count, update: true })).then((answer) => {
                if (!answer || count === item.count) return;
                const delta = count - item.count;
                trackCart(delta > 0 ? "add_to_cart" : "remove_from_cart", item, Math.abs(delta));
              });
            }}
            onDelete={() => {
              lastRow.current = item.key;
              void run(() => cartApi.remove(item.key)).then((answer) => {
                if (!answer) return;
                trackCart("remove_from_cart", item, item.count);
                onRemoved(item, answer.removed);
              });
            }}
          />
        ))}
      </ul>
    </section>
  );
}
