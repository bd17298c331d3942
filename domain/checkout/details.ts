// The checkout's details step read by the store's rules: the one place the typed draft becomes customer data.
import type { Country } from "../validation/address.ts";
import {
  belgianVatNumberOf,
  type CustomerData,
  type CustomerType,
  customerDataSchema,
  normalizeBelgianEnterpriseNumber,
} from "../validation/customer.ts";
import { type FieldErrors, fieldErrors } from "../validation/errors.ts";
import { ENTERPRISE_NUMBER_INVALID } from "../validation/messages.ts";

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

/**
 * What a details draft tells the VAT rule, before the rest of the form is complete: the customer kind and the
 * VAT number to check (BE: 'BE' plus the ondernemingsnummer; the NL store asks none, a delivery in NL pays 21%
 * whatever the number). A number that cannot be one answers its field's message instead.
 */
export function vatCustomerOf(
  country: Country,
  draft: unknown,
): { customer: CustomerType; vatNumber: string | null } | { errors: FieldErrors } {
  const section = isRecord(draft) && isRecord(draft.default) ? draft.default : {};
  if (section.type !== "business") return { customer: "private", vatNumber: null };
  const typed = typeof section.kvk === "string" ? section.kvk.trim() : "";
  if (country === "NL" || typed === "") return { customer: "business", vatNumber: null };
  const number = normalizeBelgianEnterpriseNumber(typed);
  if (!number) return { errors: { "default.kvk": ENTERPRISE_NUMBER_INVALID } };
  return { customer: "business", vatNumber: belgianVatNumberOf(number) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
