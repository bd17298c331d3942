// Drizzle schema of the shop's database; migrations in drizzle/ are generated from this file.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Cart, ServiceType, ShippingMethod } from "../../domain/cart/types.ts";
import type { VoucherDiscountOn, VoucherKind } from "../../domain/cart/vouchers.ts";
import type { ConfigurationDef, ConfValues } from "../../domain/configurator/types.ts";
import type { FulfilmentStatus } from "../../domain/orders/fulfilment.ts";
import type { OrderStatus } from "../../domain/orders/states.ts";
import type { RequestStatus } from "../../domain/requests.ts";
import type { StaffRole } from "../../domain/staff.ts";
import type { CustomerData } from "../../domain/validation/customer.ts";
import type { PaymentOutcome } from "../payments/provider.ts";

/**
 * An amount in cents. 64-bit, read as a JavaScript number: a large order's total does not fit in 32 bits
 * (€ 21.474.836,47), and every amount the shop accepts stays far below 2^53 (see domain/money.ts).
 */
const money = (name: string) => bigint(name, { mode: "number" });

/** A configuration as stored: everything but its price tables. */
export type ConfigurationDocument = Omit<ConfigurationDef, "matrices">;

/** Key/value settings the server keeps for itself (the session secret when none is configured). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** One row that changes whenever the catalogue changes; app processes reload their in-memory copy then. */
export const catalogVersion = pgTable("catalog_version", {
  id: smallint("id").primaryKey().default(1),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  family: text("family").notNull(),
  parentId: integer("parent_id"),
  description: text("description").notNull(),
  usps: jsonb("usps").$type<string[]>().notNull(),
  /** Categories we do not measure and mount (the spec's category 147). */
  noMount: boolean("no_mount").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const colourCollections = pgTable("colour_collections", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  tagGroup: text("tag_group").notNull(),
  position: integer("position").notNull().default(0),
});

export const colours = pgTable(
  "colours",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => colourCollections.id),
    name: text("name").notNull(),
    hex: text("hex").notNull(),
    texture: text("texture").notNull(),
    disableSwatches: boolean("disable_swatches").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("colours_collection_idx").on(t.collectionId)],
);

/**
 * A product configuration (conf_id): its option groups, options, values and rules as one document, because
 * they are read and versioned as a whole (see domain/configurator/types.ts). Price tables have their own rows.
 */
export const configurations = pgTable("configurations", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Null only between the migration that added it and the seed step that fills it on the next start. */
  definition: jsonb("definition").$type<ConfigurationDocument>(),
});

/** One price table of a configuration per price group (fabric class). */
export const priceMatrices = pgTable(
  "price_matrices",
  {
    confId: integer("conf_id")
      .notNull()
      .references(() => configurations.id, { onDelete: "cascade" }),
    priceGroup: text("price_group").notNull(),
    widths: jsonb("widths").$type<number[]>().notNull(),
    heights: jsonb("heights").$type<number[]>().notNull(),
    cents: jsonb("cents").$type<number[][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.confId, t.priceGroup] })],
);

/** Accessories offered in 'products' options (remote controls, sensors, brackets), sold at their own price. */
export const accessories = pgTable("accessories", {
  id: integer("id").primaryKey(),
  sku: text("sku").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  priceCents: money("price_cents").notNull(),
  icon: text("icon").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    urlPath: text("url_path").notNull().unique(),
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    kind: text("kind").notNull(),
    confId: integer("conf_id").references(() => configurations.id),
    shortDescription: text("short_description").notNull(),
    description: jsonb("description").$type<string[]>().notNull(),
    specs: jsonb("specs").$type<{ label: string; value: string }[]>().notNull(),
    fromPriceCents: money("from_price_cents").notNull(),
    discountPercent: real("discount_percent").notNull().default(0),
    discountLabelActief: boolean("discount_label_actief").notNull().default(false),
    discountLabelTekst: text("discount_label_tekst"),
    discountLabelTekstBe: text("discount_label_tekst_be"),
    discountLabelBackgroundColor: text("discount_label_background_color"),
    discountLabelColor: text("discount_label_color"),
    confLabelActief: boolean("conf_label_actief").notNull().default(false),
    confText: text("conf_text"),
    confBackgroundColor: text("conf_background_color"),
    confColor: text("conf_color"),
    breedte: integer("breedte").notNull(),
    hoogte: integer("hoogte").notNull(),
    hoogteType: text("hoogte_type").notNull(),
    mountCostCents: money("montage_kosten_fullservice").notNull(),
    levertijd: text("levertijd").notNull(),
    featured: boolean("featured").notNull().default(false),
    quoteOnly: boolean("estimate_only").notNull().default(false),
    position: integer("position").notNull().default(0),
    /**
     * Back office, prices (issue 13): an inactive product is not sold: no page, not in its category or the
     * sitemap, not added to a cart nor priced by the configurator (server/catalog/snapshot.ts).
     */
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("products_category_idx").on(t.categoryId)],
);

