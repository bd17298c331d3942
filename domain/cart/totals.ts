// Cart totals: the product rows priced by the configurator engine, plus the service, shipping and voucher rules.
import type { ConfPrice, PriceLine } from "../configurator/types.ts";
import { addDays, MOUNT_EXTRA_DAYS, MOUNT_EXTRA_TEXT, type ProductionDays } from "../delivery/production.ts";
import { vatPart } from "../money.ts";
import type { VatDecision, VatSupply } from "../vat/rule.ts";
import type {
  Cart,
  CartColourNotice,
  CartItem,
  CartItemOption,
  CartItemRoom,
  DeliveryLabel,
  ServiceType,
  ShippingMethod,
  ShopRates,
} from "./types.ts";
import { type VoucherRule, voucherDiscount, voucherProblem } from "./vouchers.ts";
import { exclusiveCart } from "./zero-rated.ts";

/** Mounting adds about this much to the delivery time (spec section 9): "2 tot 4 weken". */
export const MOUNT_EXTRA_DELIVERY = MOUNT_EXTRA_TEXT;
/** Years of warranty on our mounting (spec section 9). */
export const MOUNT_WARRANTY_YEARS = 2;

/** A product row with its unit price already computed from its configuration on the server. */
export interface PricedLine {
  key: string;
  /** 'accessory' for an accessory sold on its own (no configuration, conf_id 0); 'product' when absent. */
  type?: "product" | "accessory";
  entity_id: number;
  conf_id: number;
  product_name: string;
  product_url: string;
  cat_name: string;
  image_thumbnail: string;
  count: number;
  /** The configurator engine's price for one unit. */
  unit: ConfPrice;
  discount_percentage: number;
  /** The product's discount label, e.g. "20% korting"; null without a discount. */
  discount_description: string | null;
  /** e.g. "10 werkdagen" */
  delivery_time: string;
  different_delivery_time: number;
  /** Working days of this configuration, before mounting. */
  production_days: ProductionDays;
  /** Per unit; null where the category is not mounted. */
  mount_cost: number | null;
  options: CartItemOption[];
  /** The room label, where the configuration asks one. */
  room?: CartItemRoom;
  /** How one unit's price is made up (configurator price lines). */
  price_lines?: PriceLine[];
  /** Colours the row holds that are not available now. */
  colour_notices?: CartColourNotice[];
  /** Why a stored choice was reset (a value the owner retired): shown on the row. */
  notices?: string[];
}

export interface CartInput {
  lines: PricedLine[];
  service_type: ServiceType;
  shipping_method: ShippingMethod;
  voucher: VoucherRule | null;
  rates: ShopRates;
  country: "NL" | "BE";
  /** ISO date in the shop's time zone, for the voucher's validity. */
  today: string;
  /**
   * The customer's VAT (`decideVat`) for this cart's supply (`vatSupplyOf`); without it consumers' 21%. When it
   * is zero-rated every amount comes excl. VAT.
   */
  vat?: VatDecision;
}

export function deliveryLabel(service: ServiceType, method: ShippingMethod): DeliveryLabel {
  if (service !== "self") return "Monteren";
  return method === "sent" ? "Verzenden" : "Afhalen";
}

/** The service a cart gets: a cart of products we do not mount falls back to 'self' even if 'mount' was stored. */
export function mountedService(
  lines: readonly Pick<PricedLine, "mount_cost">[],
  stored: ServiceType,
): ServiceType {
  return stored === "mount" && lines.some((l) => l.mount_cost !== null) ? "mount" : "self";
}

/** How the goods of a cart reach the customer, as the VAT rule asks it: mounted, sent or picked up. */
export function vatSupplyOf(cart: Pick<Cart, "service_type" | "shipping_method">): VatSupply {
  if (cart.service_type === "mount") return "mounted";
  return cart.shipping_method === "sent" ? "sent" : "picked_up";
}

/**
 * The whole cart of spec section 3 from its priced rows and choices; every amount in cents incl. VAT, or excl.
 * VAT for a zero-rated `vat` decision, which the cart then carries.
 */
