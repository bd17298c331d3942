CREATE TABLE "cart_items" (
	"key" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"conf_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"count" integer NOT NULL,
	"image_thumbnail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"service_type" text DEFAULT 'self' NOT NULL,
	"shipping_method" text DEFAULT 'sent' NOT NULL,
	"voucher_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_carts" (
	"token" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"store" text NOT NULL,
	"items" jsonb NOT NULL,
	"service_type" text NOT NULL,
	"shipping_method" text NOT NULL,
	"voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"shipping_cost_cents" integer NOT NULL,
	"shipping_free_from_cents" integer NOT NULL,
	"mount_start_cents" integer NOT NULL,
	"measure_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swatch_items" (
	"session_id" text NOT NULL,
	"conf_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swatch_items_session_id_conf_id_option_id_value_id_pk" PRIMARY KEY("session_id","conf_id","option_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "swatch_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"session_id" text NOT NULL,
	"store" text NOT NULL,
	"address" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swatch_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"discount_on" text DEFAULT 'producten' NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_session_id_carts_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."carts"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_conf_id_configurations_id_fk" FOREIGN KEY ("conf_id") REFERENCES "public"."configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_visitor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swatch_items" ADD CONSTRAINT "swatch_items_session_id_visitor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_session_idx" ON "cart_items" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");