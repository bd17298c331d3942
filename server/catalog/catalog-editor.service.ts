// The owner's catalogue editor (decision 0044): every edit goes into one draft document; 'Controleren' lists what is
// wrong with it, 'Voorbeeld' shows the storefront from it to staff, 'Publiceren' writes it into the catalogue's
// tables in one transaction as a new version (every process reloads within its version check), and 'Terugzetten'
// publishes an earlier version again. Two staff saving the same item: the second save names who changed it first.
import { createHash } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { checkDocument, type Finding } from "../../domain/catalog-editor/check.ts";
import { withColourOffered } from "../../domain/catalog-editor/colour-values.ts";
import { canonicalJson, summariseChange } from "../../domain/catalog-editor/diff.ts";
import {
  type CatalogDocument,
  type DocColour,
  findItem,
  type ItemKind,
  type ItemOf,
  itemLabel,
  keyOf,
  kindNames,
  nextId,
} from "../../domain/catalog-editor/document.ts";
import { fieldErrors, itemSchemas } from "../../domain/catalog-editor/item-schemas.ts";
import { shopDateFormat } from "../../domain/delivery/shop-time.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { catalogDrafts, catalogPublications } from "./catalog.schema.ts";
import type { CatalogService } from "./catalog.service.ts";
import { readDocument, writeDocument } from "./catalog-document.ts";
import { bumpCatalogVersion } from "./catalog-version.ts";
import { type CatalogSnapshot, loadSnapshot } from "./snapshot.ts";

export const NOT_FOUND = "Dit onderdeel van de catalogus bestaat niet.";
export const HAS_FINDINGS = "Het concept is nog niet in orde: los eerst de punten van 'Controleren' op.";
export const NOTHING_TO_PUBLISH = "Het concept is gelijk aan de catalogus: er is niets te publiceren.";
export const DRAFT_OPEN =
  "Er staan nog niet gepubliceerde wijzigingen in het concept. Publiceer of verwerp die eerst.";

export interface DraftState {
  document: CatalogDocument;
  /** Whether a draft exists (else the document is the live catalogue). */
  open: boolean;
  changes: string[];
  updatedAt: string | null;
}

export interface ItemState<K extends ItemKind> {
  item: ItemOf<K>;
  /** Send back with a save: a save over a newer version is refused. */
  revision: string;
  savedBy: string | null;
  savedAt: string | null;
  /** False for an item that exists only in the draft. */
  published: boolean;
}

export interface Publication {
  id: number;
  summary: string[];
  publishedBy: string;
  publishedAt: string;
  restoredFrom: number | null;
}

export function revisionOf(item: unknown): string {
  return createHash("sha256").update(canonicalJson(item)).digest("base64url").slice(0, 16);
}

const metaKey = (kind: ItemKind, key: string) => `${kind}:${key}`;

class Rollback extends Error {}

const savedAt = shopDateFormat({ day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });

