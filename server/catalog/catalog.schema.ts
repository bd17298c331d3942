// The catalogue's tables: categories, colours, configurations and price tables, products and what they show.
// Written by the catalogue area only (the seed and the back office's price changes); read by every process into memory.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CatalogDocument } from "../../domain/catalog-editor/document.ts";
import type { ColourAvailability } from "../../domain/colour-availability.ts";
import type { ConfigurationDocument } from "../../domain/configurator/types.ts";
import { money } from "../db/columns.ts";

export type { ConfigurationDocument };

/** One row that changes whenever the catalogue changes; app processes reload their in-memory copy then. */
export const catalogVersion = pgTable("catalog_version", {
  id: smallint("id").primaryKey().default(1),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  family: text("family").notNull(),
  parentId: integer("parent_id"),
  description: text("description").notNull(),
  usps: jsonb("usps").$type<string[]>().notNull(),
  /** Categories we do not measure and mount (the spec's category 147). */
  noMount: boolean("no_mount").notNull().default(false),
  position: integer("position").notNull().default(0),
  /** The filters its page shows (domain/catalog-filters.ts keys); null: every filter that narrows its list. */
  filters: jsonb("filters").$type<string[]>(),
  /** An uploaded photo for its tile (server/media); null: its drawing. */
  photo: jsonb("photo").$type<{ id: string; alt: string }>(),
});

export const colourCollections = pgTable("colour_collections", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  tagGroup: text("tag_group").notNull(),
  position: integer("position").notNull().default(0),
});

export const colours = pgTable(
  "colours",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => colourCollections.id),
    name: text("name").notNull(),
    hex: text("hex").notNull(),
    texture: text("texture").notNull(),
    disableSwatches: boolean("disable_swatches").notNull().default(false),
    position: integer("position").notNull().default(0),
    /**
     * Issue 25: 'leverbaar', 'tijdelijk_uitverkocht' (shown disabled with its reason) or 'uit_collectie' (not
     * offered); domain/colour-availability.ts. Orders placed keep their colour whatever this says.
     */
    availability: text("availability").$type<ColourAvailability>().notNull().default("leverbaar"),
    /** Only with 'tijdelijk_uitverkocht': the day the supplier expects it back, when known. */
    expectedOn: date("expected_on", { mode: "string" }),
    /** The price table a fabric value of this colour uses when the owner adds it to a product. */
    priceGroup: text("price_group"),
    /** Usable width of its fabric roll in cm, where the owner set it (else catalog/production/rolls.ts). */
    rollWidthCm: integer("roll_width_cm"),
    /** An uploaded photo of the swatch (server/media); null: its drawing. */
    photo: jsonb("photo").$type<{ id: string; alt: string }>(),
  },
  (t) => [
    index("colours_collection_idx").on(t.collectionId),
    check(
      "colours_availability_check",
      sql`${t.availability} in ('leverbaar', 'tijdelijk_uitverkocht', 'uit_collectie') and (${t.expectedOn} is null or ${t.availability} = 'tijdelijk_uitverkocht')`,
    ),
  ],
);

/**
 * A product configuration (conf_id): its option groups, options, values and rules as one document, because
 * they are read and versioned as a whole (see domain/configurator/types.ts). Price tables have their own rows.
 */
export const configurations = pgTable("configurations", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Null only between the migration that added it and the seed step that fills it on the next start. */
  definition: jsonb("definition").$type<ConfigurationDocument>(),
});

/** One price table of a configuration per price group (fabric class). */
export const priceMatrices = pgTable(
  "price_matrices",
  {
    confId: integer("conf_id")
      .notNull()
      .references(() => configurations.id, { onDelete: "cascade" }),
    priceGroup: text("price_group").notNull(),
    widths: jsonb("widths").$type<number[]>().notNull(),
    heights: jsonb("heights").$type<number[]>().notNull(),
    cents: jsonb("cents").$type<number[][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.confId, t.priceGroup] })],
);

