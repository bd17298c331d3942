// The cart page's product rows: change a row's count or delete it, with the tracking events either causes.
import { useRef } from "react";
import type { Cart } from "../../domain/cart/types";
import { cartApi } from "./api";
import { CartItemRow } from "./CartItemRow";
import { productRows, trackCart } from "./tracking";
import { useCartAction } from "./useCartAction";

export function CartRows({ cart }: { cart: Cart }) {
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
                if (answer) trackCart("remove_from_cart", item, item.count);
              });
            }}
          />
        ))}
      </ul>
    </section>
  );
}
