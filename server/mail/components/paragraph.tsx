// Body text of a mail: a paragraph, and text whose newlines become line breaks (addresses, greetings).
import { Text } from "@react-email/text";
import { Fragment } from "react";
import { base, colour } from "./theme.ts";

/** `text` with each newline as a `<br>`; React escapes the text, so a visitor's input can go in as typed. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return lines.map((line, i) => (
    // Lines of one fixed text: their index is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** A body paragraph; newlines in `text` stay line breaks. The text version wraps it (html-to-text's own `p`). */
export function Paragraph({ text }: { text: string }) {
  return (
    <Text style={{ ...base, margin: "0 0 16px", fontSize: 16, lineHeight: 1.55, color: colour.ink }}>
      <Lines text={text} />
    </Text>
  );
}
