// Builds the in-memory catalogue from the database: one read of every catalogue table, then one step per part
// (categories, colour collections, products with their cards, configurations with current accessories, rates).

import { asc, eq } from "drizzle-orm";
import { products as seedProducts } from "../../catalog/products.ts";
import type { ShopRates } from "../../domain/cart/types.ts";
import {
  type Accessory,
  type Category,
  type Colour,
  type ColourCollection,
  type ProductCard,
  type ProductDetail,
  productImagePath,
  variantQuery,
} from "../../domain/catalog.ts";
import { availabilityReason } from "../../domain/colour-availability.ts";
import { applyColourAvailability } from "../../domain/configurator/availability.ts";
import { withoutRetired } from "../../domain/configurator/retired.ts";
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import { applyPercent } from "../../domain/money.ts";
import { PHOTO_CARD_WIDTH, photoJpegUrl } from "../../domain/photos.ts";
import type { ProductKind } from "../../domain/products.ts";
import { ROOM_OPTION_NAMES, ROOM_PLACEHOLDER } from "../../domain/validation/room.ts";
import type { Db, Tx } from "../db/client.ts";
import { mediaPhotos } from "../media/media.schema.ts";

import * as t from "./catalog.schema.ts";

export interface CatalogSnapshot {
  version: number;
  categories: Category[];
  /** Products of a category and of its subcategories, in position order. */
  cardsByCategory: Map<string, ProductCard[]>;
  products: ProductDetail[];
  productByPath: Map<string, ProductDetail>;
  productById: Map<number, ProductDetail>;
  categoryBySlug: Map<string, Category>;
  collections: ColourCollection[];
  colourByCode: Map<string, Colour & { collection: string }>;
  featured: ProductCard[];
  /**
   * Configurations by conf_id, with their price tables and accessories' current prices, their colour values
   * marked with the colours' availability (domain/configurator/availability.ts): what the shop sells today.
   */
  configurations: Map<number, ConfigurationDef>;
  /**
   * The first product on sale that uses each configuration (several may share one option set): whose kind draws its
   * preview layers and option tiles.
   */
  productOfConfiguration: Map<number, ProductDetail>;
  /**
   * The same configurations before the colours' availability is applied: a stored configuration (a cart row, a
   * saved design) that holds an unavailable colour is priced as it was chosen, with a notice, never silently
   * changed (ConfiguratorService.stored).
   */
  definedConfigurations: Map<number, ConfigurationDef>;
  /** Delivery and mount-service rates per country. */
  rates: Map<string, ShopRates>;
  /** Every accessory by its id, as the accessories table has it: also sold on its own (cart/addAccessory). */
  accessories: Map<number, Accessory>;
  /**
   * Products the owner switched off: left out of every list and map above (no page, card, sitemap entry or
   * cart price); the configurator names them to refuse them with a reason.
   */
  inactiveProductIds: Set<number>;
  /** Every product's kind and collections, switched-off ones too: what the workshop's documents need of an order. */
  productionFacts: Map<number, { kind: ProductKind; collections: string[]; family: string }>;
  /** Roll widths in cm the owner set per colour code (else catalog/production/rolls.ts). */
  rollWidthByCode: Map<string, number>;
}

export function accessoryThumbnail(icon: string): string {
  return `/media/accessoire/${icon}.svg`;
}

export function swatchImagePath(code: string): string {
  return `/media/swatch/${code.toLowerCase()}.svg`;
}

type Rows = Awaited<ReturnType<typeof readTables>>;

/**
 * A product's own USPs come from the seed catalogue by product id, not from a table: they are copy that ships with
 * the code, and no schema change was wanted for them (decision 0029). A product the catalogue does not know shows none.
 */
const uspsByProductId = new Map(seedProducts.map((p) => [p.id, p.usps]));

/** Every catalogue table in position order, read at once. */
async function readTables(db: Db | Tx) {
  // The version first: a change landing during the reads then leaves an older version with newer rows, which the
  // next version check reloads, never newer version with older rows, which it would keep.
  const [versionRow] = await db.select({ version: t.catalogVersion.version }).from(t.catalogVersion);
  const rows = await allNamed({
    categoryRows: db.select().from(t.categories).orderBy(asc(t.categories.position)),
    collectionRows: db.select().from(t.colourCollections).orderBy(asc(t.colourCollections.position)),
    colourRows: db.select().from(t.colours).orderBy(asc(t.colours.position)),
    productRows: db.select().from(t.products).orderBy(asc(t.products.position)),
    linkRows: db.select().from(t.productCollections).orderBy(asc(t.productCollections.position)),
    variantRows: db
      .select()
      .from(t.productVariants)
      .innerJoin(t.colours, eq(t.colours.id, t.productVariants.colourId))
      .orderBy(asc(t.productVariants.position)),
    imageRows: db.select().from(t.productImages).orderBy(asc(t.productImages.position)),
    galleryRows: db.select().from(t.galleryImages).orderBy(asc(t.galleryImages.position)),
    // Only the photos' sizes, for the pages' width and height; their bytes are the media area's (a read across).
    photoRows: db
      .select({ id: mediaPhotos.id, width: mediaPhotos.width, height: mediaPhotos.height })
      .from(mediaPhotos),
    reviewRows: db.select().from(t.reviews).orderBy(asc(t.reviews.reviewedOn)),
    configurationRows: db.select().from(t.configurations),
    matrixRows: db.select().from(t.priceMatrices),
    accessoryRows: db.select().from(t.accessories),
    rateRows: db.select().from(t.shopRates),
  });
  return { version: versionRow?.version ?? 0, ...rows };
}

