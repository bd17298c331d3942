// Carts, their rows and carts saved by e-mail.

import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { ServiceType, ShippingMethod } from "../../domain/cart/types.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { accessories, configurations } from "../catalog/catalog.schema.ts";
import { visitorSessions } from "../http/visitor.schema.ts";
import type { VatBasis } from "../vat/basis.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";

/** A visitor's cart choices; its rows are cart_items. Writes lock the visitor's session row first. */
export const carts = pgTable("carts", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => visitorSessions.id, { onDelete: "cascade" }),
  serviceType: text("service_type").$type<ServiceType>().notNull().default("self"),
  shippingMethod: text("shipping_method").$type<ShippingMethod>().notNull().default("sent"),
  voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
  /** The checkout's details step as last stored (checkout/gegevens), validated or not, so a reload keeps it. */
  customer: jsonb("customer").$type<Record<string, unknown>>(),
  /**
   * What the details step gives the VAT rule (customer kind, delivery country, the VAT number's check as
   * answered), written with `customer`; null before the step. The cart's answer decides its VAT from it.
   */
  vatBasis: jsonb("vat_basis").$type<VatBasis>(),
  /** The checkout's payment step (checkout/betalen): brandCode, brandName, issuerId, issuerName. */
  payment: jsonb("payment").$type<Record<string, string>>(),
  /** The saved cart the country switch copies this cart into: one per cart, rewritten on every switch. */
  transferToken: text("transfer_token").references((): AnyPgColumn => savedCarts.token, {
    onDelete: "set null",
  }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A configured product in a cart: the configuration's values, never a price (prices are computed from the
 * values with the current catalogue). The key is the row id and the configurator's edit key.
 * Or an accessory sold on its own: `accessory_id` set, no configuration or product (`conf_id` and `product_id`
 * null, `values` {}); its name and price come from the accessories table on every read.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    key: text("key").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => carts.sessionId, { onDelete: "cascade" }),
    confId: integer("conf_id").references(() => configurations.id),
    productId: integer("product_id"),
    accessoryId: integer("accessory_id").references(() => accessories.id, { onDelete: "cascade" }),
    values: jsonb("values").$type<ConfValues>().notNull(),
    count: integer("count").notNull(),
    imageThumbnail: text("image_thumbnail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cart_items_session_idx").on(t.sessionId, t.createdAt),
    // Exactly one of the two: a configured product or an accessory.
    check(
      "cart_items_product_or_accessory",
      sql`(${t.accessoryId} is null) = (${t.confId} is not null and ${t.productId} is not null)`,
    ),
  ],
);

/** A cart saved by e-mail; its link copies these rows into whichever browser opens it. */
export const savedCarts = pgTable("saved_carts", {
  token: text("token").primaryKey(),
  email: text("email").notNull(),
  store: text("store").notNull(),
  items: jsonb("items").$type<SavedCartItem[]>().notNull(),
  serviceType: text("service_type").$type<ServiceType>().notNull(),
  shippingMethod: text("shipping_method").$type<ShippingMethod>().notNull(),
  voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A saved row: a configuration, or with `accessory_id` an accessory (then conf_id and product_id are 0). */
export interface SavedCartItem {
  conf_id: number;
  product_id: number;
  accessory_id?: number;
  values: ConfValues;
  count: number;
  image_thumbnail: string;
}
