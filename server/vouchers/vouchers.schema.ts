// Voucher codes and how often they were used.
import { boolean, date, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { VoucherDiscountOn, VoucherKind } from "../../domain/cart/vouchers.ts";
import { money } from "../db/columns.ts";

/** Voucher codes (kortingscodes); `code` is stored in upper case and matched case-insensitively. */
export const vouchers = pgTable("vouchers", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  /** Shown in the cart once applied, e.g. "Najaarskorting 10%". */
  name: text("name").notNull(),
  kind: text("kind").$type<VoucherKind>().notNull(),
  /** Percent for 'percentage', cents for 'fixed', unused otherwise. */
  amount: money("amount").notNull().default(0),
  discountOn: text("discount_on").$type<VoucherDiscountOn>().notNull().default("producten"),
  validFrom: date("valid_from"),
  validUntil: date("valid_until"),
  minOrderCents: money("min_order_cents").notNull().default(0),
  /** How many orders may use it; null for no limit. */
  maxUses: integer("max_uses"),
  usedCount: integer("used_count").notNull().default(0),
  active: boolean("active").notNull().default(true),
});
