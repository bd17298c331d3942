// Every Dutch validation message shown to visitors; the single source of truth for forms, API and tests.

// Address form (spec section 5).
export const PREFIX_INVALID = "Kies een aanhef";
export const FIRSTNAME_REQUIRED = "Voornaam is verplicht";
export const LASTNAME_REQUIRED = "Achternaam is verplicht";
export const STREET_REQUIRED = "Straat is verplicht";
export const CITY_REQUIRED = "Plaats is verplicht";
export const TELEPHONE_REQUIRED = "Telefoonnummer is verplicht";
export const TELEPHONE_INVALID = "Vul een geldig telefoonnummer in";
export const EMAIL_REQUIRED = "E-mail is verplicht";
export const EMAIL_INVALID = "Vul een geldig e-mailadres in";
export const POSTCODE_REQUIRED = "Postcode is verplicht";
export const POSTCODE_INVALID = "Vul een geldige postcode in";
export const POSTNUMMER_REQUIRED = "Postnummer is verplicht";
/** BE calls it a postnummer: every postcode message of the BE store says so. */
export const POSTNUMMER_INVALID = "Vul een geldig postnummer in";
export const HOUSENUMBER_REQUIRED = "Huisnummer is verplicht";
export const HOUSENUMBER_NOT_A_NUMBER = "Huisnummer moet een nummer zijn";
export const HOUSENUMBER_TOO_LOW = "Huisnummer moet minimaal 1 zijn";
export const HOUSENUMBER_TOO_HIGH = "Vul een geldig huisnummer in";
export const REGION_REQUIRED = "Provincie is verplicht";
export const REGION_INVALID = "Kies een provincie uit de lijst";
export const COUNTRY_INVALID = "Kies een geldig land";
export const COORDINATE_INVALID = "Ongeldige locatie";

// Generic length limits; the number in the text matches the limit in common.ts.
export const TEXT_TOO_LONG = "Gebruik maximaal 255 tekens";
export const AFFIX_TOO_LONG = "Gebruik maximaal 10 tekens";
export const NOTE_TOO_LONG = "Gebruik maximaal 1000 tekens";
export const URL_INVALID = "Vul een geldige URL in";
/** Input of the wrong shape that no form field can produce (tampered or broken requests). */
export const INVALID_INPUT = "Ongeldige invoer";

// Customer data (checkout).
export const CUSTOMER_TYPE_INVALID = "Kies particulier of zakelijk";
export const DELIVERY_CHOICE_INVALID = "Kies een afleveradres";
export const COMPANYNAME_REQUIRED = "Bedrijfsnaam is verplicht";
export const KVK_REQUIRED = "Kvk-nummer is verplicht";
export const KVK_INVALID = "Vul een geldig Kvk-nummer in";
/** A Belgian business gives its ondernemingsnummer once; its btw-nummer is 'BE' plus that number. */
export const ENTERPRISE_NUMBER_REQUIRED = "Ondernemingsnummer is verplicht";
export const ENTERPRISE_NUMBER_INVALID = "Vul een geldig ondernemingsnummer in";

// VAT number (btw-nummer) of a business customer; the format per country is in domain/vat/numbers.ts.
export const VAT_NUMBER_REQUIRED = "Btw-nummer is verplicht";
export const VAT_NUMBER_COUNTRY_UNKNOWN =
  "Begin het btw-nummer met de landcode van een EU-land, bijvoorbeeld NL of BE";
export const VAT_NUMBER_CHECK_DIGITS =
  "De controlecijfers van dit btw-nummer kloppen niet; controleer het nummer";
/** "Een btw-nummer uit België ziet eruit als BE0123456789" */
export function vatNumberFormatMessage(countryName: string, example: string): string {
  return `Een btw-nummer uit ${countryName} ziet eruit als ${example}`;
}

// Save cart by e-mail.
export const SAVE_CART_EMAIL_REQUIRED = "Emailadres is verplicht";

// Voucher (kortingscode).
export const VOUCHER_REQUIRED = "Geen code opgegeven";
export const VOUCHER_TOO_LONG = "Vul een geldige code in";

// Service form.
export const ORDER_NUMBER_REQUIRED = "Ordernummer is verplicht";
export const ORDER_NUMBER_INVALID = "Vul een geldig ordernummer in";

// Advice form.
export const FIELD_REQUIRED = "Veld is verplicht";
export const PRODUCT_INTEREST_INVALID = "Kies een product uit de lijst";
export const PRODUCT_AMOUNT_INVALID = "Kies een aantal van 1 tot en met 50";

// Payment choice.
export const PAYMENT_METHOD_REQUIRED = "Kies een betaalmethode";
/** A shop without a payment provider (see server/payments/choose-provider.ts): ordering waits until one is set up. */
export const PAYMENT_UNAVAILABLE =
  "Betalen is in deze winkel nog niet mogelijk. Je winkelwagen blijft bewaard; neem contact op met de klantenservice om te bestellen.";
export const PAYMENT_ISSUER_REQUIRED = "Kies je bank";
/** Warning shown next to the iDEAL bank list when no bank was picked. */
export const PAYMENT_ISSUER_WARNING = "Je hebt geen betaalmethode bank geselecteerd.";

// Cart.
export const CART_QUANTITY_INVALID = "Kies een aantal van 1 tot en met 99";
export const ACCESSORY_QUANTITY_INVALID = "Kies een aantal van 1 tot en met 10";
export const ACCESSORY_UNKNOWN = "Dit accessoire kennen we niet (meer); kies een ander accessoire.";

// Any text: NUL characters and lone surrogates (never typed; tampered or broken requests).
export const TEXT_INVALID_CHARACTER = "Deze tekst bevat een ongeldig teken";
export const CART_FULL =
  "Je winkelwagen zit vol: je kunt maximaal 50 verschillende producten bestellen. Rond deze bestelling af of verwijder een product.";
export const CART_FULL_RESTORE =
  "Deze winkelwagen past niet bij wat er al in je winkelwagen zit: samen zijn het meer dan 50 verschillende producten. Rond eerst je huidige bestelling af of verwijder producten, en open de link dan opnieuw.";
export const ORDER_TOO_LARGE =
  "Online kun je bestellen of een offerte aanvragen tot € 250.000,00. Maak je winkelwagen kleiner of neem contact op met de klantenservice: voor een grotere opdracht maken we graag een offerte op maat.";
