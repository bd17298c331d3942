// Search over the catalogue on the database's full-text search: Dutch stemming, accents folded with unaccent,
// ranked with ts_rank; when nothing matches, pg_trgm corrects misspelt words to words the catalogue has.
import { and, asc, eq, sql } from "drizzle-orm";
import type { ProductCard } from "../../domain/catalog.ts";
import { searchWords, tsqueryText } from "../../domain/search.ts";
import { type Store, type StoreCode, stores } from "../../domain/store.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import type { Db } from "../db/client.ts";
import { buildDocuments, coloursByName, lexicon } from "./documents.ts";
import { searchDocuments, searchIndexState, searchWords as searchWordsTable } from "./search.schema.ts";

export interface ProductHit {
  id: number;
  name: string;
  url: string;
  thumbnail: string;
  category: string;
  /** The from-price after discount, in cents. */
  price: number;
}
export interface CategoryHit {
  name: string;
  url: string;
}
export interface ColourHit {
  name: string;
  hex: string;
  /** The results page for the colour: the products that come in it. */
  url: string;
}

export interface Suggestions {
  /** The words searched for instead, when the query's own found nothing; null otherwise. */
  corrected: string | null;
  products: ProductHit[];
  categories: CategoryHit[];
  colours: ColourHit[];
}

export interface Results {
  corrected: string | null;
  products: ProductCard[];
  categories: CategoryHit[];
  colours: ColourHit[];
}

/** How many of each kind the suggestions under the field show. */
export const SUGGESTION_LIMITS = { product: 5, category: 4, colour: 4 } as const;
/** The most products one results page lists (the catalogue has fewer). */
const RESULT_LIMIT = 48;
/** How alike (pg_trgm's similarity, 0 to 1) a catalogue word must be to replace a word that found nothing. */
const MIN_SIMILARITY = 0.3;
/** A key for the advisory lock that lets one process at a time rebuild a store's documents. */
const REBUILD_LOCK = 7_402_104_215;

type Kind = "product" | "category" | "colour";
interface Hit {
  kind: Kind;
  ref: string;
}

export function resultsPath(query: string): string {
  return `/zoeken?q=${encodeURIComponent(query)}`;
}

