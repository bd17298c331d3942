CREATE TABLE "production_days" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"planned_by" text NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_row_states" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" text NOT NULL,
	"moved_by" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_via" text NOT NULL,
	CONSTRAINT "production_row_states_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
ALTER TABLE "production_days" ADD CONSTRAINT "production_days_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_row_states" ADD CONSTRAINT "production_row_states_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_days_day_idx" ON "production_days" USING btree ("day");