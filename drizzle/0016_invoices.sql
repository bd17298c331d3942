CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" date NOT NULL,
	"store" text NOT NULL,
	"customer_kind" text NOT NULL,
	"country" text NOT NULL,
	"buyer_vat_number" text,
	"zero_rated" boolean NOT NULL,
	"total_excl_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_incl_cents" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"document" jsonb NOT NULL,
	"download_token" text NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_download_token_unique" UNIQUE("download_token")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments_from" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");