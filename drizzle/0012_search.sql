-- Search (server/search/): unaccent folds accents, pg_trgm finds the word a misspelt one was meant to be. Both are
-- trusted extensions (PostgreSQL 13+), which the database's owner may create; PGlite loads them (db/client.ts).
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"position" integer NOT NULL,
	"tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"store" text PRIMARY KEY NOT NULL,
	"catalog_version" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"store" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_store_word_pk" PRIMARY KEY("store","word")
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_store_idx" ON "search_documents" USING btree ("store","kind");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);