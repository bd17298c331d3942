// The checkout's details step read by the store's rules: the one place the typed draft becomes customer data.
import type { Country } from "../validation/address.ts";
import { type CustomerData, customerDataSchema } from "../validation/customer.ts";
import { type FieldErrors, fieldErrors } from "../validation/errors.ts";

/** Customer data when the draft is complete; otherwise null and the Dutch message per field. */
export type CheckedDetails =
  | { customer: CustomerData; errors: FieldErrors }
  | { customer: null; errors: FieldErrors };

/**
 * Parses a details draft (as typed, kept with the cart) by the store country's rules. Without a draft nothing
 * was typed yet, so there is nothing to report per field: `errors` is empty and `customer` null.
 */
export function checkDetails(country: Country, draft: unknown): CheckedDetails {
  if (draft === null || draft === undefined) return { customer: null, errors: {} };
  const parsed = customerDataSchema(country).safeParse(draft);
  return parsed.success
    ? { customer: parsed.data, errors: {} }
    : { customer: null, errors: fieldErrors(parsed) };
}
