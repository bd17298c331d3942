// The payment methods the shop offers, with their Dutch names, iDEAL's banks and the card brands, in the
// order each store shows them. The sandbox offers exactly these; Adyen's answer is named and ordered by them.
import type { PaymentMethod } from "./provider.ts";

export type Country = "NL" | "BE";

/**
 * iDEAL banks. Ids are `ideal_` + the bank's BIC, the scheme iDEAL 2.0 and most providers use; they are
 * stable, readable and need no provider account. Adyen's own /paymentMethods answer, when it lists issuers,
 * replaces these (its ids then go back to Adyen unchanged).
 */
export const IDEAL_ISSUERS: readonly { id: string; name: string }[] = [
  { id: "ideal_ABNANL2A", name: "ABN AMRO" },
  { id: "ideal_ASNBNL21", name: "ASN Bank" },
  { id: "ideal_BUNQNL2A", name: "bunq" },
  { id: "ideal_INGBNL2A", name: "ING" },
  { id: "ideal_KNABNL2H", name: "Knab" },
  { id: "ideal_RABONL2U", name: "Rabobank" },
  { id: "ideal_RBRBNL21", name: "RegioBank" },
  { id: "ideal_REVOLT21", name: "Revolut" },
  { id: "ideal_SNSBNL2A", name: "SNS" },
  { id: "ideal_TRIONL2U", name: "Triodos Bank" },
  { id: "ideal_FVLBNL22", name: "Van Lanschot" },
  { id: "ideal_BITSNL2A", name: "Yoursafe" },
];

/** Card brands as Adyen names them, with the names a visitor knows. */
export const CARD_BRANDS: readonly { id: string; name: string }[] = [
  { id: "visa", name: "Visa" },
  { id: "mc", name: "Mastercard" },
  { id: "amex", name: "American Express" },
  { id: "maestro", name: "Maestro" },
];

/** Dutch names of the method types the shop knows (Adyen's type codes). */
export const METHOD_NAMES: Readonly<Record<string, string>> = {
  ideal: "iDEAL",
  bcmc: "Bancontact",
  scheme: "Creditcard",
  paypal: "PayPal",
  klarna_paynow: "Klarna: direct betalen",
};

/** The types each store offers, first shown first: iDEAL leads in NL, Bancontact (Belgian cards) in BE. */
const ORDER: Record<Country, readonly string[]> = {
  NL: ["ideal", "scheme", "paypal", "klarna_paynow"],
  BE: ["bcmc", "ideal", "scheme", "paypal", "klarna_paynow"],
};

/** Whether a store offers this method type at all (Bancontact only in BE). */
export function offers(country: Country, type: string): boolean {
  return ORDER[country].includes(type);
}

/** The full list a store offers, as the sandbox answers it. */
export function shopMethods(country: Country): PaymentMethod[] {
  return ORDER[country].map((type) => {
    const method: PaymentMethod = { type, name: METHOD_NAMES[type] ?? type };
    if (type === "ideal") method.issuers = IDEAL_ISSUERS.map((issuer) => ({ ...issuer }));
    if (type === "scheme") method.brands = CARD_BRANDS.map((brand) => brand.id);
    return method;
  });
}

/** Keeps the types this store offers, in its order (a provider may answer more, or in another order). */
export function orderForStore<T extends { type: string }>(country: Country, methods: T[]): T[] {
  const order = ORDER[country];
  return methods
    .filter((method) => order.includes(method.type))
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

export function issuerName(id: string | null | undefined): string | undefined {
  return IDEAL_ISSUERS.find((issuer) => issuer.id === id)?.name;
}

export function brandName(id: string | null | undefined): string | undefined {
  return CARD_BRANDS.find((brand) => brand.id === id)?.name;
}
