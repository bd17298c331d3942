// Service requests on an order.
import { integer, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { requestHandling } from "../db/columns.ts";
import { orders } from "../orders/orders.schema.ts";

/** A service request on an existing order, stored only when order number and delivery postcode match. */
export const serviceRequests = pgTable("service_requests", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  ...requestHandling(),
});
