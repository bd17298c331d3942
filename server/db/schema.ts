// Every area's tables gathered for Drizzle (the client's typed schema and drizzle-kit's migrations in drizzle/).
// Each table is declared in the schema file of the area that owns it and writes it (docs/architecture.md#who-owns-which-tables);
// code imports a table from there, never from here.

export * from "../advice/advice.schema.ts";
export * from "../backoffice/backoffice.schema.ts";
export * from "../cart/cart.schema.ts";
export * from "../catalog/catalog.schema.ts";
export * from "../designs/designs.schema.ts";
export * from "../http/visitor.schema.ts";
export * from "../mail/mail.schema.ts";
export * from "../orders/orders.schema.ts";
export * from "../payments/payments.schema.ts";
export * from "../quotes/quotes.schema.ts";
export * from "../search/search.schema.ts";
export * from "../service/service.schema.ts";
export * from "../swatches/swatches.schema.ts";
export * from "../vouchers/vouchers.schema.ts";
export * from "./settings.schema.ts";
