// The catalogue's shapes of catalog.ts as zod schemas: the catalogue API's response schemas (and so the OpenAPI
// document). The compile-time check below keeps them field for field equal to the types.
import { z } from "zod";
import type {
  Category,
  Colour,
  ColourCollection,
  ProductCard,
  ProductDetail,
  ProductVariant,
} from "./catalog.ts";
import { colourAvailabilities } from "./colour-availability.ts";

const cents = z.number().int().describe("Centen incl. btw");

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  family: z.string(),
  parent_slug: z.string().nullable(),
  description: z.string(),
  usps: z.array(z.string()),
  no_mount: z.boolean(),
  image: z.string(),
  filters: z
    .array(z.string())
    .nullable()
    .optional()
    .describe("De filters die de categoriepagina toont; null: elk filter dat de lijst kleiner maakt"),
});

export const productVariantSchema = z.object({
  id: z.number().int(),
  variant_color: z.string(),
  code: z.string(),
  hex: z.string(),
  url: z.string().describe("Querystring achter de product-URL, bijv. kleur=vb-101"),
  thumbnail: z.string(),
  thumbnail_zoom: z.string(),
  unavailable_reason: z.string().optional().describe("Alleen bij een tijdelijk uitverkochte kleur: waarom"),
});

const productCardShape = {
  entity_id: z.number().int(),
  name: z.string(),
  url_path: z.string(),
  thumbnail: z.string(),
  thumbnail_zoom: z.string(),
  category: z.string(),
  price: cents.describe("Vanafprijs vóór korting"),
  discount_price: cents.describe("Vanafprijs na productkorting"),
  discount: z.number().describe("Korting in procenten"),
  conf_id: z.number().int().nullable(),
  variants: z.array(productVariantSchema),
  extra_colors: z.number().int(),
  discount_label_actief: z.boolean(),
  discount_label_tekst: z.string().nullable(),
  discount_label_tekst_be: z.string().nullable(),
  discount_label_background_color: z.string().nullable(),
  discount_label_color: z.string().nullable(),
  conf_label_actief: z.boolean(),
  conf_text: z.string().nullable(),
  conf_background_color: z.string().nullable(),
  conf_color: z.string().nullable(),
  total_reviews: z.number().int(),
  stars_average: z.number(),
  breedte: z.number(),
  hoogte: z.number(),
  hoogte_type: z.string(),
  category_usps: z.array(z.string()),
  usps: z.array(z.string()),
  montage_kosten_fullservice: cents.nullable(),
  levertijd: z.string(),
};

export const productCardSchema = z.object(productCardShape);

export const colourSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  hex: z.string(),
  texture: z.string(),
  disable_swatches: z.boolean(),
  thumbnail: z.string(),
  availability: z.enum(colourAvailabilities),
  expected_on: z.string().nullable().describe("ISO-datum waarop een tijdelijk uitverkochte kleur terug is"),
  unavailable_reason: z.string().nullable(),
});

export const colourCollectionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  tag_group: z.string(),
  colours: z.array(colourSchema),
});

export const productDetailSchema = z.object({
  ...productCardShape,
  sku: z.string(),
  kind: z.string(),
  category_slug: z.string(),
  short_description: z.string(),
  seo_title: z.string().nullable().describe("De titel voor zoekmachines, als de eigenaar er een koos"),
  seo_description: z
    .string()
    .nullable()
    .describe("De beschrijving voor zoekmachines, als de eigenaar er een koos"),
  description: z.array(z.string()),
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
  images: z.array(z.object({ name: z.string(), path: z.string(), video: z.boolean() })),
  photos: z
    .array(z.object({ id: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }))
    .describe(
      "De foto's van de eigenaar, vóór de tekeningen getoond: /media/foto/{id}-{breedte}.{avif|webp|jpg}",
    ),
  gallery: z.array(z.object({ name: z.string(), image: z.string() })),
  reviews: z.array(
    z.object({
      author: z.string(),
      city: z.string(),
      rating: z.number(),
      title: z.string(),
      body: z.string(),
      date: z.string(),
    }),
  ),
  collections: z.array(colourCollectionSchema),
  estimate_only: z.boolean(),
});

type SameKeys<T, U> = [keyof T] extends [keyof U] ? ([keyof U] extends [keyof T] ? true : false) : false;
type AllTrue<T extends true[]> = T;
/** Does not compile when a schema and its type in catalog.ts differ in a field name. */
export type CatalogSchemasMatchTypes = AllTrue<
  [
    SameKeys<Category, z.output<typeof categorySchema>>,
    SameKeys<ProductVariant, z.output<typeof productVariantSchema>>,
    SameKeys<ProductCard, z.output<typeof productCardSchema>>,
    SameKeys<Colour, z.output<typeof colourSchema>>,
    SameKeys<ColourCollection, z.output<typeof colourCollectionSchema>>,
    SameKeys<ProductDetail, z.output<typeof productDetailSchema>>,
    SameKeys<ProductDetail["reviews"][number], z.output<typeof productDetailSchema>["reviews"][number]>,
  ]
>;
