// A cart for a customer who is not charged VAT (a Belgian business, K or AE): every amount it shows excl. VAT.
import type { PriceLine } from "../configurator/types.ts";
import { exclusiveOf, vatAmounts } from "../vat/amounts.ts";
import type { VatDecision } from "../vat/rule.ts";
import { type Cart, type CartItem, isGoods } from "./types.ts";

/**
 * The cart with every amount excl. VAT and `tax_amount` 0. Each unit price loses its VAT once (`exclusiveOf`)
 * and a row is unit price × count, as an invoice line is quantity × price (PEPPOL-EN16931-R120); the subtotal,
 * service amounts, shipping, voucher and total are the sums of those rows, so what the customer reads adds up to
 * what it pays. That total may differ from the VAT-inclusive total without 21% by a few cents, one per row at
 * most: the rows decide, not the other way round.
 */
export function exclusiveCart(cart: Cart, vat: VatDecision): Cart {
  const items: Record<string, CartItem> = {};
  let subtotal = 0;
  let productDiscount = 0;
  let mountProducts = 0;
  for (const [key, item] of Object.entries(cart.items)) {
    const price = exclusiveOf(item.price);
    const row: CartItem = {
      ...item,
      price,
      price_advice: exclusiveOf(item.price_advice),
      subtotal: price * item.count,
      mount_cost: item.mount_cost === null ? null : exclusiveOf(item.mount_cost),
      ...(item.price_lines ? { price_lines: exclusiveLines(item.price_lines, price, vat) } : {}),
    };
    if (isGoods(item)) {
      row.discount = exclusiveOf(item.discount / item.count) * item.count;
      subtotal += row.subtotal;
      productDiscount += row.discount;
      mountProducts += (row.mount_cost ?? 0) * item.count;
    } else if (item.type === "discount") {
      row.discount = -row.subtotal;
    }
    items[key] = row;
  }
  const mount = cart.service_type === "mount";
  const mountStart = items.voorrijkosten?.subtotal ?? 0;
  const measure = items.meetkosten?.subtotal ?? 0;
  const voucher = items.korting?.subtotal ?? 0;
  const shipping = exclusiveOf(cart.shipping_amount);
  const services = mount ? mountStart + measure + mountProducts : 0;
  return {
    ...cart,
    items,
    subtotal,
    total: Math.max(0, subtotal + services + shipping + voucher),
    tax_amount: 0,
    total_discount: productDiscount - voucher,
    shipping_amount: shipping,
    shipping_cost: exclusiveOf(cart.shipping_cost),
    shipping_free_from: exclusiveOf(cart.shipping_free_from),
    mount_total: mount ? mountProducts : 0,
    mount_start: mountStart,
    measure_amount: measure,
    mount_quote: {
      mount_start: exclusiveOf(cart.mount_quote.mount_start),
      measure_amount: exclusiveOf(cart.mount_quote.measure_amount),
      mount_total: mountProducts,
    },
    vat,
  };
}

/** A unit's price lines excl. VAT: the parts spread so they still add up to the unit's price, the last line. */
function exclusiveLines(lines: PriceLine[], price: number, vat: VatDecision): PriceLine[] {
  const parts = lines.filter((line) => line.kind !== "total");
  const { lines: nets } = vatAmounts(
    parts.map((line, i) => ({ key: String(i), kind: "products" as const, gross: line.cents })),
    vat,
  );
  let part = 0;
  return lines.map((line) =>
    line.kind === "total" ? { ...line, cents: price } : { ...line, cents: nets[part++]?.net ?? 0 },
  );
}
