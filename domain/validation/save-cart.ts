// Save-cart form: the visitor's e-mail address the cart link is sent to.
import { z } from "zod";
import { emailField } from "./common.ts";
import { INVALID_INPUT, SAVE_CART_EMAIL_REQUIRED } from "./messages.ts";

/** `email`: 'Emailadres is verplicht' / 'Vul een geldig e-mailadres in' (max 320 characters). */
export const saveCartSchema = z.object(
  { email: emailField(SAVE_CART_EMAIL_REQUIRED) },
  { error: INVALID_INPUT },
);
export type SaveCart = z.output<typeof saveCartSchema>;