export class CatalogEditorService {
  #preview: { stamp: string; snapshot: CatalogSnapshot } | undefined;
  #building: Promise<CatalogSnapshot> | undefined;

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async draft(): Promise<DraftState> {
    const [row] = await this.db.select().from(catalogDrafts);
    const live = await readDocument(this.db);
    if (!row) return { document: live, open: false, changes: [], updatedAt: null };
    return {
      document: row.document,
      open: true,
      changes: summariseChange(live, row.document),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The keys of the items of `kind` the draft adds or changes (none without a draft), for the lists' marks. */
  async changedKeys(kind: ItemKind): Promise<string[]> {
    const [row] = await this.db.select().from(catalogDrafts);
    if (!row) return [];
    const live = await readDocument(this.db);
    return (row.document[kind] as ItemOf<ItemKind>[])
      .filter((item) => {
        const before = findItem(live, kind, keyOf(kind, item));
        return !before || canonicalJson(before) !== canonicalJson(item);
      })
      .map((item) => keyOf(kind, item));
  }

  async item<K extends ItemKind>(kind: K, key: string): Promise<ItemState<K>> {
    const [row] = await this.db.select().from(catalogDrafts);
    const document = row?.document ?? (await readDocument(this.db));
    const item = findItem(document, kind, key);
    if (!item) throw new ClientError(404, { item: NOT_FOUND });
    const live = row ? findItem(await readDocument(this.db), kind, key) : item;
    const meta = row?.itemMeta[metaKey(kind, key)];
    return {
      item,
      revision: revisionOf(item),
      savedBy: meta?.by ?? null,
      savedAt: meta?.at ?? null,
      published: live !== undefined,
    };
  }

  /**
   * Saves one item into the draft (a new one when `key` is null: numeric ids are given here). `revision` is what
   * the form was loaded with; when the draft's item moved on since, nothing is saved and the 409 names who saved it.
   */
  async save<K extends ItemKind>(
    kind: K,
    key: string | null,
    input: unknown,
    revision: string | null,
    actor: Actor,
    options: { offeredBy?: number[] } = {},
  ): Promise<ItemState<K>> {
    return this.#change(actor, async (doc, meta) => {
      const candidate = { ...(input as object) } as Record<string, unknown>;
      if (key === null && kind !== "colours" && kind !== "collections")
        candidate.id = nextId(doc, kind as "products");
      // A new option set's configuration answers under its own number (a copy arrives with its source's).
      if (
        key === null &&
        kind === "optionSets" &&
        typeof candidate.definition === "object" &&
        candidate.definition
      )
        candidate.definition = { ...(candidate.definition as object), conf_id: candidate.id };
      const parsed = itemSchemas[kind].safeParse(candidate);
      if (!parsed.success)
        throw new ClientError(
          400,
          Object.fromEntries(fieldErrors(parsed.error).map((e) => [e.field || "item", e.message])),
        );
      const item = parsed.data as ItemOf<K>;
      const newKey = keyOf(kind, item);
      const list = doc[kind] as ItemOf<K>[];
      if (key === null) {
        if (findItem(doc, kind, newKey))
          throw new ClientError(409, { item: `Er is al een ${kindNames[kind].one} met ${newKey}.` });
        list.push(item);
      } else {
        const index = list.findIndex((x) => keyOf(kind, x) === key);
        if (index < 0) throw new ClientError(404, { item: NOT_FOUND });
        if (newKey !== key)
          throw new ClientError(400, {
            item: "De sleutel van een bestaand onderdeel (code, adres van een collectie of nummer) kan niet veranderen.",
          });
        const current = list[index] as ItemOf<K>;
        if (revision !== revisionOf(current)) {
          const by = meta[metaKey(kind, key)];
          throw new ClientError(409, {
            revision: by
              ? `${by.by} heeft ${itemLabel(kind, current)} op ${savedAt.format(new Date(by.at))} gewijzigd. Je wijzigingen staan nog in het formulier: laad het onderdeel opnieuw in een ander tabblad, neem ze over en sla opnieuw op.`
              : `${capitalise(kindNames[kind].one)} ${itemLabel(kind, current)} is intussen gewijzigd. Je wijzigingen staan nog in het formulier: laad het onderdeel opnieuw en sla opnieuw op.`,
          });
        }
        list[index] = item;
      }
      let next = doc;
      if (kind === "colours" && options.offeredBy)
        next = withColourOffered(doc, item as DocColour, options.offeredBy);
      return { document: next, touched: [[kind, newKey]], result: () => this.item(kind, newKey) };
    });
  }

