CREATE TABLE "fitting_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"fitter_id" integer NOT NULL,
	"date" date NOT NULL,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"alternatives" jsonb NOT NULL,
	"confirmation" text DEFAULT 'open' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"token_hash" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"planned_by" text NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitting_appointments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "fitting_appointments_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "fitting_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"rows" jsonb NOT NULL,
	"remarks" text NOT NULL,
	"extra_work" text NOT NULL,
	"signer_name" text NOT NULL,
	"signature" jsonb NOT NULL,
	"fitter_name" text NOT NULL,
	"signed_by" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitting_handovers_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "fitting_handovers_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
ALTER TABLE "fitting_appointments" ADD CONSTRAINT "fitting_appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_appointments" ADD CONSTRAINT "fitting_appointments_fitter_id_staff_id_fk" FOREIGN KEY ("fitter_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_handovers" ADD CONSTRAINT "fitting_handovers_appointment_id_fitting_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."fitting_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitting_appointments_day_idx" ON "fitting_appointments" USING btree ("date","fitter_id");