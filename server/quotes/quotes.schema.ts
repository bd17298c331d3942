// Quote requests.
import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Cart } from "../../domain/cart/types.ts";
import type { SavedCartItem } from "../cart/cart.schema.ts";
import { money, requestHandling } from "../db/columns.ts";

/** A quote request: one configured product (product/estimate) or a whole cart (cart/createEstimate), priced here. */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    /** Human quote number, e.g. OF-2026-000012. */
    number: text("number").notNull().unique(),
    sessionId: text("session_id").notNull(),
    store: text("store").notNull(),
    kind: text("kind").$type<"product" | "cart">().notNull(),
    email: text("email").notNull(),
    address: jsonb("address").$type<Record<string, unknown>>().notNull(),
    note: text("note"),
    /** The rows as the server priced them (a Cart for both kinds). */
    cart: jsonb("cart").$type<Cart>().notNull(),
    totalCents: money("total_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Back office (requests): the quoted configurations as a saved cart keeps them, so 'Bestel deze offerte'
     * can put them in the customer's cart. Null for quotes made before it was kept.
     */
    items: jsonb("items").$type<SavedCartItem[]>(),
    ...requestHandling(),
  },
  (t) => [index("quotes_session_idx").on(t.sessionId)],
);