  /** Removes an item that was never published (published ones are switched off or retired instead). */
  async remove(kind: ItemKind, key: string, revision: string, actor: Actor): Promise<void> {
    const live = findItem(await readDocument(this.db), kind, key);
    if (live)
      throw new ClientError(409, {
        item: "Een gepubliceerd onderdeel blijft bestaan: zet een product uit of haal een kleur uit de collectie.",
      });
    await this.#change(actor, async (doc) => {
      const list = doc[kind] as ItemOf<ItemKind>[];
      const index = list.findIndex((x) => keyOf(kind, x) === key);
      if (index < 0) throw new ClientError(404, { item: NOT_FOUND });
      if (revisionOf(list[index]) !== revision)
        throw new ClientError(409, { revision: "Dit onderdeel is intussen gewijzigd. Laad het opnieuw." });
      list.splice(index, 1);
      return { document: doc, touched: [], result: async () => undefined };
    });
  }

  /** A new product as a copy of another, with its own copy of the option set; switched off until the owner turns it on. */
  async copyProduct(id: number, actor: Actor): Promise<ItemState<"products">> {
    return this.#change(actor, async (doc) => {
      const source = doc.products.find((p) => p.id === id);
      if (!source) throw new ClientError(404, { item: NOT_FOUND });
      const newId = nextId(doc, "products");
      let optionSet = source.optionSet;
      const set = doc.optionSets.find((s) => s.id === source.optionSet);
      if (set) {
        optionSet = nextId(doc, "optionSets");
        doc.optionSets.push({
          ...structuredClone(set),
          id: optionSet,
          name: `${set.name} (kopie)`,
          definition: { ...structuredClone(set.definition), conf_id: optionSet, prod_id: newId },
        });
      }
      let n = 2;
      while (doc.products.some((p) => p.slug === `${source.slug}-kopie${n === 2 ? "" : `-${n}`}`)) n++;
      const suffix = n === 2 ? "" : `-${n}`;
      doc.products.push({
        ...structuredClone(source),
        id: newId,
        sku: `${source.sku}-K${newId}`,
        slug: `${source.slug}-kopie${suffix}`,
        name: `${source.name} (kopie)`,
        optionSet,
        active: false,
        featured: false,
        position: Math.max(...doc.products.map((p) => p.position)) + 1,
      });
      return {
        document: doc,
        touched: [["products", String(newId)]],
        result: () => this.item("products", String(newId)),
      };
    });
  }

  /** Throws the draft away: the editor shows the live catalogue again. */
  async discard(actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx.delete(catalogDrafts).returning({ id: catalogDrafts.id });
      if (removed.length > 0) await writeAudit(tx, actor, { action: "catalog.discard", subject: "concept" });
    });
  }

  async check(): Promise<Finding[]> {
    return checkDocument((await this.draft()).document);
  }

  /** Publishes the draft as the new catalogue; refused while 'Controleren' finds anything. */
  async publish(actor: Actor): Promise<Publication> {
    const publication = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(catalogDrafts).for("update");
      const live = await readDocument(tx);
      if (!row) throw new ClientError(409, { draft: NOTHING_TO_PUBLISH });
      const summary = summariseChange(live, row.document);
      if (summary.length === 0) throw new ClientError(409, { draft: NOTHING_TO_PUBLISH });
      const findings = checkDocument(row.document);
      if (findings.length > 0) throw new ClientError(422, { draft: HAS_FINDINGS });
      await this.#keepFirstVersion(tx, live, actor);
      await writeDocument(tx, row.document);
      const [published] = await tx
        .insert(catalogPublications)
        .values({ document: await readDocument(tx), summary, publishedBy: actor.email })
        .returning();
      await tx.delete(catalogDrafts);
      await bumpCatalogVersion(tx);
      await writeAudit(tx, actor, {
        action: "catalog.publish",
        subject: `versie ${published?.id}`,
        after: { changes: summary.slice(0, 100) },
      });
      return published;
    });
    await this.#reload();
    return asPublication(publication);
  }

  async publications(): Promise<Publication[]> {
    const rows = await this.db
      .select({
        id: catalogPublications.id,
        summary: catalogPublications.summary,
        publishedBy: catalogPublications.publishedBy,
        publishedAt: catalogPublications.publishedAt,
        restoredFrom: catalogPublications.restoredFrom,
      })
      .from(catalogPublications)
      .orderBy(desc(catalogPublications.id))
      .limit(100);
    return rows.map(asPublication);
  }

  /** Publishes an earlier version again, as a new version; refused while the draft holds unpublished changes. */
  async restore(id: number, actor: Actor): Promise<Publication> {
    const publication = await this.db.transaction(async (tx) => {
      const [draft] = await tx.select({ id: catalogDrafts.id }).from(catalogDrafts).for("update");
      if (draft) throw new ClientError(409, { draft: DRAFT_OPEN });
      const [earlier] = await tx.select().from(catalogPublications).where(eq(catalogPublications.id, id));
      if (!earlier) throw new ClientError(404, { version: "Deze versie van de catalogus bestaat niet." });
      const live = await readDocument(tx);
      const summary = summariseChange(live, earlier.document);
      if (summary.length === 0)
        throw new ClientError(409, { version: "Deze versie is gelijk aan de catalogus van nu." });
      await writeDocument(tx, earlier.document);
      const [published] = await tx
        .insert(catalogPublications)
        .values({ document: await readDocument(tx), summary, publishedBy: actor.email, restoredFrom: id })
        .returning();
      await bumpCatalogVersion(tx);
      await writeAudit(tx, actor, {
        action: "catalog.restore",
        subject: `versie ${id}`,
        after: { changes: summary.slice(0, 100) },
      });
      return published;
    });
    await this.#reload();
    return asPublication(publication);
  }

  /**
   * The storefront's catalogue as the draft would make it: the draft written into the tables and read back in a
   * transaction that is then rolled back, so the preview is built by the very code that builds the live one.
   * Kept until the draft changes.
   */
  async previewSnapshot(): Promise<CatalogSnapshot> {
    const [row] = await this.db.select({ updatedAt: catalogDrafts.updatedAt }).from(catalogDrafts);
    const stamp = row ? `${row.updatedAt.toISOString()}@${this.catalog.live.version}` : "live";
    if (!row) return this.catalog.live;
    if (this.#preview?.stamp === stamp) return this.#preview.snapshot;
    this.#building ??= this.#buildPreview(stamp).finally(() => {
      this.#building = undefined;
    });
    return this.#building;
  }

  async #buildPreview(stamp: string): Promise<CatalogSnapshot> {
    let snapshot: CatalogSnapshot | undefined;
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(catalogDrafts);
        if (row) await writeDocument(tx, row.document);
        snapshot = await loadSnapshot(tx);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    if (!snapshot) throw new Error("preview snapshot not built");
    // Its own version number: caches keyed by the version (configurator answers) never mix it with the live one.
    const preview = { ...snapshot, version: -Math.abs(hashNumber(stamp)) };
    this.#preview = { stamp, snapshot: preview };
    return preview;
  }

  /** The draft (or live) document, for an export; or one family of it. */
  async exportDocument(family?: string): Promise<CatalogDocument> {
    const { document } = await this.draft();
    if (!family) return document;
    const categories = document.categories.filter((c) => c.family === family);
    const slugs = new Set(categories.map((c) => c.slug));
    const products = document.products.filter((p) => slugs.has(p.category));
    const sets = new Set(products.map((p) => p.optionSet));
    const collections = new Set(products.flatMap((p) => p.collections));
    return {
      ...document,
      categories,
      products,
      optionSets: document.optionSets.filter((s) => sets.has(s.id)),
      collections: document.collections.filter((c) => collections.has(c.slug)),
      colours: document.colours.filter((c) => collections.has(c.collection)),
    };
  }

  /**
   * Merges items into the draft (an import): every item replaces the draft's item with its key or is added.
   * All-or-nothing: `errors` lists every bad row and then nothing is applied.
   */
  async importItems(
    items: { kind: ItemKind; item: unknown; row: string }[],
    actor: Actor,
  ): Promise<{ imported: number }> {
    const errors: Record<string, string> = {};
    const parsed: { kind: ItemKind; item: ItemOf<ItemKind> }[] = [];
    for (const { kind, item, row } of items) {
      const result = itemSchemas[kind].safeParse(item);
      if (result.success) parsed.push({ kind, item: result.data as ItemOf<ItemKind> });
      else
        for (const e of fieldErrors(result.error))
          errors[`${row}${e.field ? ` (${e.field})` : ""}`] = e.message;
    }
    if (Object.keys(errors).length > 0) throw new ClientError(400, errors);
    if (parsed.length === 0)
      throw new ClientError(400, { file: "Het bestand bevat geen regels om in te lezen." });
    await this.#change(actor, async (doc) => {
      for (const { kind, item } of parsed) {
        const list = doc[kind] as ItemOf<ItemKind>[];
        const key = keyOf(kind, item);
        const index = list.findIndex((x) => keyOf(kind, x) === key);
        if (index < 0) list.push(item);
        else list[index] = item;
      }
      return {
        document: doc,
        touched: parsed.map(({ kind, item }) => [kind, keyOf(kind, item)] as [ItemKind, string]),
        result: async () => undefined,
      };
    });
    return { imported: parsed.length };
  }

  /**
   * The back office's price page changed the live catalogue directly: the draft (if any) takes the same change,
   * so publishing it later does not undo it.
   */
  async followLiveChange(
    tx: Tx,
    change: { productId?: number | undefined; optionSetId?: number | undefined; colourCode?: string },
  ): Promise<void> {
    const [row] = await tx.select().from(catalogDrafts).for("update");
    if (!row) return;
    const live = await readDocument(tx);
    const doc = row.document;
    const liveProduct = live.products.find((p) => p.id === change.productId);
    const draftProduct = doc.products.find((p) => p.id === change.productId);
    if (liveProduct && draftProduct) {
      draftProduct.discountPercent = liveProduct.discountPercent;
      draftProduct.active = liveProduct.active;
    }
    const liveColour = live.colours.find((c) => c.code === change.colourCode);
    const draftColour = doc.colours.find((c) => c.code === change.colourCode);
    if (liveColour && draftColour) {
      draftColour.availability = liveColour.availability;
      draftColour.expectedOn = liveColour.expectedOn;
    }
    const liveSet = live.optionSets.find((s) => s.id === change.optionSetId);
    const draftSet = doc.optionSets.find((s) => s.id === change.optionSetId);
    if (liveSet && draftSet) {
      draftSet.matrices = liveSet.matrices;
      draftSet.definition.discount_percent = liveSet.definition.discount_percent;
      const surcharges = new Map(
        liveSet.definition.groups.flatMap((g) =>
          g.options.flatMap((o) => o.values.map((v) => [v.id, v.surcharge])),
        ),
      );
      for (const g of draftSet.definition.groups)
        for (const o of g.options)
          for (const v of o.values) {
            const s = surcharges.get(v.id);
            if (s) v.surcharge = s;
          }
    }
    await tx.update(catalogDrafts).set({ document: doc });
  }

  async #keepFirstVersion(tx: Tx, live: CatalogDocument, actor: Actor): Promise<void> {
    const [any] = await tx.select({ id: catalogPublications.id }).from(catalogPublications).limit(1);
    if (any) return;
    await tx.insert(catalogPublications).values({
      document: live,
      summary: ["De catalogus zoals hij was vóór de eerste publicatie"],
      publishedBy: actor.email,
    });
  }

  /** One change of the draft in a transaction: the draft row is made from the live catalogue on the first edit. */
  async #change<T>(
    actor: Actor,
    edit: (
      doc: CatalogDocument,
      meta: Record<string, { by: string; at: string }>,
    ) => Promise<{ document: CatalogDocument; touched: [ItemKind, string][]; result: () => Promise<T> }>,
  ): Promise<T> {
    const outcome = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(44044)`);
      const [row] = await tx.select().from(catalogDrafts);
      const doc = row?.document ?? (await readDocument(tx));
      const meta = row?.itemMeta ?? {};
      const changed = await edit(doc, meta);
      const at = new Date().toISOString();
      for (const [kind, key] of changed.touched) meta[metaKey(kind, key)] = { by: actor.email, at };
      await tx
        .insert(catalogDrafts)
        .values({ id: 1, document: changed.document, itemMeta: meta })
        .onConflictDoUpdate({
          target: catalogDrafts.id,
          set: { document: changed.document, itemMeta: meta, updatedAt: sql`now()` },
        });
      return changed;
    });
    return outcome.result();
  }

  async #reload(): Promise<void> {
    this.#preview = undefined;
    await this.catalog
      .load()
      .catch((error: unknown) => console.error(`catalogue reload failed: ${String(error)}`));
  }
}

function asPublication(
  row:
    | {
        id: number;
        summary: string[];
        publishedBy: string;
        publishedAt: Date;
        restoredFrom: number | null;
      }
    | undefined,
): Publication {
  if (!row) throw new Error("publication not written");
  return {
    id: row.id,
    summary: row.summary,
    publishedBy: row.publishedBy,
    publishedAt: row.publishedAt.toISOString(),
    restoredFrom: row.restoredFrom,
  };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function hashNumber(s: string): number {
  return createHash("sha256").update(s).digest().readUInt32BE(0) || 1;
}
