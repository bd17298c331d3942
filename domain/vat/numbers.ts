// VAT numbers (btw-nummers) of the EU: the form per country, the check digits of NL and BE, and a Dutch message
// for a number that cannot be one. Whether a number is registered is VIES's answer, not ours (server/vat/).
import { z } from "zod";
import { normalizeBelgianEnterpriseNumber } from "../validation/customer.ts";
import {
  VAT_NUMBER_CHECK_DIGITS,
  VAT_NUMBER_COUNTRY_UNKNOWN,
  VAT_NUMBER_REQUIRED,
  vatNumberFormatMessage,
} from "../validation/messages.ts";

interface CountryForm {
  /** The country as a Dutch sentence names it: "uit België". */
  name: string;
  /** What follows the country code, whole. */
  pattern: RegExp;
  /** A number of the right form, for the message. */
  example: string;
  /** The country's check digits, where we check them; the rest is checked by form only. */
  checkDigits?: (number: string) => boolean;
}

/**
 * The Dutch btw-identificatienummer: nine digits, 'B', two digits. Numbers given out before 2020 pass the
 * eleven test on the nine digits (weights 9…2, minus the last digit); the ones given to sole traders since
 * 2020 pass mod 97 on the whole number with its letters as numbers (N=23, L=21, B=11). Either will do.
 */
function dutchCheckDigits(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(number[i]) * (9 - i);
  if ((sum - Number(number[8])) % 11 === 0) return true;
  const digits = `NL${number}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

/** 'BE' + the ten-digit ondernemingsnummer with its mod 97 check digits (the one rule, in validation/customer.ts). */
function belgianCheckDigits(number: string): boolean {
  return normalizeBelgianEnterpriseNumber(number) === number;
}

/** The 27 member states as VIES knows them (Greece is EL), and Northern Ireland (XI) for goods. */
export const vatCountries = {
  AT: { name: "Oostenrijk", pattern: /^U\d{8}$/, example: "ATU12345678" },
  BE: {
    name: "België",
    pattern: /^[01]\d{9}$/,
    example: "BE0123456749",
    checkDigits: belgianCheckDigits,
  },
  BG: { name: "Bulgarije", pattern: /^\d{9,10}$/, example: "BG123456789" },
  CY: { name: "Cyprus", pattern: /^\d{8}[A-Z]$/, example: "CY12345678X" },
  CZ: { name: "Tsjechië", pattern: /^\d{8,10}$/, example: "CZ12345678" },
  DE: { name: "Duitsland", pattern: /^\d{9}$/, example: "DE123456789" },
  DK: { name: "Denemarken", pattern: /^\d{8}$/, example: "DK12345678" },
  EE: { name: "Estland", pattern: /^\d{9}$/, example: "EE123456789" },
  EL: { name: "Griekenland", pattern: /^\d{9}$/, example: "EL123456789" },
  ES: { name: "Spanje", pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: "ESX1234567X" },
  FI: { name: "Finland", pattern: /^\d{8}$/, example: "FI12345678" },
  FR: { name: "Frankrijk", pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, example: "FR12345678901" },
  HR: { name: "Kroatië", pattern: /^\d{11}$/, example: "HR12345678901" },
  HU: { name: "Hongarije", pattern: /^\d{8}$/, example: "HU12345678" },
  IE: { name: "Ierland", pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: "IE1234567T" },
  IT: { name: "Italië", pattern: /^\d{11}$/, example: "IT12345678901" },
  LT: { name: "Litouwen", pattern: /^(\d{9}|\d{12})$/, example: "LT123456789" },
  LU: { name: "Luxemburg", pattern: /^\d{8}$/, example: "LU12345678" },
  LV: { name: "Letland", pattern: /^\d{11}$/, example: "LV12345678901" },
  MT: { name: "Malta", pattern: /^\d{8}$/, example: "MT12345678" },
  NL: {
    name: "Nederland",
    pattern: /^\d{9}B\d{2}$/,
    example: "NL123456782B01",
    checkDigits: dutchCheckDigits,
  },
  PL: { name: "Polen", pattern: /^\d{10}$/, example: "PL1234567890" },
  PT: { name: "Portugal", pattern: /^\d{9}$/, example: "PT123456789" },
  RO: { name: "Roemenië", pattern: /^[1-9]\d{1,9}$/, example: "RO1234567890" },
  SE: { name: "Zweden", pattern: /^\d{10}01$/, example: "SE123456789001" },
  SI: { name: "Slovenië", pattern: /^\d{8}$/, example: "SI12345678" },
  SK: { name: "Slowakije", pattern: /^\d{10}$/, example: "SK1234567890" },
  XI: { name: "Noord-Ierland", pattern: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: "XI123456789" },
} as const satisfies Record<string, CountryForm>;

export type VatCountry = keyof typeof vatCountries;

function isVatCountry(code: string): code is VatCountry {
  return Object.hasOwn(vatCountries, code);
}

/** A VAT number of the right form (and, for NL and BE, with the right check digits). */
export interface VatNumber {
  country: VatCountry;
  /** What follows the country code, as VIES takes it: "0417497106", "861234571B01". */
  number: string;
  /** The whole number as printed on an invoice: "BE0417497106". */
  full: string;
  /** "checksum" where the country's check digits were checked, "format" where only its form is known. */
  checked: "checksum" | "format";
}

export type VatNumberParse = { ok: true; value: VatNumber } | { ok: false; message: string };

/**
 * Reads a VAT number as people type or copy it: any case, spaces, dots and dashes ignored ("be 0417.497.106"),
 * Greece's ISO code GR read as EL, an old nine-digit Belgian number given its leading 0. Refused with a Dutch
 * message when it cannot be a VAT number of that country.
 */
export function parseVatNumber(input: string): VatNumberParse {
  const compact = input.replace(/[\s.-]/g, "").toUpperCase();
  if (compact === "") return { ok: false, message: VAT_NUMBER_REQUIRED };
  const prefix = compact.slice(0, 2) === "GR" ? "EL" : compact.slice(0, 2);
  if (!isVatCountry(prefix)) return { ok: false, message: VAT_NUMBER_COUNTRY_UNKNOWN };
  const form: CountryForm = vatCountries[prefix];
  let number = compact.slice(2);
  if (prefix === "BE" && /^[1-9]\d{8}$/.test(number)) number = `0${number}`;
  if (!form.pattern.test(number))
    return { ok: false, message: vatNumberFormatMessage(form.name, form.example) };
  if (form.checkDigits && !form.checkDigits(number)) return { ok: false, message: VAT_NUMBER_CHECK_DIGITS };
  return {
    ok: true,
    value: {
      country: prefix,
      number,
      full: `${prefix}${number}`,
      checked: form.checkDigits ? "checksum" : "format",
    },
  };
}

/** A form field for a VAT number: the Dutch message of `parseVatNumber`, output in its compact form. */
export const vatNumberSchema = z.string().transform((value, context) => {
  const parsed = parseVatNumber(value);
  if (parsed.ok) return parsed.value.full;
  context.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});
