CREATE TABLE "peppol_transmissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_number" text NOT NULL,
	"document_type" text NOT NULL,
	"receiver_scheme" text NOT NULL,
	"receiver_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text,
	"transmission_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "peppol_transmissions" ADD CONSTRAINT "peppol_transmissions_document_number_invoices_number_fk" FOREIGN KEY ("document_number") REFERENCES "public"."invoices"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "peppol_transmissions_document_idx" ON "peppol_transmissions" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "peppol_transmissions_due_idx" ON "peppol_transmissions" USING btree ("status","next_attempt_at");