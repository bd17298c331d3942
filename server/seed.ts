// Writes the seed catalogue (catalog/) into an empty database; a database that has a catalogue is left alone.
import { isNull, sql } from "drizzle-orm";
import { accessories as seedAccessories } from "../catalog/configurations/accessories.ts";
import { configurationFor } from "../catalog/configurations/configurations.ts";
import { seedRates, seedServiceAreaRanges, seedVouchers } from "../catalog/shop.ts";
import type { SeedCatalogue } from "../catalog/types.ts";
import { productImagePath } from "../domain/catalog.ts";
import { productionTimeText } from "../domain/delivery/production.ts";
import { serviceAreas } from "./advice/advice.schema.ts";
import * as t from "./catalog/catalog.schema.ts";
import type { Db } from "./db/client.ts";
import { settings } from "./db/settings.schema.ts";
import { vouchers } from "./vouchers/vouchers.schema.ts";

/** Returns true when it seeded, false when the database already had a catalogue. */
export async function seedCatalogue(db: Db, catalogue: SeedCatalogue): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts of several processes on one PostgreSQL.
    await tx.execute(sql`lock table ${t.categories} in exclusive mode`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.categories);
    if (existing && existing.n > 0) return false;

    const categoryIds = new Map(catalogue.categories.map((c) => [c.slug, c.id]));
    await tx.insert(t.categories).values(
      catalogue.categories.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        family: c.family,
        parentId: c.parent ? categoryIds.get(c.parent) : null,
        description: c.description,
        usps: c.usps,
        noMount: c.noMount ?? false,
        position: c.position,
      })),
    );

    const collectionIds = new Map<string, number>();
    const colourIds = new Map<string, number>();
    for (const [i, collection] of catalogue.collections.entries()) {
      const [row] = await tx
        .insert(t.colourCollections)
        .values({
          slug: collection.slug,
          name: collection.name,
          type: collection.type,
          tagGroup: collection.tagGroup,
          position: i,
        })
        .returning({ id: t.colourCollections.id });
      if (!row) throw new Error(`collection ${collection.slug} not inserted`);
      collectionIds.set(collection.slug, row.id);
      const rows = await tx
        .insert(t.colours)
        .values(
          collection.colours.map((c, position) => ({
            code: c.code,
            collectionId: row.id,
            name: c.name,
            hex: c.hex,
            texture: c.texture,
            disableSwatches: c.disableSwatches ?? false,
            position,
          })),
        )
        .returning({ id: t.colours.id, code: t.colours.code });
      for (const r of rows) colourIds.set(r.code, r.id);
    }

    await tx.insert(t.configurations).values(catalogue.products.map((p) => ({ id: p.id, name: p.name })));

    for (const p of catalogue.products) {
      const categoryId = categoryIds.get(p.category);
      if (categoryId === undefined) throw new Error(`product ${p.urlPath}: unknown category ${p.category}`);
      await tx.insert(t.products).values({
        id: p.id,
        sku: p.sku,
        urlPath: p.urlPath,
        name: p.name,
        categoryId,
        kind: p.kind,
        confId: p.id,
        shortDescription: p.shortDescription,
        description: p.description,
        specs: p.specs,
        fromPriceCents: p.fromPriceCents,
        discountPercent: p.discountPercent,
        discountLabelActief: Boolean(p.discountLabel),
        discountLabelTekst: p.discountLabel?.nl ?? null,
        discountLabelTekstBe: p.discountLabel?.be ?? null,
        discountLabelBackgroundColor: p.discountLabel?.background ?? null,
        discountLabelColor: p.discountLabel?.color ?? null,
        confLabelActief: Boolean(p.confLabel),
        confText: p.confLabel?.text ?? null,
        confBackgroundColor: p.confLabel?.background ?? null,
        confColor: p.confLabel?.color ?? null,
        breedte: p.breedte,
        hoogte: p.hoogte,
        hoogteType: p.hoogteType,
        mountCostCents: p.mountCostCents,
        levertijd: productionTimeText(p.productionDays),
        productionDays: p.productionDays,
        usps: p.usps,
        featured: p.featured ?? false,
        quoteOnly: p.quoteOnly ?? false,
        position: p.position,
      });
      await tx.insert(t.productCollections).values(
        p.collections.map((slug, position) => {
          const collectionId = collectionIds.get(slug);
          if (collectionId === undefined) throw new Error(`product ${p.urlPath}: unknown collection ${slug}`);
          return { productId: p.id, collectionId, position };
        }),
      );
      await tx.insert(t.productVariants).values(
        p.variantColours.map((code, position) => {
          const colourId = colourIds.get(code);
          if (colourId === undefined) throw new Error(`product ${p.urlPath}: unknown colour ${code}`);
          return { productId: p.id, colourId, position };
        }),
      );
      const defaultColour = p.variantColours[0] ?? "";
      await tx.insert(t.productImages).values(
        Array.from({ length: p.imageCount }, (_, view) => ({
          productId: p.id,
          name: `${p.name} ${view + 1}`,
          path: productImagePath(p.urlPath, view, defaultColour),
          position: view,
        })),
      );
      await tx.insert(t.galleryImages).values(
        p.sfeer.map((room, position) => ({
          productId: p.id,
          name: `${p.name} in de ${room}`,
          image: `/${p.urlPath}-${room}.svg`,
          position,
        })),
      );
      if (p.reviews.length > 0) {
        await tx.insert(t.reviews).values(
          p.reviews.map((r) => ({
            productId: p.id,
            author: r.author,
            city: r.city,
            rating: r.rating,
            title: r.title,
            body: r.body,
            reviewedOn: r.date,
          })),
        );
      }
    }
    await tx
      .insert(t.catalogVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: t.catalogVersion.id,
        set: { version: sql`${t.catalogVersion.version} + 1`, updatedAt: sql`now()` },
      });
    return true;
  });
}

