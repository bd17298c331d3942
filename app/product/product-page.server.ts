// The product page's loader data, worked out once per product of a catalogue snapshot: a reload makes new product
// objects, so the WeakMap forgets the old ones with their snapshot and a page never shows a stale product.
import type { ProductDetail, ProductPageData } from "../../domain/catalog";

const pages = new WeakMap<ProductDetail, ProductPageData>();

/** The product without its colour collections (those are for the colours page; the product page only counts them). */
export function productPageOf(product: ProductDetail): ProductPageData {
  const known = pages.get(product);
  if (known) return known;
  const { collections: _collections, ...page } = product;
  pages.set(product, page);
  return page;
}
