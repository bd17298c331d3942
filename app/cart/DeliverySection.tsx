// The cart page's 'Bezorgen of afhalen' (only when the visitor mounts himself): sent, or picked up at one of the
// locations; the choice shows at once and the server's answer confirms it.
import { useId, useState } from "react";
import { pickupLocations } from "../../domain/cart/pickup";
import type { Cart, ShippingMethod } from "../../domain/cart/types";
import { formatPrice } from "../../domain/money";
import { cartApi } from "./api";
import { useCartAction } from "./useCartAction";

export function DeliverySection({ cart }: { cart: Cart }) {
  const { run, busy, error } = useCartAction();
  const name = useId();
  const [asked, setAsked] = useState<ShippingMethod | null>(null);
  const method = busy && asked ? asked : cart.shipping_method;
  const pickup = method !== "sent";
  const set = (next: ShippingMethod) => {
    setAsked(next);
    void run(() => cartApi.setShippingMethod(next));
  };
  return (
    <section className="cart-section" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>Bezorgen of afhalen</h2>
      <fieldset className="choice-list" aria-busy={busy || undefined}>
        <legend className="visually-hidden">Hoe krijg je je bestelling?</legend>
        <label className="choice">
          <input type="radio" name={name} checked={!pickup} onChange={() => set("sent")} />
          <span className="choice__text">
            <strong>Verzenden</strong>
            <span>
              We bezorgen je bestelling thuis. Gratis verzending vanaf {formatPrice(cart.shipping_free_from)}.
            </span>
          </span>
          <span className="choice__price">
            {cart.shipping_cost > 0 ? formatPrice(cart.shipping_cost) : "Gratis"}
          </span>
        </label>
        <label className="choice">
          <input type="radio" name={name} checked={pickup} onChange={() => set("Barendrecht")} />
          <span className="choice__text">
            <strong>Afhalen</strong>
            <span>Haal je bestelling op bij een van onze vestigingen.</span>
          </span>
          <span className="choice__price">Gratis</span>
        </label>
      </fieldset>
      {pickup && (
        <fieldset className="choice-list choice-list--nested" aria-busy={busy || undefined}>
          <legend>Afhaallocatie</legend>
          {pickupLocations.map((location) => (
            <label className="choice" key={location.name}>
              <input
                type="radio"
                name={`${name}-location`}
                checked={method === location.name}
                onChange={() => set(location.name)}
              />
              <span className="choice__text">
                <strong>{location.name}</strong>
                <span>
                  {location.address} · {location.hours}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
