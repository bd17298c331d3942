// The one VAT rule: which VAT an order's lines carry, from who buys, where it goes and how it is supplied. Cart,
// checkout, orders, invoices and exports all ask this; the law behind it is in docs/vat.md and decision 0034.
import { VAT_RATE } from "../money.ts";

/** The kinds of line an order has: products, shipping, the mount service (with call-out and measuring), a voucher. */
export const vatLineKinds = ["products", "shipping", "mount", "voucher"] as const;
export type VatLineKind = (typeof vatLineKinds)[number];

/**
 * How the goods reach the customer: sent by us (Verzenden), picked up at a showroom in NL (Afhalen), or
 * mounted by us at the customer's address (Monteren, an installation on immovable property).
 */
export type VatSupply = "sent" | "picked_up" | "mounted";

/**
 * What is known of the customer's VAT number: VIES (or the local check) found it valid or not, or could not be
 * asked; null when the customer gave none.
 */
export interface VatNumberStatus {
  /** The number's country code as VIES writes it: "BE", "NL". */
  country: string;
  status: "valid" | "invalid" | "unverified";
}

/** The store is not an input: the delivery country and the VAT number decide, whichever store took the order. */
export interface VatRuleInput {
  customer: "private" | "business";
  /** Where the goods are delivered or mounted; a pick-up is handed over in NL whatever this says. */
  deliveryCountry: "NL" | "BE";
  vatNumber: VatNumberStatus | null;
  supply: VatSupply;
}

/** UNCL5305 as Peppol BIS Billing 3.0 uses it: S standard rate, K intra-community supply, AE reverse charge. */
export type VatCategory = "S" | "K" | "AE";

/** One line's VAT: the rate, its category, and for 0% the mention the invoice must carry and its VATEX code. */
export type VatTreatment =
  | { rate: typeof VAT_RATE; category: "S"; mention: null; exemptionReasonCode: null }
  | { rate: 0; category: "K"; mention: string; exemptionReasonCode: "VATEX-EU-IC" }
  | { rate: 0; category: "AE"; mention: string; exemptionReasonCode: "VATEX-EU-AE" };

/**
 * Where the VAT falls, for the VAT returns: `nl` Dutch VAT; `oss` Belgian VAT on a distance sale, declared
 * through the EU's One Stop Shop; `be` Belgian VAT on goods we install in Belgium (outside the OSS: it needs a
 * Belgian VAT registration); `intra-community` a supply to a Belgian business, exempt here and taxed on its
 * acquisition in BE; `reverse-charge` Belgian VAT the Belgian business accounts for itself.
 */
export type VatRegime = "nl" | "oss" | "be" | "intra-community" | "reverse-charge";

export interface VatDecision {
  /** The treatment of each kind of line. */
  lines: Record<VatLineKind, VatTreatment>;
  regime: VatRegime;
  /** The member state whose VAT applies. */
  taxedIn: "NL" | "BE";
  /** True when the customer is not charged VAT (K or AE). */
  zeroRated: boolean;
  /**
   * For a business customer who is charged VAT although delivered in BE: why, in Dutch, for the cart, checkout,
   * mails and the staff. Null otherwise.
   */
  reason: string | null;
  /** The legal basis in a line, for the staff's view and the invoice's notes. */
  legalBasis: string;
}

/** Standard Dutch or Belgian VAT, 21%: every line of an order no rule zero-rates. */
export const STANDARD_VAT: VatTreatment = {
  rate: VAT_RATE,
  category: "S",
  mention: null,
  exemptionReasonCode: null,
};

/** The invoice mention of art. 35a Wet OB, with the articles: goods sent to a business in another member state. */
export const INTRA_COMMUNITY_MENTION =
  "Intracommunautaire levering, vrijgesteld van btw (art. 138 Btw-richtlijn 2006/112/EG)";
/** The invoice mention of art. 35a Wet OB: goods installed in BE, the Belgian business owes the VAT. */
export const REVERSE_CHARGE_MENTION =
  "Btw verlegd: de afnemer voldoet de Belgische btw (art. 194 Btw-richtlijn 2006/112/EG; art. 51 § 2, eerste lid, 5° Btw-wetboek)";

const INTRA_COMMUNITY: VatTreatment = {
  rate: 0,
  category: "K",
  mention: INTRA_COMMUNITY_MENTION,
  exemptionReasonCode: "VATEX-EU-IC",
};
const REVERSE_CHARGE: VatTreatment = {
  rate: 0,
  category: "AE",
  mention: REVERSE_CHARGE_MENTION,
  exemptionReasonCode: "VATEX-EU-AE",
};

