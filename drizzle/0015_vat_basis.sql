ALTER TABLE "carts" ADD COLUMN "vat_basis" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_basis" jsonb;