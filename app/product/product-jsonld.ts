// schema.org Product data for search engines: name, images, from-price offer and the review rating. Worked out
// once per product page object and site base: the server's loader hands out one such object per product of a
// catalogue snapshot (product-page.server.ts), so requests after the first reuse it.
import type { ProductPageData } from "../../domain/catalog";

type ProductJsonLd = ReturnType<typeof buildProductJsonLd>;
const jsonLds = new WeakMap<ProductPageData, { siteBase: string; jsonLd: ProductJsonLd }>();

export function productJsonLd(product: ProductPageData, siteBase: string): ProductJsonLd {
  const known = jsonLds.get(product);
  if (known?.siteBase === siteBase) return known.jsonLd;
  const jsonLd = buildProductJsonLd(product, siteBase);
  jsonLds.set(product, { siteBase, jsonLd });
  return jsonLd;
}

function buildProductJsonLd(product: ProductPageData, siteBase: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    description: product.short_description,
    category: product.category,
    brand: { "@type": "Brand", name: "Raamwerk" },
    image: product.images.map((i) => `${siteBase}/media/product${i.path}`),
    url: `${siteBase}/${product.url_path}`,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "EUR",
      lowPrice: (product.discount_price / 100).toFixed(2),
      availability: "https://schema.org/InStock",
    },
    ...(product.total_reviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.stars_average,
            reviewCount: product.total_reviews,
            bestRating: 5,
            worstRating: 1,
          },
          review: product.reviews.slice(0, 5).map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.author },
            datePublished: r.date,
            name: r.title,
            reviewBody: r.body,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}
