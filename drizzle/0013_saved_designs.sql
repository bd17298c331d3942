CREATE TABLE "saved_designs" (
	"code" text PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"conf_id" integer NOT NULL,
	"prod_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_designs_last_opened_idx" ON "saved_designs" USING btree ("last_opened_at");