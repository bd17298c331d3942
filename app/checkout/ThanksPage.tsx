// /checkout/bedankt: order number, what was ordered, the delivery or mount choice and what happens next.
// The purchase event is pushed once per order, and only when the payment is in.
import { useEffect } from "react";
import { Link } from "react-router";
import type { Cart } from "../../domain/cart/types";
import { deliveryLineOf } from "../../domain/delivery/text";
import { formatPrice } from "../../domain/money";
import type { OrderStatus } from "../../domain/orders/states";
import { CartSummary } from "../cart/CartSummary";
import { productRows, trackedItem } from "../cart/tracking";
import { track } from "../tracking/dataLayer";
import { Icon } from "../ui/Icon";
import { CheckoutSteps } from "./CheckoutSteps";

export interface ThanksOrder {
  status: OrderStatus;
  email: string;
  cart: Cart;
  delivery: string;
  paymentName: string;
}

export function ThanksPage({ number, order }: { number: string; order: ThanksOrder | null }) {
  useEffect(() => {
    if (order?.status !== "paid") return;
    const key = `purchase:${number}`;
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, "1");
    track("purchase", {
      user_email: order.email,
      transaction_id: number,
      value: order.cart.total / 100,
      tax: order.cart.tax_amount / 100,
      shipping: order.cart.shipping_amount / 100,
      coupon: order.cart.coupon?.name ?? "",
      items: productRows(order.cart).map((i) => trackedItem(i)),
    });
  }, [number, order]);

  const paid = order?.status === "paid";
  return (
    <div className="page checkout-page">
      <CheckoutSteps active="bedankt" />
      <h1>{paid || !order ? "Bedankt voor je bestelling" : "We wachten op je betaling"}</h1>
      {!order && (
        <p>
          Je bestelling en de bevestiging vind je in de e-mail die we je sturen. Heb je vragen? Neem contact
          op met de klantenservice; we helpen je graag.
        </p>
      )}
      {order && number && (
        <p className="thanks__number">
          Je bestelnummer is <strong>{number}</strong>.
        </p>
      )}
      {order && !paid && (
        <p className="notice" role="status">
          We hebben je betaling nog niet binnen. Zodra de betaalprovider hem bevestigt, sturen we je een
          e-mail. Duurt het lang? Vernieuw deze pagina of neem contact op met de klantenservice.
        </p>
      )}
      {order && (
        <div className="checkout-page__layout">
          <div className="thanks">
            <section className="cart-section">
              <h2>Zo gaat het verder</h2>
              <ol className="numbered-list">
                <li>
                  Je ontvangt een bevestiging per e-mail op <strong>{order.email}</strong>.
                </li>
                <li>
                  {Object.values(order.cart.items).some((item) => item.type === "product")
                    ? "We maken je producten op maat in ons eigen atelier."
                    : "We pakken je bestelling in; alles komt uit voorraad."}
                </li>
                <li>{order.delivery}</li>
              </ol>
            </section>
            <section className="cart-section">
              <h2>Je bestelling</h2>
              <ul className="thanks__rows">
                {productRows(order.cart).map((item) => (
                  <li key={item.key}>
                    <img src={`${item.image_thumbnail}?w=160&h=136`} width={80} height={68} alt="" />
                    <span>
                      {item.count} × {item.product_name}
                      <span className="thanks__delivery">
                        <Icon name="clock" size={16} /> {deliveryLineOf(item)}
                      </span>
                    </span>
                    <strong>{formatPrice(item.subtotal)}</strong>
                  </li>
                ))}
              </ul>
              {order.paymentName && <p>Betaalwijze: {order.paymentName}</p>}
            </section>
          </div>
          <aside className="checkout-page__side" aria-label="Overzicht">
            <CartSummary cart={order.cart} />
          </aside>
        </div>
      )}
      <Link to="/" className="button button--secondary">
        Verder winkelen
      </Link>
    </div>
  );
}
