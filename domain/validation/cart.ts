// Cart line quantity rule, shared by the quantity select and the cart API.
import { integerInRange } from "./common.ts";
import { CART_QUANTITY_INVALID } from "./messages.ts";

export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 99;

/** Integer 1..99 as a number or digit string, output a number; every failure gives 'Kies een aantal van 1 tot en met 99'. */
export const cartQuantitySchema = integerInRange(CART_MIN_QUANTITY, CART_MAX_QUANTITY, CART_QUANTITY_INVALID);