/** Promise.all over named queries: each answer under its query's name. */
async function allNamed<T extends Record<string, PromiseLike<unknown>>>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const answers = await Promise.all(Object.values(queries));
  return Object.fromEntries(Object.keys(queries).map((name, i) => [name, answers[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

export async function loadSnapshot(db: Db | Tx): Promise<CatalogSnapshot> {
  const rows = await readTables(db);
  const { categories, categoryBySlug } = categoriesFrom(rows);
  const { collections, colourByCode } = collectionsFrom(rows);
  const { products, featured, cardsByCategory } = productsFrom(rows, categories, collections);
  const definedConfigurations = configurationsFrom(rows);
  const stockOf = (code: string) => colourByCode.get(code.toLowerCase());
  return {
    configurations: new Map(
      [...definedConfigurations].map(([id, def]) => [id, applyColourAvailability(def, stockOf)]),
    ),
    definedConfigurations,
    productOfConfiguration: new Map(
      products.flatMap((p) => (p.conf_id === null ? [] : [[p.conf_id, p] as const])).reverse(),
    ),
    version: rows.version,
    categories,
    cardsByCategory,
    products,
    productByPath: new Map(products.map((p) => [p.url_path, p])),
    productById: new Map(products.map((p) => [p.entity_id, p])),
    categoryBySlug,
    collections,
    colourByCode,
    featured,
    rates: ratesFrom(rows),
    accessories: new Map(
      rows.accessoryRows.map((a) => [
        a.id,
        {
          entity_id: a.id,
          sku: a.sku,
          name: a.name,
          description: a.description,
          price: a.priceCents,
          thumbnail: accessoryThumbnail(a.icon),
        },
      ]),
    ),
    inactiveProductIds: new Set(rows.productRows.filter((p) => !p.active).map((p) => p.id)),
    productionFacts: productionFactsFrom(rows),
    rollWidthByCode: new Map(
      rows.colourRows.flatMap((c) => (c.rollWidthCm === null ? [] : [[c.code, c.rollWidthCm] as const])),
    ),
  };
}

function productionFactsFrom({ productRows, linkRows, collectionRows, categoryRows }: Rows) {
  const slugOf = new Map(collectionRows.map((k) => [k.id, k.slug]));
  const familyOf = new Map(categoryRows.map((c) => [c.id, c.family]));
  return new Map(
    productRows.map((p) => [
      p.id,
      {
        kind: p.kind as ProductKind,
        family: familyOf.get(p.categoryId) ?? "overig",
        collections: linkRows
          .filter((l) => l.productId === p.id)
          .flatMap((l) => slugOf.get(l.collectionId) ?? []),
      },
    ]),
  );
}

/** The JPEG of an uploaded photo near `width` pixels, when the photo exists (back office); else undefined. */
function uploadedPhoto({ photoRows }: Rows, photo: { id: string } | null, width: number): string | undefined {
  const size = photo ? photoRows.find((r) => r.id === photo.id) : undefined;
  return size ? photoJpegUrl(size, width) : undefined;
}

function categoriesFrom(rows: Rows) {
  const { categoryRows } = rows;
  const categorySlugById = new Map(categoryRows.map((c) => [c.id, c.slug]));
  const categories: Category[] = categoryRows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    family: c.family,
    parent_slug: c.parentId === null ? null : (categorySlugById.get(c.parentId) ?? null),
    description: c.description,
    usps: c.usps,
    no_mount: c.noMount,
    image: uploadedPhoto(rows, c.photo, 640) ?? `/media/category/${c.slug}.svg`,
    filters: c.filters ?? null,
  }));
  return { categories, categoryBySlug: new Map(categories.map((c) => [c.slug, c])) };
}

function collectionsFrom(rows: Rows) {
  const { collectionRows, colourRows } = rows;
  const colourByCode = new Map<string, Colour & { collection: string }>();
  const collections: ColourCollection[] = collectionRows.map((k) => ({
    slug: k.slug,
    name: k.name,
    type: k.type,
    tag_group: k.tagGroup,
    colours: colourRows
      .filter((c) => c.collectionId === k.id)
      .map((c) => {
        const colour: Colour = {
          id: c.id,
          code: c.code,
          name: c.name,
          hex: c.hex,
          texture: c.texture,
          disable_swatches: c.disableSwatches,
          thumbnail: uploadedPhoto(rows, c.photo, 320) ?? swatchImagePath(c.code),
          availability: c.availability,
          expected_on: c.expectedOn,
          unavailable_reason: availabilityReason({ availability: c.availability, expected_on: c.expectedOn }),
        };
        colourByCode.set(c.code.toLowerCase(), { ...colour, collection: k.slug });
        return colour;
      }),
  }));

  return { collections, colourByCode };
}

/** Products with their cards; `featured` and the per-category lists share the card objects. */
function productsFrom(
  { collectionRows, productRows, linkRows, variantRows, imageRows, galleryRows, reviewRows, photoRows }: Rows,
  categories: Category[],
  collections: ColourCollection[],
) {
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  // A product offers a collection's colours but those out of the collection (issue 25).
  const collectionById = new Map(
    collectionRows.map((k, i) => {
      const collection = collections[i] as ColourCollection;
      const offered = collection.colours.filter((c) => c.availability !== "uit_collectie");
      return [
        k.id,
        offered.length === collection.colours.length ? collection : { ...collection, colours: offered },
      ];
    }),
  );
  const featured: ProductCard[] = [];
  const cardOf = new Map<ProductDetail, ProductCard>();
  const photoSize = new Map(photoRows.map((r) => [r.id, r]));
  const products: ProductDetail[] = productRows
    .filter((p) => p.active)
    .map((p) => {
      const category = categoryById.get(p.categoryId);
      if (!category) throw new Error(`product ${p.urlPath} has no category`);
      const productCollections = linkRows
        .filter((l) => l.productId === p.id)
        .map((l) => collectionById.get(l.collectionId))
        .filter((k): k is ColourCollection => k !== undefined);
      const colourCount = productCollections.reduce((n, k) => n + k.colours.length, 0);
      const variants = variantRows
        .filter((v) => v.product_variants.productId === p.id && v.colours.availability !== "uit_collectie")
        .map(({ product_variants: v, colours: c }) => ({
          ...(c.availability === "tijdelijk_uitverkocht"
            ? {
                unavailable_reason: availabilityReason({
                  availability: c.availability,
                  expected_on: c.expectedOn,
                }) as string,
              }
            : {}),
          id: v.id,
          variant_color: c.name,
          code: c.code.toLowerCase(),
          hex: c.hex,
          url: variantQuery(c.code),
          thumbnail: `/media/product${productImagePath(p.urlPath, 0, c.code)}`,
          thumbnail_zoom: `/media/product${productImagePath(p.urlPath, 0, c.code)}`,
        }));
      // The owner may hide a product's reviews (back office): then its card and page show none, nor stars.
      const ratings = p.reviewsShown ? reviewRows.filter((r) => r.productId === p.id) : [];
      const images = imageRows
        .filter((i) => i.productId === p.id)
        .map((i) => ({ name: i.name, path: i.path, video: i.video }));
      // A photo named by the product but not (or no longer) stored is left out rather than shown broken.
      const photos = p.photos.flatMap((photo) => {
        const size = photoSize.get(photo.id);
        return size ? [{ id: photo.id, alt: photo.alt, width: size.width, height: size.height }] : [];
      });
      // The owner's first photo is the card's picture when there is one; otherwise the first drawing.
      const thumbnail = photos[0]
        ? photoJpegUrl(photos[0], PHOTO_CARD_WIDTH)
        : images[0]
          ? `/media/product${images[0].path}`
          : "";
      const card: ProductCard = {
        entity_id: p.id,
        name: p.name,
        url_path: p.urlPath,
        thumbnail,
        thumbnail_zoom: thumbnail,
        category: category.name,
        price: p.fromPriceCents,
        discount_price:
          p.discountPercent > 0
            ? p.fromPriceCents - applyPercent(p.fromPriceCents, p.discountPercent)
            : p.fromPriceCents,
        discount: p.discountPercent,
        conf_id: p.confId,
        variants,
        extra_colors: Math.max(0, colourCount - variants.length),
        discount_label_actief: p.discountLabelActief,
        discount_label_tekst: p.discountLabelTekst,
        discount_label_tekst_be: p.discountLabelTekstBe,
        discount_label_background_color: p.discountLabelBackgroundColor,
        discount_label_color: p.discountLabelColor,
        conf_label_actief: p.confLabelActief,
        conf_text: p.confText,
        conf_background_color: p.confBackgroundColor,
        conf_color: p.confColor,
        total_reviews: ratings.length,
        stars_average: ratings.length
          ? Math.round((ratings.reduce((s, r) => s + r.rating, 0) / ratings.length) * 10) / 10
          : 0,
        breedte: p.breedte,
        hoogte: p.hoogte,
        hoogte_type: p.hoogteType,
        category_usps: category.usps,
        usps: p.usps ?? uspsByProductId.get(p.id) ?? [],
        montage_kosten_fullservice: category.no_mount ? null : p.mountCostCents,
        levertijd: p.levertijd,
      };
      const detail: ProductDetail = {
        ...card,
        sku: p.sku,
        kind: p.kind,
        category_slug: category.slug,
        short_description: p.shortDescription,
        seo_title: p.seoTitle,
        seo_description: p.seoDescription,
        description: p.description,
        specs: p.specs,
        images,
        photos,
        gallery: galleryRows
          .filter((g) => g.productId === p.id)
          .map((g) => ({ name: g.name, image: g.image })),
        reviews: ratings
          .map((r) => ({
            author: r.author,
            city: r.city,
            rating: r.rating,
            title: r.title,
            body: r.body,
            date: r.reviewedOn,
          }))
          .reverse(),
        collections: productCollections,
        estimate_only: p.quoteOnly,
      };
      cardOf.set(detail, card);
      if (p.featured) featured.push(card);
      return detail;
    });

  // A product is listed in its own category and in its further ones (extra_category_ids), each also in the parent's list.
  const slugOfId = new Map(categories.map((c) => [c.id, c.slug]));
  const listedIn = new Map(
    productRows.map((p) => [p.id, (p.extraCategoryIds ?? []).flatMap((id) => slugOfId.get(id) ?? [])]),
  );
  const cardsByCategory = new Map<string, ProductCard[]>();
  for (const c of categories) {
    const slugs = new Set([c.slug, ...categories.filter((s) => s.parent_slug === c.slug).map((s) => s.slug)]);
    cardsByCategory.set(
      c.slug,
      products
        .filter(
          (p) =>
            slugs.has(p.category_slug) || (listedIn.get(p.entity_id) ?? []).some((slug) => slugs.has(slug)),
        )
        .map((p) => cardOf.get(p) as ProductCard),
    );
  }
  return { products, featured, cardsByCategory };
}

/**
 * A definition stored before the room label had its flag (a database seeded before issue 24) still asks it under
 * one of its names: it is read as the room label, so the wizard asks it in the overview and the room rule applies.
 */
export function asRoomLabel(option: OptionDef): OptionDef {
  if (
    option.room ||
    option.type !== "input" ||
    !(ROOM_OPTION_NAMES as readonly string[]).includes(option.name)
  )
    return option;
  return { ...option, room: true, placeholder: ROOM_PLACEHOLDER };
}

/** Configurations by conf_id, each with its price tables and the accessories as the accessories table has them. */
function configurationsFrom({ configurationRows, matrixRows, accessoryRows }: Rows) {
  const accessoryById = new Map(accessoryRows.map((a) => [a.id, a]));
  // The accessories table is the truth for an accessory's name and price; a definition only says which are offered.
  const withCurrentAccessories = (option: OptionDef): OptionDef => {
    if (option.type !== "products" || !option.products) return option;
    const products = option.products.flatMap((entry) => {
      const accessory = accessoryById.get(entry.product.entity_id);
      if (!accessory) return [];
      return [
        {
          ...entry,
          product: {
            ...entry.product,
            name: accessory.name,
            description: accessory.description,
            price: accessory.priceCents,
            thumbnail: accessoryThumbnail(accessory.icon),
          },
        },
      ];
    });
    return { ...option, products };
  };
  const configurations = new Map<number, ConfigurationDef>();
  for (const row of configurationRows) {
    if (!row.definition) continue;
    const matrices = Object.fromEntries(
      matrixRows
        .filter((m) => m.confId === row.id)
        .map((m) => [m.priceGroup, { widths: m.widths, heights: m.heights, cents: m.cents }]),
    );
    configurations.set(row.id, {
      ...row.definition,
      groups: row.definition.groups.map((g) => ({
        ...g,
        options: g.options.map((o) => asRoomLabel(withCurrentAccessories(withoutRetired(o)))),
      })),
      matrices,
    });
  }
  return configurations;
}

function ratesFrom({ rateRows }: Rows): Map<string, ShopRates> {
  return new Map(
    rateRows.map((r) => [
      r.country,
      {
        shipping_cost: r.shippingCostCents,
        shipping_free_from: r.shippingFreeFromCents,
        mount_start: r.mountStartCents,
        measure_amount: r.measureCents,
      },
    ]),
  );
}
