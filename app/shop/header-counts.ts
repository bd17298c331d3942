// The header-counts cookie in the browser: read right after hydration, and written when a private page's loader
// told the browser a newer cart than the API last did (the API itself writes it on every change).
import {
  formatHeaderCounts,
  HEADER_COUNTS_COOKIE,
  HEADER_COUNTS_MAX_AGE_S,
  type HeaderCounts,
  parseHeaderCounts,
} from "../../domain/cart/header-counts";

export type { HeaderCounts };

function cookieValue(): string | null {
  const prefix = `${HEADER_COUNTS_COOKIE}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return entry ? entry.slice(prefix.length) : null;
}

/** The counts the cookie remembers, or null when there is none (a visitor who stored nothing, or unknown). */
export function readHeaderCounts(): HeaderCounts | null {
  return parseHeaderCounts(cookieValue());
}

/** Writes the counts when the cookie says something else; a visitor with nothing stored and no cookie gets none. */
export function writeHeaderCounts(counts: HeaderCounts): void {
  const value = formatHeaderCounts(counts);
  const current = cookieValue();
  if (current === value || (current === null && counts.cart === 0 && counts.swatches === 0)) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one small cookie, written where the Cookie Store API is missing
  document.cookie = `${HEADER_COUNTS_COOKIE}=${value}; Path=/; Max-Age=${HEADER_COUNTS_MAX_AGE_S}; SameSite=Lax${secure}`;
}
