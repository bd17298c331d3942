// The swatch basket and swatch orders.
import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { requestHandling } from "../db/columns.ts";
import { visitorSessions } from "../http/visitor.schema.ts";

/** A colour in a visitor's swatch basket: one per option, configuration and value. */
export const swatchItems = pgTable(
  "swatch_items",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => visitorSessions.id, { onDelete: "cascade" }),
    confId: integer("conf_id").notNull(),
    optionId: integer("option_id").notNull(),
    valueId: integer("value_id").notNull(),
    productId: integer("product_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.confId, t.optionId, t.valueId] })],
);

/** An order for free colour swatches, with the address they go to. */
export const swatchOrders = pgTable("swatch_orders", {
  id: serial("id").primaryKey(),
  number: text("number").notNull().unique(),
  sessionId: text("session_id").notNull(),
  store: text("store").notNull(),
  address: jsonb("address").$type<Record<string, unknown>>().notNull(),
  items: jsonb("items")
    .$type<{ product_name: string; option_id: number; value_id: number; title: string }[]>()
    .notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  ...requestHandling(),
});
