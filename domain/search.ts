// What a search query may be and how it is read: the check both sides share (Dutch messages), and the words
// the server searches for.

/** The longest query the shop takes, in characters (the header's field has this maxlength). */
export const MAX_QUERY_LENGTH = 100;

export const searchMessages = {
  empty: "Vul een zoekterm in.",
  tooLong: `Een zoekterm is hoogstens ${MAX_QUERY_LENGTH} tekens lang.`,
  control: "De zoekterm bevat tekens die niet in een zoekterm horen.",
  noWords: "Zoek op een woord, bijvoorbeeld rolgordijn of antraciet.",
} as const;

export type QueryCheck = { ok: true; query: string } | { ok: false; message: string };

/**
 * Checks a query as typed: control characters (a pasted tab or a NUL) are refused rather than silently dropped,
 * so the page never shows results for something other than what the address says; white space around it is not
 * part of it.
 */
export function checkQuery(raw: string | null | undefined): QueryCheck {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (raw && /[\u0000-\u001f\u007f-\u009f]/.test(raw)) return { ok: false, message: searchMessages.control };
  const query = (raw ?? "").normalize("NFC").replace(/\s+/g, " ").trim();
  if (!query) return { ok: false, message: searchMessages.empty };
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, message: searchMessages.tooLong };
  if (searchWords(query).length === 0) return { ok: false, message: searchMessages.noWords };
  return { ok: true, query };
}

/** Letters without their accents, in lower case: "Plissé" → "plisse", "Jaloezieën" → "jaloezieen". */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The words of a text: runs of letters and digits, accents folded. Everything else (quotes, hyphens, operators of
 * a query language) separates words, so a word is always safe inside a tsquery.
 */
export function searchWords(text: string): string[] {
  return foldAccents(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The tsquery text for `words`: all of them (AND), or any of them (OR); while typing the last one may be the
 * start of a word. Empty for no words.
 */
export function tsqueryText(words: readonly string[], lastIsPrefix: boolean, any = false): string {
  return words
    .map((w, i) => (lastIsPrefix && i === words.length - 1 ? `${w}:*` : w))
    .join(any ? " | " : " & ");
}