export class SearchService {
  /** The catalogue version each store's documents are known to be built from, in this process. */
  readonly #built = new Map<StoreCode, number>();
  readonly #building = new Map<StoreCode, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** Suggestions while typing: the last word may be unfinished. */
  async suggest(store: Store, query: string): Promise<Suggestions> {
    const { corrected, hits } = await this.#search(store, query, true, SUGGESTION_LIMITS);
    const products = this.#cards(hits).map((card) => ({
      id: card.entity_id,
      name: card.name,
      url: `/${card.url_path}`,
      thumbnail: card.thumbnail,
      category: card.category,
      price: card.discount_price,
    }));
    return { corrected, products, ...this.#others(hits) };
  }

  /** The results page: every matching product as a card, and the categories and colours that match. */
  async results(store: Store, query: string): Promise<Results> {
    const { corrected, hits } = await this.#search(store, query, false, {
      product: RESULT_LIMIT,
      category: SUGGESTION_LIMITS.category,
      colour: SUGGESTION_LIMITS.colour,
    });
    return { corrected, products: this.#cards(hits), ...this.#others(hits) };
  }

  /** Categories with the most reviewed products first: what a page with no results offers instead. */
  popularCategories(count = 4): CategoryHit[] {
    const snapshot = this.catalog.snapshot;
    return snapshot.categories
      .filter((c) => c.parent_slug !== null || (snapshot.cardsByCategory.get(c.slug)?.length ?? 0) > 0)
      .map((c) => ({
        category: c,
        reviews: (snapshot.cardsByCategory.get(c.slug) ?? []).reduce((n, p) => n + p.total_reviews, 0),
      }))
      .filter((c) => c.reviews > 0)
      .sort((x, y) => y.reviews - x.reviews)
      .slice(0, count)
      .map(({ category }) => ({ name: category.name, url: `/${category.slug}` }));
  }

  /**
   * Searches for all the query's words. When they find nothing together: each word the catalogue does not have is
   * replaced by the catalogue's most similar word (a typo) and all are searched again; then any of them, ranked
   * by how many match. `corrected` names the words searched for when they are not the query's own.
   */
  async #search(
    store: Store,
    query: string,
    typing: boolean,
    limits: Record<Kind, number>,
  ): Promise<{ corrected: string | null; hits: Hit[] }> {
    await this.#ensureIndex(store.code);
    const words = searchWords(query);
    if (words.length === 0) return { corrected: null, hits: [] };
    const hits = await this.#match(store.code, tsqueryText(words, typing), limits);
    if (hits.length > 0) return { corrected: null, hits };
    const correctedWords = await this.#correct(store.code, words);
    const changed = correctedWords.join(" ") !== words.join(" ");
    const corrected = changed ? correctedWords.join(" ") : null;
    // The corrected words are whole words of the catalogue: none is a prefix any more.
    const prefix = typing && !changed;
    if (changed) {
      const again = await this.#match(store.code, tsqueryText(correctedWords, false), limits);
      if (again.length > 0) return { corrected, hits: again };
    }
    if (words.length === 1) return { corrected: null, hits: [] };
    const any = await this.#match(store.code, tsqueryText(correctedWords, prefix, true), limits);
    return { corrected: any.length > 0 ? corrected : null, hits: any };
  }

  async #match(store: StoreCode, tsquery: string, limits: Record<Kind, number>): Promise<Hit[]> {
    const query = sql`to_tsquery('dutch', unaccent(${tsquery}))`;
    const rank = sql<number>`ts_rank(${searchDocuments.tsv}, ${query})`;
    const rows = await this.db
      .select({
        kind: searchDocuments.kind,
        ref: searchDocuments.ref,
        // Numbered per kind by relevance, then by the catalogue's order, to cut each kind at its own limit.
        n: sql<number>`row_number() over (partition by ${searchDocuments.kind} order by ${rank} desc, ${searchDocuments.position})`.mapWith(
          Number,
        ),
      })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.store, store), sql`${searchDocuments.tsv} @@ ${query}`));
    return rows
      .filter((r) => r.n <= limits[r.kind])
      .sort((x, y) => x.n - y.n)
      .map(({ kind, ref }) => ({ kind, ref }));
  }

  /** Each word the store's documents lack, replaced by their most similar word (if any is similar enough). */
  async #correct(store: StoreCode, words: string[]): Promise<string[]> {
    return Promise.all(
      words.map(async (word) => {
        if (word.length < 3) return word;
        const similarity = sql<number>`similarity(${searchWordsTable.word}, ${word})`;
        const [best] = await this.db
          .select({ word: searchWordsTable.word, similarity: similarity.mapWith(Number) })
          .from(searchWordsTable)
          .where(and(eq(searchWordsTable.store, store), sql`${searchWordsTable.word} % ${word}`))
          .orderBy(sql`${similarity} desc`, asc(searchWordsTable.word))
          .limit(1);
        return best && best.similarity >= MIN_SIMILARITY ? best.word : word;
      }),
    );
  }

  #cards(hits: Hit[]): ProductCard[] {
    const { productById } = this.catalog.snapshot;
    return hits.flatMap((h) => {
      if (h.kind !== "product") return [];
      // A product of a newer catalogue than this process's (another process rebuilt) is left out until it loads.
      const product = productById.get(Number(h.ref));
      return product ? [product] : [];
    });
  }

  #others(hits: Hit[]): { categories: CategoryHit[]; colours: ColourHit[] } {
    const snapshot = this.catalog.snapshot;
    const colours = coloursByName(snapshot);
    return {
      categories: hits.flatMap((h) => {
        const category = h.kind === "category" ? snapshot.categoryBySlug.get(h.ref) : undefined;
        return category ? [{ name: category.name, url: `/${category.slug}` }] : [];
      }),
      colours: hits.flatMap((h) => {
        const colour = h.kind === "colour" ? colours.get(h.ref.toLowerCase()) : undefined;
        return colour ? [{ name: colour.name, hex: colour.hex, url: resultsPath(colour.name) }] : [];
      }),
    };
  }

  /**
   * Makes sure the store's documents are those of this process's catalogue version or newer. The first search of
   * a process waits for that (a look at search_index_state, or a build); after a version change the documents
   * are rebuilt in the background while searches use the previous ones: the cards always come from the current
   * snapshot, so only which words match lags by one rebuild (well under a second on PGlite). A process that finds them
   * already rebuilt (by another) only notes it.
   */
  async #ensureIndex(store: StoreCode): Promise<void> {
    const version = this.catalog.live.version;
    const built = this.#built.get(store);
    if (built === version) return;
    let building = this.#building.get(store);
    if (!building) {
      building = this.#rebuildIfOlder(store, version).finally(() => this.#building.delete(store));
      this.#building.set(store, building);
    }
    if (built === undefined) {
      await building;
      return;
    }
    // A failed rebuild leaves the previous documents; the next search tries again.
    building.catch((error: unknown) => console.error(`search: rebuild failed: ${String(error)}`));
  }

  /** Waits for a rebuild in progress (tests, and whoever must see a change's words at once). */
  async indexed(store: StoreCode): Promise<void> {
    await this.#ensureIndex(store);
    await this.#building.get(store);
  }

  async #rebuildIfOlder(store: StoreCode, version: number): Promise<void> {
    const snapshot = this.catalog.live;
    const documents = buildDocuments(snapshot, stores[store]);
    const words = lexicon(documents);
    await this.db.transaction(async (tx) => {
      // One rebuilder at a time (the cluster's workers, other hosts); the others then find the new version.
      await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`);
      const [state] = await tx
        .select({ version: searchIndexState.catalogVersion })
        .from(searchIndexState)
        .where(eq(searchIndexState.store, store));
      if (state && state.version >= snapshot.version) return;
      await tx.delete(searchDocuments).where(eq(searchDocuments.store, store));
      await tx.delete(searchWordsTable).where(eq(searchWordsTable.store, store));
      const folded = (text: string, weight: "A" | "B" | "C" | "D") =>
        sql`setweight(to_tsvector('dutch', unaccent(${text})), ${sql.raw(`'${weight}'`)})`;
      await tx.insert(searchDocuments).values(
        documents.map((d) => ({
          store,
          kind: d.kind,
          ref: d.ref,
          position: d.position,
          tsv: sql`${folded(d.a, "A")} || ${folded(d.b, "B")} || ${folded(d.c, "C")} || ${folded(d.d, "D")}`,
        })),
      );
      if (words.length > 0) await tx.insert(searchWordsTable).values(words.map((word) => ({ store, word })));
      await tx
        .insert(searchIndexState)
        .values({ store, catalogVersion: snapshot.version })
        .onConflictDoUpdate({
          target: searchIndexState.store,
          set: { catalogVersion: snapshot.version, builtAt: sql`now()` },
        });
    });
    this.#built.set(store, version);
  }
}
