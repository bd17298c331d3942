// Headings inside a mail: the section heading ("Je bestelling", "Adressen"); the mail's title is in the layout.
import { Heading } from "@react-email/heading";
import { type PlainTextRule, textOf, underlined, writeBlock } from "./plain-text.ts";
import { base, colour } from "./theme.ts";

export function Subheading({ text }: { text: string }) {
  return (
    <Heading
      as="h2"
      style={{
        ...base,
        margin: "24px 0 10px",
        fontSize: 18,
        lineHeight: 1.3,
        fontWeight: 700,
        color: colour.green900,
      }}
    >
      {text}
    </Heading>
  );
}

/** Headings keep their case in the text version, underlined: "=" under the mail's title, "-" under a section. */
export const headingText: PlainTextRule[] = [
  {
    selector: "h1",
    format: (elem, _walk, builder) => writeBlock(builder, underlined(textOf(elem).trim(), "=")),
  },
  {
    selector: "h2",
    format: (elem, _walk, builder) => writeBlock(builder, underlined(textOf(elem).trim(), "-")),
  },
];
