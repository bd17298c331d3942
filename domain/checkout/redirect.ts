// Which redirect targets the country switch (/checkout/verhuizen?redirectUrl=) may send a visitor to.

/**
 * A path on our own site, or null. Only a single leading slash is accepted: no scheme, no host, no protocol-
 * relative `//evil.example`, no backslash tricks, no control characters; anything else is refused.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(raw)) return null;
  try {
    const url = new URL(raw, "http://shop.invalid");
    if (url.host !== "shop.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
