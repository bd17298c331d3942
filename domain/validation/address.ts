// Address rules for the NL and BE stores: postcodes, house numbers, provinces and the address form schema.
import { z } from "zod";
import {
  AFFIX_MAX_LENGTH,
  emailField,
  matches,
  maxLength,
  minLength,
  NOTE_MAX_LENGTH,
  optionalCoordinate,
  optionalText,
  parseWholeNumber,
  requiredText,
  TEXT_MAX_LENGTH,
} from "./common.ts";
import {
  AFFIX_TOO_LONG,
  CITY_REQUIRED,
  COUNTRY_INVALID,
  FIRSTNAME_REQUIRED,
  HOUSENUMBER_NOT_A_NUMBER,
  HOUSENUMBER_REQUIRED,
  HOUSENUMBER_TOO_HIGH,
  HOUSENUMBER_TOO_LOW,
  INVALID_INPUT,
  LASTNAME_REQUIRED,
  NOTE_TOO_LONG,
  POSTCODE_INVALID,
  POSTCODE_REQUIRED,
  POSTNUMMER_INVALID,
  POSTNUMMER_REQUIRED,
  PREFIX_INVALID,
  REGION_INVALID,
  REGION_REQUIRED,
  STREET_REQUIRED,
  TELEPHONE_INVALID,
  TELEPHONE_REQUIRED,
  TEXT_TOO_LONG,
} from "./messages.ts";

export const countries = ["NL", "BE"] as const;
export type Country = (typeof countries)[number];

/** Salutations offered on the address form; the first is the default. */
export const prefixes = ["Dhr", "Mevr"] as const;
export type Prefix = (typeof prefixes)[number];

/** The Belgian provinces plus the Brussels region, as offered in the BE region select. */
export const belgianProvinces = [
  "Antwerpen",
  "Henegouwen",
  "Limburg",
  "Luik",
  "Luxemburg",
  "Namen",
  "Oost-Vlaanderen",
  "Vlaams-Brabant",
  "Waals-Brabant",
  "West-Vlaanderen",
  "Brussels Hoofdstedelijk Gewest",
] as const;
export type BelgianProvince = (typeof belgianProvinces)[number];

/** Highest house number accepted; above it the number is certainly a typo. */
export const HOUSENUMBER_MAX = 99999;
/** Telephone numbers are 10 to 32 characters of digits, spaces and + - ( ) . / */
export const TELEPHONE_MIN_LENGTH = 10;
export const TELEPHONE_MAX_LENGTH = 32;

/**
 * Dutch postcode: four digits not starting with 0, at most one space, two letters that are not
 * SA, SD or SS (those are not issued); case-insensitive. Input is expected trimmed.
 */
export const DUTCH_POSTCODE_PATTERN = /^([1-9][0-9]{3}) ?((?!sa|sd|ss)[a-z]{2})$/i;
/** Belgian postcode (postnummer): exactly four digits not starting with 0. */
export const BELGIAN_POSTCODE_PATTERN = /^[1-9][0-9]{3}$/;

/** True for a valid Dutch postcode; surrounding whitespace is ignored. */
export function isDutchPostcode(value: string): boolean {
  return DUTCH_POSTCODE_PATTERN.test(value.trim());
}

/** "1234ab" → "1234 AB"; undefined when the value is not a valid Dutch postcode. */
export function normalizeDutchPostcode(value: string): string | undefined {
  const match = DUTCH_POSTCODE_PATTERN.exec(value.trim());
  if (!match) return undefined;
  return `${match[1]} ${match[2]?.toUpperCase()}`;
}

/** True for a valid Belgian postcode; surrounding whitespace is ignored. */
export function isBelgianPostcode(value: string): boolean {
  return BELGIAN_POSTCODE_PATTERN.test(value.trim());
}

/** Dutch postcode field: 'Postcode is verplicht' / 'Vul een geldige postcode in'; output normalised to "1234 AB". */
export const dutchPostcodeSchema = requiredText(POSTCODE_REQUIRED, [
  matches(DUTCH_POSTCODE_PATTERN, POSTCODE_INVALID),
]).overwrite((value) => normalizeDutchPostcode(value) ?? value);

/** Belgian postcode field: 'Postnummer is verplicht' / 'Vul een geldig postnummer in'. */
export const belgianPostcodeSchema = requiredText(POSTNUMMER_REQUIRED, [
  matches(BELGIAN_POSTCODE_PATTERN, POSTNUMMER_INVALID),
]);

/** The postcode field for a store country. */
export function postcodeSchema(country: Country) {
  return country === "NL" ? dutchPostcodeSchema : belgianPostcodeSchema;
}

