// A customer's change of one row of a paid order (issue 24), priced: the row gets the configuration's new
// options and unit price, the order's totals move by the row's difference, and nothing else changes. Shipping,
// the mounting's start and measuring costs and a voucher's discount stay as they were agreed at payment (the
// change is to what is made, not a new order); a free-shipping threshold crossed by a change is not re-decided.
// A customer who pays no VAT (K or AE) pays the unit price without VAT, as their cart did. Pure.
import type { Cart, CartItem, CartItemOption } from "../cart/types.ts";
import type { ConfPrice, PriceLine } from "../configurator/types.ts";
import { exclusiveOf } from "../vat/amounts.ts";

export interface RowChangeInput {
  /** The configuration's new unit price, incl. VAT, as the configurator priced it. */
  price: ConfPrice;
  options: CartItemOption[];
  priceLines?: PriceLine[];
}

export interface RowChange {
  cart: Cart;
  /** The new total minus the old one: positive means the customer pays more. */
  differenceCents: number;
  /** The VAT part of the difference (0 for a customer who pays no VAT). */
  taxDifferenceCents: number;
  before: CartItem;
  after: CartItem;
}

/** The VAT included in a gross amount at 21%, rounded to the cent (positive or negative). */
export function vatIn(grossCents: number): number {
  return Math.round((grossCents * 21) / 121);
}

/** The cart with row `key` changed, and what it comes to; null for a key that is not a product row. */
export function changeRow(cart: Cart, key: string, input: RowChangeInput): RowChange | null {
  const before = cart.items[key];
  if (before?.type !== "product") return null;
  const zeroRated = cart.vat?.zeroRated === true;
  const net = (cents: number) => (zeroRated ? exclusiveOf(cents) : cents);
  const price = net(input.price.price);
  const after: CartItem = {
    ...before,
    price,
    price_advice: net(input.price.price_advice),
    subtotal: price * before.count,
    discount: net(input.price.discount_price) * before.count,
    options: input.options,
    ...(input.priceLines && !zeroRated ? { price_lines: input.priceLines } : {}),
  };
  if (zeroRated) delete after.price_lines;
  return replaceRow(cart, key, after);
}

/**
 * The cart with row `key` replaced by `after` (a row changed and priced before, held until its difference is
 * paid): the totals move by the row's difference, as `changeRow` moves them. Null for a key that is not a
 * product row.
 */
export function replaceRow(cart: Cart, key: string, after: CartItem): RowChange | null {
  const before = cart.items[key];
  if (before?.type !== "product") return null;
  const zeroRated = cart.vat?.zeroRated === true;
  const differenceCents = after.subtotal - before.subtotal;
  const taxDifferenceCents = zeroRated ? 0 : vatIn(differenceCents);
  return {
    cart: {
      ...cart,
      items: { ...cart.items, [key]: after },
      subtotal: cart.subtotal + differenceCents,
      total: cart.total + differenceCents,
      tax_amount: cart.tax_amount + taxDifferenceCents,
      total_discount: cart.total_discount + (after.discount - before.discount),
    },
    differenceCents,
    taxDifferenceCents,
    before,
    after,
  };
}
