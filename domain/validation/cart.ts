// Cart line quantity rule, shared by the quantity select and the cart API.
import { integerInRange } from "./common.ts";
import { ACCESSORY_QUANTITY_INVALID, CART_QUANTITY_INVALID, ORDER_TOO_LARGE } from "./messages.ts";

export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 99;
/**
 * Distinct rows a cart may hold. Every row is priced on every cart read and drawn on the cart page, so an
 * unbounded cart lets one visitor make every one of their requests arbitrarily expensive.
 */
export const CART_MAX_ROWS = 50;

/** Integer 1..99 as a number or digit string, output a number; every failure gives 'Kies een aantal van 1 tot en met 99'. */
export const cartQuantitySchema = integerInRange(CART_MIN_QUANTITY, CART_MAX_QUANTITY, CART_QUANTITY_INVALID);

/**
 * An accessory sold on its own (a remote, a sensor): at most this many in one cart row. A household needs a few;
 * more is a business order the shop answers with a quote.
 */
export const ACCESSORY_MAX_QUANTITY = 10;

/** Integer 1..10 as a number or digit string; every failure gives 'Kies een aantal van 1 tot en met 10'. */
export const accessoryQuantitySchema = integerInRange(
  CART_MIN_QUANTITY,
  ACCESSORY_MAX_QUANTITY,
  ACCESSORY_QUANTITY_INVALID,
);

/**
 * The largest total, in cents, an order or quote placed online may have: € 250.000. Far above any household's
 * order (a full cart of ordinary sizes stays under € 50.000) and far below what the amounts can hold, so a
 * larger request is a business customer who gets a quote from the shop, or an error.
 */
export const ORDER_MAX_TOTAL_CENTS = 25_000_000;

/** The Dutch reason an order or quote of this total cannot be placed online, or null when it can. */
export function orderTotalProblem(totalCents: number): string | null {
  return totalCents > ORDER_MAX_TOTAL_CENTS ? ORDER_TOO_LARGE : null;
}
