// Which redirect targets a visitor may be sent to after the country switch (/checkout/verhuizen?redirectUrl=)
// and the saved-cart link (/winkelwagen/herstellen/…?naar=): one rule for every redirect we take from a URL.

/**
 * A path on our own site, or null. Only a single leading slash is accepted: no scheme, no host, no protocol-
 * relative `//evil.example`, no backslash tricks, no control characters; anything else is refused. The check
 * holds after normalisation too: `/a/..//evil.example` normalises to `//evil.example`, which browsers read as
 * another host, and encoded dots, slashes and backslashes (`%2e`, `%2f`, `%5c`) are refused outright.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(raw)) return null;
  if (/%(2e|2f|5c)/i.test(raw)) return null;
  try {
    const url = new URL(raw, "http://shop.invalid");
    if (url.host !== "shop.invalid") return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (path.startsWith("//") || path.startsWith("/\\")) return null;
    return path;
  } catch {
    return null;
  }
}
