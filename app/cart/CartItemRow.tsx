// One product row of the cart page: thumbnail, name, options, delivery time, count, price, edit and delete.
import { Link } from "react-router";
import type { CartItem } from "../../domain/cart/types";
import { deliveryLineOf } from "../../domain/delivery/text";
import { formatPrice } from "../../domain/money";
import { ACCESSORY_MAX_QUANTITY } from "../../domain/validation/cart";
import { ACCESSORY_QUANTITY_INVALID } from "../../domain/validation/messages";
import { PriceLinesTable } from "../configurator/PriceLines";
import { Icon } from "../ui/Icon";
import { ColourNotices } from "./ColourNotices";
import { QuantityStepper } from "./QuantityStepper";
import { RoomForm } from "./RoomForm";

export function CartItemRow({
  item,
  busy,
  error,
  roomError,
  roomPosted,
  colourError,
  onCount,
  onDelete,
  onRoom,
  onColour,
}: {
  item: CartItem;
  busy: boolean;
  error: string | null;
  /** The server's message for this row's room label. */
  roomError: string | null;
  /** The label posted without JavaScript that the server refused. */
  roomPosted?: string;
  /** The server's message for this row's colour switch. */
  colourError: string | null;
  onCount: (count: number) => void;
  onDelete: () => void;
  onRoom: (room: string) => void;
  /** Switch the row's unavailable colour of this option to the nearest available one. */
  onColour: (optionId: number) => void;
}) {
  // The room label has its own field below the options.
  const options = item.options.filter((o) => !o.crm_only && o.name !== item.room?.name);
  const editUrl = `${item.product_url}?edit_key=${encodeURIComponent(item.key)}#configureren`;
  // An accessory on its own has no page and no configuration: its name, no 'Wijzigen', at most 10.
  const accessory = item.type === "accessory";
  return (
    <li className="cart-row">
      <img
        className="cart-row__image"
        src={`${item.image_thumbnail}?w=240&h=200`}
        width={120}
        height={100}
        alt=""
      />
      <div className="cart-row__body">
        <h3 className="cart-row__name">
          {accessory ? item.product_name : <Link to={item.product_url}>{item.product_name}</Link>}
        </h3>
        <dl className="cart-row__options">
          {options.map((o) => (
            <div key={o.name}>
              <dt>{o.name}</dt>
              <dd>{o.value}</dd>
            </div>
          ))}
        </dl>
        <ColourNotices item={item} busy={busy} error={colourError} onSwitch={onColour} />
        {item.notices?.map((notice) => (
          <p key={notice} className="cart-row__notice" role="status">
            <Icon name="info" size={18} /> {notice}
          </p>
        ))}
        {item.room && (
          <RoomForm
            item={item}
            room={item.room}
            busy={busy}
            error={roomError}
            posted={roomPosted}
            onSave={onRoom}
          />
        )}
        {item.price_lines && item.price_lines.length > 0 && (
          <details className="price-lines-disclosure cart-row__price-lines">
            <summary>
              Hoe is deze prijs opgebouwd?<span className="visually-hidden"> {item.product_name}</span>
            </summary>
            <PriceLinesTable
              lines={item.price_lines}
              caption={item.count > 1 ? "Opbouw van de prijs per stuk" : "Opbouw van de prijs"}
              captionHidden={item.count === 1}
            />
          </details>
        )}
        <p className="cart-row__delivery">
          <Icon name="clock" size={18} /> {deliveryLineOf(item)}
        </p>
        {accessory && <p className="cart-row__note">Uit voorraad leverbaar; niet op maat gemaakt.</p>}
        {item.mount_cost === null && !accessory && (
          <p className="cart-row__note">Dit product monteren wij niet; je plaatst het eenvoudig zelf.</p>
        )}
        <div className="cart-row__actions">
          {!accessory && (
            <Link to={editUrl} className="button button--link">
              <Icon name="edit" size={18} /> Wijzigen
            </Link>
          )}
          <button type="button" className="button button--link" onClick={onDelete} disabled={busy}>
            <Icon name="trash" size={18} /> Verwijderen
            <span className="visually-hidden"> {item.product_name}</span>
          </button>
        </div>
      </div>
      <div className="cart-row__side">
        <QuantityStepper
          value={item.count}
          label={`Aantal ${item.product_name}`}
          disabled={busy}
          error={error}
          onChange={onCount}
          onRemove={onDelete}
          {...(accessory ? { max: ACCESSORY_MAX_QUANTITY, maxMessage: ACCESSORY_QUANTITY_INVALID } : {})}
        />
        <div className="cart-row__price">
          {item.discount > 0 && (
            <>
              <s className="cart-row__old">
                <span className="visually-hidden">Van </span>
                {formatPrice(item.price_advice * item.count)}
              </s>{" "}
              <span className="cart-row__discount">{item.discount_description}</span>
            </>
          )}
          <strong className="cart-row__amount">
            {item.discount > 0 && <span className="visually-hidden">Voor </span>}
            {formatPrice(item.subtotal)}
          </strong>
          {item.count > 1 && <span className="cart-row__unit">{formatPrice(item.price)} per stuk</span>}
        </div>
      </div>
    </li>
  );
}
