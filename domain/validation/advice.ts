// Advice form (advies / inmeten aan huis): what the visitor wants, for which products, and where.
import { z } from "zod";
import { type ProductFamily, productFamilies } from "../products.ts";
import {
  citySchema,
  dutchPostcodeSchema,
  emailSchema,
  firstnameSchema,
  housenumberAffixSchema,
  housenumberSchema,
  lastnameSchema,
  latitudeSchema,
  longitudeSchema,
  streetSchema,
  telephoneSchema,
} from "./address.ts";
import { integerInRange, optionalText } from "./common.ts";
import {
  FIELD_REQUIRED,
  INVALID_INPUT,
  PRODUCT_AMOUNT_INVALID,
  PRODUCT_INTEREST_INVALID,
  VOUCHER_TOO_LONG,
} from "./messages.ts";
import { VOUCHER_MAX_LENGTH } from "./voucher.ts";

/** Kinds of request: advice only, measuring only, or both in one visit. */
export const adviceRequests = ["advies", "inmeten", "advies-en-inmeten"] as const;
export type AdviceRequest = (typeof adviceRequests)[number];

/** Outcome of the postcode check against the advisers' area, set by the page, not typed. */
export const serviceAreas = ["free", "paid", "not_found"] as const;
export type ServiceArea = (typeof serviceAreas)[number];

export const PRODUCT_AMOUNT_MIN = 1;
export const PRODUCT_AMOUNT_MAX = 50;

function isProductFamily(value: string): value is ProductFamily {
  return (productFamilies as readonly string[]).includes(value);
}

/**
 * At least one product family: missing or empty gives 'Veld is verplicht', an unknown family
 * 'Kies een product uit de lijst' (both on the field itself, never on an index). Duplicates are
 * dropped from the output.
 */
export const productInterestSchema = z
  .array(z.string(), { error: FIELD_REQUIRED })
  .superRefine((values, ctx) => {
    if (values.length === 0) ctx.addIssue({ code: "custom", message: FIELD_REQUIRED, input: values });
    else if (!values.every(isProductFamily)) {
      ctx.addIssue({ code: "custom", message: PRODUCT_INTEREST_INVALID, input: values });
    }
  })
  .transform((values) => [...new Set(values.filter(isProductFamily))]);

/** The advice form; the address fields follow the NL address rules. */
export const adviceFormSchema = z.object(
  {
    request: z.enum(adviceRequests, { error: FIELD_REQUIRED }),
    product_interest: productInterestSchema,
    product_amount: integerInRange(PRODUCT_AMOUNT_MIN, PRODUCT_AMOUNT_MAX, PRODUCT_AMOUNT_INVALID),
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    telephone: telephoneSchema,
    email: emailSchema,
    zipcode: dutchPostcodeSchema,
    housenumber: housenumberSchema,
    housenumber_affix: housenumberAffixSchema,
    street: streetSchema,
    city: citySchema,
    lat: latitudeSchema,
    lon: longitudeSchema,
    /** Optional here: empty is fine, longer than 64 gives 'Vul een geldige code in'. */
    coupon_code: optionalText(VOUCHER_MAX_LENGTH, VOUCHER_TOO_LONG),
    service_area: z.enum(serviceAreas, { error: INVALID_INPUT }).optional(),
  },
  { error: INVALID_INPUT },
);
export type AdviceForm = z.output<typeof adviceFormSchema>;