/** Accessories offered in 'products' options (remote controls, sensors, brackets), sold at their own price. */
export const accessories = pgTable("accessories", {
  id: integer("id").primaryKey(),
  sku: text("sku").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  priceCents: money("price_cents").notNull(),
  icon: text("icon").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    urlPath: text("url_path").notNull().unique(),
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    kind: text("kind").notNull(),
    confId: integer("conf_id").references(() => configurations.id),
    shortDescription: text("short_description").notNull(),
    description: jsonb("description").$type<string[]>().notNull(),
    specs: jsonb("specs").$type<{ label: string; value: string }[]>().notNull(),
    fromPriceCents: money("from_price_cents").notNull(),
    discountPercent: real("discount_percent").notNull().default(0),
    discountLabelActief: boolean("discount_label_actief").notNull().default(false),
    discountLabelTekst: text("discount_label_tekst"),
    discountLabelTekstBe: text("discount_label_tekst_be"),
    discountLabelBackgroundColor: text("discount_label_background_color"),
    discountLabelColor: text("discount_label_color"),
    confLabelActief: boolean("conf_label_actief").notNull().default(false),
    confText: text("conf_text"),
    confBackgroundColor: text("conf_background_color"),
    confColor: text("conf_color"),
    breedte: integer("breedte").notNull(),
    hoogte: integer("hoogte").notNull(),
    hoogteType: text("hoogte_type").notNull(),
    mountCostCents: money("montage_kosten_fullservice").notNull(),
    levertijd: text("levertijd").notNull(),
    featured: boolean("featured").notNull().default(false),
    quoteOnly: boolean("estimate_only").notNull().default(false),
    position: integer("position").notNull().default(0),
    /**
     * Back office, prices (issue 13): an inactive product is not sold: no page, not in its category or the
     * sitemap, not added to a cart nor priced by the configurator (server/catalog/snapshot.ts).
     */
    active: boolean("active").notNull().default(true),
    /** Its own selling points; null until the seed fills them (decision 0044 moved them from code). */
    usps: jsonb("usps").$type<string[]>(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    reviewsShown: boolean("reviews_shown").notNull().default(true),
    /** Further categories (ids) it is listed in, besides `category_id`. */
    extraCategoryIds: jsonb("extra_category_ids").$type<number[]>().notNull().default([]),
    /** Production time in working days; null until the seed fills it (`levertijd` is its text). */
    productionDays: jsonb("production_days").$type<{ min: number; max: number }>(),
    /** Uploaded photos (server/media), shown before the drawings. */
    photos: jsonb("photos").$type<{ id: string; alt: string }[]>().notNull().default([]),
  },
  (t) => [index("products_category_idx").on(t.categoryId)],
);

/** Which colour collections a product is sold in, in order (the first colour is the default). */
export const productCollections = pgTable(
  "product_collections",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => colourCollections.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.collectionId] })],
);

/** Colour variants shown on the product card, each a link with its own query string. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("product_variants_unique").on(t.productId, t.colourId)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Path below /media/product. */
    path: text("path").notNull(),
    video: boolean("video").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId)],
);

/** Atmosphere pictures (sfeerfoto's) of a product in a room. */
export const galleryImages = pgTable("gallery_images", {
  id: serial("id").primaryKey(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  /** Path below /media/sfeer_fotos. */
  image: text("image").notNull(),
  position: integer("position").notNull().default(0),
});

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    city: text("city").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    reviewedOn: date("reviewed_on").notNull(),
  },
  (t) => [index("reviews_product_idx").on(t.productId)],
);

/**
 * Delivery and service rates per country: sending (free from a subtotal), and the mount service's start rate
 * (voorrijkosten) and measuring cost (meetkosten). Part of the catalogue, so changing them bumps its version.
 */
export const shopRates = pgTable("shop_rates", {
  country: text("country").primaryKey(),
  shippingCostCents: money("shipping_cost_cents").notNull(),
  shippingFreeFromCents: money("shipping_free_from_cents").notNull(),
  mountStartCents: money("mount_start_cents").notNull(),
  measureCents: money("measure_cents").notNull(),
});

/**
 * The catalogue being edited in the back office (decision 0044): one document, the live catalogue plus the owner's
 * unpublished changes. `itemMeta` says per item (`kind:key`) who saved it last and when.
 */
export const catalogDrafts = pgTable("catalog_drafts", {
  id: smallint("id").primaryKey().default(1),
  document: jsonb("document").$type<CatalogDocument>().notNull(),
  /** The publication the draft started from. */
  basedOn: integer("based_on"),
  itemMeta: jsonb("item_meta").$type<Record<string, { by: string; at: string }>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every published catalogue, whole, so any of them can be restored; with the summary of what changed. */
export const catalogPublications = pgTable("catalog_publications", {
  id: serial("id").primaryKey(),
  document: jsonb("document").$type<CatalogDocument>().notNull(),
  summary: jsonb("summary").$type<string[]>().notNull(),
  publishedBy: text("published_by").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when this publication put an earlier one back. */
  restoredFrom: integer("restored_from"),
});

/** Old addresses of products and categories whose address changed: answered with a permanent redirect. */
export const catalogRedirects = pgTable("catalog_redirects", {
  fromSlug: text("from_slug").primaryKey(),
  toSlug: text("to_slug").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
