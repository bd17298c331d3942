// The address as forms send it (spec section 3 field names, `zipcode`), for the address form on both sides.
import { z } from "zod";
import {
  type Address,
  addressSchema,
  type Country,
  latitudeSchema,
  longitudeSchema,
  noteSchema,
  prefixSchema,
  TELEPHONE_MAX_LENGTH,
} from "./address.ts";
import { AFFIX_MAX_LENGTH, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from "./common.ts";
import {
  AFFIX_TOO_LONG,
  EMAIL_INVALID,
  INVALID_INPUT,
  POSTNUMMER_INVALID,
  TELEPHONE_INVALID,
  TEXT_TOO_LONG,
} from "./messages.ts";
import { safeString } from "./text.ts";

/** The fields of the address form, in the order it shows them. `region` is asked in BE only. */
export const addressFormFields = [
  "prefix",
  "firstname",
  "middlename",
  "lastname",
  "zipcode",
  "housenumber",
  "housenumber_affix",
  "street",
  "city",
  "region",
  "email",
  "telephone",
  "note",
] as const;
export type AddressFormField = (typeof addressFormFields)[number];

/** What the form holds and sends: every field as typed (text), plus the country of the store. */
export type AddressFormValues = Record<AddressFormField, string> & { country: Country };

export function emptyAddressForm(country: Country): AddressFormValues {
  const values = Object.fromEntries(addressFormFields.map((f) => [f, ""])) as Record<
    AddressFormField,
    string
  >;
  return { ...values, prefix: "Dhr", country };
}

/** The validating address form schema of a store (the address rules of spec section 5). */
export const addressFormSchema = addressSchema;

const text = (max: number, message: string) =>
  safeString({ error: INVALID_INPUT }).trim().max(max, { error: message }).optional();

/**
 * An address taken as typed, for where the spec skips validation (the BE swatch order): every field is
 * optional, but the shape and the lengths are still checked so nothing unbounded is stored or mailed.
 */
export const unvalidatedAddressFormSchema = z.object(
  {
    prefix: prefixSchema,
    firstname: text(TEXT_MAX_LENGTH, TEXT_TOO_LONG),
    middlename: text(TEXT_MAX_LENGTH, TEXT_TOO_LONG),
    lastname: text(TEXT_MAX_LENGTH, TEXT_TOO_LONG),
    zipcode: text(AFFIX_MAX_LENGTH, POSTNUMMER_INVALID),
    housenumber: z
      .union([safeString().trim().max(AFFIX_MAX_LENGTH, { error: AFFIX_TOO_LONG }), z.number().finite()], {
        error: INVALID_INPUT,
      })
      .transform(String)
      .optional(),
    housenumber_affix: text(AFFIX_MAX_LENGTH, AFFIX_TOO_LONG),
    street: text(TEXT_MAX_LENGTH, TEXT_TOO_LONG),
    city: text(TEXT_MAX_LENGTH, TEXT_TOO_LONG),
    region: text(TEXT_MAX_LENGTH, TEXT_TOO_LONG),
    email: text(EMAIL_MAX_LENGTH, EMAIL_INVALID),
    telephone: text(TELEPHONE_MAX_LENGTH, TELEPHONE_INVALID),
    note: noteSchema,
    lat: latitudeSchema,
    lon: longitudeSchema,
  },
  { error: INVALID_INPUT },
);

export type ValidAddressForm = Address;
export type UnvalidatedAddressForm = z.output<typeof unvalidatedAddressFormSchema>;