/** Why a business delivered in BE still pays 21%, as the customer reads it. */
export const VAT_REASONS = {
  invalid: "Dit btw-nummer is niet geldig volgens de Europese btw-database (VIES); we rekenen 21% btw.",
  unverified:
    "We konden dit btw-nummer nu niet controleren bij de Europese btw-database (VIES); daarom rekenen we 21% btw. Probeer het later nog eens of neem contact op met onze klantenservice.",
  missing: "Zonder geldig btw-nummer rekenen we 21% btw.",
  notBelgian: "Alleen met een Belgisch btw-nummer leveren we in België zonder btw; we rekenen 21% btw.",
  pickedUp:
    "Je haalt je bestelling af in Nederland; daarom rekenen we 21% Nederlandse btw. Laat je haar in België bezorgen of monteren, dan rekenen we geen btw.",
} as const;

function every(treatment: VatTreatment): Record<VatLineKind, VatTreatment> {
  return { products: treatment, shipping: treatment, mount: treatment, voucher: treatment };
}

function charged(regime: "nl" | "oss" | "be", reason: string | null, legalBasis: string): VatDecision {
  return {
    lines: every(STANDARD_VAT),
    regime,
    taxedIn: regime === "nl" ? "NL" : "BE",
    zeroRated: false,
    reason,
    legalBasis,
  };
}

/** Where a supply charged 21% is taxed: a pick-up in NL, goods sent to the customer, goods we install. */
function standard(input: VatRuleInput, reason: string | null): VatDecision {
  if (input.supply === "picked_up" || input.deliveryCountry === "NL")
    return charged("nl", reason, "Levering in Nederland: 21% Nederlandse btw (art. 31 Btw-richtlijn).");
  if (input.supply === "mounted")
    return charged(
      "be",
      reason,
      "Goederen die wij in België installeren, worden in België belast: 21% Belgische btw (art. 36 Btw-richtlijn).",
    );
  return charged(
    "oss",
    reason,
    "Afstandsverkoop naar België: 21% Belgische btw, aangegeven via de One Stop Shop (art. 33 Btw-richtlijn).",
  );
}

/**
 * The VAT of an order. Consumers and every delivery in NL pay 21%. A business delivered in BE with a valid
 * Belgian VAT number pays none: goods we send are an intra-community supply (K), goods we install there are a
 * Belgian supply whose VAT the customer reverse-charges (AE, the whole order: the mount service is part of
 * that one supply). Every other business delivered in BE pays 21% and is told why. Each line kind of one order
 * gets the same treatment today; they are separate so an invoice writes each line's own.
 */
export function decideVat(input: VatRuleInput): VatDecision {
  if (input.customer === "private") return standard(input, null);
  if (input.deliveryCountry === "NL") return standard(input, null);
  const number = input.vatNumber;
  if (!number) return standard(input, VAT_REASONS.missing);
  if (number.status === "invalid") return standard(input, VAT_REASONS.invalid);
  if (number.status === "unverified") return standard(input, VAT_REASONS.unverified);
  // A Belgian customer's BE number: the reverse charge of art. 51 § 2 5° needs a Belgian registration, and
  // an intra-community supply may not go to a number of the member state the goods leave (NL).
  if (number.country !== "BE") return standard(input, VAT_REASONS.notBelgian);
  if (input.supply === "picked_up") return standard(input, VAT_REASONS.pickedUp);
  if (input.supply === "mounted")
    return {
      lines: every(REVERSE_CHARGE),
      regime: "reverse-charge",
      taxedIn: "BE",
      zeroRated: true,
      reason: null,
      legalBasis:
        "Installatie in België (art. 36 Btw-richtlijn), btw verlegd naar de Belgische afnemer (art. 194 Btw-richtlijn; art. 51 § 2, eerste lid, 5° Btw-wetboek).",
    };
  return {
    lines: every(INTRA_COMMUNITY),
    regime: "intra-community",
    taxedIn: "BE",
    zeroRated: true,
    reason: null,
    legalBasis:
      "Intracommunautaire levering (art. 138 Btw-richtlijn; art. 9 lid 2 onderdeel b Wet OB 1968 jo. Tabel II, post a.6).",
  };
}
