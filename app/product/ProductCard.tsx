// A product card (spec section 3): image, labels, name, stars, at most 3 USPs, from-price and colour variants.
import { useState } from "react";
import { Link } from "react-router";
import { type ProductCard as Card, discountLabelText, MAX_CARD_USPS } from "../../domain/catalog";
import { useRootData } from "../root-data";
import { itemFromCard, track } from "../tracking/dataLayer";
import { Icon } from "../ui/Icon";
import { FromPrice } from "./FromPrice";
import { Stars } from "./Stars";

export function ProductCard({
  card,
  listName,
  index,
  belowTheFold = false,
}: {
  card: Card;
  listName: string;
  index: number;
  /** A list that starts below the first screen (the home page's): every image waits until it scrolls near. */
  belowTheFold?: boolean;
}) {
  const { store } = useRootData();
  const [variantId, setVariantId] = useState<number | null>(null);
  const variant = card.variants.find((v) => v.id === variantId);
  const href = `/${card.url_path}${variant ? `?${variant.url}` : ""}`;
  const label = discountLabelText(card, store.locale);
  const select = () =>
    track("select_item", { item_list_name: listName, items: [{ ...itemFromCard(card), index }] });

  return (
    <article className="product-card">
      <Link to={href} className="product-card__image-link" onClick={select} tabIndex={-1} aria-hidden="true">
        <img
          className="product-card__image"
          src={`${variant?.thumbnail ?? card.thumbnail}?w=480&h=413`}
          width={480}
          height={413}
          alt=""
          loading={index < 4 && !belowTheFold ? "eager" : "lazy"}
        />
        <span className="product-card__labels">
          {label && (
            <span
              className="label"
              style={{
                background: card.discount_label_background_color ?? undefined,
                color: card.discount_label_color ?? undefined,
              }}
            >
              {label}
            </span>
          )}
          {card.conf_label_actief && card.conf_text && (
            <span
              className="label"
              style={{
                background: card.conf_background_color ?? undefined,
                color: card.conf_color ?? undefined,
              }}
            >
              {card.conf_text}
            </span>
          )}
        </span>
      </Link>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link to={href} onClick={select}>
            {card.name}
          </Link>
        </h3>
        {card.total_reviews > 0 && <Stars average={card.stars_average} count={card.total_reviews} />}
        <ul className="product-card__usps">
          {card.category_usps.slice(0, MAX_CARD_USPS).map((usp) => (
            <li key={usp}>
              <Icon name="check" size={16} />
              {usp}
            </li>
          ))}
        </ul>
        <div className="product-card__footer">
          <FromPrice price={card.price} discountPrice={card.discount_price} />
          {card.variants.length > 0 && (
            <div className="variant-swatches">
              <ul className="variant-swatches__list" aria-label={`Kleuren van ${card.name}`}>
                {card.variants.map((v) => (
                  <li key={v.id}>
                    <Link
                      to={`/${card.url_path}?${v.url}`}
                      className={`variant-swatch${v.id === variantId ? " variant-swatch--active" : ""}`}
                      style={{ background: v.hex }}
                      title={v.variant_color}
                      aria-label={`${card.name} in ${v.variant_color}`}
                      onMouseEnter={() => setVariantId(v.id)}
                      onFocus={() => setVariantId(v.id)}
                      onClick={select}
                    />
                  </li>
                ))}
              </ul>
              {card.extra_colors > 0 && (
                <span className="variant-swatches__more">+{card.extra_colors} kleuren</span>
              )}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
