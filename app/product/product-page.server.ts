// The product page's loader data, worked out once per product of a catalogue snapshot: a reload makes new product
// objects, so the WeakMap forgets the old ones with their snapshot and a page never shows a stale product.
import type { ProductDetail, ProductPageData } from "../../domain/catalog";

const pages = new WeakMap<ProductDetail, ProductPageData>();

/**
 * The fields the product page shows or its hydration and JSON-LD read (ProductPageData); the rest of the detail
 * (colour collections, card labels, thumbnails) stays on the server instead of travelling in every page.
 */
export function productPageOf(product: ProductDetail): ProductPageData {
  const known = pages.get(product);
  if (known) return known;
  const page: ProductPageData = {
    entity_id: product.entity_id,
    name: product.name,
    url_path: product.url_path,
    category: product.category,
    price: product.price,
    discount_price: product.discount_price,
    conf_id: product.conf_id,
    variants: product.variants.map(({ id, variant_color, code, hex, url, unavailable_reason }) => ({
      id,
      variant_color,
      code,
      hex,
      url,
      ...(unavailable_reason ? { unavailable_reason } : {}),
    })),
    extra_colors: product.extra_colors,
    total_reviews: product.total_reviews,
    stars_average: product.stars_average,
    breedte: product.breedte,
    hoogte: product.hoogte,
    hoogte_type: product.hoogte_type,
    usps: product.usps,
    kind: product.kind,
    montage_kosten_fullservice: product.montage_kosten_fullservice,
    levertijd: product.levertijd,
    sku: product.sku,
    category_slug: product.category_slug,
    short_description: product.short_description,
    seo_title: product.seo_title,
    seo_description: product.seo_description,
    description: product.description,
    specs: product.specs,
    images: product.images,
    photos: product.photos,
    gallery: product.gallery,
    reviews: product.reviews,
  };
  pages.set(product, page);
  return page;
}
