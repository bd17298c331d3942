// The cart's pricing summary: products, voucher, delivery or measuring and mounting, total and VAT (or, for a
// business not charged VAT, the legal mention). Shown on
// the cart page, in the quote dialog and in the checkout steps.
import type { Cart } from "../../domain/cart/types";
import { vatNote } from "../../domain/cart/vat-note";
import { formatPrice } from "../../domain/money";

export function CartSummary({ cart }: { cart: Cart }) {
  const voucherRow = cart.items.korting;
  const vat = vatNote(cart);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Overzicht</h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>Producten ({cart.count})</dt>
          <dd>{formatPrice(cart.subtotal)}</dd>
        </div>
        {voucherRow && (
          <div className="cart-summary__discount">
            <dt>{voucherRow.product_name}</dt>
            <dd>- {formatPrice(-voucherRow.subtotal)}</dd>
          </div>
        )}
        {cart.service_type === "mount" ? (
          <>
            <div>
              <dt>Voorrijkosten</dt>
              <dd>{formatPrice(cart.mount_start)}</dd>
            </div>
            <div>
              <dt>Meetkosten</dt>
              <dd>{formatPrice(cart.measure_amount)}</dd>
            </div>
            <div>
              <dt>Montage</dt>
              <dd>{formatPrice(cart.mount_total)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{cart.delivery_label}</dt>
            <dd>{cart.shipping_amount > 0 ? formatPrice(cart.shipping_amount) : "Gratis"}</dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>{vat.totalLabel}</dt>
          <dd>{formatPrice(cart.total)}</dd>
        </div>
      </dl>
      <p className="cart-summary__vat">{vat.line}</p>
      {vat.detail && <p className="cart-summary__vat-note">{vat.detail}</p>}
      {cart.total_discount > 0 && (
        <p className="cart-summary__saving">Je bespaart {formatPrice(cart.total_discount)}</p>
      )}
    </section>
  );
}
