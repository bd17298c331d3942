// The browser's side of the NL postcode lookup: which postcode and house number to look up, and the call to
// our own server route (GET postcode/lookup), which holds the service's key.
import { DUTCH_POSTCODE_PATTERN, HOUSENUMBER_MAX } from "../../domain/validation/address";
import { parseWholeNumber } from "../../domain/validation/common";
import { callApi } from "../api/client";

/** What the lookup found, as the server answers it (spec section 7: six-position postcode, lat and lng). */
export interface PostcodeMatch {
  postcode: string;
  city: string;
  province: string;
  street: string;
  lat: number;
  lng: number;
}

/**
 * "2991XJ 8" when the typed postcode is a valid Dutch one and the house number a whole number from 1 up;
 * null while either is incomplete, so nothing is asked for half-typed input.
 */
export function lookupKey(zipcode: string, housenumber: string): string | null {
  const match = DUTCH_POSTCODE_PATTERN.exec(zipcode.trim());
  const number = parseWholeNumber(housenumber);
  if (!match || number === undefined || number < 1 || number > HOUSENUMBER_MAX) return null;
  return `${match[1]}${match[2]?.toUpperCase()} ${number}`;
}

/** The address for a lookup key, or null when the shop knows none (or the service failed: it says so no further). */
export async function lookupPostcode(key: string, signal?: AbortSignal): Promise<PostcodeMatch | null> {
  const [postcode = "", housenumber = ""] = key.split(" ");
  const query = `postcode=${encodeURIComponent(postcode)}&housenumber=${encodeURIComponent(housenumber)}`;
  const answer = await callApi<{ status: string; results: PostcodeMatch[] }>(
    "GET",
    `postcode/lookup?${query}`,
    undefined,
    { signal },
  );
  return answer.status === "ok" ? (answer.results[0] ?? null) : null;
}
