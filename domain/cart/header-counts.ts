// The header's two counts (products in the cart, colours in the swatch basket) as a small cookie that is no
// secret: the API writes it on every cart and basket change, so a page whose HTML is the same for everybody can
// show the visitor's counts right after hydration, before the header data has arrived.

export const HEADER_COUNTS_COOKIE = "rw_counts";
/** As long as the session cookie lives. */
export const HEADER_COUNTS_MAX_AGE_S = 365 * 24 * 3600;

export interface HeaderCounts {
  cart: number;
  swatches: number;
}

/** `2.1`: two products, one colour. */
export function formatHeaderCounts(counts: HeaderCounts): string {
  return `${counts.cart}.${counts.swatches}`;
}

/** The counts in a cookie value, or null for a missing or malformed one (then the counts are unknown). */
export function parseHeaderCounts(value: string | undefined | null): HeaderCounts | null {
  const match = value ? /^(\d{1,5})\.(\d{1,5})$/.exec(value) : null;
  if (!match) return null;
  return { cart: Number(match[1]), swatches: Number(match[2]) };
}
