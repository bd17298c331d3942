// The category page's loader data: the subcategories, and the product list with its filters and sort order. What
// depends on the catalogue only (subcategories, each product's filter facts) is worked out once per catalogue
// snapshot (a reload makes a new snapshot, so the WeakMaps forget the old ones with it).
import { productFacets } from "../../catalog/facets";
import type { Category, ProductCard, ProductDetail } from "../../domain/catalog";
import {
  applyFilters,
  type Facet,
  facetsOf,
  type ListQuery,
  listQueryString,
  type ProductFacts,
  parseListQuery,
  productFacts,
  selectedCount,
  sortCards,
} from "../../domain/catalog-filters";
import type { ProductKind } from "../../domain/products";
import type { CatalogSnapshot } from "../../server/catalog/snapshot";

const subcategoryLists = new WeakMap<CatalogSnapshot, Map<string, Category[]>>();
const factsOfSnapshot = new WeakMap<CatalogSnapshot, Map<number, ProductFacts>>();

/** The categories directly below `slug`, in catalogue order. */
export function subcategoriesOf(snapshot: CatalogSnapshot, slug: string): Category[] {
  let bySlug = subcategoryLists.get(snapshot);
  if (!bySlug) {
    bySlug = new Map();
    subcategoryLists.set(snapshot, bySlug);
  }
  let list = bySlug.get(slug);
  if (!list) {
    list = snapshot.categories.filter((c) => c.parent_slug === slug);
    bySlug.set(slug, list);
  }
  return list;
}

/**
 * How a product is operated: the values of its configurator's 'Bediening' options, or, for a product without
 * such an option, its 'Bediening' spec.
 */
function operationNames(snapshot: CatalogSnapshot, product: ProductDetail): string[] {
  const def = product.conf_id === null ? undefined : snapshot.configurations.get(product.conf_id);
  const names = (def?.groups ?? [])
    .flatMap((g) => g.options)
    .filter((o) => o.name === "Bediening")
    .flatMap((o) => o.values.map((v) => v.name));
  if (names.length > 0) return names;
  return product.specs.filter((s) => s.label === "Bediening").map((s) => s.value);
}

function factsOf(snapshot: CatalogSnapshot, product: ProductDetail): ProductFacts {
  return productFacts({
    kind: product.kind as ProductKind,
    colourHexes: product.collections.flatMap((k) => k.colours.map((c) => c.hex)),
    lightControl: productFacets[product.url_path]?.light ?? [],
    operationNames: operationNames(snapshot, product),
    mountable: product.montage_kosten_fullservice !== null,
    fromPrice: product.discount_price,
  });
}

/** Every product's filter facts by entity id, worked out once per snapshot. */
function factsByProduct(snapshot: CatalogSnapshot): Map<number, ProductFacts> {
  let facts = factsOfSnapshot.get(snapshot);
  if (!facts) {
    facts = new Map(snapshot.products.map((p) => [p.entity_id, factsOf(snapshot, p)]));
    factsOfSnapshot.set(snapshot, facts);
  }
  return facts;
}

export interface ProductList {
  /** The cards that match the filters, in the chosen order. */
  products: ProductCard[];
  /** Every product of the category, before filtering. */
  total: number;
  facets: Facet[];
  query: ListQuery;
  /** The query string of the chosen filters and sort ('' without any), as the page's links write it. */
  queryString: string;
  selected: number;
}

/**
 * A category's product list for an address's query: the filters and sort it names (anything unknown ignored), the
 * matching cards and the facets with their counts. Reads only the catalogue and the address, so the page stays
 * the same for every visitor and cacheable by its address.
 */
export function productListOf(
  snapshot: CatalogSnapshot,
  cards: ProductCard[],
  params: URLSearchParams,
  /** The category's own choice of filters (null: every filter that narrows the list). */
  shown: readonly string[] | null = null,
): ProductList {
  const facts = factsByProduct(snapshot);
  const factsOfCard = (card: ProductCard) => facts.get(card.entity_id) as ProductFacts;
  const listed = cards.filter((c) => facts.has(c.entity_id));
  const allFacts = listed.map(factsOfCard);
  const query = parseListQuery(params, allFacts);
  return {
    products: sortCards(applyFilters(listed, factsOfCard, query.selection), query.sort),
    total: listed.length,
    facets: facetsOf(allFacts, query.selection).filter((f) => shown === null || shown.includes(f.key)),
    query,
    queryString: listQueryString(query),
    selected: selectedCount(query.selection),
  };
}
