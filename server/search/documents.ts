// The search documents of one store, made from the catalogue snapshot: a product, a category or a colour, each
// with its text in four weights (A name, B categories and collections, C features, D descriptions).
import { discountLabelText } from "../../domain/catalog.ts";
import { searchWords } from "../../domain/search.ts";
import { type Store, stores } from "../../domain/store.ts";
import type { CatalogSnapshot } from "../catalog/snapshot.ts";

export interface SearchDocument {
  kind: "product" | "category" | "colour";
  /** The product's id, the category's slug, or the colour's name as written. */
  ref: string;
  /** The catalogue's order, the tie-breaker between equally relevant documents. */
  position: number;
  a: string;
  b: string;
  c: string;
  d: string;
}

/** A colour searched for by its name: every colour of that name, whatever its collection. */
export interface ColourEntry {
  name: string;
  hex: string;
  collections: string[];
}

/**
 * The catalogue's colours by name (case folded), in catalogue order: "Antraciet" exists in six collections and
 * is one suggestion.
 */
export function coloursByName(snapshot: Pick<CatalogSnapshot, "collections">): Map<string, ColourEntry> {
  const byName = new Map<string, ColourEntry>();
  for (const collection of snapshot.collections) {
    for (const colour of collection.colours) {
      const key = colour.name.toLowerCase();
      const entry = byName.get(key) ?? { name: colour.name, hex: colour.hex, collections: [] };
      entry.collections.push(collection.name);
      byName.set(key, entry);
    }
  }
  return byName;
}

/**
 * Every document of `store`. The catalogue has no products of one store only today: both stores get every
 * product, with that store's label text (a Belgian action label is searched in the Belgian store).
 */
export function buildDocuments(
  snapshot: Pick<CatalogSnapshot, "products" | "categories" | "collections">,
  store: Store = stores.NL,
): SearchDocument[] {
  const categoryBySlug = new Map(snapshot.categories.map((c) => [c.slug, c]));
  const documents: SearchDocument[] = [];
  snapshot.products.forEach((product, position) => {
    const category = categoryBySlug.get(product.category_slug);
    const parent = category?.parent_slug ? categoryBySlug.get(category.parent_slug) : undefined;
    const colours = product.collections.flatMap((k) => k.colours.map((c) => c.name));
    documents.push({
      kind: "product",
      ref: String(product.entity_id),
      position,
      a: product.name,
      b: [category?.name, parent?.name, ...product.collections.map((k) => k.name)].filter(Boolean).join(" "),
      c: [
        ...product.specs.map((s) => s.value),
        ...colours,
        discountLabelText(product, store.locale) ?? "",
        product.conf_label_actief ? (product.conf_text ?? "") : "",
      ].join(" "),
      d: [product.short_description, ...product.description].join(" "),
    });
  });
  snapshot.categories.forEach((category, position) => {
    const parent = category.parent_slug ? categoryBySlug.get(category.parent_slug) : undefined;
    documents.push({
      kind: "category",
      ref: category.slug,
      position,
      a: category.name,
      b: parent?.name ?? "",
      c: category.usps.join(" "),
      d: category.description,
    });
  });
  [...coloursByName(snapshot).values()].forEach((colour, position) => {
    documents.push({
      kind: "colour",
      ref: colour.name,
      position,
      a: colour.name,
      b: colour.collections.join(" "),
      c: "",
      d: "",
    });
  });
  return documents;
}

/** The distinct words (three letters or more, accents folded) a misspelt word may be corrected to. */
export function lexicon(documents: readonly SearchDocument[]): string[] {
  const words = new Set<string>();
  for (const d of documents) {
    for (const word of searchWords(`${d.a} ${d.b} ${d.c} ${d.d}`)) {
      if (word.length >= 3 && !/^\d+$/.test(word)) words.add(word);
    }
  }
  return [...words].sort();
}