export function computeCart(input: CartInput): Cart {
  const { lines, rates } = input;
  const canMount = lines.some((l) => l.mount_cost !== null);
  const mount = mountedService(lines, input.service_type) === "mount";
  const items: Record<string, CartItem> = {};
  let subtotal = 0;
  let productDiscount = 0;
  let count = 0;
  let mountProducts = 0;
  const unitPrices: number[] = [];
  for (const line of lines) {
    const rowSubtotal = line.unit.price * line.count;
    subtotal += rowSubtotal;
    productDiscount += line.unit.discount_price * line.count;
    count += line.count;
    mountProducts += (line.mount_cost ?? 0) * line.count;
    for (let i = 0; i < line.count; i++) unitPrices.push(line.unit.price);
    items[line.key] = {
      key: line.key,
      type: line.type ?? "product",
      product_name: line.product_name,
      product_url: line.product_url,
      image_thumbnail: line.image_thumbnail,
      count: line.count,
      price: line.unit.price,
      price_advice: line.unit.price_advice,
      subtotal: rowSubtotal,
      discount: line.unit.discount_price * line.count,
      discount_percentage: line.discount_percentage,
      discount_on: line.unit.discount_price > 0 ? "producten" : null,
      discount_description: line.unit.discount_price > 0 ? line.discount_description : null,
      delivery_time: mount ? `${line.delivery_time} + ${MOUNT_EXTRA_DELIVERY}` : line.delivery_time,
      different_delivery_time: line.different_delivery_time,
      production_days: mount ? addDays(line.production_days, MOUNT_EXTRA_DAYS) : line.production_days,
      mount_cost: line.mount_cost,
      options: line.options,
      ...(line.room ? { room: line.room } : {}),
      ...(line.price_lines ? { price_lines: line.price_lines } : {}),
      ...(line.colour_notices ? { colour_notices: line.colour_notices } : {}),
      ...(line.notices?.length ? { notices: line.notices } : {}),
      entity_id: line.entity_id,
      conf_id: line.conf_id,
      cat_name: line.cat_name,
    };
  }

  const voucher = input.voucher;
  const couponMessage = voucher ? voucherProblem(voucher, subtotal, input.today) : null;
  const voucherApplies = voucher !== null && couponMessage === null;
  const couponDiscount = voucherApplies ? voucherDiscount(voucher, unitPrices) : 0;
  if (voucherApplies && couponDiscount > 0) {
    items.korting = serviceRow("korting", "discount", voucher.name, -couponDiscount, {
      discount: couponDiscount,
      discount_percentage: voucher.kind === "percentage" ? voucher.amount : 0,
      discount_on: voucher.discount_on,
      discount_description: `Kortingscode ${voucher.code}`,
    });
  }

  const mountQuote = {
    mount_start: rates.mount_start,
    measure_amount: rates.measure_amount,
    mount_total: mountProducts,
  };
  if (mount) {
    items.voorrijkosten = serviceRow("voorrijkosten", "voorrijkosten", "Voorrijkosten", rates.mount_start);
    items.meetkosten = serviceRow("meetkosten", "meetkosten", "Meetkosten", rates.measure_amount);
  }

  const shippingCost = subtotal >= rates.shipping_free_from ? 0 : rates.shipping_cost;
  const freeShipping = voucherApplies && voucher.kind === "free_shipping";
  const sending = !mount && input.shipping_method === "sent";
  const shippingAmount = sending && !freeShipping && count > 0 ? shippingCost : 0;
  const serviceTotal = mount ? rates.mount_start + rates.measure_amount + mountProducts : 0;
  const total = Math.max(0, subtotal + serviceTotal + shippingAmount - couponDiscount);
  const serviceType: ServiceType = mount ? "mount" : "self";

  const cart: Cart = {
    items,
    count,
    subtotal,
    total,
    tax_amount: vatPart(total),
    total_discount: productDiscount + couponDiscount,
    shipping_amount: shippingAmount,
    shipping_method: input.shipping_method,
    shipping_cost: shippingCost,
    shipping_free_from: rates.shipping_free_from,
    service_type: serviceType,
    mount_total: mount ? mountProducts : 0,
    mount_start: mount ? rates.mount_start : 0,
    measure_amount: mount ? rates.measure_amount : 0,
    mount_quote: mountQuote,
    can_mount: canMount,
    country: input.country,
    coupon: voucher ? { id: voucher.id, name: voucher.name, code: voucher.code } : null,
    coupon_message: couponMessage,
    delivery_label: deliveryLabel(serviceType, input.shipping_method),
  };
  if (!input.vat) return cart;
  return input.vat.zeroRated ? exclusiveCart(cart, input.vat) : { ...cart, vat: input.vat };
}

/** A row the server adds (voucher discount, voorrijkosten, meetkosten): one unit, not editable. */
function serviceRow(
  key: string,
  type: CartItem["type"],
  name: string,
  price: number,
  discount: Partial<
    Pick<CartItem, "discount" | "discount_percentage" | "discount_on" | "discount_description">
  > = {},
): CartItem {
  return {
    key,
    type,
    product_name: name,
    product_url: "",
    image_thumbnail: "",
    count: 1,
    price,
    price_advice: price,
    subtotal: price,
    discount: 0,
    discount_percentage: 0,
    discount_on: null,
    discount_description: null,
    delivery_time: "",
    different_delivery_time: 0,
    mount_cost: null,
    options: [],
    entity_id: 0,
    conf_id: 0,
    cat_name: "",
    ...discount,
  };
}

/** Keys of the rows the server adds; the visitor cannot change or delete them. */
export const SERVICE_ROW_KEYS = new Set(["korting", "voorrijkosten", "meetkosten"]);
