// The cart's popups: added to the cart (cart-success), saved an edited row (cart-edit), and what measuring and
// mounting cost (cart-measure-mount-info).
import { Link } from "react-router";
import { MOUNT_EXTRA_DELIVERY, MOUNT_WARRANTY_YEARS } from "../../domain/cart/totals";
import type { Cart, CartItem } from "../../domain/cart/types";
import { deliveryLineOf } from "../../domain/delivery/text";
import { formatPrice } from "../../domain/money";
import { usePopup } from "../popups/PopupProvider";
import { Icon } from "../ui/Icon";

export interface CartItemPopupData {
  item: CartItem;
}

function ItemSummary({ item }: { item: CartItem }) {
  return (
    <div className="cart-popup__item">
      <img src={`${item.image_thumbnail}?w=200&h=170`} width={100} height={85} alt="" />
      <div>
        <p className="cart-popup__name">{item.product_name}</p>
        <p>
          {item.count} × {formatPrice(item.price)}
        </p>
        <p className="cart-popup__delivery">
          <Icon name="clock" size={16} /> {deliveryLineOf(item)}
        </p>
      </div>
    </div>
  );
}

function CartPopupActions() {
  const { close } = usePopup();
  return (
    <div className="cart-popup__actions">
      <button type="button" className="button button--secondary" onClick={close}>
        Verder winkelen
      </button>
      <Link to="/checkout" className="button button--primary" onClick={close}>
        Naar winkelwagen
      </Link>
    </div>
  );
}

const leads = {
  "cart-success": "Het product is toegevoegd aan je winkelwagen.",
  "cart-edit": "Je wijzigingen zijn opgeslagen in je winkelwagen.",
} as const;

/** cart-success after adding from the configurator, cart-edit after saving an edited row. */
export function CartItemPopup({ item, kind }: CartItemPopupData & { kind: keyof typeof leads }) {
  return (
    <div className="cart-popup">
      <p className="cart-popup__lead" role="status">
        <Icon name="check" /> {leads[kind]}
      </p>
      <ItemSummary item={item} />
      <CartPopupActions />
    </div>
  );
}

export function MeasureMountInfoPopup({ cart }: { cart: Cart }) {
  const quote = cart.mount_quote;
  return (
    <div className="mount-info">
      <p>
        Laat je alles door ons inmeten en monteren, dan komt een van onze eigen monteurs langs. De kosten
        bestaan uit drie delen:
      </p>
      <dl className="mount-info__rows">
        <div>
          <dt>Voorrijkosten</dt>
          <dd>{formatPrice(quote.mount_start)}</dd>
          <dd className="mount-info__explain">Een vast starttarief per bezoek, waar je ook woont.</dd>
        </div>
        <div>
          <dt>Meetkosten</dt>
          <dd>{formatPrice(quote.measure_amount)}</dd>
          <dd className="mount-info__explain">Voor het inmeten van al je ramen in één bezoek.</dd>
        </div>
        <div>
          <dt>Montage per product</dt>
          <dd>{formatPrice(quote.mount_total)}</dd>
          <dd className="mount-info__explain">
            Elk product heeft zijn eigen montageprijs; dit is het totaal voor je winkelwagen. Horren monteren
            we niet.
          </dd>
        </div>
      </dl>
      <p>
        Met montage komt er {MOUNT_EXTRA_DELIVERY} bij de levertijd, omdat we eerst inmeten en daarna op maat
        maken. Op de montage krijg je {MOUNT_WARRANTY_YEARS} jaar garantie.
      </p>
    </div>
  );
}
