// The shape of the seed catalogue: plain data that server/db/seed.ts writes into the database.
import type { ProductionDays } from "../domain/delivery/production.ts";
import type { ProductFamily, ProductKind } from "../domain/products.ts";

/** The product words live in domain/products.ts; re-exported for the code that still reads them from here. */
export { type ProductFamily, type ProductKind, productFamilies, productKinds } from "../domain/products.ts";

export interface SeedCategory {
  /** Stable numeric id (the spec's category ids are numbers; 147 is the one we do not mount). */
  id: number;
  slug: string;
  name: string;
  family: ProductFamily;
  /** Parent category slug, for the navigation tree. */
  parent?: string;
  /** Meta description and the intro on the category page. */
  description: string;
  /** At most 3 are shown on a card. */
  usps: string[];
  /** True for categories we do not measure and mount (spec category 147). */
  noMount?: boolean;
  position: number;
}

export interface SeedColour {
  /** Stable code, unique in the whole catalogue, e.g. "RG-1023". */
  code: string;
  name: string;
  /** Hex colour, "#rrggbb". */
  hex: string;
  /** Texture drawn on the swatch. */
  texture: "plain" | "linen" | "structure" | "wood" | "metal" | "mesh";
  /** Some colours cannot be sent as a swatch (spec: disable_swatches). */
  disableSwatches?: boolean;
}

export interface SeedCollection {
  /** Unique slug. */
  slug: string;
  name: string;
  /** The spec's collection.type, e.g. "stof", "aluminium", "hout", "pvc". */
  type: string;
  /** The tag group the colours page lists it under, e.g. "Lichtdoorlatend", "Verduisterend". */
  tagGroup: string;
  colours: SeedColour[];
}

export interface SeedReview {
  author: string;
  city: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  /** ISO date. */
  date: string;
}

export interface SeedProduct {
  /** Stable entity_id. */
  id: number;
  sku: string;
  /** Without leading slash, e.g. "rolgordijn-verduisterend". */
  urlPath: string;
  name: string;
  category: string;
  kind: ProductKind;
  /** One sentence for cards and meta descriptions. */
  shortDescription: string;
  /** Paragraphs of Dutch text for the product page. */
  description: string[];
  /** Key facts shown on the product page ("Kenmerken"). */
  specs: { label: string; value: string }[];
  /**
   * The product's own selling points, true for this product (its material, operation, light control, warranty);
   * cards show the first three. catalog/catalogue.test.ts checks they name no material the product is not made of.
   */
  usps: string[];
  /** Collections (slugs) whose colours this product is sold in; the first colour is the default. */
  collections: string[];
  /** Colour codes shown as variant swatches on the card (3 to 6). */
  variantColours: string[];
  /** From-price in cents including VAT, for the smallest size. */
  fromPriceCents: number;
  /** Product discount in percent (0 = none). */
  discountPercent: number;
  discountLabel?: { nl: string; be: string; background: string; color: string };
  confLabel?: { text: string; background: string; color: string };
  /** Measurements in cm that the from-price is for. */
  breedte: number;
  hoogte: number;
  hoogteType: "hoogte" | "uitval" | "diepte";
  /** Mount cost per product in cents (montage_kosten_fullservice). */
  mountCostCents: number;
  /**
   * Production time in working days from the order to the delivery, a range only where it really varies;
   * every delivery text (product page, configurator, cart, mails) is made from it (domain/delivery).
   */
  productionDays: ProductionDays;
  /** Number of product images drawn (3 to 6). */
  imageCount: number;
  /** Gallery (sfeer) scenes: room names, 1 to 3. */
  sfeer: string[];
  reviews: SeedReview[];
  featured?: boolean;
  /** Quote request instead of add to cart (terrace roofs). */
  quoteOnly?: boolean;
  position: number;
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  collections: SeedCollection[];
  products: SeedProduct[];
}
