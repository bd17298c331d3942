// 'Past goed bij' on the product page: products that go with this one and the accessories its configurator
// offers, from the catalogue; worked out once per product of a catalogue snapshot (the WeakMap forgets a product
// with its snapshot).
import { productFacets } from "../../catalog/facets";
import type { ProductDetail } from "../../domain/catalog";
import type { CatalogSnapshot } from "../../server/catalog/snapshot";

/** At most this many of each in the row. */
const MAX_PRODUCTS = 4;
const MAX_ACCESSORIES = 3;

export interface RelatedProduct {
  name: string;
  url_path: string;
  thumbnail: string;
  category: string;
  price: number;
  discount_price: number;
}

export interface RelatedAccessory {
  entity_id: number;
  name: string;
  description: string;
  thumbnail: string;
  /** Price per piece, cents incl. VAT. */
  price: number;
}

export interface Related {
  products: RelatedProduct[];
  accessories: RelatedAccessory[];
}

const related = new WeakMap<ProductDetail, Related>();

function familyOf(snapshot: CatalogSnapshot, product: ProductDetail): string | undefined {
  return snapshot.categoryBySlug.get(product.category_slug)?.family;
}

/**
 * The products that go with `product`, best first: those the catalogue names for it (catalog/facets.ts), then
 * the other kinds of its own family (a plissé beside a roller blind), never itself or a product switched off.
 */
function relatedProducts(snapshot: CatalogSnapshot, product: ProductDetail): ProductDetail[] {
  const named = (productFacets[product.url_path]?.goesWith ?? [])
    .map((path) => snapshot.productByPath.get(path))
    .filter((p): p is ProductDetail => p !== undefined);
  const family = familyOf(snapshot, product);
  const kinds = new Set([product.kind, ...named.map((p) => p.kind)]);
  const otherKinds: ProductDetail[] = [];
  for (const p of snapshot.products) {
    if (familyOf(snapshot, p) !== family || kinds.has(p.kind)) continue;
    kinds.add(p.kind);
    otherKinds.push(p);
  }
  const seen = new Set([product.entity_id]);
  return [...named, ...otherKinds]
    .filter((p) => !seen.has(p.entity_id) && seen.add(p.entity_id))
    .slice(0, MAX_PRODUCTS);
}

/** The accessories the product's configurator offers ('products' options), each once. */
function relatedAccessories(snapshot: CatalogSnapshot, product: ProductDetail): RelatedAccessory[] {
  const def = product.conf_id === null ? undefined : snapshot.configurations.get(product.conf_id);
  const found = new Map<number, RelatedAccessory>();
  for (const option of (def?.groups ?? []).flatMap((g) => g.options)) {
    for (const { product: a } of option.products ?? []) {
      if (!found.has(a.entity_id)) {
        found.set(a.entity_id, {
          entity_id: a.entity_id,
          name: a.name,
          description: a.description,
          thumbnail: a.thumbnail,
          price: a.price,
        });
      }
    }
  }
  return [...found.values()].slice(0, MAX_ACCESSORIES);
}

export function relatedOf(snapshot: CatalogSnapshot, product: ProductDetail): Related {
  const known = related.get(product);
  if (known) return known;
  const answer: Related = {
    products: relatedProducts(snapshot, product).map((p) => ({
      name: p.name,
      url_path: p.url_path,
      thumbnail: p.thumbnail,
      category: p.category,
      price: p.price,
      discount_price: p.discount_price,
    })),
    accessories: relatedAccessories(snapshot, product),
  };
  related.set(product, answer);
  return answer;
}
