// Key/value settings the server keeps for itself (secrets made at the first start when none is configured).
import { pgTable, text } from "drizzle-orm/pg-core";

/** Key/value settings the server keeps for itself (the session secret when none is configured). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
