// A product card (spec section 3): image, labels, name, stars, at most 3 USPs, from-price and colour variants.
import { type MouseEvent, useState } from "react";
import {
  type ProductCard as Card,
  discountLabelText,
  MAX_CARD_USPS,
  variantTitle,
} from "../../domain/catalog";
import { photoSourcesOf } from "../../domain/photos";
import { countNoun } from "../../domain/products";
import { useRootData } from "../root-data";
import { itemFromCard, track } from "../tracking/dataLayer";
import { Icon } from "../ui/Icon";
import { useInternalLinkClicks } from "../ui/useInternalLinkClicks";
import { FromPrice } from "./FromPrice";
import { Stars } from "./Stars";

/** The card's picture: the owner's photo in the best format the browser takes, or the drawing at the card's size. */
function CardImage({ src, loading }: { src: string; loading: "eager" | "lazy" }) {
  const photo = photoSourcesOf(src);
  if (!photo)
    return (
      <img
        className="product-card__image"
        src={`${src}?w=480&h=413`}
        width={480}
        height={413}
        alt=""
        loading={loading}
      />
    );
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} />
      <source type="image/webp" srcSet={photo.webp} />
      <img
        className="product-card__image product-card__image--photo"
        src={photo.jpeg}
        width={480}
        height={413}
        alt=""
        loading={loading}
      />
    </picture>
  );
}

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
  // The card's links are plain anchors (a list page has dozens): one handler on the card tracks the choice and
  // navigates in the app, as a <Link> with this onClick would.
  const followLink = useInternalLinkClicks();
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element && event.target.closest("a"))) return;
    track("select_item", { item_list_name: listName, items: [{ ...itemFromCard(card), index }] });
    followLink(event);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: clicks come from the links inside, which Enter also clicks
    <article className="product-card" onClick={onCardClick}>
      {/* biome-ignore lint/a11y/useAnchorContent: a hidden duplicate of the name's link, for pointer users */}
      <a
        href={href}
        className="product-card__image-link"
        tabIndex={-1}
        aria-hidden="true"
        data-discover="true"
      >
        <CardImage
          src={variant?.thumbnail ?? card.thumbnail}
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
      </a>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <a href={href} data-discover="true">
            {card.name}
          </a>
        </h3>
        {card.total_reviews > 0 && <Stars average={card.stars_average} count={card.total_reviews} />}
        <ul className="product-card__usps">
          {card.usps.slice(0, MAX_CARD_USPS).map((usp) => (
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
                    {/* biome-ignore lint/a11y/useAnchorContent: a colour swatch, named by its aria-label */}
                    <a
                      href={`/${card.url_path}?${v.url}`}
                      className={`variant-swatch${v.id === variantId ? " variant-swatch--active" : ""}`}
                      style={{ background: v.hex }}
                      title={variantTitle(v)}
                      aria-label={`${card.name} in ${variantTitle(v)}`}
                      onMouseEnter={() => setVariantId(v.id)}
                      onFocus={() => setVariantId(v.id)}
                      data-discover="true"
                    />
                  </li>
                ))}
              </ul>
              {card.extra_colors > 0 && (
                <span className="variant-swatches__more">
                  +{countNoun(card.extra_colors, "kleur", "kleuren")}
                </span>
              )}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
