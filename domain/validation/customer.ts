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
  ENTERPRISE_NUMBER_INVALID,
  ENTERPRISE_NUMBER_REQUIRED,
  INVALID_INPUT,
  KVK_INVALID,
  KVK_REQUIRED,
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
 * Belgian enterprise number (KBO / ondernemingsnummer) as ten digits starting with 0 or 1 whose last two digits
 * equal 97 − (first eight digits mod 97), e.g. "0417.497.106" → "0417497106". Dots, spaces and a leading "BE" are
 * ignored (people copy it from their btw-nummer), and an old nine-digit number gets its leading 0. Undefined when
 * the number is not of that form or its check digits are wrong.
 */
export function normalizeBelgianEnterpriseNumber(value: string): string | undefined {
  const compact = value.replace(/[\s.]/g, "").toUpperCase().replace(/^BE/, "");
  const digits = /^[1-9]\d{8}$/.test(compact) ? `0${compact}` : compact;
  const match = /^([01]\d{7})(\d{2})$/.exec(digits);
  if (!match?.[1] || !match[2]) return undefined;
  return 97 - (Number(match[1]) % 97) === Number(match[2]) ? digits : undefined;
}

export function isBelgianEnterpriseNumber(value: string): boolean {
  return normalizeBelgianEnterpriseNumber(value) !== undefined;
}

/** A Belgian business's btw-nummer: "BE" plus its ten-digit ondernemingsnummer. */
export function belgianVatNumberOf(enterpriseNumber: string): string {
  return `BE${enterpriseNumber}`;
}

export const companynameSchema = requiredText(COMPANYNAME_REQUIRED);

/** NL 'Kvk-nummer': eight digits. */
export const dutchKvkSchema = requiredText(KVK_REQUIRED, [matches(DUTCH_KVK_PATTERN, KVK_INVALID)]);

/** BE 'Ondernemingsnummer', asked once: ten digits with valid check digits, output as ten digits. */
export const belgianEnterpriseNumberSchema = requiredText(ENTERPRISE_NUMBER_REQUIRED, [
  { test: isBelgianEnterpriseNumber, message: ENTERPRISE_NUMBER_INVALID },
]).overwrite((value) => normalizeBelgianEnterpriseNumber(value) ?? value);

const dutchBusinessSchema = z.object({ companyname: companynameSchema, kvk: dutchKvkSchema });
/**
 * A Belgian business: its name and ondernemingsnummer (in `kvk`, the spec's field); the btw-nummer is derived from
 * that number, so a `vat_number` the client sends is ignored and cannot disagree with it.
 */
const belgianBusinessSchema = z
  .object({ companyname: companynameSchema, kvk: belgianEnterpriseNumberSchema })
  .transform((fields): BusinessFields => ({ ...fields, vat_number: belgianVatNumberOf(fields.kvk) }));

/** The company fields of a business customer; a Dutch customer has no VAT number here, a Belgian one's is derived. */
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
 * 'Kvk-nummer' (BE: 'Ondernemingsnummer', from which the btw-nummer follows); `aflever` is validated only when
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