/** Which colour collections a product is sold in, in order (the first colour is the default). */
export const productCollections = pgTable(
  "product_collections",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => colourCollections.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.collectionId] })],
);

/** Colour variants shown on the product card, each a link with its own query string. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("product_variants_unique").on(t.productId, t.colourId)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Path below /media/product. */
    path: text("path").notNull(),
    video: boolean("video").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId)],
);

/** Atmosphere pictures (sfeerfoto's) of a product in a room. */
export const galleryImages = pgTable("gallery_images", {
  id: serial("id").primaryKey(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  /** Path below /media/sfeer_fotos. */
  image: text("image").notNull(),
  position: integer("position").notNull().default(0),
});

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    city: text("city").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    reviewedOn: date("reviewed_on").notNull(),
  },
  (t) => [index("reviews_product_idx").on(t.productId)],
);

/** An anonymous visitor; the id travels in a signed cookie. Rows are written when a visitor first stores something. */
export const visitorSessions = pgTable("visitor_sessions", {
  id: text("id").primaryKey(),
  store: text("store").notNull().default("NL"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Delivery and service rates per country: sending (free from a subtotal), and the mount service's start rate
 * (voorrijkosten) and measuring cost (meetkosten). Part of the catalogue, so changing them bumps its version.
 */
export const shopRates = pgTable("shop_rates", {
  country: text("country").primaryKey(),
  shippingCostCents: money("shipping_cost_cents").notNull(),
  shippingFreeFromCents: money("shipping_free_from_cents").notNull(),
  mountStartCents: money("mount_start_cents").notNull(),
  measureCents: money("measure_cents").notNull(),
});

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
 */
export const cartItems = pgTable(
  "cart_items",
  {
    key: text("key").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => carts.sessionId, { onDelete: "cascade" }),
    confId: integer("conf_id")
      .notNull()
      .references(() => configurations.id),
    productId: integer("product_id").notNull(),
    values: jsonb("values").$type<ConfValues>().notNull(),
    count: integer("count").notNull(),
    imageThumbnail: text("image_thumbnail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_items_session_idx").on(t.sessionId, t.createdAt)],
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

export interface SavedCartItem {
  conf_id: number;
  product_id: number;
  values: ConfValues;
  count: number;
  image_thumbnail: string;
}

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

export type MailStatus = "queued" | "sending" | "sent" | "failed";

/**
 * Every e-mail the shop sends, written in the same transaction as what it belongs to and delivered by the
 * mail worker (SMTP, or kept here for the development mailbox when no SMTP server is configured).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; base64: string }[]>(),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    /** Where it went: 'smtp' or 'mailbox' (the development mailbox only). */
    transport: text("transport"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // Back office, orders (issue 13): the order a mail is about, so the order's page lists its mails.
    orderNumber: text("order_number"),
    /** Back office (mails): the mail this row is a copy of, queued again with 'Opnieuw versturen'. */
    resentFrom: integer("resent_from"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_order_idx").on(t.orderNumber),
  ],
);

/**
 * An order: the cart as the server computed it when the order was placed (rows, totals, choices), the
 * customer's details, and its payment state. Amounts never come from the browser.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Human order number, e.g. RW-2026-000123. */
    number: text("number").notNull().unique(),
    sessionId: text("session_id").notNull(),
    store: text("store").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    email: text("email").notNull(),
    customer: jsonb("customer").$type<CustomerData>().notNull(),
    cart: jsonb("cart").$type<Cart>().notNull(),
    totalCents: money("total_cents").notNull(),
    taxCents: money("tax_cents").notNull(),
    shippingCents: money("shipping_cents").notNull(),
    voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    /**
     * Whether this order holds one of the voucher's uses (counted in vouchers.used_count): taken when the order
     * is placed or reopened, given back when it expires or is cancelled (server/cart/voucher-use.ts).
     */
    voucherHeld: boolean("voucher_held").notNull().default(false),
    /** Identifies what was ordered (rows, totals, details): placing the same order again reuses this one. */
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // Back office, orders (issue 13): after payment, domain/orders/fulfilment.ts; null until the first move.
    fulfilmentStatus: text("fulfilment_status").$type<FulfilmentStatus>(),
    /** The carrier's tracking page, given with the move to 'verzonden'. */
    trackTraceUrl: text("track_trace_url"),
    /** The day of the mounting, given with the move to 'ingepland_voor_montage'. */
    mountDate: date("mount_date"),
  },
  (t) => [
    index("orders_session_idx").on(t.sessionId, t.createdAt),
    index("orders_status_idx").on(t.status),
    index("orders_created_idx").on(t.createdAt),
  ],
);

/** Every change of an order's status, with when and what caused it. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    source: text("source").notNull(),
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId)],
);

/** One payment attempt of an order at the provider; a refused or cancelled attempt is followed by a new one. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Our reference of this attempt (the provider's merchantReference); also the idempotency key. */
    reference: text("reference").notNull().unique(),
    provider: text("provider").notNull(),
    pspReference: text("psp_reference"),
    paymentLink: text("payment_link"),
    method: jsonb("method").$type<Record<string, string>>().notNull(),
    amountCents: money("amount_cents").notNull(),
    /** An outcome, or 'review': the provider reported another amount or currency than this attempt's. */
    status: text("status").$type<PaymentOutcome | "review">().notNull().default("pending"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

/** Notifications already handled, so a repeated or replayed webhook changes nothing. */
export const paymentNotifications = pgTable("payment_notifications", {
  id: text("id").primaryKey(),
  reference: text("reference").notNull(),
  outcome: text("outcome").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SandboxPaymentStatus = "pending" | "authorised" | "refused" | "cancelled" | "error";

/**
 * Payments at the embedded sandbox provider (server/payments/sandbox.ts): its own records, as a real
 * provider keeps them on its side. Unused when Adyen is configured.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  /** The sandbox's id of the payment, 16 characters like Adyen's pspReference. */
  pspReference: text("psp_reference").primaryKey(),
  /** The same key creates no second payment (the shop retrying a call). */
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** The shop's reference of this attempt (Adyen's merchantReference). */
  reference: text("reference").notNull(),
  orderNumber: text("order_number").notNull(),
  amountCents: money("amount_cents").notNull(),
  currency: text("currency").notNull().default("EUR"),
  country: text("country").notNull(),
  methodType: text("method_type").notNull(),
  issuer: text("issuer"),
  brand: text("brand"),
  returnUrl: text("return_url").notNull(),
  shopperEmail: text("shopper_email").notNull(),
  shopperLocale: text("shopper_locale").notNull(),
  /** Random per payment; the hosted page's form carries it and a POST without it changes nothing. */
  formToken: text("form_token").notNull(),
  status: text("status").$type<SandboxPaymentStatus>().notNull().default("pending"),
  reason: text("reason"),
  /** The signed webhook body sent when the payment was finished, and how its delivery went. */
  notification: jsonb("notification").$type<Record<string, unknown>>(),
  deliveryStatus: text("delivery_status"),
  /** Deliveries tried so far; the next try is due at next_delivery_at (null: delivered or given up). */
  deliveryAttempts: integer("delivery_attempts").notNull().default(0),
  nextDeliveryAt: timestamp("next_delivery_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

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

/** A service request on an existing order, stored only when order number and delivery postcode match. */
export const serviceRequests = pgTable("service_requests", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  ...requestHandling(),
});

/** A member of staff of the back office (/beheer). `email` is stored in lower case. */
export const staff = pgTable("staff", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  role: text("role").$type<StaffRole>().notNull(),
  /** argon2id; null until the invitation's link was used to set a password. */
  passwordHash: text("password_hash"),
  active: boolean("active").notNull().default(true),
  /** Failed logins since the last success; at the limit the account is locked until `locked_until`. */
  failedLogins: integer("failed_logins").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
});

/** A logged-in staff session: only the SHA-256 of the cookie's token is stored. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    /** Sent back on every write in the X-CSRF-Token header. */
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** A one-time link to set a password (a new account, or a reset): only the token's SHA-256 is stored. */
export const staffInvitations = pgTable("staff_invitations", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: integer("staff_id")
    .notNull()
    .references(() => staff.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every change made in the back office: who, when, what, and the data before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for changes made from the command line (`npm run beheer`). */
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still says who after the account is gone. */
    actor: text("actor").notNull(),
    /** What was done, e.g. 'order.status', 'voucher.update', 'staff.invite'. */
    action: text("action").notNull(),
    /** What it was done to, e.g. 'RW-2026-000123', 'ZOMER10', 'eigenaar@example.nl'. */
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

// --- Refunds (issue 13, back office: refunds) ---------------------------------------------------------------

export type RefundStatus = "requested" | "refunded" | "failed";
export type RefundKind = "refund" | "advice_credit";

/**
 * A refund of (part of) an order's payment, asked by a member of staff: stored as 'requested' when the provider
 * took the request, confirmed 'refunded' or 'failed' by the provider's REFUND webhook. The order's own payment
 * status stays 'paid'; what was refunded is the sum of these rows (server/backoffice/refunds/).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** Our reference of the refund, sent to the provider (its merchantReference) and its idempotency key. */
    reference: text("reference").notNull().unique(),
    kind: text("kind").$type<RefundKind>().notNull().default("refund"),
    amountCents: money("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    reason: text("reason").notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("requested"),
    /** The provider's id of the refund, once it answered. */
    pspReference: text("psp_reference"),
    /** The provider's reason when the refund failed. */
    failureReason: text("failure_reason"),
    /** For an advice-fee credit: the advice appointment credited (AD-…); credited once (the partial index). */
    adviceNumber: text("advice_number"),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Who asked, kept as written. */
    staffEmail: text("staff_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    uniqueIndex("refunds_advice_once_idx")
      .on(t.adviceNumber)
      .where(sql`${t.adviceNumber} is not null and ${t.status} <> 'failed'`),
  ],
);

/**
 * Refunds at the embedded sandbox provider: its own records, as a real provider keeps them, with the signed
 * REFUND webhook and its delivery (the same schedule as sandbox_payments).
 */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  /** The sandbox's id of the refund, 16 characters like Adyen's. */
  pspReference: text("psp_reference").primaryKey(),
  /** The refunded payment (sandbox_payments.psp_reference). */
  paymentPspReference: text("payment_psp_reference").notNull(),
  /** The shop's reference of the refund; the same reference asks for no second refund. */
  reference: text("reference").notNull().unique(),
  amountCents: money("amount_cents").notNull(),
  currency: text("currency").notNull().default("EUR"),
  notification: jsonb("notification").$type<Record<string, unknown>>(),
  deliveryStatus: text("delivery_status"),
  deliveryAttempts: integer("delivery_attempts").notNull().default(0),
  nextDeliveryAt: timestamp("next_delivery_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
// ---- Back office: requests (quotes, advice_requests, service_requests, swatch_orders) ----

/**
 * How the shop handles a request: its status and an internal note no customer sees, on each of the four
 * request tables. A function (hoisted) so the tables above can spread it.
 */
function requestHandling() {
  return {
    status: text("status").$type<RequestStatus>().notNull().default("nieuw"),
    internalNote: text("internal_note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}

// ---- Search (server/search/): documents built from the catalogue snapshot, per store ----

/** PostgreSQL's tsvector: written by the search index's builder, read only inside SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One searchable thing of a store: a product, a category or a colour (one per colour name), its text weighted
 * (name A, categories and collections B, features C, descriptions D) and folded with unaccent.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    store: text("store").notNull(),
    kind: text("kind").$type<"product" | "category" | "colour">().notNull(),
    /** The product's id, the category's slug or the colour's name as the catalogue has them. */
    ref: text("ref").notNull(),
    /** The order of the catalogue: the tie-breaker between equally relevant documents. */
    position: integer("position").notNull(),
    tsv: tsvector("tsv").notNull(),
  },
  (t) => [
    index("search_documents_tsv_idx").using("gin", t.tsv),
    index("search_documents_store_idx").on(t.store, t.kind),
  ],
);

/** Every word of a store's documents, without accents: what a misspelt word is compared with (pg_trgm). */
export const searchWords = pgTable(
  "search_words",
  {
    store: text("store").notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.word] }),
    index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
  ],
);

/** The catalogue version a store's search documents were built from. */
export const searchIndexState = pgTable("search_index_state", {
  store: text("store").primaryKey(),
  catalogVersion: integer("catalog_version").notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A design saved to keep or share (docs/designs.md): immutable, opened by its unguessable code at
 * /ontwerp/{code}; gone a year after it was last opened.
 */
export const savedDesigns = pgTable(
  "saved_designs",
  {
    code: text("code").primaryKey(),
    store: text("store").notNull(),
    confId: integer("conf_id").notNull(),
    prodId: integer("prod_id").notNull(),
    values: jsonb("values").$type<ConfValues>().notNull(),
    /** What the design cost when it was saved, cents incl. VAT. */
    priceCents: money("price_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_designs_last_opened_idx").on(t.lastOpenedAt)],
);
