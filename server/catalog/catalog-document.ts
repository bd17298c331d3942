// The live catalogue as one document (domain/catalog-editor/document.ts) and back: `readDocument` reads the
// catalogue's tables into it, `writeDocument` makes the tables say what a document says. Publishing, restoring a
// version and the staff preview all go through these two, so a draft shows and publishes exactly as it will be live.
import { asc, eq, getTableColumns, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { products as seedProducts } from "../../catalog/products.ts";
import { productImagePath } from "../../domain/catalog.ts";
import type {
  CatalogDocument,
  ColourAvailability,
  DocCategory,
  DocColour,
  DocProduct,
} from "../../domain/catalog-editor/document.ts";
import { DOCUMENT_FORMAT, DOCUMENT_FORMAT_VERSION } from "../../domain/catalog-editor/document.ts";
import { type ProductionDays, productionTimeText } from "../../domain/delivery/production.ts";
import type { ProductFamily, ProductKind } from "../../domain/products.ts";
import type { Db, Tx } from "../db/client.ts";
import * as t from "./catalog.schema.ts";

const seedById = new Map(seedProducts.map((p) => [p.id, p]));

/** The whole catalogue as the tables have it now. */
export async function readDocument(db: Db | Tx): Promise<CatalogDocument> {
  const [
    categoryRows,
    collectionRows,
    colourRows,
    productRows,
    linkRows,
    variantRows,
    imageRows,
    galleryRows,
  ] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.position), asc(t.categories.id)),
    db
      .select()
      .from(t.colourCollections)
      .orderBy(asc(t.colourCollections.position), asc(t.colourCollections.id)),
    db.select().from(t.colours).orderBy(asc(t.colours.position), asc(t.colours.id)),
    db.select().from(t.products).orderBy(asc(t.products.position), asc(t.products.id)),
    db.select().from(t.productCollections).orderBy(asc(t.productCollections.position)),
    db.select().from(t.productVariants).orderBy(asc(t.productVariants.position), asc(t.productVariants.id)),
    db.select().from(t.productImages).orderBy(asc(t.productImages.position)),
    db.select().from(t.galleryImages).orderBy(asc(t.galleryImages.position)),
  ]);
  const [configurationRows, matrixRows, accessoryRows] = await Promise.all([
    db.select().from(t.configurations).orderBy(asc(t.configurations.id)),
    db.select().from(t.priceMatrices),
    db.select().from(t.accessories).orderBy(asc(t.accessories.id)),
  ]);
  const categorySlug = new Map(categoryRows.map((c) => [c.id, c.slug]));
  const collectionSlug = new Map(collectionRows.map((c) => [c.id, c.slug]));
  const colourCode = new Map(colourRows.map((c) => [c.id, c.code]));
  // A colour's price group where the owner has not set one: that of its fabric values in the option sets.
  const groupOfColour = new Map<string, string>();
  for (const c of configurationRows)
    for (const g of c.definition?.groups ?? [])
      for (const o of g.options)
        for (const v of o.values)
          if (v.colour_code && v.price_group && !groupOfColour.has(v.colour_code))
            groupOfColour.set(v.colour_code, v.price_group);

  const categories: DocCategory[] = categoryRows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    family: c.family as ProductFamily,
    parent: c.parentId === null ? null : (categorySlug.get(c.parentId) ?? null),
    description: c.description,
    usps: c.usps,
    noMount: c.noMount,
    position: c.position,
    filters: c.filters,
    photo: c.photo,
  }));
  const colours: DocColour[] = colourRows.map((c) => ({
    code: c.code,
    collection: collectionSlug.get(c.collectionId) ?? "",
    name: c.name,
    hex: c.hex,
    texture: c.texture as DocColour["texture"],
    disableSwatches: c.disableSwatches,
    position: c.position,
    availability: c.availability as ColourAvailability,
    expectedOn: c.expectedOn,
    priceGroup: c.priceGroup ?? groupOfColour.get(c.code) ?? null,
    rollWidthCm: c.rollWidthCm,
    photo: c.photo,
  }));
  const products: DocProduct[] = productRows.map((p) => {
    const seed = seedById.get(p.id);
    const days: ProductionDays = p.productionDays ?? seed?.productionDays ?? { min: 10, max: 10 };
    return {
      id: p.id,
      sku: p.sku,
      slug: p.urlPath,
      name: p.name,
      kind: p.kind as ProductKind,
      category: categorySlug.get(p.categoryId) ?? "",
      extraCategories: p.extraCategoryIds.map((id) => categorySlug.get(id) ?? String(id)),
      optionSet: p.confId,
      shortDescription: p.shortDescription,
      description: p.description,
      specs: p.specs,
      usps: p.usps ?? seed?.usps ?? [],
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      discountPercent: p.discountPercent,
      discountLabel: p.discountLabelActief
        ? {
            nl: p.discountLabelTekst ?? "",
            be: p.discountLabelTekstBe ?? "",
            background: p.discountLabelBackgroundColor ?? "#000000",
            color: p.discountLabelColor ?? "#ffffff",
          }
        : null,
      confLabel: p.confLabelActief
        ? {
            text: p.confText ?? "",
            background: p.confBackgroundColor ?? "#000000",
            color: p.confColor ?? "#ffffff",
          }
        : null,
      breedte: p.breedte,
      hoogte: p.hoogte,
      hoogteType: p.hoogteType as DocProduct["hoogteType"],
      mountCostCents: p.mountCostCents,
      productionDays: days,
      featured: p.featured,
      quoteOnly: p.quoteOnly,
      active: p.active,
      reviewsShown: p.reviewsShown,
      position: p.position,
      collections: linkRows
        .filter((l) => l.productId === p.id)
        .map((l) => collectionSlug.get(l.collectionId) ?? ""),
      variantColours: variantRows
        .filter((v) => v.productId === p.id)
        .map((v) => colourCode.get(v.colourId) ?? ""),
      drawings: imageRows.filter((i) => i.productId === p.id && !i.video).length,
      rooms: galleryRows.filter((g) => g.productId === p.id).map((g) => roomOf(p.urlPath, g.image)),
      photos: p.photos,
    };
  });
  return {
    format: DOCUMENT_FORMAT,
    formatVersion: DOCUMENT_FORMAT_VERSION,
    categories,
    collections: collectionRows.map((c) => ({
      slug: c.slug,
      name: c.name,
      type: c.type,
      tagGroup: c.tagGroup,
      position: c.position,
    })),
    colours,
    products,
    optionSets: configurationRows.flatMap((c) =>
      c.definition
        ? [
            {
              id: c.id,
              name: c.name,
              definition: c.definition,
              matrices: Object.fromEntries(
                matrixRows
                  .filter((m) => m.confId === c.id)
                  .map((m) => [m.priceGroup, { widths: m.widths, heights: m.heights, cents: m.cents }]),
              ),
            },
          ]
        : [],
    ),
    accessories: accessoryRows.map((a) => ({
      id: a.id,
      sku: a.sku,
      name: a.name,
      description: a.description,
      priceCents: a.priceCents,
      icon: a.icon,
    })),
  };
}

