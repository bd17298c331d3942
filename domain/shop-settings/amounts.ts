// Amounts as the owner types them in the back office: euros with a decimal comma (or point), read to integer cents.

/**
 * "12,50", "12.50", "€ 1.234,56", "1234" → cents; null when it is not an amount. A point is a decimal point
 * only with one or two digits after it and no comma ("12.5"); otherwise points group thousands ("1.234").
 */
export function parseEuros(text: string): number | null {
  const clean = text.trim().replace(/^€\s*/, "").replace(/\s+/g, "");
  if (clean === "") return null;
  let normalized: string;
  if (/^-?\d+([.,]\d{1,2})?$/.test(clean)) normalized = clean.replace(",", ".");
  else if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(clean))
    normalized = clean.replaceAll(".", "").replace(",", ".");
  else return null;
  const [whole = "0", fraction = ""] = normalized.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0") || "0");
  if (!Number.isSafeInteger(cents)) return null;
  return normalized.startsWith("-") ? -cents : cents;
}

/** Cents as the owner types them back: "1234,50" (no euro sign, no thousands dots; what parseEuros reads). */
export function eurosText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}
