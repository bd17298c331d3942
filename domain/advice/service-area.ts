// Which service area a Dutch postcode lies in (free, paid or not_found), from the shop's postcode ranges.
import type { Cents } from "../money.ts";
import { DUTCH_POSTCODE_PATTERN } from "../validation/address.ts";
import type { ServiceArea } from "../validation/advice.ts";

/** A kept range is free (around our locations) or paid (a one-time fee); everything else is not_found. */
export type ServiceAreaKind = "free" | "paid";

/** One row of the `service_areas` table: four-digit postcodes from..to inclusive. */
export interface ServiceAreaRange {
  name: string;
  from: number;
  to: number;
  kind: ServiceAreaKind;
  /** The one-time fee of a paid range in cents; ignored for free ranges. */
  fee_cents: Cents;
}

/** The answer of advice/check-zipcode: the area, the fee in cents (0 unless paid) and the range's name. */
export interface ServiceAreaCheck {
  service_area: ServiceArea;
  price: Cents;
  /** Name of the range that decided it, for the shop's mail; null when not_found. */
  name: string | null;
}

/** The four digits of a Dutch postcode ("2991 XJ" → 2991), or null when it is not a valid Dutch postcode. */
export function postcodeDigits(zipcode: string): number | null {
  const match = DUTCH_POSTCODE_PATTERN.exec(zipcode.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The area of a four-digit postcode. Ranges may overlap: a free range wins over any paid one (the ring of
 * paid ranges is drawn wide, the free ones are cut out of it), and among paid ranges the lowest fee wins. A
 * postcode in no range is not_found, with price 0.
 */
export function serviceAreaFor(postcode: number, ranges: readonly ServiceAreaRange[]): ServiceAreaCheck {
  const hits = ranges.filter((r) => r.from <= postcode && postcode <= r.to);
  const free = hits.find((r) => r.kind === "free");
  if (free) return { service_area: "free", price: 0, name: free.name };
  const paid = hits
    .filter((r) => r.kind === "paid")
    .sort((a, b) => a.fee_cents - b.fee_cents || a.name.localeCompare(b.name))[0];
  if (paid) return { service_area: "paid", price: Math.max(0, paid.fee_cents), name: paid.name };
  return { service_area: "not_found", price: 0, name: null };
}
