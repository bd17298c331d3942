// The owner's prices and products: per product its price tables (one per fabric price group), the surcharges of
// option values, its discount, and whether it is sold at all; and the delivery and mount rates per country (the
// catalogue's shop_rates). Every change is published as a new catalogue
// version (catalog-version.ts): this process reloads at once, others within their version check, and open
// carts are priced with the new catalogue the next time they are read (carts store no prices).
import { and, asc, eq } from "drizzle-orm";
import type { PriceMatrix, Surcharge } from "../../domain/configurator/types.ts";
import { isChoiceType } from "../../domain/configurator/values.ts";
import { cheapestCell, parseMatrixCsv } from "../../domain/shop-settings/price-csv.ts";
import type { ShopRatesForm } from "../../domain/shop-settings/shop-rates.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import {
  type ConfigurationDocument,
  categories,
  configurations,
  priceMatrices,
  products,
  shopRates,
} from "./catalog.schema.ts";
import type { CatalogService } from "./catalog.service.ts";
import type { CatalogEditorService } from "./catalog-editor.service.ts";
import { publishCatalogChange } from "./catalog-version.ts";

export const PRODUCT_NOT_FOUND = "Dit product bestaat niet.";
export const GROUP_NOT_FOUND = "Deze prijstabel bestaat niet bij dit product.";
export const NOTHING_CHANGED = "Er is niets veranderd.";
export const COUNTRY_UNKNOWN = "Voor dit land zijn geen tarieven.";

export type RatesRow = typeof shopRates.$inferSelect;

export interface ProductListing {
  id: number;
  slug: string;
  name: string;
  category: string;
  active: boolean;
  discountPercent: number;
  fromPriceCents: number;
}

export interface SurchargeListing {
  optionId: number;
  option: string;
  valueId: number;
  value: string;
  surcharge: Surcharge;
}

export interface ProductPrices extends ProductListing {
  matrices: (PriceMatrix & { group: string })[];
  surcharges: SurchargeListing[];
}

export interface SurchargeChange {
  valueId: number;
  /** Cents for fixed, per metre and per m² surcharges; percent for a percentage. */
  amount: number;
}

type ProductRow = typeof products.$inferSelect;

