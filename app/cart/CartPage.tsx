// The cart page (/checkout): rows, measuring and mounting, delivery (only when the visitor mounts), summary,
// voucher and save-cart, and the way on to the checkout.
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { MOUNT_EXTRA_DELIVERY, MOUNT_WARRANTY_YEARS } from "../../domain/cart/totals";
import type { Cart, ServiceType } from "../../domain/cart/types";
import { CART_HOLDS_UNAVAILABLE_COLOUR } from "../../domain/colour-availability";
import { formatPrice } from "../../domain/money";
import { DeliveryMarks, PaymentMarks } from "../layout/Marks";
import { usePopup } from "../popups/PopupProvider";
import { CartQuote } from "../quote/CartQuote";
import { useRootData } from "../root-data";
import { useLoadedCart, useShop } from "../shop/ShopState";
import { Icon } from "../ui/Icon";
import { cartApi } from "./api";
import { CartRows } from "./CartRows";
import { CartSummary } from "./CartSummary";
import { DeliverySection } from "./DeliverySection";
import { SaveCart } from "./SaveCartDialog";
import { productRows, trackCart } from "./tracking";
import { UndoRemove, useUndoRemove } from "./UndoRemove";
import { useCartAction } from "./useCartAction";
import { VoucherForm } from "./VoucherForm";

export function CartPage() {
  const cart = useLoadedCart();
  const { store } = useRootData();
  const { setCart } = useShop();
  // Another tab may have changed the cart since this document loaded.
  useEffect(() => {
    cartApi.get().then(
      (answer) => setCart(answer.cart),
      () => undefined,
    );
  }, [setCart]);
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    trackCart("view_cart", cart);
  }, [cart]);
  const rows = productRows(cart);
  const undo = useUndoRemove();

  // The heading and the undo notice stay in place when the last row goes, so 'Ongedaan maken' stays offered.
  return (
    <div className={`page cart-page${rows.length === 0 ? " page--narrow" : ""}`}>
      <h1>Winkelwagen</h1>
      <UndoRemove removal={undo.removal} clear={undo.clear} />
      {rows.length === 0 ? (
        <div className="empty-state empty-state--page">
          <Icon name="cart" />
          <p className="empty-state__title">Winkelwagen is leeg</p>
          <p>Stel een product samen op jouw maten en voeg het toe aan je winkelwagen.</p>
          <Link to="/" className="button button--primary">
            Winkel verder
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__main">
            <CartRows cart={cart} onRemoved={undo.removed} />
            <ServiceSection cart={cart} />
            {cart.service_type === "self" && <DeliverySection cart={cart} />}
          </div>
          <aside className="cart-page__side" aria-label="Overzicht">
            <CartSummary cart={cart} />
            <Link to="/checkout/gegevens" className="button button--primary button--large cart-page__order">
              Bestellen
            </Link>
            {Object.values(cart.items).some((item) => item.colour_notices?.length) && (
              <p className="notice notice--warning cart-page__colour-notice">
                {CART_HOLDS_UNAVAILABLE_COLOUR}
              </p>
            )}
            <div className="cart-page__marks">
              <PaymentMarks store={store.code} />
              <DeliveryMarks />
            </div>
            <CartQuote cart={cart} />
            <VoucherForm cart={cart} />
            <SaveCart cart={cart} />
          </aside>
        </div>
      )}
    </div>
  );
}

function ServiceSection({ cart }: { cart: Cart }) {
  const { run, busy, error } = useCartAction();
  // The choice shows at once; the server's answer confirms it (or the error says why not).
  const [asked, setAsked] = useState<ServiceType | null>(null);
  const chosen = busy && asked ? asked : cart.service_type;
  const choose = (service: ServiceType) => {
    setAsked(service);
    void run(() => cartApi.setServiceType(service));
  };
  const { open } = usePopup();
  const name = useId();
  const quote = cart.mount_quote;
  return (
    <section className="cart-section" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>Inmeten en montage</h2>
      <fieldset className="choice-list" aria-busy={busy || undefined}>
        <legend className="visually-hidden">Wie meet en monteert?</legend>
        <label className="choice">
          <input type="radio" name={name} checked={chosen === "self"} onChange={() => choose("self")} />
          <span className="choice__text">
            <strong>Zelf meten en monteren</strong>
            <span>Je meet zelf in en plaatst alles zelf, met onze duidelijke handleiding.</span>
          </span>
          <span className="choice__price">Gratis</span>
        </label>
        <label className={`choice${cart.can_mount ? "" : " choice--disabled"}`}>
          <input
            type="radio"
            name={name}
            checked={chosen === "mount"}
            disabled={!cart.can_mount}
            onChange={() => choose("mount")}
          />
          <span className="choice__text">
            <strong>Laten inmeten en monteren</strong>
            {cart.can_mount ? (
              <span>
                Voorrijkosten {formatPrice(quote.mount_start)}, meetkosten {formatPrice(quote.measure_amount)}{" "}
                en montage van je producten {formatPrice(quote.mount_total)}.
              </span>
            ) : (
              <span>De producten in je winkelwagen monteren wij niet; je plaatst ze eenvoudig zelf.</span>
            )}
          </span>
          {cart.can_mount && (
            <span className="choice__price">
              + {formatPrice(quote.mount_start + quote.measure_amount + quote.mount_total)}
            </span>
          )}
        </label>
      </fieldset>
      <button
        type="button"
        className="button button--link"
        onClick={() =>
          open({ type: "cart-measure-mount-info", title: "Inmeten en montage", data: { cart }, size: 520 })
        }
      >
        <Icon name="info" size={18} /> Wat kost inmeten en montage?
      </button>
      {cart.service_type === "mount" && (
        <p className="notice">
          Met inmeten en montage komt er {MOUNT_EXTRA_DELIVERY} bij de levertijd: eerst komen we inmeten,
          daarna maken we je producten precies op maat. Op de montage krijg je {MOUNT_WARRANTY_YEARS} jaar
          garantie.
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
