// The product page below the fold: description and specifications, the atmosphere gallery and the reviews.
import { useState } from "react";
import type { ProductPageData, Review } from "../../domain/catalog";
import { formatDate, formatRating } from "../../domain/format";
import { nameWithArticle } from "../../domain/products";
import { Lightbox } from "./Lightbox";
import { Stars } from "./Stars";

export function ProductStory({ product }: { product: ProductPageData }) {
  return (
    <>
      <div className="product-page__details">
        <section className="product-page__description" aria-labelledby="omschrijving">
          <h2 id="omschrijving">Over {nameWithArticle(product.kind, product.name)}</h2>
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
    </>
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

/** The reviews' dates as the page shows them, formatted once per product's review list (the server keeps one per
 * product of a catalogue snapshot, see product-page.server.ts). */
const reviewDates = new WeakMap<Review[], string[]>();

function reviewDatesOf(reviews: Review[]): string[] {
  let dates = reviewDates.get(reviews);
  if (!dates) {
    dates = reviews.map((review) => formatDate(review.date));
    reviewDates.set(reviews, dates);
  }
  return dates;
}

function Reviews({ product }: { product: ProductPageData }) {
  if (product.reviews.length === 0) return null;
  const dates = reviewDatesOf(product.reviews);
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
        {product.reviews.map((r, index) => (
          <li key={`${r.author}-${r.date}`} className="review">
            <Stars average={r.rating} />
            <h3 className="review__title">{r.title}</h3>
            <p className="review__body">{r.body}</p>
            <p className="review__meta">
              {r.author} uit {r.city} · <time dateTime={r.date}>{dates[index]}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
