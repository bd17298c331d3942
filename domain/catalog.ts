// Shapes of the catalogue as pages and the API see it (money in integer cents), and the rules for showing it.
import type { ColourAvailability } from "./colour-availability.ts";

import type { ProductPhoto } from "./photos.ts";

export interface ProductVariant {
  id: number;
  /** Colour name. */
  variant_color: string;
  /** Colour code, lower case. */
  code: string;
  hex: string;
  /** Query string appended to the product URL, e.g. "kleur=vb-101". */
  url: string;
  thumbnail: string;
  thumbnail_zoom: string;
  /** Set while the colour is tijdelijk uitverkocht: why ('Tijdelijk uitverkocht'); colours out of the collection are left out. */
  unavailable_reason?: string;
}

/** The product card of the spec (section 3); price fields are cents including VAT. */
export interface ProductCard {
  entity_id: number;
  name: string;
  url_path: string;
  thumbnail: string;
  thumbnail_zoom: string;
  category: string;
  /** From-price before discount. */
  price: number;
  /** From-price after the product discount (equal to price without a discount). */
  discount_price: number;
  /** Discount in percent, 0 when none. */
  discount: number;
  conf_id: number | null;
  variants: ProductVariant[];
  /** How many more colours exist than the variants shown. */
  extra_colors: number;
  discount_label_actief: boolean;
  discount_label_tekst: string | null;
  discount_label_tekst_be: string | null;
  discount_label_background_color: string | null;
  discount_label_color: string | null;
  conf_label_actief: boolean;
  conf_text: string | null;
  conf_background_color: string | null;
  conf_color: string | null;
  total_reviews: number;
  stars_average: number;
  breedte: number;
  hoogte: number;
  hoogte_type: string;
  /** The category's USPs (spec field); the cards and product page show the product's own `usps`. */
  category_usps: string[];
  /** The product's own USPs, true for this product; a card shows the first MAX_CARD_USPS. */
  usps: string[];
  /** Mount cost per product in cents; null where we do not mount (category flag). */
  montage_kosten_fullservice: number | null;
  levertijd: string;
}

export interface ProductImage {
  name: string;
  path: string;
  video: boolean;
}

export interface GalleryImage {
  name: string;
  image: string;
}

export interface Review {
  author: string;
  city: string;
  rating: number;
  title: string;
  body: string;
  date: string;
}

export interface Colour {
  id: number;
  code: string;
  name: string;
  hex: string;
  texture: string;
  disable_swatches: boolean;
  thumbnail: string;
  /** Issue 25: 'leverbaar', 'tijdelijk_uitverkocht' or 'uit_collectie' (domain/colour-availability.ts). */
  availability: ColourAvailability;
  /** With 'tijdelijk_uitverkocht': the ISO day it is expected back, when known. */
  expected_on: string | null;
  /** Why it cannot be chosen now ('Tijdelijk uitverkocht, weer leverbaar vanaf 12 januari 2027'); null when it can. */
  unavailable_reason: string | null;
}

export interface ColourCollection {
  slug: string;
  name: string;
  type: string;
  tag_group: string;
  colours: Colour[];
}

export interface ProductDetail extends ProductCard {
  sku: string;
  kind: string;
  category_slug: string;
  short_description: string;
  /** The owner's title and description for search engines (back office); null: made from name and short description. */
  seo_title: string | null;
  seo_description: string | null;
  description: string[];
  specs: { label: string; value: string }[];
  images: ProductImage[];
  /** The owner's uploaded photos, shown before the drawn images (docs/images.md#photos); empty for most. */
  photos: ProductPhoto[];
  gallery: GalleryImage[];
  reviews: Review[];
  collections: ColourCollection[];
  estimate_only: boolean;
}

/**
 * An accessory as the catalogue sells it, also on its own (a cart row without a configuration): the accessories
 * table is the truth for its name and price.
 */
export interface Accessory {
  entity_id: number;
  sku: string;
  name: string;
  description: string;
  /** Cents incl. VAT, per piece; accessories have no product discount. */
  price: number;
  /** `/media/accessoire/{icon}.svg` */
  thumbnail: string;
}

/** A colour as the product page shows it: a swatch linking to the page in that colour. */
export type ProductPageVariant = Pick<
  ProductVariant,
  "id" | "variant_color" | "code" | "hex" | "url" | "unavailable_reason"
>;

/** A variant's name as its swatch's title: 'Zand' or 'Zand (Tijdelijk uitverkocht)'. */
export function variantTitle(v: Pick<ProductVariant, "variant_color" | "unavailable_reason">): string {
  return v.unavailable_reason ? `${v.variant_color} (${v.unavailable_reason})` : v.variant_color;
}

/**
 * What the product page and its hydration need, and no more (it travels in every product page): the detail without
 * its colour collections (those are for the colours page), the card's labels and thumbnails, and the colours'
 * thumbnails. Made once per product of a catalogue snapshot by app/product/product-page.server.ts.
 */
export interface ProductPageData
  extends Pick<
    ProductDetail,
    | "entity_id"
    | "name"
    | "url_path"
    | "category"
    | "price"
    | "discount_price"
    | "conf_id"
    | "extra_colors"
    | "total_reviews"
    | "stars_average"
    | "breedte"
    | "hoogte"
    | "hoogte_type"
    | "usps"
    | "kind"
    | "montage_kosten_fullservice"
    | "levertijd"
    | "sku"
    | "kind"
    | "category_slug"
    | "short_description"
    | "seo_title"
    | "seo_description"
    | "description"
    | "specs"
    | "images"
    | "photos"
    | "gallery"
    | "reviews"
  > {
  variants: ProductPageVariant[];
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  family: string;
  parent_slug: string | null;
  description: string;
  usps: string[];
  no_mount: boolean;
  image: string;
  /** The filters its page shows (catalog-filters.ts keys), as the owner chose them; absent or null: every one that narrows the list. */
  filters?: string[] | null;
}

/** At most this many USPs are shown on a card (spec section 9). */
export const MAX_CARD_USPS = 3;

/**
 * Five star states for an average: full stars for the whole part, a half star when the average
 * is not whole (stars are rounded up), empty for the rest.
 */
export function starStates(average: number): ("full" | "half" | "empty")[] {
  const clamped = Math.max(0, Math.min(5, average));
  const whole = Math.floor(clamped);
  const half = clamped > whole;
  return Array.from({ length: 5 }, (_, i) => (i < whole ? "full" : i === whole && half ? "half" : "empty"));
}

/** The discount label text of a card in the store's locale. */
export function discountLabelText(card: ProductCard, locale: "nl" | "be"): string | null {
  if (!card.discount_label_actief) return null;
  return (locale === "be" ? card.discount_label_tekst_be : null) ?? card.discount_label_tekst;
}

/** Path of a product image below /media/product: one view of the product drawn in one colour. */
export function productImagePath(urlPath: string, view: number, colourCode: string): string {
  return `/${urlPath}/${view}-${colourCode.toLowerCase()}.svg`;
}

/** The same product image path in another colour. */
export function imageInColour(path: string, colourCode: string): string {
  return path.replace(
    /\/(\d)-[a-z0-9-]+\.svg$/,
    (_, view: string) => `/${view}-${colourCode.toLowerCase()}.svg`,
  );
}

/** The query string of a colour variant, appended to the product URL (`/{url_path}?{variant url}`). */
export function variantQuery(colourCode: string): string {
  return `kleur=${encodeURIComponent(colourCode.toLowerCase())}`;
}
