CREATE TABLE "media_photo_variants" (
	"photo_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"etag" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_photo_variants_photo_id_width_format_pk" PRIMARY KEY("photo_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "media_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_photos_sha256_unique" UNIQUE("sha256")
);
