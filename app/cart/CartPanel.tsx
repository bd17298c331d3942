// The cart slide-over's content: the cart's rows and total with a link to the cart page, or the empty state.
import { Link } from "react-router";
import { vatNote } from "../../domain/cart/vat-note";
import { formatPrice } from "../../domain/money";
import { ShopLoading } from "../shop/ShopLoading";
import { useShop } from "../shop/ShopState";
import { Icon } from "../ui/Icon";
import { productRows } from "./tracking";

export function CartPanel({ onClose }: { onClose: () => void }) {
  const { cart } = useShop();
  if (!cart) return <ShopLoading />;
  const rows = productRows(cart);
  const vat = vatNote(cart);
  if (rows.length === 0) {
    return (
      <div className="empty-state">
        <Icon name="cart" />
        <p className="empty-state__title">Winkelwagen is leeg</p>
        <p>Stel een product samen op jouw maten en voeg het toe aan je winkelwagen.</p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Winkel verder
        </button>
      </div>
    );
  }
  return (
    <div className="cart-panel">
      <ul className="cart-panel__rows">
        {rows.map((item) => (
          <li key={item.key} className="cart-panel__row">
            <img src={`${item.image_thumbnail}?w=160&h=136`} width={80} height={68} alt="" />
            <div>
              {item.product_url ? (
                <Link to={item.product_url} onClick={onClose} className="cart-panel__name">
                  {item.product_name}
                </Link>
              ) : (
                <span className="cart-panel__name">{item.product_name}</span>
              )}
              <p className="cart-panel__meta">
                {item.count} × {formatPrice(item.price)} · {item.delivery_time}
              </p>
            </div>
            <strong className="cart-panel__amount">{formatPrice(item.subtotal)}</strong>
          </li>
        ))}
      </ul>
      <dl className="cart-panel__total">
        <dt>{vat.totalLabel}</dt>
        <dd>{formatPrice(cart.total)}</dd>
      </dl>
      <p className="cart-panel__vat">
        {vat.exclusive ? vat.line : `Inclusief ${formatPrice(cart.tax_amount)} btw`}
      </p>
      {vat.detail && <p className="cart-panel__vat">{vat.detail}</p>}
      <div className="cart-panel__actions">
        <Link to="/checkout" className="button button--primary" onClick={onClose}>
          Naar winkelwagen
        </Link>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Winkel verder
        </button>
      </div>
    </div>
  );
}
