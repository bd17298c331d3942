// The owner's shop settings: delivery and mount rates per country (part of the catalogue: a change bumps its
// version) and the home advice's postcode ranges (read per check by server/advice, so a change counts at once).
import { asc, eq, sql } from "drizzle-orm";
import {
  type ServiceAreaRow,
  type ShopRatesForm,
  serviceAreaProblems,
} from "../../../domain/shop-settings/shop-rates.ts";
import { serviceAreas } from "../../advice/advice.schema.ts";
import { shopRates } from "../../catalog/catalog.schema.ts";
import type { CatalogService } from "../../catalog/catalog.service.ts";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/errors.ts";
import { type Actor, writeAudit } from "../audit.ts";
import { publishCatalogChange } from "../catalog-version.ts";

export const COUNTRY_UNKNOWN = "Voor dit land zijn geen tarieven.";

export type RatesRow = typeof shopRates.$inferSelect;

export class SettingsAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  rates(): Promise<RatesRow[]> {
    return this.db.select().from(shopRates).orderBy(asc(shopRates.country));
  }

  async serviceAreas(): Promise<ServiceAreaRow[]> {
    const rows = await this.db
      .select()
      .from(serviceAreas)
      .orderBy(asc(serviceAreas.kind), asc(serviceAreas.fromPostcode), asc(serviceAreas.id));
    return rows.map((r) => ({
      name: r.name,
      from: r.fromPostcode,
      to: r.toPostcode,
      kind: r.kind,
      feeCents: r.feeCents,
    }));
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

  /** Replaces every range at once, so the list the owner saw and checked is exactly the list that counts. */
  async replaceServiceAreas(areas: ServiceAreaRow[], actor: Actor): Promise<ServiceAreaRow[]> {
    const cleaned = areas.map((a) => ({ ...a, feeCents: a.kind === "free" ? 0 : a.feeCents }));
    const problems = serviceAreaProblems(cleaned);
    if (Object.keys(problems).length > 0) throw new ClientError(400, problems);
    await this.db.transaction(async (tx) => {
      // Serialises two owners saving at once: the second replaces the first's list whole, never half.
      await tx.execute(sql`lock table ${serviceAreas} in share row exclusive mode`);
      const before = await tx.select().from(serviceAreas).orderBy(asc(serviceAreas.id));
      await tx.delete(serviceAreas);
      if (cleaned.length > 0)
        await tx.insert(serviceAreas).values(
          cleaned.map((a) => ({
            name: a.name,
            fromPostcode: a.from,
            toPostcode: a.to,
            kind: a.kind,
            feeCents: a.feeCents,
          })),
        );
      await writeAudit(tx, actor, {
        action: "settings.service_areas",
        subject: "servicegebieden",
        before: before.map((r) => ({
          name: r.name,
          from: r.fromPostcode,
          to: r.toPostcode,
          kind: r.kind,
          feeCents: r.feeCents,
        })),
        after: cleaned,
      });
    });
    return this.serviceAreas();
  }
}
