CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"reference" text NOT NULL,
	"kind" text DEFAULT 'refund' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"psp_reference" text,
	"failure_reason" text,
	"advice_number" text,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "refunds_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"psp_reference" text PRIMARY KEY NOT NULL,
	"payment_psp_reference" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"notification" jsonb,
	"delivery_status" text,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"next_delivery_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "advice_requests" ADD COLUMN "status" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_requests" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "advice_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "resent_from" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "track_trace_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mount_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "items" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "status" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "status" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "swatch_orders" ADD COLUMN "status" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "swatch_orders" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "swatch_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_advice_once_idx" ON "refunds" USING btree ("advice_number") WHERE "refunds"."advice_number" is not null and "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");