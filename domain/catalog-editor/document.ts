// The catalogue as one document: what the owner edits in the back office (a draft), what a published version holds,
// and what an export file carries. Plain JSON, one list per kind of item, each item named by a stable key
// (`itemKey`). The server writes a published document into the catalogue's tables (server/catalog/catalog-document.ts);
// the checks (check.ts) and the summary of a change (diff.ts) read only this shape.
import type { ConfigurationDocument, PriceMatrix } from "../configurator/types.ts";
import type { ProductionDays } from "../delivery/production.ts";
import type { ProductFamily, ProductKind } from "../products.ts";

export const DOCUMENT_FORMAT = "raamwerk-catalogus";
export const DOCUMENT_FORMAT_VERSION = 1;

export const colourAvailabilities = ["leverbaar", "tijdelijk_uitverkocht", "uit_collectie"] as const;
export type ColourAvailability = (typeof colourAvailabilities)[number];

export interface DocCategory {
  id: number;
  slug: string;
  name: string;
  family: ProductFamily;
  /** The parent category's slug; null for a top category. */
  parent: string | null;
  description: string;
  usps: string[];
  noMount: boolean;
  position: number;
  /** The filters its page shows (domain/catalog-filters.ts keys); null: every filter that narrows the list. */
  filters: string[] | null;
  /** An uploaded photo for its tile, else its drawing. */
  photo: { id: string; alt: string } | null;
}

export interface DocCollection {
  slug: string;
  name: string;
  /** stof, aluminium, hout, pvc… */
  type: string;
  /** The group the colours page lists it under ('Verduisterend'). */
  tagGroup: string;
  position: number;
}

export interface DocColour {
  /** Unique in the whole catalogue, e.g. "RG-1023". */
  code: string;
  collection: string;
  name: string;
  hex: string;
  texture: "plain" | "linen" | "structure" | "wood" | "metal" | "mesh";
  disableSwatches: boolean;
  position: number;
  availability: ColourAvailability;
  /** Only while tijdelijk_uitverkocht: when it is expected back (ISO date), if known. */
  expectedOn: string | null;
  /** The price table a fabric value of this colour uses when it is added to a product ("A", "B"…). */
  priceGroup: string | null;
  /** Width of the fabric roll in cm, for the workshop's roll check; null where it does not apply. */
  rollWidthCm: number | null;
  /** An uploaded photo of the swatch, else its drawing. */
  photo: { id: string; alt: string } | null;
}

export interface DocProduct {
  id: number;
  sku: string;
  /** The page's address without '/', e.g. "rolgordijn-verduisterend". */
  slug: string;
  name: string;
  kind: ProductKind;
  /** Its main category (slug); its family is the category's. */
  category: string;
  /** Further categories it is listed in. */
  extraCategories: string[];
  /** The option set (configuration) its configurator uses; several products may share one. */
  optionSet: number | null;
  shortDescription: string;
  description: string[];
  specs: { label: string; value: string }[];
  usps: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  discountPercent: number;
  discountLabel: { nl: string; be: string; background: string; color: string } | null;
  confLabel: { text: string; background: string; color: string } | null;
  breedte: number;
  hoogte: number;
  hoogteType: "hoogte" | "uitval" | "diepte";
  mountCostCents: number;
  productionDays: ProductionDays;
  featured: boolean;
  quoteOnly: boolean;
  active: boolean;
  reviewsShown: boolean;
  position: number;
  /** Colour collections (slugs) it is sold in, in order. */
  collections: string[];
  /** Colour codes shown as variants on its card. */
  variantColours: string[];
  /** How many drawn views its page shows (0 to 6). */
  drawings: number;
  /** Rooms of its drawn atmosphere pictures. */
  rooms: string[];
  /** Uploaded photos, shown before the drawings. */
  photos: { id: string; alt: string }[];
}

export interface DocOptionSet {
  id: number;
  name: string;
  definition: ConfigurationDocument;
  /** Price tables by price group. */
  matrices: Record<string, PriceMatrix>;
}

export interface DocAccessory {
  id: number;
  sku: string;
  name: string;
  description: string;
  priceCents: number;
  icon: string;
}

export interface CatalogDocument {
  format: typeof DOCUMENT_FORMAT;
  formatVersion: typeof DOCUMENT_FORMAT_VERSION;
  categories: DocCategory[];
  collections: DocCollection[];
  colours: DocColour[];
  products: DocProduct[];
  optionSets: DocOptionSet[];
  accessories: DocAccessory[];
}

export const itemKinds = [
  "categories",
  "collections",
  "colours",
  "products",
  "optionSets",
  "accessories",
] as const;
export type ItemKind = (typeof itemKinds)[number];

export type ItemOf<K extends ItemKind> = CatalogDocument[K][number];

/** Dutch names of the kinds, singular and plural, for messages and the summary of a change. */
export const kindNames: Record<ItemKind, { one: string; many: string }> = {
  categories: { one: "categorie", many: "categorieën" },
  collections: { one: "collectie", many: "collecties" },
  colours: { one: "kleur", many: "kleuren" },
  products: { one: "product", many: "producten" },
  optionSets: { one: "optieset", many: "optiesets" },
  accessories: { one: "accessoire", many: "accessoires" },
};

/** The key naming an item within its kind: numeric ids for products, option sets, accessories and categories. */
export function keyOf<K extends ItemKind>(kind: K, item: ItemOf<K>): string {
  switch (kind) {
    case "collections":
      return (item as DocCollection).slug;
    case "colours":
      return (item as DocColour).code;
    default:
      return String((item as { id: number }).id);
  }
}

export function findItem<K extends ItemKind>(
  doc: CatalogDocument,
  kind: K,
  key: string,
): ItemOf<K> | undefined {
  return (doc[kind] as ItemOf<K>[]).find((item) => keyOf(kind, item) === key);
}

/** What staff read as an item's name: its name, or its code for a colour. */
export function itemLabel<K extends ItemKind>(kind: K, item: ItemOf<K>): string {
  if (kind === "colours") return `${(item as DocColour).name} (${(item as DocColour).code})`;
  return (item as { name: string }).name;
}

/** The next free numeric id of a kind (categories, products, option sets, accessories). */
export function nextId(
  doc: CatalogDocument,
  kind: "categories" | "products" | "optionSets" | "accessories",
): number {
  return (doc[kind] as { id: number }[]).reduce((max, item) => Math.max(max, item.id), 0) + 1;
}
