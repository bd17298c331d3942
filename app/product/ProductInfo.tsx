// The product information beside the slider: name, rating, lead, from-price, the colour choice and 'Stel samen'.
import { Link } from "react-router";
import { type ProductPageData, variantTitle } from "../../domain/catalog";
import { formatPriceRounded } from "../../domain/money";
import { ExpectedDelivery } from "../delivery/ExpectedDelivery";
import { Icon } from "../ui/Icon";
import { FromPrice } from "./FromPrice";
import { Stars } from "./Stars";

/** The product page asks for the date of the product as it comes, before any choice. */
const noValues = {};

export function ProductInfo({
  product,
  selectedColour,
  hash,
  onConfigure,
}: {
  product: ProductPageData;
  selectedColour: string | null;
  /** Kept on the colour links, so a colour chosen while configuring stays in the configurator. */
  hash: string;
  onConfigure: () => void;
}) {
  return (
    <section className="product-page__info" aria-labelledby="product-title">
      <h1 id="product-title">{product.name}</h1>
      {product.total_reviews > 0 && (
        <a href="#reviews" className="product-page__rating">
          <Stars average={product.stars_average} count={product.total_reviews} size={18} />
        </a>
      )}
      <p className="product-page__lead">{product.short_description}</p>
      <FromPrice price={product.price} discountPrice={product.discount_price} className="from-price--large" />
      <p className="product-page__price-note">
        Prijs voor {product.breedte} x {product.hoogte} cm (
        {product.hoogte_type === "hoogte" ? "breedte x hoogte" : `breedte x ${product.hoogte_type}`}),
        inclusief 21% btw
      </p>
      <ColourChoice product={product} selectedColour={selectedColour} hash={hash} />
      <button
        id="stel-samen"
        type="button"
        className="button button--primary button--large"
        onClick={onConfigure}
      >
        Stel samen
      </button>
      <ul className="product-page__facts">
        <li>
          <Icon name="clock" size={20} />
          <ExpectedDelivery
            confId={product.conf_id}
            prodId={product.entity_id}
            values={noValues}
            deliveryTime={product.levertijd}
          />
        </li>
        {product.montage_kosten_fullservice !== null && (
          <li>
            <Icon name="tools" size={20} />
            Laten monteren: vanaf + {formatPriceRounded(product.montage_kosten_fullservice)}
          </li>
        )}
        {product.usps.map((usp) => (
          <li key={usp}>
            <Icon name="check" size={20} />
            {usp}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ColourChoice({
  product,
  selectedColour,
  hash,
}: {
  product: ProductPageData;
  selectedColour: string | null;
  hash: string;
}) {
  const selected = product.variants.find((v) => v.code === selectedColour);
  return (
    <div className="colour-choice">
      <p className="colour-choice__label">
        Kleur: <strong>{selected?.variant_color ?? "kies een kleur"}</strong>
        {selected?.unavailable_reason && (
          <span className="colour-choice__unavailable"> ({selected.unavailable_reason})</span>
        )}
      </p>
      <ul className="variant-swatches__list variant-swatches__list--large">
        {product.variants.map((v) => (
          <li key={v.id}>
            <Link
              to={`/${product.url_path}?${v.url}${hash}`}
              replace
              preventScrollReset
              className={`variant-swatch variant-swatch--large${v.code === selectedColour ? " variant-swatch--active" : ""}`}
              style={{ background: v.hex }}
              aria-label={variantTitle(v)}
              aria-current={v.code === selectedColour}
              title={variantTitle(v)}
            />
          </li>
        ))}
      </ul>
      <Link to={`/${product.url_path}/kleuren`} className="colour-choice__all">
        Bekijk alle {product.variants.length + product.extra_colors} kleuren
      </Link>
    </div>
  );
}
