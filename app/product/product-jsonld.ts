// schema.org Product data for search engines: name, images, the from-price as an Offer with shipping and the
// return policy, the review rating, and the page's breadcrumb. Worked out once per product page object, site base
// and rates: the server's loader hands out one such object per product of a catalogue snapshot
// (product-page.server.ts), so requests after the first reuse it.
import type { ProductPageData } from "../../domain/catalog";
import { photoJpegUrl } from "../../domain/photos";
import {
  breadcrumbJsonLd,
  noReturnsPolicyJsonLd,
  organizationId,
  type ShippingRate,
  shippingDetailsJsonLd,
  shownPrice,
} from "../seo/structured-data";

type ProductJsonLd = ReturnType<typeof buildProductJsonLd>;
const jsonLds = new WeakMap<
  ProductPageData,
  { siteBase: string; rates: ShippingRate[]; jsonLd: ProductJsonLd }
>();

export function productJsonLd(
  product: ProductPageData,
  siteBase: string,
  rates: ShippingRate[],
): ProductJsonLd {
  const known = jsonLds.get(product);
  if (known?.siteBase === siteBase && known.rates === rates) return known.jsonLd;
  const jsonLd = buildProductJsonLd(product, siteBase, rates);
  jsonLds.set(product, { siteBase, rates, jsonLd });
  return jsonLd;
}

/** The product page's visible breadcrumb (Home, the category, the product) for search engines. */
export function productBreadcrumbJsonLd(product: ProductPageData, siteBase: string) {
  return breadcrumbJsonLd(
    [
      { name: "Home", path: "/" },
      { name: product.category, path: `/${product.category_slug}` },
      { name: product.name, path: `/${product.url_path}` },
    ],
    siteBase,
  );
}

function buildProductJsonLd(product: ProductPageData, siteBase: string, rates: ShippingRate[]) {
  const url = `${siteBase}/${product.url_path}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    sku: product.sku,
    description: product.short_description,
    category: product.category,
    brand: { "@type": "Brand", name: "Raamwerk" },
    // The PNG first: Merchant Center and social sites take no SVG; search engines may use the drawn views too.
    image: [
      `${siteBase}/media/social/product/${product.url_path}.png`,
      ...product.photos.map((photo) => `${siteBase}${photoJpegUrl(photo, 1600)}`),
      ...product.images.map((i) => `${siteBase}/media/product${i.path}`),
    ],
    url,
    // Made to measure: one Offer from the price the page shows ('vanaf € N,-', whole euros rounded up), the
    // price every configuration starts at. See docs/decisions/0028-structured-data-price.md.
    offers: {
      "@type": "Offer",
      url,
      price: shownPrice(product.discount_price),
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", "@id": organizationId(siteBase), name: "Raamwerk" },
      shippingDetails: shippingDetailsJsonLd(product.discount_price, product.levertijd, rates),
      hasMerchantReturnPolicy: noReturnsPolicyJsonLd(),
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
