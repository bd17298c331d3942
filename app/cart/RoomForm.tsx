// The room label of a cart row ('Slaapkamer links'), editable in place: a form that posts to the cart page's action
// without JavaScript and calls cart/room with it. The label costs nothing, so saving it never changes the price.
import { useEffect, useRef, useState } from "react";
import type { CartItem, CartItemRoom } from "../../domain/cart/types";
import { ROOM_PLACEHOLDER } from "../../domain/validation/room";

export function RoomForm({
  item,
  room,
  busy,
  error,
  posted,
  onSave,
}: {
  item: CartItem;
  room: CartItemRoom;
  busy: boolean;
  /** The server's Dutch message for this row's last save. */
  error: string | null;
  /** What the visitor posted without JavaScript when it was refused, to type on from. */
  posted?: string;
  onSave: (room: string) => void;
}) {
  const [draft, setDraft] = useState(posted ?? room.value);
  // A new answer from the server (this row saved, or changed in another tab) shows its label; not on mount, so a
  // refused label posted without JavaScript stays in the field after hydration.
  const shown = useRef(room.value);
  useEffect(() => {
    if (shown.current === room.value) return;
    shown.current = room.value;
    setDraft(room.value);
  }, [room.value]);
  const id = `room-${item.key}`;
  const unchanged = draft.trim() === room.value;
  return (
    <form
      method="post"
      action="/checkout"
      className="cart-row__room"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <input type="hidden" name="intent" value="room" />
      <input type="hidden" name="rowid" value={item.key} />
      <label htmlFor={id} className="cart-row__room-label">
        {room.name} <span className="cart-row__room-optional">(optioneel)</span>
        <span className="visually-hidden"> van {item.product_name}</span>
      </label>
      <div className="cart-row__room-field">
        <input
          id={id}
          name="room"
          type="text"
          className="text-input"
          value={draft}
          placeholder={ROOM_PLACEHOLDER}
          maxLength={100}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={busy || (unchanged && !error)}>
          Opslaan<span className="visually-hidden"> ruimte van {item.product_name}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
