// The anonymous visitor's session row, which every write of a visitor locks first (visitor-lock.ts).
import { sql } from "drizzle-orm";
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** An anonymous visitor; the id travels in a signed cookie. Rows are written when a visitor first stores something. */
export const visitorSessions = pgTable("visitor_sessions", {
  id: text("id").primaryKey(),
  store: text("store").notNull().default("NL"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});
