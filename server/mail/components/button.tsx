// The call-to-action button of a mail; the text version writes its URL out under the label.
import { Button } from "@react-email/button";
import type { DomNode } from "html-to-text";
import { type PlainTextRule, textOf, writeBlock } from "./plain-text.ts";
import { base, colour } from "./theme.ts";

/** The URL when it is an absolute http(s), mailto or tel address; anything else is no link at all. */
export function safeUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return ["http:", "https:", "mailto:", "tel:"].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const face = {
  ...base,
  display: "inline-block",
  padding: "13px 26px",
  fontSize: 16,
  fontWeight: 700,
  lineHeight: 1.2,
  color: "#ffffff",
  backgroundColor: colour.green700,
  borderRadius: 6,
  textDecoration: "none",
};

/**
 * A button linking to `url`. Only http(s), mailto and tel URLs become links: any other scheme (javascript:,
 * data:) is dropped and only the label is shown.
 */
export function MailButton({ label, url }: { label: string; url: string }) {
  const href = safeUrl(url);
  return (
    <div className="rw-button" style={{ margin: "8px 0 20px" }}>
      {href ? (
        <Button href={href} style={face}>
          {label}
        </Button>
      ) : (
        <span style={face}>{label}</span>
      )}
    </div>
  );
}

/** "Label:" and the URL on the next line, so the link survives any mail program; the label alone without one. */
export const buttonText: PlainTextRule = {
  selector: "div.rw-button",
  format: (elem, _walk, builder) => {
    const label = textOf(elem).trim();
    const link = findHref(elem.children);
    writeBlock(builder, link ? `${label}:\n${link}` : label);
  },
};

function findHref(nodes: DomNode[]): string | undefined {
  for (const node of nodes) {
    if (node.name === "a" && node.attribs?.href) return node.attribs.href;
    const inner = findHref(node.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}
