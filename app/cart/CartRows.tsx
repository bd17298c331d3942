// The cart page's product rows: change a row's count or delete it (the page offers to undo that), with the tracking
// events either causes.
import { useRef, useState } from "react";
import { useActionData } from "react-router";
import type { Cart, CartItem } from "../../domain/cart/types";
import { cartApi, type RemovedRow } from "./api";
import { CartItemRow } from "./CartItemRow";
import { productRows, trackCart } from "./tracking";
import { useCartAction } from "./useCartAction";

/** What the cart page's action answers when it refuses a room label posted without JavaScript. */
export interface CartPageAction {
  room?: { rowid: string; error: string; value: string };
  /** A colour switch posted without JavaScript that the server refused. */
  colour?: { rowid: string; error: string };
}

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
  // The room label's save or the colour switch: which row and which it was, so its message shows there and not
  // at the count.
  const [roomRow, setRoomRow] = useState<string | null>(null);
  const [colourRow, setColourRow] = useState<string | null>(null);
  // Without JavaScript the page's action answers a refused label or switch.
  const answered = useActionData<CartPageAction>();
  const refused = answered?.room;
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
            error={
              lastRow.current === item.key && roomRow !== item.key && colourRow !== item.key ? error : null
            }
            colourError={
              colourRow === item.key
                ? error
                : answered?.colour?.rowid === item.key && colourRow === null
                  ? answered.colour.error
                  : null
            }
            onColour={(optionId) => {
              lastRow.current = item.key;
              setRoomRow(null);
              setColourRow(item.key);
              void run(() => cartApi.switchColour({ rowid: item.key, option_id: optionId }));
            }}
            roomError={
              roomRow === item.key
                ? error
                : refused?.rowid === item.key && roomRow === null
                  ? refused.error
                  : null
            }
            roomPosted={refused?.rowid === item.key ? refused.value : undefined}
            onRoom={(room) => {
              lastRow.current = item.key;
              setColourRow(null);
              setRoomRow(item.key);
              void run(() => cartApi.setRoom({ rowid: item.key, room }));
            }}
            onCount={(count) => {
              lastRow.current = item.key;
              setRoomRow(null);
              setColourRow(null);
              void run(() => cartApi.update({ rowid: item.key, count, update: true })).then((answer) => {
                if (!answer || count === item.count) return;
                const delta = count - item.count;
                trackCart(delta > 0 ? "add_to_cart" : "remove_from_cart", item, Math.abs(delta));
              });
            }}
            onDelete={() => {
              lastRow.current = item.key;
              setRoomRow(null);
              setColourRow(null);
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
