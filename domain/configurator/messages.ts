// The configurator's Dutch messages and number formatting, shared by the server and the browser so both say the same.

/** The unit a number option is entered in. */
export type LengthUnit = "cm" | "mm";

/**
 * Rounds to `digits` decimals, half away from zero, as the number is written: 120.05 → 120.1 although the
 * double 120.05 lies just below it. Non-finite numbers come back unchanged; never returns -0.
 */
export function roundDecimals(n: number, digits: number): number {
  if (!Number.isFinite(n)) return n;
  const abs = Math.abs(n);
  if (abs >= 1e15) return n;
  const written = String(abs);
  const rounded = written.includes("e")
    ? Math.round(abs * 10 ** digits) / 10 ** digits
    : Number(`${Math.round(Number(`${written}e${digits}`))}e-${digits}`);
  const signed = n < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

/**
 * A number Dutch style: decimal comma, at most two decimals, no trailing zeros, dots between thousands from
 * 10.000 up (250.5 → "250,5", 40 → "40", 12000 → "12.000").
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = roundDecimals(n, 2);
  const [whole = "0", decimals = ""] = Math.abs(rounded).toFixed(2).split(".");
  const fraction = decimals.replace(/0+$/, "");
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".") : whole;
  return `${rounded < 0 ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** "Breedte is verplicht" */
export function requiredMessage(name: string): string {
  return `${name} is verplicht`;
}

/** "Breedte moet tussen de 40 cm en 250,5 cm zijn!" */
export function rangeMessage(name: string, min: number, max: number, unit: LengthUnit): string {
  return `${name} moet tussen de ${formatNumber(min)} ${unit} en ${formatNumber(max)} ${unit} zijn!`;
}

/** For a number option without an upper limit: "Breedte moet minimaal 40 cm zijn!" */
export function minimumMessage(name: string, min: number, unit: LengthUnit): string {
  return `${name} moet minimaal ${formatNumber(min)} ${unit} zijn!`;
}

/** "Breedte moet een getal zijn" */
export function notANumberMessage(name: string): string {
  return `${name} moet een getal zijn`;
}

/** A value id that is not one of the option's values. */
export function unknownValueMessage(name: string): string {
  return `${name}: deze keuze bestaat niet`;
}

/** An accessory row whose product the option does not offer. */
export function unknownAccessoryMessage(name: string): string {
  return `${name}: onbekend accessoire`;
}

/** Accessory rows that are not a list of { entity_id, amount }. */
export function invalidAccessoriesMessage(name: string): string {
  return `${name}: ongeldige accessoires`;
}

/** An input option's value that is not text. */
export function notTextMessage(name: string): string {
  return `${name} moet tekst zijn`;
}

/** An input option's text above the limit. */
export function tooLongMessage(name: string, maxLength: number): string {
  return `${name} mag maximaal ${maxLength} tekens bevatten`;
}

/** A key in the values that is no option of this configuration. */
export function unknownOptionMessage(): string {
  return "Deze optie hoort niet bij dit product";
}

/** The values were not an object of option id → value. */
export function invalidValuesMessage(): string {
  return "Keuzes moeten een object zijn";
}

/** The reset reason when a rule hides an option that had a value. */
export function hiddenResetReason(name: string): string {
  return `${name} is niet meer beschikbaar bij deze keuze.`;
}

/** The reset reason for a chosen value the owner no longer offers (retired in the catalogue). */
export function retiredResetReason(name: string): string {
  return `${name}: deze keuze bestaat niet meer, kies opnieuw.`;
}

/** A size within the option's range but beyond the price table. */
export function beyondTableMessage(name: string, largest: number, unit: LengthUnit): string {
  return `${name}: voor deze maat hebben we geen prijs, kies maximaal ${formatNumber(largest)} ${unit}.`;
}

/** No (usable) price table for the chosen fabric's price group. */
export function noPriceMessage(name: string): string {
  return `${name}: voor deze keuze is geen prijs bekend.`;
}

/** The configuration's messages in one object, for the browser's own checks. */
export const optionMessages = {
  required: requiredMessage,
  range: rangeMessage,
  minimum: minimumMessage,
  notANumber: notANumberMessage,
  unknownValue: unknownValueMessage,
  unknownAccessory: unknownAccessoryMessage,
  invalidAccessories: invalidAccessoriesMessage,
  notText: notTextMessage,
  tooLong: tooLongMessage,
  unknownOption: unknownOptionMessage,
  invalidValues: invalidValuesMessage,
  hiddenReset: hiddenResetReason,
  retiredReset: retiredResetReason,
  beyondTable: beyondTableMessage,
  noPrice: noPriceMessage,
} as const;
