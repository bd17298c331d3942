CREATE TABLE "catalog_drafts" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"document" jsonb NOT NULL,
	"based_on" integer,
	"item_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
CREATE TABLE "catalog_redirects" (
	"from_slug" text PRIMARY KEY NOT NULL,
	"to_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "filters" jsonb;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "colours" ADD COLUMN "availability" text DEFAULT 'leverbaar' NOT NULL;--> statement-breakpoint
ALTER TABLE "colours" ADD COLUMN "expected_on" date;--> statement-breakpoint
ALTER TABLE "colours" ADD COLUMN "price_group" text;--> statement-breakpoint
ALTER TABLE "colours" ADD COLUMN "roll_width_cm" integer;--> statement-breakpoint
ALTER TABLE "colours" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "usps" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviews_shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "extra_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "production_days" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;