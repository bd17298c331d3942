// The product page: slider, information with the 'Stel samen' button, description, atmosphere gallery and reviews.
// While the hash is #configureren the information block gives way to the configurator.
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { imageInColour, type ProductPageData } from "../../domain/catalog";
import { formatDate, formatRating } from "../../domain/format";
import { formatPriceRounded } from "../../domain/money";
import { itemFromCard, track } from "../tracking/dataLayer";
import { Icon } from "../ui/Icon";
import { FromPrice } from "./FromPrice";
import { ImageSlider } from "./ImageSlider";
import { Lightbox } from "./Lightbox";
import { Stars } from "./Stars";
import { useHash } from "./useHash";

export const CONFIGURE_HASH = "#configureren";

export function ProductPage({
  product,
  selectedColour,
}: {
  product: ProductPageData;
  selectedColour: string | null;
}) {
  const [hash, setHash] = useHash();
  const configuring = hash === CONFIGURE_HASH;
  const variant = product.variants.find((v) => v.code === selectedColour);
  const images = useMemo(
    () =>
      product.images.map((image) => ({
        src: `/media/product${selectedColour ? imageInColour(image.path, selectedColour) : image.path}`,
        alt: variant ? `${image.name} in ${variant.variant_color}` : image.name,
      })),
    [product, selectedColour, variant],
  );

  useEffect(() => {
    track("view_item", { value: product.discount_price / 100, items: [itemFromCard(product)] });
  }, [product]);

  return (
    <div className="page product-page">
      <nav className="breadcrumbs" aria-label="Kruimelpad">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/${product.category_slug}`}>{product.category}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-page__top">
        <div className="product-page__media">
          <ImageSlider key={selectedColour} images={images} />
        </div>
        {configuring ? (
          <section
            id="configurator"
            className="product-page__configurator"
            aria-labelledby="configurator-title"
          >
            <h1 id="configurator-title">{product.name} samenstellen</h1>
            <p>Kies hieronder je kleur. Maten, bediening en montage stel je daarna stap voor stap in.</p>
            <ColourChoice product={product} selectedColour={selectedColour} hash={hash} />
            <button type="button" className="button button--link" onClick={() => setHash("")}>
              Terug naar productinformatie
            </button>
          </section>
        ) : (
          <section className="product-page__info" aria-labelledby="product-title">
            <h1 id="product-title">{product.name}</h1>
            {product.total_reviews > 0 && (
              <a href="#reviews" className="product-page__rating">
                <Stars average={product.stars_average} count={product.total_reviews} size={18} />
              </a>
            )}
            <p className="product-page__lead">{product.short_description}</p>
            <FromPrice
              price={product.price}
              discountPrice={product.discount_price}
              className="from-price--large"
            />
            <p className="product-page__price-note">
              Prijs voor {product.breedte} x {product.hoogte} cm (
              {product.hoogte_type === "hoogte" ? "breedte x hoogte" : `breedte x ${product.hoogte_type}`}),
              inclusief 21% btw
            </p>
            <ColourChoice product={product} selectedColour={selectedColour} hash={hash} />
            <button
              type="button"
              className="button button--primary button--large"
              onClick={() => setHash(CONFIGURE_HASH)}
            >
              Stel samen
            </button>
            <ul className="product-page__facts">
              <li>
                <Icon name="clock" size={20} />
                Levertijd: {product.levertijd}
              </li>
              {product.montage_kosten_fullservice !== null && (
                <li>
                  <Icon name="tools" size={20} />
                  Laten monteren: vanaf + {formatPriceRounded(product.montage_kosten_fullservice)}
                </li>
              )}
              {product.category_usps.map((usp) => (
                <li key={usp}>
                  <Icon name="check" size={20} />
                  {usp}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div className="product-page__details">
        <section className="product-page__description" aria-labelledby="omschrijving">
          <h2 id="omschrijving">Over de {product.name.toLowerCase()}</h2>
          {product.description.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
        <section className="product-page__specs" aria-labelledby="kenmerken">
          <h2 id="kenmerken">Kenmerken</h2>
          <dl className="spec-list">
            {product.specs.map((s) => (
              <div key={s.label} className="spec-list__row">
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      {product.gallery.length > 0 && <Gallery product={product} />}
      <Reviews product={product} />
    </div>
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
              aria-label={v.variant_color}
              aria-current={v.code === selectedColour}
              title={v.variant_color}
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

function Gallery({ product }: { product: ProductPageData }) {
  const [open, setOpen] = useState<number | null>(null);
  const images = product.gallery.map((g) => ({ src: `/media/sfeer_fotos${g.image}`, alt: g.name }));
  return (
    <section className="gallery" aria-labelledby="sfeer">
      <h2 id="sfeer">Sfeerbeelden</h2>
      <ul className="gallery__list">
        {images.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              className="gallery__item"
              onClick={() => setOpen(i)}
              aria-label={`${image.alt}, vergroot bekijken`}
            >
              <img src={`${image.src}?w=750&h=500`} width={750} height={500} alt={image.alt} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}

function Reviews({ product }: { product: ProductPageData }) {
  if (product.reviews.length === 0) return null;
  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <p className="reviews__summary">
        <Stars average={product.stars_average} size={22} />
        <span>
          <strong>{formatRating(product.stars_average)}</strong> van 5 op basis van {product.total_reviews}{" "}
          {product.total_reviews === 1 ? "review" : "reviews"}
        </span>
      </p>
      <ul className="reviews__list">
        {product.reviews.map((r) => (
          <li key={`${r.author}-${r.date}`} className="review">
            <Stars average={r.rating} />
            <h3 className="review__title">{r.title}</h3>
            <p className="review__body">{r.body}</p>
            <p className="review__meta">
              {r.author} uit {r.city} · <time dateTime={r.date}>{formatDate(r.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
