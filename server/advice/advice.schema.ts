// Home advice: the service areas and the appointment requests.
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { money, requestHandling } from "../db/columns.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";

export type ServiceAreaKind = "free" | "paid";

/** Where we give home advice: four-digit postcode ranges around our locations, free or for a one-time fee. */
export const serviceAreas = pgTable("service_areas", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  fromPostcode: integer("from_postcode").notNull(),
  toPostcode: integer("to_postcode").notNull(),
  kind: text("kind").$type<ServiceAreaKind>().notNull(),
  feeCents: money("fee_cents").notNull().default(0),
});

/** A request for a home advice and measuring appointment (NL only), with its service area, fee and coupon. */
export const adviceRequests = pgTable("advice_requests", {
  id: serial("id").primaryKey(),
  number: text("number").notNull().unique(),
  sessionId: text("session_id").notNull(),
  store: text("store").notNull(),
  form: jsonb("form").$type<Record<string, unknown>>().notNull(),
  serviceArea: text("service_area").notNull(),
  feeCents: money("fee_cents").notNull(),
  voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  ...requestHandling(),
});
