// The room label of a cart row ('Slaapkamer links', issue 24): asked in the configurator's overview, editable in
// the cart, printed on the werkbon and the label. One rule for the configurator, the cart and the pages that
// change an order: trimmed, at most 40 characters (they must fit the label), no control characters; empty is no
// label. Shared by the server and the browser, so both say the same.
import { z } from "zod";

/** Longest room label: what fits on one line of the 62 × 29 mm label. */
export const ROOM_MAX_LENGTH = 40;
/**
 * The names the configurations ask the room label under (catalog/configurations/helpers.ts roomOption): indoors a
 * room or window, for an insect screen a door, outdoors a place at the house. Readers of stored rows (the werkbon,
 * the label) find the label by these names.
 */
export const ROOM_OPTION_NAMES = ["Ruimte of raam", "Ruimte of deur", "Plek aan het huis"] as const;
export type RoomOptionName = (typeof ROOM_OPTION_NAMES)[number];

/** The example the field shows. */
export const ROOM_PLACEHOLDER = "Slaapkamer links";

/** "Ruimte of raam mag maximaal 40 tekens bevatten" */
export function roomTooLongMessage(name: string): string {
  return `${name} mag maximaal ${ROOM_MAX_LENGTH} tekens bevatten`;
}

/** A tab, line break or other control character in the label. */
export function roomControlMessage(name: string): string {
  return `${name} mag geen tabs, regeleinden of andere stuurtekens bevatten`;
}

/** A label that is not text at all (tampered requests). */
export function roomNotTextMessage(name: string): string {
  return `${name} moet tekst zijn`;
}

// C0 and C1 controls (tabs and line breaks included), and the line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * A room label from untrusted input: the trimmed text (null when empty), or the Dutch reason it cannot be used.
 * Characters are counted per code point after NFC, so an 'é' written as 'e' and an accent counts as one.
 */
export function normalizeRoom(raw: unknown, name = "Ruimte"): { value: string | null } | { error: string } {
  if (raw === null || raw === undefined) return { value: null };
  if (typeof raw !== "string") return { error: roomNotTextMessage(name) };
  const text = raw.normalize("NFC").trim();
  if (text === "") return { value: null };
  if (CONTROL.test(text)) return { error: roomControlMessage(name) };
  if ([...text].length > ROOM_MAX_LENGTH) return { error: roomTooLongMessage(name) };
  return { value: text };
}

/** The room label as a request field: trimmed text or null ('' clears it), with the Dutch messages above. */
export function roomSchema(name = "Ruimte") {
  return z.union([z.string(), z.null()], { error: roomNotTextMessage(name) }).transform((raw, ctx) => {
    const result = normalizeRoom(raw, name);
    if ("error" in result) {
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    }
    return result.value;
  });
}
