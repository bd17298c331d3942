// The service area of the advice form's address (spec section 4): asked once postcode and house number are
// complete (the same moment as the postcode lookup); it depends on the postcode only, so answers are kept per
// postcode.
import { normalizeDutchPostcode } from "../../domain/validation/address";
import { lookupKey } from "../forms/postcode";
import { useDebouncedLookup } from "../forms/useDebouncedLookup";
import { type AreaAnswer, adviceApi } from "./api";

/** The area for the typed address, or null while unknown. */
export function useServiceArea(zipcode: string, housenumber: string): AreaAnswer | null {
  const postcode = normalizeDutchPostcode(zipcode);
  const key = postcode && lookupKey(zipcode, housenumber) ? postcode : null;
  const area = useDebouncedLookup(key, adviceApi.checkZipcode, {
    // Without an answer the form stays usable: the server decides the area when the form is sent.
    onError: (_key, error) => console.error("Service area check failed", error),
  });
  return area.status === "done" ? area.value : null;
}
