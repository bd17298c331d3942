// Small print in a tinted box: terms, a reminder, what happens next. The text version quotes it with "> ".
import { Section } from "@react-email/section";
import { Lines } from "./paragraph.tsx";
import { type PlainTextRule, textOf, wrap, writeBlock } from "./plain-text.ts";
import { base, colour } from "./theme.ts";

export function Note({ text }: { text: string }) {
  return (
    <Section className="rw-note" style={{ margin: "8px 0 16px" }}>
      <div
        style={{
          ...base,
          backgroundColor: colour.sand100,
          borderLeft: `4px solid ${colour.sand400}`,
          borderRadius: 6,
          padding: "12px 16px",
          fontSize: 14,
          lineHeight: 1.5,
          color: colour.inkSoft,
        }}
      >
        <Lines text={text} />
      </div>
    </Section>
  );
}

export const noteText: PlainTextRule = {
  selector: "table.rw-note",
  format: (elem, _walk, builder) => writeBlock(builder, wrap(textOf(elem).trim(), "> ")),
};