/**
 * House number: a number or a string of digits, output as a number, 1 to 99999. Empty, missing
 * and NaN (what an empty number input reads as) give 'Huisnummer is verplicht'; letters, decimals
 * and negative strings give 'Huisnummer moet een nummer zijn'; 0 and negative numbers give
 * 'Huisnummer moet minimaal 1 zijn'; above 99999 'Vul een geldig huisnummer in'. Same in NL and BE.
 */
export const housenumberSchema = z
  .union([z.number(), z.string()], { error: HOUSENUMBER_REQUIRED })
  .transform((raw, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message, input: raw });
      return z.NEVER;
    };
    if (typeof raw === "string" && raw.trim() === "") return fail(HOUSENUMBER_REQUIRED);
    const value = parseWholeNumber(raw);
    if (value === undefined) return fail(HOUSENUMBER_NOT_A_NUMBER);
    if (value < 1) return fail(HOUSENUMBER_TOO_LOW);
    if (value > HOUSENUMBER_MAX) return fail(HOUSENUMBER_TOO_HIGH);
    return value;
  });

export const housenumberAffixSchema = optionalText(AFFIX_MAX_LENGTH, AFFIX_TOO_LONG);

/** Telephone: required; fewer than 10 or more than 32 characters, or other characters than digits, spaces and + - ( ) . / give 'Vul een geldig telefoonnummer in'. */
export const telephoneSchema = requiredText(TELEPHONE_REQUIRED, [
  minLength(TELEPHONE_MIN_LENGTH, TELEPHONE_INVALID),
  maxLength(TELEPHONE_MAX_LENGTH, TELEPHONE_INVALID),
  matches(/^[0-9 +\-()./]+$/, TELEPHONE_INVALID),
]);

export const firstnameSchema = requiredText(FIRSTNAME_REQUIRED);
export const middlenameSchema = optionalText(TEXT_MAX_LENGTH, TEXT_TOO_LONG);
export const lastnameSchema = requiredText(LASTNAME_REQUIRED);
export const streetSchema = requiredText(STREET_REQUIRED);
export const citySchema = requiredText(CITY_REQUIRED);
/** The address form's e-mail: 'E-mail is verplicht' / 'Vul een geldig e-mailadres in'. */
export const emailSchema = emailField();
export const prefixSchema = z.enum(prefixes, { error: PREFIX_INVALID }).default("Dhr");
export const noteSchema = optionalText(NOTE_MAX_LENGTH, NOTE_TOO_LONG);
export const latitudeSchema = optionalCoordinate(90);
export const longitudeSchema = optionalCoordinate(180);
/** BE region: empty gives 'Provincie is verplicht', a value outside the list 'Kies een provincie uit de lijst'. */
export const belgianProvinceSchema = requiredText(REGION_REQUIRED, []).pipe(
  z.enum(belgianProvinces, { error: REGION_INVALID }),
);

const sharedAddressFields = {
  prefix: prefixSchema,
  firstname: firstnameSchema,
  middlename: middlenameSchema,
  lastname: lastnameSchema,
  street: streetSchema,
  housenumber: housenumberSchema,
  housenumber_affix: housenumberAffixSchema,
  city: citySchema,
  telephone: telephoneSchema,
  email: emailSchema,
  note: noteSchema,
  lat: latitudeSchema,
  lon: longitudeSchema,
};

/** NL address; `region` is not asked in NL and is dropped. `country` defaults to "NL" and must be "NL". */
export const dutchAddressSchema = z.object(
  {
    ...sharedAddressFields,
    zipcode: dutchPostcodeSchema,
    country: z.literal("NL", { error: COUNTRY_INVALID }).default("NL"),
  },
  { error: INVALID_INPUT },
);

/** BE address; requires a province. `country` defaults to "BE" and must be "BE". */
export const belgianAddressSchema = z.object(
  {
    ...sharedAddressFields,
    zipcode: belgianPostcodeSchema,
    region: belgianProvinceSchema,
    country: z.literal("BE", { error: COUNTRY_INVALID }).default("BE"),
  },
  { error: INVALID_INPUT },
);

export type DutchAddress = z.output<typeof dutchAddressSchema>;
export type BelgianAddress = z.output<typeof belgianAddressSchema>;
export type Address = DutchAddress | BelgianAddress;
export type AddressInput = z.input<typeof dutchAddressSchema> | z.input<typeof belgianAddressSchema>;

/** The address form of a store: the postcode rule and the province follow the store country. */
export function addressSchema(country: "NL"): typeof dutchAddressSchema;
export function addressSchema(country: "BE"): typeof belgianAddressSchema;
export function addressSchema(country: Country): typeof dutchAddressSchema | typeof belgianAddressSchema;
export function addressSchema(country: Country) {
  return country === "NL" ? dutchAddressSchema : belgianAddressSchema;
}