/** "/rolgordijn-verduisterend-woonkamer.svg" → "woonkamer". */
function roomOf(slug: string, image: string): string {
  return image.replace(`/${slug}-`, "").replace(/\.svg$/, "");
}

/** Sets every column but the key(s) to the row that was refused by the conflict (`excluded`). */
function excludedAll(table: PgTable, keys: string[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => !keys.includes(name))
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

/**
 * Makes the catalogue's tables say what `doc` says, in the caller's transaction. Nothing is deleted that an order,
 * a cart or a saved design could name: a product the document lacks is switched off, a colour it lacks leaves the
 * collection, and categories, option sets and accessories it lacks stay as they are (unreferenced).
 * Answers the addresses that moved, old → new.
 */
export async function writeDocument(tx: Tx, doc: CatalogDocument): Promise<Map<string, string>> {
  const moved = new Map<string, string>();
  const live = await Promise.all([
    tx.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories),
    tx.select({ id: t.products.id, slug: t.products.urlPath }).from(t.products),
  ]);
  const liveSlug = new Map<string, string>([
    ...live[0].map((c) => [`c${c.id}`, c.slug] as const),
    ...live[1].map((p) => [`p${p.id}`, p.slug] as const),
  ]);
  const note = (key: string, slug: string) => {
    const before = liveSlug.get(key);
    if (before && before !== slug) moved.set(before, slug);
  };

  // Categories first without parents (a parent may be new), then the parents.
  const categoryId = new Map([
    ...live[0].map((c) => [c.slug, c.id] as const),
    ...doc.categories.map((c) => [c.slug, c.id] as const),
  ]);
  if (doc.categories.length > 0) {
    // A slug moving from one category to another within this write would trip the unique index: park them first.
    await tx
      .update(t.categories)
      .set({ slug: sql`${t.categories.slug} || '~' || ${t.categories.id}` })
      .where(
        inArray(
          t.categories.id,
          doc.categories.map((c) => c.id),
        ),
      );
    await tx
      .insert(t.categories)
      .values(
        doc.categories.map((c) => {
          note(`c${c.id}`, c.slug);
          return {
            id: c.id,
            slug: c.slug,
            name: c.name,
            family: c.family,
            parentId: null,
            description: c.description,
            usps: c.usps,
            noMount: c.noMount,
            position: c.position,
            filters: c.filters,
            photo: c.photo,
          };
        }),
      )
      .onConflictDoUpdate({ target: t.categories.id, set: excludedAll(t.categories, ["id"]) });
    for (const c of doc.categories.filter((c) => c.parent !== null))
      await tx
        .update(t.categories)
        .set({ parentId: categoryId.get(c.parent as string) ?? null })
        .where(eq(t.categories.id, c.id));
  }

  const collectionId = new Map<string, number>();
  if (doc.collections.length > 0) {
    const rows = await tx
      .insert(t.colourCollections)
      .values(
        doc.collections.map(({ slug, name, type, tagGroup, position }) => ({
          slug,
          name,
          type,
          tagGroup,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: t.colourCollections.slug,
        set: excludedAll(t.colourCollections, ["id", "slug"]),
      })
      .returning({ id: t.colourCollections.id, slug: t.colourCollections.slug });
    for (const r of rows) collectionId.set(r.slug, r.id);
  }
  for (const r of await tx
    .select({ id: t.colourCollections.id, slug: t.colourCollections.slug })
    .from(t.colourCollections))
    if (!collectionId.has(r.slug)) collectionId.set(r.slug, r.id);

  const colourId = new Map<string, number>();
  if (doc.colours.length > 0) {
    const rows = await tx
      .insert(t.colours)
      .values(
        doc.colours.map((c) => ({
          code: c.code,
          collectionId: collectionId.get(c.collection) as number,
          name: c.name,
          hex: c.hex,
          texture: c.texture,
          disableSwatches: c.disableSwatches,
          position: c.position,
          availability: c.availability,
          expectedOn: c.expectedOn,
          priceGroup: c.priceGroup,
          rollWidthCm: c.rollWidthCm,
          photo: c.photo,
        })),
      )
      .onConflictDoUpdate({ target: t.colours.code, set: excludedAll(t.colours, ["id", "code"]) })
      .returning({ id: t.colours.id, code: t.colours.code });
    for (const r of rows) colourId.set(r.code, r.id);
  }
  await tx
    .update(t.colours)
    .set({ availability: "uit_collectie", expectedOn: null })
    .where(notInArray(t.colours.code, doc.colours.length > 0 ? doc.colours.map((c) => c.code) : [""]));

  if (doc.accessories.length > 0)
    await tx
      .insert(t.accessories)
      .values(doc.accessories)
      .onConflictDoUpdate({ target: t.accessories.id, set: excludedAll(t.accessories, ["id"]) });

  if (doc.optionSets.length > 0) {
    const ids = doc.optionSets.map((s) => s.id);
    await tx
      .insert(t.configurations)
      .values(doc.optionSets.map((s) => ({ id: s.id, name: s.name, definition: s.definition })))
      .onConflictDoUpdate({ target: t.configurations.id, set: excludedAll(t.configurations, ["id"]) });
    await tx.delete(t.priceMatrices).where(inArray(t.priceMatrices.confId, ids));
    const matrices = doc.optionSets.flatMap((s) =>
      Object.entries(s.matrices).map(([priceGroup, m]) => ({ confId: s.id, priceGroup, ...m })),
    );
    if (matrices.length > 0) await tx.insert(t.priceMatrices).values(matrices);
  }

  await writeProducts(tx, doc.products, { categoryId, collectionId, colourId, note });
  for (const [from, to] of moved) {
    await tx.delete(t.catalogRedirects).where(eq(t.catalogRedirects.fromSlug, to));
    await tx
      .insert(t.catalogRedirects)
      .values({ fromSlug: from, toSlug: to })
      .onConflictDoUpdate({
        target: t.catalogRedirects.fromSlug,
        set: { toSlug: to, createdAt: sql`now()` },
      });
    // Older addresses that led to the old one now lead to the new one in one step.
    await tx.update(t.catalogRedirects).set({ toSlug: to }).where(eq(t.catalogRedirects.toSlug, from));
  }
  return moved;
}

interface ProductRefs {
  categoryId: Map<string, number>;
  collectionId: Map<string, number>;
  colourId: Map<string, number>;
  note: (key: string, slug: string) => void;
}

async function writeProducts(tx: Tx, products: DocProduct[], refs: ProductRefs): Promise<void> {
  const ids = products.map((p) => p.id);
  await tx
    .update(t.products)
    .set({ active: false })
    .where(notInArray(t.products.id, ids.length > 0 ? ids : [0]));
  if (products.length === 0) return;
  await tx
    .update(t.products)
    .set({
      urlPath: sql`${t.products.urlPath} || '~' || ${t.products.id}`,
      sku: sql`${t.products.sku} || '~' || ${t.products.id}`,
    })
    .where(inArray(t.products.id, ids));
  await tx
    .insert(t.products)
    .values(
      products.map((p) => {
        refs.note(`p${p.id}`, p.slug);
        return {
          id: p.id,
          sku: p.sku,
          urlPath: p.slug,
          name: p.name,
          categoryId: refs.categoryId.get(p.category) as number,
          kind: p.kind,
          confId: p.optionSet,
          shortDescription: p.shortDescription,
          description: p.description,
          specs: p.specs,
          fromPriceCents: 0,
          discountPercent: p.discountPercent,
          discountLabelActief: p.discountLabel !== null,
          discountLabelTekst: p.discountLabel?.nl ?? null,
          discountLabelTekstBe: p.discountLabel?.be ?? null,
          discountLabelBackgroundColor: p.discountLabel?.background ?? null,
          discountLabelColor: p.discountLabel?.color ?? null,
          confLabelActief: p.confLabel !== null,
          confText: p.confLabel?.text ?? null,
          confBackgroundColor: p.confLabel?.background ?? null,
          confColor: p.confLabel?.color ?? null,
          breedte: p.breedte,
          hoogte: p.hoogte,
          hoogteType: p.hoogteType,
          mountCostCents: p.mountCostCents,
          levertijd: productionTimeText(p.productionDays),
          featured: p.featured,
          quoteOnly: p.quoteOnly,
          position: p.position,
          active: p.active,
          usps: p.usps,
          seoTitle: p.seoTitle,
          seoDescription: p.seoDescription,
          reviewsShown: p.reviewsShown,
          extraCategoryIds: p.extraCategories.flatMap((slug) => refs.categoryId.get(slug) ?? []),
          productionDays: p.productionDays,
          photos: p.photos,
        };
      }),
    )
    .onConflictDoUpdate({ target: t.products.id, set: excludedAll(t.products, ["id", "fromPriceCents"]) });
  // The card's 'vanaf'-price is the cheapest cell of its option set's tables (prices.service.ts keeps it so).
  await tx.execute(sql`
    update ${t.products} p set from_price_cents = coalesce((
      select min(c.cell::int) from ${t.priceMatrices} m,
        jsonb_array_elements(m.cents) as r(line), jsonb_array_elements_text(r.line) as c(cell)
      where m.conf_id = p.conf_id and c.cell::int > 0), p.from_price_cents)
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  // Delivery time and discount are the option set's too: the configurator and the cart count with them.
  for (const p of products.filter((p) => p.optionSet !== null))
    await tx.execute(sql`
      update ${t.configurations} set definition = definition
        || jsonb_build_object('delivery_days', ${p.productionDays.max}::int, 'discount_percent', ${p.discountPercent}::real)
        || ${p.productionDays.min === p.productionDays.max ? sql`'{}'::jsonb` : sql`jsonb_build_object('delivery_days_min', ${p.productionDays.min}::int)`}
      where id = ${p.optionSet}`);

  await tx.delete(t.productCollections).where(inArray(t.productCollections.productId, ids));
  await tx.delete(t.productVariants).where(inArray(t.productVariants.productId, ids));
  await tx.delete(t.productImages).where(inArray(t.productImages.productId, ids));
  await tx.delete(t.galleryImages).where(inArray(t.galleryImages.productId, ids));
  const links = products.flatMap((p) =>
    p.collections.map((slug, position) => ({
      productId: p.id,
      collectionId: refs.collectionId.get(slug) as number,
      position,
    })),
  );
  if (links.length > 0) await tx.insert(t.productCollections).values(links);
  const colourIds = await colourIdsByCode(
    tx,
    products.flatMap((p) => p.variantColours),
  );
  const variants = products.flatMap((p) =>
    p.variantColours.flatMap((code, position) => {
      const colourId = refs.colourId.get(code) ?? colourIds.get(code);
      return colourId === undefined ? [] : [{ productId: p.id, colourId, position }];
    }),
  );
  if (variants.length > 0) await tx.insert(t.productVariants).values(variants);
  const images = products.flatMap((p) =>
    Array.from({ length: p.drawings }, (_, view) => ({
      productId: p.id,
      name: `${p.name} ${view + 1}`,
      path: productImagePath(p.slug, view, p.variantColours[0] ?? ""),
      position: view,
    })),
  );
  if (images.length > 0) await tx.insert(t.productImages).values(images);
  const gallery = products.flatMap((p) =>
    p.rooms.map((room, position) => ({
      productId: p.id,
      name: `${p.name} in de ${room}`,
      image: `/${p.slug}-${room}.svg`,
      position,
    })),
  );
  if (gallery.length > 0) await tx.insert(t.galleryImages).values(gallery);
}

async function colourIdsByCode(tx: Tx, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ id: t.colours.id, code: t.colours.code })
    .from(t.colours)
    .where(inArray(t.colours.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Where an old product or category address leads now, if it moved. */
export async function redirectFor(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ to: t.catalogRedirects.toSlug })
    .from(t.catalogRedirects)
    .where(eq(t.catalogRedirects.fromSlug, slug));
  return row?.to;
}
