// Service form (questions about an existing order): order number plus the postcode it was delivered to.
import { z } from "zod";
import { dutchPostcodeSchema } from "./address.ts";
import { maxLength, requiredText } from "./common.ts";
import { INVALID_INPUT, ORDER_NUMBER_INVALID, ORDER_NUMBER_REQUIRED } from "./messages.ts";

export const ORDER_NUMBER_MAX_LENGTH = 32;

/** Trimmed order number: empty gives 'Ordernummer is verplicht', longer than 32 'Vul een geldig ordernummer in'. */
export const orderNumberSchema = requiredText(ORDER_NUMBER_REQUIRED, [
  maxLength(ORDER_NUMBER_MAX_LENGTH, ORDER_NUMBER_INVALID),
]);

/** `postal_code` follows the Dutch rule (spec), also in the BE store; output "1234 AB". */
export const serviceFormSchema = z.object(
  { order_number: orderNumberSchema, postal_code: dutchPostcodeSchema },
  { error: INVALID_INPUT },
);
export type ServiceForm = z.output<typeof serviceFormSchema>;
