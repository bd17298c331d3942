// 'Product verwijderd. Ongedaan maken': after a row is removed its configuration is kept for a few seconds, and
// undoing adds it again through cart/add, so the server checks and prices it as it is now.
import { useCallback, useEffect, useRef, useState } from "react";
import type { CartItem } from "../../domain/cart/types";
import { cartApi, type RemovedRow } from "./api";
import { trackCart } from "./tracking";
import { useCartAction } from "./useCartAction";

/** How long the undo stays offered; paused while the pointer or keyboard focus is on its button. */
export const UNDO_MS = 10_000;

export interface Removal {
  item: CartItem;
  removed: RemovedRow;
}

/** The last removal and what to call when a row was removed; one undo at a time, the newest wins. */
export function useUndoRemove() {
  const [removal, setRemoval] = useState<Removal | null>(null);
  const removed = useCallback((item: CartItem, row: RemovedRow) => setRemoval({ item, removed: row }), []);
  return { removal, removed, clear: useCallback(() => setRemoval(null), []) };
}

export function UndoRemove({ removal, clear }: { removal: Removal | null; clear: () => void }) {
  const { run, busy, error } = useCartAction();
  const [restored, setRestored] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const undoButton = useRef<HTMLButtonElement>(null);

  // A new removal replaces the old one (and its 'teruggezet' line) and takes the focus its row's button had.
  useEffect(() => {
    if (!removal) return;
    setRestored(null);
    undoButton.current?.focus();
  }, [removal]);

  useEffect(() => {
    if (!removal || paused || busy) return;
    const timer = window.setTimeout(clear, UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [removal, paused, busy, clear]);

  useEffect(() => {
    if (!restored) return;
    const timer = window.setTimeout(() => setRestored(null), UNDO_MS / 2);
    return () => window.clearTimeout(timer);
  }, [restored]);

  async function undo() {
    if (!removal) return;
    const { removed: row } = removal;
    const answer = await run(() =>
      row.accessory
        ? cartApi.addAccessory({ entity_id: row.entity_id, count: row.count })
        : cartApi.add({
            conf_id: row.conf_id,
            entity_id: row.entity_id,
            values: row.values,
            count: row.count,
            image_thumbnail: row.image_thumbnail,
          }),
    );
    if (!answer) return;
    trackCart("add_to_cart", answer.addedItem.item, removal.removed.count);
    setRestored(removal.item.product_name);
    clear();
  }

  return (
    <div className="cart-undo" aria-live="polite">
      {removal && (
        <>
          <p>
            Product verwijderd<span className="visually-hidden">: {removal.item.product_name}</span>.
          </p>
          <button
            ref={undoButton}
            type="button"
            className="button button--link"
            disabled={busy}
            onClick={() => void undo()}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            // Keyboard focus pauses it (it moves here when the row goes); focus after a click does not, or the
            // offer would never end for a mouse user.
            onFocus={(e) => setPaused(e.currentTarget.matches(":focus-visible"))}
            onBlur={() => setPaused(false)}
          >
            Ongedaan maken
          </button>
        </>
      )}
      {!removal && restored && <p>{restored} staat weer in je winkelwagen.</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
