// Checkout customer data: private or business customer, invoice address and optional delivery address.
import { z } from "zod";
import {
  type Address,
  type BelgianAddress,
  belgianAddressSchema,
  type Country,
  type DutchAddress,
  dutchAddressSchema,
} from "./address.ts";
import { matches, requiredText } from "./common.ts";
import {
  COMPANYNAME_REQUIRED,
  CUSTOMER_TYPE_INVALID,
  DELIVERY_CHOICE_INVALID,
  INVALID_INPUT,
  KVK_INVALID,
  KVK_REQUIRED,
  VAT_NUMBER_INVALID,
  VAT_NUMBER_REQUIRED,
} from "./messages.ts";

export const customerTypes = ["private", "business"] as const;
export type CustomerType = (typeof customerTypes)[number];

/** 'standaard': deliver to the invoice address; 'alternatief': deliver to the `aflever` address. */
export const deliveryChoices = ["standaard", "alternatief"] as const;
export type DeliveryChoice = (typeof deliveryChoices)[number];

/** Dutch KvK number: exactly eight digits (no spaces). */
export const DUTCH_KVK_PATTERN = /^\d{8}$/;

export function isDutchKvkNumber(value: string): boolean {
  return DUTCH_KVK_PATTERN.test(value.trim());
}

/**
 * Belgian enterprise number (KBO / ondernemingsnummer) as ten digits starting with 0 or 1, e.g.
 * "0417.497.106" → "0417497106"; dots and spaces are ignored. Undefined when not of that form.
 * The mod-97 check is NOT applied here (the spec asks it for the VAT number only).
 */
export function normalizeBelgianEnterpriseNumber(value: string): string | undefined {
  const digits = value.replace(/[\s.]/g, "");
  return /^[01]\d{9}$/.test(digits) ? digits : undefined;
}

export function isBelgianEnterpriseNumber(value: string): boolean {
  return normalizeBelgianEnterpriseNumber(value) !== undefined;
}

/**
 * Belgian VAT number as "BE" plus ten digits starting with 0 or 1 whose last two digits equal
 * 97 − (first eight digits mod 97); case-insensitive, dots and spaces ignored.
 * "be 0417.497.106" → "BE0417497106". Undefined when invalid.
 */
export function normalizeBelgianVatNumber(value: string): string | undefined {
  const compact = value.replace(/[\s.]/g, "").toUpperCase();
  const match = /^BE([01]\d{7})(\d{2})$/.exec(compact);
  if (!match?.[1] || !match[2]) return undefined;
  const check = 97 - (Number(match[1]) % 97);
  return check === Number(match[2]) ? compact : undefined;
}

export function isBelgianVatNumber(value: string): boolean {
  return normalizeBelgianVatNumber(value) !== undefined;
}

export const companynameSchema = requiredText(COMPANYNAME_REQUIRED);

/** NL 'Kvk-nummer': eight digits. */
export const dutchKvkSchema = requiredText(KVK_REQUIRED, [matches(DUTCH_KVK_PATTERN, KVK_INVALID)]);

/** BE 'Kvk-nummer' (ondernemingsnummer), output as ten digits. */
export const belgianKvkSchema = requiredText(KVK_REQUIRED, [
  { test: isBelgianEnterpriseNumber, message: KVK_INVALID },
]).overwrite((value) => normalizeBelgianEnterpriseNumber(value) ?? value);

/** BE btw-nummer, output as "BE" plus ten digits. */
export const belgianVatNumberSchema = requiredText(VAT_NUMBER_REQUIRED, [
  { test: isBelgianVatNumber, message: VAT_NUMBER_INVALID },
]).overwrite((value) => normalizeBelgianVatNumber(value) ?? value);

const dutchBusinessSchema = z.object({ companyname: companynameSchema, kvk: dutchKvkSchema });
const belgianBusinessSchema = z.object({
  companyname: companynameSchema,
  kvk: belgianKvkSchema,
  vat_number: belgianVatNumberSchema,
});

