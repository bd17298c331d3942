// Column types several areas' tables share: money in cents, and how the shop handles a request.
import { bigint, text, timestamp } from "drizzle-orm/pg-core";
import type { RequestStatus } from "../../domain/requests.ts";

/**
 * An amount in cents. 64-bit, read as a JavaScript number: a large order's total does not fit in 32 bits
 * (€ 21.474.836,47), and every amount the shop accepts stays far below 2^53 (see domain/money.ts).
 */
export const money = (name: string) => bigint(name, { mode: "number" });

/**
 * How the shop handles a request: its status and an internal note no customer sees, on each of the four
 * request tables. A function (hoisted) so the tables above can spread it.
 */
export function requestHandling() {
  return {
    status: text("status").$type<RequestStatus>().notNull().default("nieuw"),
    internalNote: text("internal_note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}
