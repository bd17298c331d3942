ALTER TABLE "advice_requests" ADD COLUMN "status" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_requests" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "advice_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "resent_from" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "items" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "status" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "status" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "swatch_orders" ADD COLUMN "status" text DEFAULT 'nieuw' NOT NULL;--> statement-breakpoint
ALTER TABLE "swatch_orders" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "swatch_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;