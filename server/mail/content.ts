// The content model of every e-mail the shop sends: what a mail says, as data; render.ts turns it into HTML and text.
//
// Every mail (order confirmation, quote, advice appointment, service request, saved cart, swatch order) is a
// MailContent: a heading and a list of blocks. Values are plain text, never HTML: the renderer escapes every
// one of them, so a visitor's name or address can be put in as it was typed. Amounts are already formatted
// strings (`formatPrice` from domain/money.ts), so a mail shows exactly what the pages show.
import type { StoreCode } from "../../domain/store.ts";

/** A body paragraph; a newline in `text` becomes a line break. */
export interface ParagraphBlock {
  type: "paragraph";
  text: string;
}

/** A section heading inside the mail ("Je bestelling", "Bezorgadres"). */
export interface SubheadingBlock {
  type: "subheading";
  text: string;
}

/**
 * A call-to-action button; the text version writes the URL out. Only http(s), mailto and tel URLs become
 * links: any other scheme (javascript:, data:) is dropped and only the label is shown.
 */
export interface ButtonBlock {
  type: "button";
  label: string;
  url: string;
}

/** One line of an items table: a product with its chosen options. */
export interface ItemRow {
  name: string;
  /** Smaller lines under the name: measurements, colour, options. */
  details?: string[];
  count: number;
  /** The line's amount, formatted ("€ 123,45"). */
  amount: string;
}

/** A table of ordered or requested items (products, swatches). */
export interface ItemsBlock {
  type: "items";
  rows: ItemRow[];
}

/** Sub-totals and totals under an items table; `strong` rows (the total to pay) stand out. */
export interface TotalsBlock {
  type: "totals";
  rows: { label: string; amount: string; strong?: boolean }[];
}

/** Label/value pairs: an address, an appointment's date and place, an order number. Newlines in a value stay. */
export interface DetailsBlock {
  type: "details";
  rows: { label: string; value: string }[];
}

/** Small print in a tinted box: terms, a reminder, what happens next. */
export interface NoteBlock {
  type: "note";
  text: string;
}

export type MailBlock =
  | ParagraphBlock
  | SubheadingBlock
  | ButtonBlock
  | ItemsBlock
  | TotalsBlock
  | DetailsBlock
  | NoteBlock;

export interface MailContent {
  /** The line mail programs show after the subject in the inbox; not visible in the opened mail. */
  preheader: string;
  /** The mail's title, shown large at the top ("Bedankt voor je bestelling"). */
  heading: string;
  blocks: MailBlock[];
  /** Why the recipient got this mail, in the footer ("Je ontvangt deze e-mail omdat je … bestelde."). */
  reason: string;
  /** Which store's phone number the footer shows; NL when not given. */
  store?: StoreCode;
}
