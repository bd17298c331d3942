// The home advice appointment's rules and texts, shared by the form and the server: fee, price label, labels.

import { shopYear } from "../delivery/shop-time.ts";
import { type Cents, formatPriceRounded } from "../money.ts";
import type { ProductFamily } from "../products.ts";
import type { AdviceRequest } from "../validation/advice.ts";
import type { ServiceAreaCheck } from "./service-area.ts";

/** Orders above this amount get the paid appointment's fee back (spec section 9: € 1.500). */
export const ADVICE_CREDIT_FROM_CENTS: Cents = 150_000;
/** The paid appointment may be paid in this many instalments (spec section 9). */
export const ADVICE_INSTALMENTS = 3;

export const ADVICE_COUPON_INVALID = "De code is niet correct.";
/** Spec section 8: any failure of the advice form. */
export const ADVICE_FORM_FAILED =
  "Er ging iets fout tijdens het versturen van het formulier, neem contact op met de klantenservice.";
export const ADVICE_NL_ONLY = "Een advies- en meetafspraak aan huis kun je alleen in Nederland maken.";
/** Spec section 8: the promise after a sent form. */
export const ADVICE_CONTACT_PROMISE =
  "Binnen 2 werkdagen nemen we contact met je op om een afspraak te plannen.";
export const ADVICE_CREDIT_TEXT = `Bestel je daarna voor meer dan ${formatPriceRounded(ADVICE_CREDIT_FROM_CENTS)}, dan verrekenen we dit bedrag met je bestelling.`;
export const ADVICE_INSTALMENTS_TEXT = `Liever gespreid betalen? Betaal in ${ADVICE_INSTALMENTS} termijnen.`;

/** Outside the service area we do not come: the visitor is asked to call, with the store's number. */
export function adviceNotFoundMessage(phone: string): string {
  return `Op dit adres komen we helaas niet langs voor een afspraak aan huis. Bel ons op ${phone}, dan kijken we samen wat er mogelijk is.`;
}

/** What the visitor pays: the paid area's fee, nothing in a free area or with a coupon. */
export function adviceFee(check: Pick<ServiceAreaCheck, "service_area" | "price">, coupon: boolean): Cents {
  return check.service_area === "paid" && !coupon ? check.price : 0;
}

/**
 * The price as the form shows it: 'Eenmalig: € 49,-' for a paid area, 'Gratis' in a free area or with a
 * coupon, null outside the service area (there is no appointment to price, coupon or not).
 */
export function advicePriceLabel(
  check: Pick<ServiceAreaCheck, "service_area" | "price">,
  coupon: boolean,
): string | null {
  if (check.service_area === "not_found") return null;
  const fee = adviceFee(check, coupon);
  return fee > 0 ? `Eenmalig: ${formatPriceRounded(fee)}` : "Gratis";
}

export const adviceRequestLabels: Record<AdviceRequest, string> = {
  advies: "Advies aan huis",
  inmeten: "Alleen inmeten",
  "advies-en-inmeten": "Advies en inmeten",
};

export const adviceRequestHints: Record<AdviceRequest, string> = {
  advies: "Je weet nog niet precies wat je wilt en krijgt advies met stalen.",
  inmeten: "Je weet wat je wilt; de adviseur meet alles nauwkeurig in.",
  "advies-en-inmeten": "Advies met stalen en meteen alles inmeten in één bezoek.",
};

export const productFamilyLabels: Record<ProductFamily, string> = {
  raamdecoratie: "Raamdecoratie",
  zonwering: "Zonwering",
  rolluiken: "Rolluiken",
  shutters: "Shutters",
  gordijnen: "Gordijnen",
  horren: "Horren",
  terrasoverkappingen: "Terrasoverkappingen",
};

/** Request numbers read 'AD-2026-00042': the year in the shop's time zone and a database sequence. */
export function adviceNumber(sequence: number, now = new Date()): string {
  return `AD-${shopYear(now)}-${String(sequence).padStart(5, "0")}`;
}
