// drizzle-kit generates the SQL migrations in drizzle/ from every area's tables, each declared in the area that
// owns it (server/<area>/<area>.schema.ts; docs/decisions/0033-each-area-owns-its-tables.md).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/**/*.schema.ts",
  out: "./drizzle",
});
