// The accessory component of 'Past goed bij' (spec: button 'Toevoegen aan winkelwagen'): a count of 1 to 10 and
// the button. With JavaScript it calls cart/addAccessory and shows the cart-success popup, as the configurator
// does; without, the form posts to the product page, whose action adds it and goes to the cart (/checkout).
import { type FormEvent, useId, useState } from "react";
import { useActionData } from "react-router";
import { ACCESSORY_MAX_QUANTITY, CART_MIN_QUANTITY } from "../../domain/validation/cart";
import { ApiError } from "../api/client";
import { ADD_TO_CART_FAILED } from "../api/messages";
import { cartApi } from "../cart/api";
import { trackCart } from "../cart/tracking";
import { usePopup } from "../popups/PopupProvider";
import { useShop } from "../shop/ShopState";

/** The form's intent: the product page's action knows this post by it. */
export const ADD_ACCESSORY_INTENT = "accessoire-toevoegen";

/** What the product page's action answers when it could not add the accessory (posted without JavaScript). */
export interface AccessoryActionData {
  accessory: { entity_id: number; error: string };
}

function postedError(answer: unknown, entityId: number): string | null {
  if (typeof answer !== "object" || answer === null || !("accessory" in answer)) return null;
  const { accessory } = answer as AccessoryActionData;
  return accessory.entity_id === entityId ? accessory.error : null;
}

const counts = Array.from(
  { length: ACCESSORY_MAX_QUANTITY - CART_MIN_QUANTITY + 1 },
  (_, i) => CART_MIN_QUANTITY + i,
);

export function AccessoryAddForm({ entityId, name }: { entityId: number; name: string }) {
  const id = useId();
  const { setCart } = useShop();
  const { open } = usePopup();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const posted = postedError(useActionData(), entityId);
  const shown = error ?? posted;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await cartApi.addAccessory({ entity_id: entityId, count });
      setCart(answer.cart);
      const item = answer.addedItem.item;
      trackCart("add_to_cart", item, count);
      open({ type: "cart-success", title: "Toegevoegd aan je winkelwagen", data: { item }, size: 520 });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : ADD_TO_CART_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" className="accessory-add" onSubmit={submit} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={ADD_ACCESSORY_INTENT} />
      <input type="hidden" name="entity_id" value={entityId} />
      <label htmlFor={`${id}-count`} className="accessory-add__label">
        Aantal<span className="visually-hidden"> {name}</span>
      </label>
      <select
        id={`${id}-count`}
        name="count"
        className="accessory-add__count"
        value={count}
        onChange={(e) => setCount(Number(e.target.value))}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
      >
        {counts.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary accessory-add__button" disabled={busy}>
        Toevoegen aan winkelwagen<span className="visually-hidden">: {name}</span>
      </button>
      {shown && (
        <p id={`${id}-error`} className="accessory-add__error" role="alert">
          {shown}
        </p>
      )}
    </form>
  );
}
