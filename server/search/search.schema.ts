// The search area's tables: documents per store, the word list for typo correction, the built version.
import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** PostgreSQL's tsvector: written by the search index's builder, read only inside SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One searchable thing of a store: a product, a category or a colour (one per colour name), its text weighted
 * (name A, categories and collections B, features C, descriptions D) and folded with unaccent.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    store: text("store").notNull(),
    kind: text("kind").$type<"product" | "category" | "colour">().notNull(),
    /** The product's id, the category's slug or the colour's name as the catalogue has them. */
    ref: text("ref").notNull(),
    /** The order of the catalogue: the tie-breaker between equally relevant documents. */
    position: integer("position").notNull(),
    tsv: tsvector("tsv").notNull(),
  },
  (t) => [
    index("search_documents_tsv_idx").using("gin", t.tsv),
    index("search_documents_store_idx").on(t.store, t.kind),
  ],
);

/** Every word of a store's documents, without accents: what a misspelt word is compared with (pg_trgm). */
export const searchWords = pgTable(
  "search_words",
  {
    store: text("store").notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.word] }),
    index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
  ],
);

/** The catalogue version a store's search documents were built from. */
export const searchIndexState = pgTable("search_index_state", {
  store: text("store").primaryKey(),
  catalogVersion: integer("catalog_version").notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});
