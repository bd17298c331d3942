// Service form (questions about an existing order): order number plus the postcode it was delivered to.
import { z } from "zod";
import { isBelgianPostcode, isDutchPostcode, normalizeDutchPostcode } from "./address.ts";
import { maxLength, requiredText } from "./common.ts";
import {
  INVALID_INPUT,
  ORDER_NUMBER_INVALID,
  ORDER_NUMBER_REQUIRED,
  POSTCODE_INVALID,
  POSTCODE_REQUIRED,
} from "./messages.ts";

export const ORDER_NUMBER_MAX_LENGTH = 32;

/** Trimmed order number: empty gives 'Ordernummer is verplicht', longer than 32 'Vul een geldig ordernummer in'. */
export const orderNumberSchema = requiredText(ORDER_NUMBER_REQUIRED, [
  maxLength(ORDER_NUMBER_MAX_LENGTH, ORDER_NUMBER_INVALID),
]);

/**
 * The delivery postcode of the order: the Dutch rule of the spec (output "1234 AB"), and a Belgian postnummer
 * too, because orders of the BE store are delivered in Belgium; 'Postcode is verplicht' / 'Vul een geldige
 * postcode in' either way.
 */
export const servicePostcodeSchema = requiredText(POSTCODE_REQUIRED, [
  { test: (v) => isDutchPostcode(v) || isBelgianPostcode(v), message: POSTCODE_INVALID },
]).overwrite((value) => normalizeDutchPostcode(value) ?? value);

export const serviceFormSchema = z.object(
  { order_number: orderNumberSchema, postal_code: servicePostcodeSchema },
  { error: INVALID_INPUT },
);
export type ServiceForm = z.output<typeof serviceFormSchema>;
