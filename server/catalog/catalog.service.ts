// The catalogue held in memory: loaded from the database in one go and reloaded when its version changes,
// so pages and the API read categories and products without a query.
import type { Category, ProductCard, ProductDetail } from "../../domain/catalog.ts";
import type { Db } from "../db/client.ts";
import * as t from "./catalog.schema.ts";
import { redirectFor } from "./catalog-document.ts";
import { previewSnapshot } from "./catalog-preview.ts";
import { type CatalogSnapshot, loadSnapshot } from "./snapshot.ts";

/** How long a process may serve a catalogue before asking the database whether it changed. */
const VERSION_CHECK_MS = 10_000;

export class CatalogService {
  #snapshot: CatalogSnapshot | undefined;
  #checkedAt = 0;
  #checking: Promise<unknown> | undefined;

  constructor(private readonly db: Db) {}

  async load(): Promise<CatalogSnapshot> {
    this.#snapshot = await loadSnapshot(this.db);
    this.#checkedAt = Date.now();
    return this.#snapshot;
  }

  /**
   * The current snapshot; at most every 10 s a background check reloads it when the version moved. Every process
   * checks on its own (the cluster's workers, other hosts), so a change published by one, which moves the version
   * in its own transaction (catalog-version.ts), reaches all of them within that time. In a staff preview
   * (catalog-preview.ts) it is the draft's snapshot instead.
   */
  get snapshot(): CatalogSnapshot {
    return previewSnapshot() ?? this.live;
  }

  /**
   * Whether this request is a staff preview of the draft. Pages ask here, not catalog-preview.ts: the page bundle
   * is built apart and would hold its own copy of the request scope.
   */
  get inPreview(): boolean {
    return previewSnapshot() !== undefined;
  }

  /** The published catalogue, also in a staff preview: for what is shared by every request (the search index, caches). */
  get live(): CatalogSnapshot {
    if (!this.#snapshot) throw new Error("catalogue not loaded: call load() at start-up");
    if (Date.now() - this.#checkedAt > VERSION_CHECK_MS && !this.#checking) {
      this.#checkedAt = Date.now();
      this.#checking = this.refresh()
        // A failed check keeps the catalogue it has; the next check tries again.
        .catch((error: unknown) => console.error(`catalogue version check failed: ${String(error)}`))
        .finally(() => {
          this.#checking = undefined;
        });
    }
    return this.#snapshot;
  }

  /** Reloads the catalogue when the database's version differs from this process's; answers whether it did. */
  async refresh(): Promise<boolean> {
    const [row] = await this.db.select({ version: t.catalogVersion.version }).from(t.catalogVersion);
    if (!row || row.version === this.#snapshot?.version) return false;
    this.#snapshot = await loadSnapshot(this.db);
    return true;
  }

  /** Where a product or category address the owner changed leads now (one query, on the 404 path only). */
  movedTo(slug: string): Promise<string | undefined> {
    return redirectFor(this.db, slug);
  }

  category(slug: string): Category | undefined {
    return this.snapshot.categoryBySlug.get(slug);
  }

  product(urlPath: string): ProductDetail | undefined {
    return this.snapshot.productByPath.get(urlPath);
  }

  cards(categorySlug: string): ProductCard[] {
    return this.snapshot.cardsByCategory.get(categorySlug) ?? [];
  }

  featured(): ProductCard[] {
    return this.snapshot.featured;
  }
}
