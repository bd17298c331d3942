// The cart and swatch-basket shapes of spec section 3 as the API answers them (money in integer cents incl. VAT,
// excl. VAT for a customer who is not charged VAT: see `Cart.vat`).
import type { PriceLine } from "../configurator/types.ts";
import type { ProductionDays } from "../delivery/production.ts";
import type { VatDecision } from "../vat/rule.ts";

export const serviceTypes = ["self", "mount"] as const;
/** 'self': the visitor measures and mounts; 'mount': our mounting service. Default 'self'. */
export type ServiceType = (typeof serviceTypes)[number];

export const pickupLocationNames = ["Barendrecht", "Waalwijk", "Heinenoord"] as const;
export type PickupLocationName = (typeof pickupLocationNames)[number];

export const shippingMethods = ["sent", "retrieve", ...pickupLocationNames] as const;
/** 'sent' ships to the delivery address; 'retrieve' and the location names are pick-ups. Default 'sent'. */
export type ShippingMethod = (typeof shippingMethods)[number];

/**
 * Rows of the cart: configured products, accessories sold on their own (no configuration: `conf_id` 0 and
 * `entity_id` the accessory's id), and the rows the server adds that the visitor cannot change or delete.
 */
export const cartItemTypes = ["product", "accessory", "discount", "voorrijkosten", "meetkosten"] as const;
export type CartItemType = (typeof cartItemTypes)[number];

/** The rows the customer buys (configured products and accessories), as opposed to the server's own rows. */
export function isGoods(item: { type: CartItemType }): boolean {
  return item.type === "product" || item.type === "accessory";
}

export interface CartItemOption {
  name: string;
  value: string;
  crm_only: boolean;
}

export interface CartItemRoom {
  name: string;
  value: string;
}

/**
 * A product row that holds a colour not available now (issue 25): the Dutch notice and the nearest available
 * colour the row can switch to in one click (cart/colour), when there is one. Checkout refuses the cart meanwhile.
 */
export interface CartColourNotice {
  option_id: number;
  /** 'De kleur Zand is uit de collectie.' */
  message: string;
  nearest: { value: number; name: string; hex: string; label: string } | null;
}

/** One cart row (spec section 3, cart item). `price` is per unit after the product discount. */
export interface CartItem {
  /** The row id; for product rows also the configurator's edit key. */
  key: string;
  type: CartItemType;
  product_name: string;
  product_url: string;
  image_thumbnail: string;
  count: number;
  /** Per unit, after the product discount. Negative on discount rows. */
  price: number;
  /** Per unit, the list price before the product discount (price_advice). */
  price_advice: number;
  /** price × count. */
  subtotal: number;
  /** The discount on this row in total (all units). */
  discount: number;
  discount_percentage: number;
  discount_on: "producten" | "tweede_product" | null;
  discount_description: string | null;
  /** e.g. "10 werkdagen"; empty on service rows. */
  delivery_time: string;
  /** Working days this configuration adds to the product's usual delivery time. */
  different_delivery_time: number;
  /** Product rows: the working days until delivery, mounting's extra included when the cart is mounted. */
  production_days?: ProductionDays;
  /** Product rows of a cart the server computed just now: 'Verwacht in huis: maandag 7 december'. */
  expected_delivery?: string;
  /** Per unit; null where we do not mount this product (its category is not mounted). */
  mount_cost: number | null;
  options: CartItemOption[];
  /**
   * Product rows whose configuration asks a room label: its option's name ('Ruimte of raam') and the label, ''
   * when none is given. The label is also one of `options` (so the order, werkbon and label carry it); the cart
   * page shows and edits it on its own (cart/room). Absent on older rows.
   */
  room?: CartItemRoom;
  /** Product rows: how one unit's price is made up (the last line is the total, price); absent on older rows. */
  price_lines?: PriceLine[];
  /** Product rows that hold a colour not available now; absent otherwise. */
  colour_notices?: CartColourNotice[];
  /** Product rows: why a stored choice was reset (a value no longer offered), in Dutch; absent when none. */
  notices?: string[];
  entity_id: number;
  conf_id: number;
  cat_name: string;
}

export interface CartCoupon {
  id: number;
  name: string;
  code: string;
}

/** The whole cart of spec section 3. */
export interface Cart {
  /** Keyed by row id, in the order the rows were added; service and discount rows come last. */
  items: Record<string, CartItem>;
  /** Number of product units. */
  count: number;
  /** Products after their product discounts. */
  subtotal: number;
  total: number;
  /** The VAT (21%) included in total. */
  tax_amount: number;
  /** Product discounts plus the voucher's discount. */
  total_discount: number;
  /** Shipping charged: free unless the method is 'sent' and the cost is greater than 0. */
  shipping_amount: number;
  shipping_method: ShippingMethod;
  /** What sending costs for this cart (0 above the free-shipping threshold). */
  shipping_cost: number;
  /** Subtotal from which sending is free. */
  shipping_free_from: number;
  service_type: ServiceType;
  /** Sum of the products' mount costs when service_type is 'mount', else 0. */
  mount_total: number;
  /** Voorrijkosten when service_type is 'mount', else 0. */
  mount_start: number;
  /** Meetkosten when service_type is 'mount', else 0. */
  measure_amount: number;
  /** What mounting would cost (start rate, measure cost, products), shown before the visitor chooses it. */
  mount_quote: { mount_start: number; measure_amount: number; mount_total: number };
  /** False when no product in the cart can be mounted. */
  can_mount: boolean;
  country: "NL" | "BE";
  coupon: CartCoupon | null;
  /** Why the applied voucher gives nothing right now (e.g. the subtotal fell under its minimum). */
  coupon_message: string | null;
  /** 'Verzenden', 'Afhalen' or 'Monteren'. */
  delivery_label: DeliveryLabel;
  /**
   * The VAT of this customer (`decideVat`, docs/vat.md), once the checkout's details step is stored; absent means
   * standard 21%. When `zeroRated` (K or AE) every amount of this cart is excl. VAT and `tax_amount` is 0; the
   * lines still add up to `total`, which is what the customer pays. `reason` says why a business pays 21% anyway.
   */
  vat?: VatDecision;
}

export type DeliveryLabel = "Verzenden" | "Afhalen" | "Monteren";

/** One colour in the swatch basket, identified by option, configuration and value. */
export interface SwatchItem {
  key: string;
  conf_id: number;
  option: number;
  product_name: string;
  value: { id: number; title: string; thumbnail: string };
}

export interface SwatchBasket {
  total: number;
  items: SwatchItem[];
}

/** A swatch basket holds at most this many colours (spec section 9). */
export const MAX_SWATCHES = 5;

/** A country's delivery and mount-service rates (cents incl. VAT). */
export interface ShopRates {
  /** Sending below shipping_free_from. */
  shipping_cost: number;
  shipping_free_from: number;
  /** Voorrijkosten: the mount service's start rate per visit. */
  mount_start: number;
  /** Meetkosten: measuring every window in one visit. */
  measure_amount: number;
}
