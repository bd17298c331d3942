CREATE TABLE "accessories" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "accessories_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "price_matrices" (
	"conf_id" integer NOT NULL,
	"price_group" text NOT NULL,
	"widths" jsonb NOT NULL,
	"heights" jsonb NOT NULL,
	"cents" jsonb NOT NULL,
	CONSTRAINT "price_matrices_conf_id_price_group_pk" PRIMARY KEY("conf_id","price_group")
);
--> statement-breakpoint
CREATE TABLE "saved_configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"conf_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "definition" jsonb;--> statement-breakpoint
ALTER TABLE "price_matrices" ADD CONSTRAINT "price_matrices_conf_id_configurations_id_fk" FOREIGN KEY ("conf_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_configurations" ADD CONSTRAINT "saved_configurations_conf_id_configurations_id_fk" FOREIGN KEY ("conf_id") REFERENCES "public"."configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_configurations_session_idx" ON "saved_configurations" USING btree ("session_id");