// What a postcode lookup answers and the one interface behind which the real service and the sample data sit.
import { DUTCH_POSTCODE_PATTERN, HOUSENUMBER_MAX } from "../../domain/validation/address.ts";

/** One Dutch address as a lookup finds it. */
export interface PostcodeResult {
  /** Six positions without a space, upper case: "2991XJ". */
  postcode: string;
  housenumber: number;
  street: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
}

/** Where a lookup reports what went wrong; the route hands in the request's logger. */
export interface LookupLog {
  warn(details: object, message: string): void;
}

export interface LookupContext {
  log?: LookupLog;
}

/**
 * Finds the street and city of a Dutch postcode and house number. Answers null when the address is unknown
 * and also when the service failed: a failure is logged, never thrown, because the visitor can always type
 * the street and city themselves.
 */
export interface PostcodeLookup {
  /** "pro6pp" or "sample", for logs and the health of the set-up. */
  readonly kind: string;
  lookup(postcode: string, housenumber: number, context?: LookupContext): Promise<PostcodeResult | null>;
}

/**
 * "2991 xj" → "2991XJ": the six-position form services and our data use. Every space is dropped first, so
 * what a visitor types in any spacing is found. Undefined for anything that is not a valid Dutch postcode
 * (the domain's rule: no leading 0, not SA, SD or SS).
 */
export function sixPositions(postcode: string): string | undefined {
  const match = DUTCH_POSTCODE_PATTERN.exec(postcode.replace(/\s+/g, ""));
  if (!match) return undefined;
  return `${match[1]}${match[2]?.toUpperCase()}`;
}

/** True for a house number a lookup can answer for: a whole number from 1 to 99999. */
export function isLookupHousenumber(housenumber: number): boolean {
  return Number.isSafeInteger(housenumber) && housenumber >= 1 && housenumber <= HOUSENUMBER_MAX;
}