export class PricesAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    /** An open draft of the catalogue editor takes every change made here too, so publishing it keeps them. */
    private readonly editor?: CatalogEditorService,
  ) {}

  /** Every product, the switched-off ones too, in the storefront's order. */
  async list(): Promise<ProductListing[]> {
    const rows = await this.db
      .select({ product: products, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(categories.position), asc(products.position));
    return rows.map(({ product, category }) => listing(product, category));
  }

  async product(slug: string): Promise<ProductPrices> {
    const [found] = await this.db
      .select({ product: products, category: categories.name, definition: configurations.definition })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(configurations, eq(configurations.id, products.confId))
      .where(eq(products.urlPath, slug));
    if (!found) throw new ClientError(404, { slug: PRODUCT_NOT_FOUND });
    const matrices = found.product.confId
      ? await this.db
          .select()
          .from(priceMatrices)
          .where(eq(priceMatrices.confId, found.product.confId))
          .orderBy(asc(priceMatrices.priceGroup))
      : [];
    return {
      ...listing(found.product, found.category),
      matrices: matrices.map((m) => ({
        group: m.priceGroup,
        widths: m.widths,
        heights: m.heights,
        cents: m.cents,
      })),
      surcharges: found.definition ? surchargesOf(found.definition) : [],
    };
  }

  /**
   * Replaces one price table with an uploaded CSV (or the grid's cells, sent the same way). Any bad cell: a 400
   * listing every one (`csv.1`, `csv.2`, …) and nothing changed. The card's 'vanaf' price follows the cheapest cell.
   */
  async publishMatrix(slug: string, group: string, csv: string, actor: Actor): Promise<PriceMatrix> {
    return publishCatalogChange(this.db, this.catalog, async (tx) => {
      const product = await this.#lockProduct(tx, slug);
      const all = await tx
        .select()
        .from(priceMatrices)
        .where(eq(priceMatrices.confId, product.confId ?? -1))
        .for("update");
      const current = all.find((m) => m.priceGroup === group);
      if (!current) throw new ClientError(404, { group: GROUP_NOT_FOUND });
      const parsed = parseMatrixCsv(csv, current);
      if (!parsed.ok) {
        const count = parsed.problems.length;
        throw new ClientError(400, {
          csv: `${NOTHING_CHANGED} ${count === 1 ? "Eén cel of rij is niet goed" : `${count} cellen of rijen zijn niet goed`}; verbeter ${count === 1 ? "die" : "ze"} en probeer het opnieuw.`,
          ...Object.fromEntries(parsed.problems.map((problem, i) => [`csv.${i + 1}`, problem])),
        });
      }
      await tx
        .update(priceMatrices)
        .set({ cents: parsed.matrix.cents })
        .where(and(eq(priceMatrices.confId, current.confId), eq(priceMatrices.priceGroup, group)));
      const cheapest = cheapestCell(all.map((m) => (m.priceGroup === group ? parsed.matrix : m)));
      if (cheapest !== null && cheapest !== product.fromPriceCents)
        await tx.update(products).set({ fromPriceCents: cheapest }).where(eq(products.id, product.id));
      await writeAudit(tx, actor, {
        action: "price.matrix",
        subject: slug,
        before: { group, cents: current.cents, fromPriceCents: product.fromPriceCents },
        after: { group, cents: parsed.matrix.cents, fromPriceCents: cheapest ?? product.fromPriceCents },
      });
      await this.editor?.followLiveChange(tx, { optionSetId: current.confId });
      return parsed.matrix;
    });
  }

  /** New amounts for existing surcharges (the kind of each stays); an unknown value id is a 400. */
  async updateSurcharges(
    slug: string,
    changes: SurchargeChange[],
    actor: Actor,
  ): Promise<SurchargeListing[]> {
    return publishCatalogChange(this.db, this.catalog, async (tx) => {
      const product = await this.#lockProduct(tx, slug);
      const [conf] = await tx
        .select()
        .from(configurations)
        .where(eq(configurations.id, product.confId ?? -1))
        .for("update");
      if (!conf?.definition) throw new ClientError(404, { slug: PRODUCT_NOT_FOUND });
      const before = surchargesOf(conf.definition);
      const byValue = new Map(before.map((s) => [s.valueId, s]));
      const errors: Record<string, string> = {};
      changes.forEach((change, i) => {
        const known = byValue.get(change.valueId);
        if (!known) errors[`surcharges.${i}.valueId`] = "Deze optiewaarde heeft geen toeslag.";
        else if (known.surcharge.kind === "percentage" && change.amount > 1000)
          errors[`surcharges.${i}.amount`] =
            `${known.option}: ${known.value}: vul een percentage in van hoogstens 1000.`;
      });
      if (Object.keys(errors).length > 0) throw new ClientError(400, errors);
      const amounts = new Map(changes.map((c) => [c.valueId, c.amount]));
      const definition: ConfigurationDocument = {
        ...conf.definition,
        groups: conf.definition.groups.map((g) => ({
          ...g,
          options: g.options.map((o) => ({
            ...o,
            values: o.values.map((v) => {
              const amount = amounts.get(v.id);
              return amount === undefined || !v.surcharge
                ? v
                : { ...v, surcharge: withAmount(v.surcharge, amount) };
            }),
          })),
        })),
      };
      await tx.update(configurations).set({ definition }).where(eq(configurations.id, conf.id));
      const after = surchargesOf(definition);
      await writeAudit(tx, actor, {
        action: "price.surcharges",
        subject: slug,
        before: before.filter((s) => amounts.has(s.valueId)),
        after: after.filter((s) => amounts.has(s.valueId)),
      });
      await this.editor?.followLiveChange(tx, { optionSetId: conf.id });
      return after;
    });
  }

  /** The product's discount (card and configurator alike) and whether it is sold. */
  async updateProduct(
    slug: string,
    change: { discountPercent?: number | undefined; active?: boolean | undefined },
    actor: Actor,
  ): Promise<ProductListing> {
    return publishCatalogChange(this.db, this.catalog, async (tx) => {
      const before = await this.#lockProduct(tx, slug);
      const set: Partial<ProductRow> = {};
      if (change.active !== undefined) set.active = change.active;
      if (change.discountPercent !== undefined) {
        set.discountPercent = change.discountPercent;
        // The configurator prices with the configuration's copy of the discount; both must say the same.
        const [conf] = await tx
          .select()
          .from(configurations)
          .where(eq(configurations.id, before.confId ?? -1));
        if (conf?.definition)
          await tx
            .update(configurations)
            .set({ definition: { ...conf.definition, discount_percent: change.discountPercent } })
            .where(eq(configurations.id, conf.id));
      }
      const [row] = Object.keys(set).length
        ? await tx.update(products).set(set).where(eq(products.id, before.id)).returning()
        : [before];
      if (!row) throw new ClientError(404, { slug: PRODUCT_NOT_FOUND });
      const [category] = await tx
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.id, row.categoryId));
      await writeAudit(tx, actor, {
        action:
          change.active === undefined
            ? "product.discount"
            : change.active
              ? "product.activate"
              : "product.deactivate",
        subject: slug,
        before: { active: before.active, discountPercent: before.discountPercent },
        after: { active: row.active, discountPercent: row.discountPercent },
      });
      await this.editor?.followLiveChange(tx, { productId: row.id, optionSetId: row.confId ?? undefined });
      return listing(row, category?.name ?? "");
    });
  }

  /** The delivery and mount rates of every country. */
  rates(): Promise<RatesRow[]> {
    return this.db.select().from(shopRates).orderBy(asc(shopRates.country));
  }

  async updateRates(country: string, form: ShopRatesForm, actor: Actor): Promise<RatesRow> {
    return publishCatalogChange(this.db, this.catalog, async (tx) => {
      const [before] = await tx.select().from(shopRates).where(eq(shopRates.country, country)).for("update");
      if (!before) throw new ClientError(404, { country: COUNTRY_UNKNOWN });
      const [row] = await tx.update(shopRates).set(form).where(eq(shopRates.country, country)).returning();
      if (!row) throw new ClientError(404, { country: COUNTRY_UNKNOWN });
      await writeAudit(tx, actor, { action: "settings.rates", subject: country, before, after: row });
      return row;
    });
  }

  async #lockProduct(tx: Tx, slug: string): Promise<ProductRow> {
    const [row] = await tx.select().from(products).where(eq(products.urlPath, slug)).for("update");
    if (!row) throw new ClientError(404, { slug: PRODUCT_NOT_FOUND });
    return row;
  }
}

function listing(p: ProductRow, category: string): ProductListing {
  return {
    id: p.id,
    slug: p.urlPath,
    name: p.name,
    category,
    active: p.active,
    discountPercent: p.discountPercent,
    fromPriceCents: p.fromPriceCents,
  };
}

/** Every chosen value's surcharge, in the wizard's order. */
function surchargesOf(definition: ConfigurationDocument): SurchargeListing[] {
  return definition.groups.flatMap((g) =>
    g.options
      .filter((o) => isChoiceType(o.type))
      .flatMap((o) =>
        o.values.flatMap((v) =>
          v.surcharge
            ? [{ optionId: o.id, option: o.name, valueId: v.id, value: v.name, surcharge: v.surcharge }]
            : [],
        ),
      ),
  );
}

function withAmount(surcharge: Surcharge, amount: number): Surcharge {
  return surcharge.kind === "percentage"
    ? { ...surcharge, percent: amount }
    : { ...surcharge, cents: amount };
}