/** The company fields of a business customer; a Dutch customer has no VAT number here. */
export interface BusinessFields {
  companyname: string;
  kvk: string;
  vat_number?: string;
}

export type CustomerDefault =
  | { type: "private"; afleveren_keuze: DeliveryChoice }
  | ({ type: "business"; afleveren_keuze: DeliveryChoice } & BusinessFields);

/**
 * Parsed customer data. `aflever` is present only when `afleveren_keuze` is 'alternatief';
 * use `deliveryAddress` to get the address to deliver to. Company fields of private customers
 * are dropped.
 */
export interface CustomerData<A extends Address = Address> {
  default: CustomerDefault;
  factuur: A;
  aflever?: A;
}

/** The address the order goes to: `aflever` when chosen, else the invoice address. */
export function deliveryAddress<A extends Address>(data: CustomerData<A>): A {
  return data.aflever ?? data.factuur;
}

/** `default` section as submitted; company fields stay unchecked here because only business customers need them. */
const defaultSectionSchema = z.object(
  {
    type: z.enum(customerTypes, { error: CUSTOMER_TYPE_INVALID }).default("private"),
    afleveren_keuze: z.enum(deliveryChoices, { error: DELIVERY_CHOICE_INVALID }).default("standaard"),
    companyname: z.unknown().optional(),
    kvk: z.unknown().optional(),
    vat_number: z.unknown().optional(),
  },
  { error: INVALID_INPUT },
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function buildCustomerDataSchema<A extends Address>(
  address: z.ZodType<A>,
  business: z.ZodType<BusinessFields>,
) {
  return z
    .object(
      {
        default: z.preprocess((value) => value ?? {}, defaultSectionSchema),
        factuur: z.preprocess((value) => value ?? {}, address),
        aflever: z.unknown().optional(),
      },
      { error: INVALID_INPUT },
    )
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed, so every field error is reported in one answer.
        const section: Record<string, unknown> = isRecord(value.default) ? value.default : {};
        const report = (prefix: string, result: z.ZodSafeParseResult<unknown>) => {
          if (result.success) return;
          for (const issue of result.error.issues) {
            ctx.addIssue({ code: "custom", message: issue.message, path: [prefix, ...issue.path] });
          }
        };
        if (section.type === "business") report("default", business.safeParse(section));
        if (section.afleveren_keuze === "alternatief")
          report("aflever", address.safeParse(value.aflever ?? {}));
      },
      { when: (payload) => isRecord(payload.value) },
    )
    .transform((value): CustomerData<A> => {
      const { type, afleveren_keuze } = value.default;
      const aflever = afleveren_keuze === "alternatief" ? address.parse(value.aflever ?? {}) : undefined;
      const section: CustomerDefault =
        type === "business"
          ? { type, afleveren_keuze, ...business.parse(value.default) }
          : { type, afleveren_keuze };
      return aflever
        ? { default: section, factuur: value.factuur, aflever }
        : { default: section, factuur: value.factuur };
    });
}

const dutchCustomerDataSchema = buildCustomerDataSchema<DutchAddress>(
  dutchAddressSchema,
  dutchBusinessSchema,
);
const belgianCustomerDataSchema = buildCustomerDataSchema<BelgianAddress>(
  belgianAddressSchema,
  belgianBusinessSchema,
);

/**
 * Customer data of the checkout for a store country. Business customers need 'Bedrijfsnaam' and
 * 'Kvk-nummer' (BE: ondernemingsnummer and btw-nummer too); `aflever` is validated only when
 * `default.afleveren_keuze` is 'alternatief'. Missing `default` means a private customer with
 * delivery to the invoice address.
 */
export function customerDataSchema(country: "NL"): typeof dutchCustomerDataSchema;
export function customerDataSchema(country: "BE"): typeof belgianCustomerDataSchema;
export function customerDataSchema(
  country: Country,
): typeof dutchCustomerDataSchema | typeof belgianCustomerDataSchema;
export function customerDataSchema(country: Country) {
  return country === "NL" ? dutchCustomerDataSchema : belgianCustomerDataSchema;
}