/**
 * Gives every configuration without a definition its seed definition and price tables, and adds missing
 * accessories. Runs at every start: it fills new databases and those seeded before configurations existed,
 * and leaves definitions that are there (possibly edited by the shop) alone. Returns how many it filled.
 */
export async function seedConfigurations(db: Db, catalogue: SeedCatalogue): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${t.configurations} in exclusive mode`);
    await tx
      .insert(t.accessories)
      .values(
        seedAccessories.map((a) => ({
          id: a.id,
          sku: a.sku,
          name: a.name,
          description: a.description,
          priceCents: a.priceCents,
          icon: a.icon,
        })),
      )
      .onConflictDoNothing();
    const empty = await tx
      .select({ id: t.configurations.id })
      .from(t.configurations)
      .where(isNull(t.configurations.definition));
    const products = new Map(catalogue.products.map((p) => [p.id, p]));
    let filled = 0;
    for (const { id } of empty) {
      const product = products.get(id);
      if (!product) continue;
      const { matrices, ...definition } = configurationFor(product, catalogue);
      await tx.update(t.configurations).set({ definition }).where(sql`${t.configurations.id} = ${id}`);
      await tx.delete(t.priceMatrices).where(sql`${t.priceMatrices.confId} = ${id}`);
      await tx.insert(t.priceMatrices).values(
        Object.entries(matrices).map(([priceGroup, m]) => ({
          confId: id,
          priceGroup,
          widths: m.widths,
          heights: m.heights,
          cents: m.cents,
        })),
      );
      filled++;
    }
    if (filled > 0) {
      await tx
        .update(t.catalogVersion)
        .set({ version: sql`${t.catalogVersion.version} + 1`, updatedAt: sql`now()` });
    }
    return filled;
  });
}

/** Rates per country and the voucher codes to try; rows that exist (perhaps changed by the owner) stay. */
export async function seedShop(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(t.shopRates)
      .values(seedRates)
      .onConflictDoNothing()
      .returning({ country: t.shopRates.country });
    await tx
      .insert(vouchers)
      .values(
        seedVouchers.map((v) => ({
          code: v.code,
          name: v.name,
          kind: v.kind,
          amount: v.amount,
          discountOn: v.discountOn ?? "producten",
          validFrom: v.validFrom ?? null,
          validUntil: v.validUntil ?? null,
          minOrderCents: v.minOrderCents ?? 0,
          maxUses: v.maxUses ?? null,
          usedCount: v.usedCount ?? 0,
        })),
      )
      .onConflictDoNothing();
    // Rates are part of the catalogue snapshot: processes reload it when they change.
    if (inserted.length > 0) {
      await tx
        .update(t.catalogVersion)
        .set({ version: sql`${t.catalogVersion.version} + 1`, updatedAt: sql`now()` });
    }
  });
}

/**
 * The postcode ranges of the home advice appointment, written once per database: a `settings` row marks it
 * done, so ranges the owner changed or deleted afterwards (even all of them) are never put back. The marker
 * and the rows go in one transaction; the marker's insert serialises several processes starting at once.
 */
export async function seedServiceAreas(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(settings)
      .values({ key: "service_areas_seeded", value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (marked.length === 0) return false;
    await tx.insert(serviceAreas).values(
      seedServiceAreaRanges.map((a) => ({
        name: a.name,
        fromPostcode: a.from,
        toPostcode: a.to,
        kind: a.kind,
        feeCents: a.kind === "paid" ? a.fee_cents : 0,
      })),
    );
    return true;
  });
}
