// How the shared mail components read as plain text: each component marks its HTML with a class and brings an
// html-to-text rule that writes that element as a reader of the text version expects it (render.ts collects them).
//
// Contract: the text version carries the same words as the HTML, wrapped at TEXT_WIDTH; words longer than a
// line (URLs) are never broken, and links are written out.

import type { DomNode, FormatCallback } from "html-to-text";
import type { BlockTextBuilder } from "html-to-text/lib/block-text-builder";

export const TEXT_WIDTH = 72;

/** A component's plain-text form: elements matching `selector` are written by `format`. */
export interface PlainTextRule {
  selector: string;
  format: FormatCallback;
}

/** The text of a node as a reader sees it: its text in document order, `<br>` as a newline. */
export function textOf(node: DomNode): string {
  if (node.type === "text") return node.data ?? "";
  if (node.name === "br") return "\n";
  // Comments (the Outlook conditionals around a button) have no children and say nothing to a reader.
  return (node.children ?? []).map(textOf).join("");
}

/** The elements under `node` (at any depth) that carry `className`, in document order. */
export function withClass(node: DomNode, className: string): DomNode[] {
  const found: DomNode[] = [];
  for (const child of node.children ?? []) {
    const classes = String(child.attribs?.class ?? "").split(/\s+/);
    if (classes.includes(className)) found.push(child);
    else found.push(...withClass(child, className));
  }
  return found;
}

/** The text of the first element under `node` with `className`; empty when there is none. */
export function textWithClass(node: DomNode, className: string): string {
  const [first] = withClass(node, className);
  return first ? textOf(first).trim() : "";
}

/** Writes `text` as a block of its own, exactly as given (already wrapped), a blank line from its neighbours. */
export function writeBlock(builder: BlockTextBuilder, text: string, lineBreaks = 2): void {
  builder.openBlock({ leadingLineBreaks: lineBreaks, isPre: true });
  builder.addLiteral(text);
  builder.closeBlock({ trailingLineBreaks: lineBreaks });
}

/** Wraps at word boundaries to TEXT_WIDTH, each line after `indent`; words longer than a line are kept whole. */
export function wrap(value: string, indent = ""): string {
  return value
    .split(/\r?\n/)
    .map((paragraph) => {
      const out: string[] = [];
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        if (line && indent.length + line.length + 1 + word.length > TEXT_WIDTH) {
          out.push(indent + line);
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      out.push(indent + line);
      return out.join("\n");
    })
    .join("\n");
}

/** `left` and `right` on one line, the right one aligned to TEXT_WIDTH when it fits. */
export function spread(left: string, right: string): string {
  const gap = TEXT_WIDTH - left.length - right.length;
  return `${left}${" ".repeat(Math.max(2, gap))}${right}`;
}

/** `text` underlined with `mark` ("=" for the mail's title, "-" for a section). */
export function underlined(text: string, mark: string): string {
  return `${text}\n${mark.repeat(Math.min(TEXT_WIDTH, text.length))}`;
}
