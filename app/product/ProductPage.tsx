// The product page: slider, information with the 'Stel samen' button, description, atmosphere gallery and reviews.
// While the hash is #configureren the information block gives way to the configurator.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { imageInColour, type ProductPageData } from "../../domain/catalog";
import { formatDate, formatRating } from "../../domain/format";
import { formatPriceRounded } from "../../domain/money";
import { useAddToCart } from "../cart/useAddToCart";
import { Configurator } from "../configurator/Configurator";
import { LayeredPreview } from "../configurator/LayeredPreview";
import { canShow3D } from "../configurator/three/support";
import { useConfigurator } from "../configurator/useConfigurator";
import { finishKind } from "../configurator/Wizard";
import { ProductQuote, trackQuoteRequest } from "../quote/ProductQuote";
import { useRequestSwatch } from "../swatches/useRequestSwatch";
import { itemFromCard, track } from "../tracking/dataLayer";
import { Icon } from "../ui/Icon";
import { FromPrice } from "./FromPrice";
import { ImageSlider } from "./ImageSlider";
import { Lightbox } from "./Lightbox";
import { Stars } from "./Stars";
import { useHash } from "./useHash";

export const CONFIGURE_HASH = "#configureren";

/** three.js and the viewer load only when a wide window first opens the configurator. */
const Preview3D = lazy(() => import("../configurator/three/Preview3D"));

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

  // The configurator starts (and makes its first call) when it first becomes visible, and then stays
  // mounted, so going back to the product information keeps the choices.
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  useEffect(() => {
    if (configuring) setOpenedFor(product.entity_id);
  }, [configuring, product.entity_id]);
  const opened = configuring || openedFor === product.entity_id;
  const configurator = useConfigurator({
    conf_id: product.conf_id ?? 0,
    prod_id: product.entity_id,
    active: opened && product.conf_id !== null,
    configuring,
  });
  // The 3D preview is decided once, when the configurator first opens: only on windows wider than 768 px.
  // If it cannot render (no WebGL in a worker) the layered preview takes its place.
  const [with3D, setWith3D] = useState(false);
  const [three, setThree] = useState({ loading: false, ready: false, failed: false });
  useEffect(() => {
    if (opened && canShow3D()) setWith3D(true);
  }, [opened]);
  const { conf3D, conf_preview: preview, preview_loading: previewLoading } = configurator.state;
  const set3D = configurator.set3D;
  const on3DState = useMemo(
    () => (s: { loading: boolean; ready: boolean }) => {
      // The viewer starts out loading, so a report of neither loading nor ready means it gave up.
      setThree({ ...s, failed: !s.loading && !s.ready });
      set3D(s);
    },
    [set3D],
  );
  const cartFinish = useAddToCart();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const { requestSwatch } = useRequestSwatch();
  const show3D = configuring && with3D && conf3D !== null && !three.failed;
  const focusOnOpen = useRef<"configurator" | "info" | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the view switches
  useEffect(() => {
    const target = focusOnOpen.current;
    if (!target) return;
    focusOnOpen.current = null;
    document.getElementById(target === "configurator" ? "configurator-title" : "stel-samen")?.focus();
  }, [configuring]);

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
          {show3D && conf3D ? (
            <Suspense fallback={<p role="status">ophalen</p>}>
              <Preview3D conf3D={conf3D} onStateChange={on3DState} />
            </Suspense>
          ) : configuring && preview ? (
            <LayeredPreview preview={preview} productName={product.name} loading={previewLoading} />
          ) : (
            <ImageSlider key={selectedColour} images={images} />
          )}
        </div>
        {opened && (
          <section
            id="configurator"
            className="product-page__configurator"
            aria-labelledby="configurator-title"
            hidden={!configuring}
            // While the 3D preview loads the configurator waits for it (spec: the UI is blocked).
            inert={show3D && three.loading}
          >
            <h1 id="configurator-title" tabIndex={-1}>
              {product.name} samenstellen
            </h1>
            {product.conf_id !== null ? (
              <>
                <Configurator
                  key={product.entity_id}
                  configurator={configurator}
                  product={product}
                  onFinish={(kind, state) => {
                    if (kind !== "quote") return cartFinish.finish(kind, state);
                    trackQuoteRequest("product", state.price ?? 0);
                    setQuoteOpen(true);
                  }}
                  onRequestSwatch={(option, value) =>
                    requestSwatch(
                      {
                        conf_id: product.conf_id ?? 0,
                        product_id: product.entity_id,
                        option_id: option.id,
                        value: value.id,
                      },
                      { colour: value.name, product_name: product.name },
                    )
                  }
                />
                {finishKind(configurator.state) !== "quote" && configurator.state.price !== null && (
                  <p className="product-page__quote">
                    Liever eerst een offerte op papier?{" "}
                    <button
                      type="button"
                      className="button button--link"
                      onClick={() => {
                        trackQuoteRequest("product", configurator.state.price ?? 0);
                        setQuoteOpen(true);
                      }}
                    >
                      Vraag offerte aan
                    </button>
                  </p>
                )}
                <ProductQuote
                  state={configurator.state}
                  productName={product.name}
                  open={quoteOpen}
                  onClose={() => setQuoteOpen(false)}
                />
                {cartFinish.error && (
                  <p className="field-error" role="alert">
                    {cartFinish.error}
                  </p>
                )}
              </>
            ) : (
              <p className="notice">
                Dit product kun je nog niet online samenstellen. Neem contact op met de klantenservice voor
                advies op maat.
              </p>
            )}
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                focusOnOpen.current = "info";
                setHash("");
              }}
            >
              Terug naar productinformatie
            </button>
          </section>
        )}
        {!configuring && (
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
              id="stel-samen"
              type="button"
              className="button button--primary button--large"
              onClick={() => {
                focusOnOpen.current = "configurator";
                setHash(CONFIGURE_HASH);
              }}
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
