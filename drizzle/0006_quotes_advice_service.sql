CREATE TABLE "advice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"session_id" text NOT NULL,
	"store" text NOT NULL,
	"form" jsonb NOT NULL,
	"service_area" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advice_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"session_id" text NOT NULL,
	"store" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"address" jsonb NOT NULL,
	"note" text,
	"cart" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"from_postcode" integer NOT NULL,
	"to_postcode" integer NOT NULL,
	"kind" text NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advice_requests" ADD CONSTRAINT "advice_requests_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_session_idx" ON "quotes" USING btree ("session_id");