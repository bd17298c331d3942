// Renders a mail (a React element built from ./components) to the HTML and the plain-text body of one e-mail.
//
// Contract: React escapes every value in text and attribute context, so mails pass plain text, including
// whatever a visitor typed. The text version is derived from the same HTML by html-to-text, with the rules
// the shared components bring for themselves, so both versions always say the same.
import { render, toPlainText } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import { buttonText } from "./components/button.tsx";
import { detailsText } from "./components/details.tsx";
import { headingText } from "./components/heading.tsx";
import { layoutText, MailSettings } from "./components/layout.tsx";
import { noteText } from "./components/note.tsx";
import { type PlainTextRule, TEXT_WIDTH } from "./components/plain-text.ts";
import { rowsText } from "./components/rows.tsx";
import { totalsText } from "./components/totals.tsx";

/** A mail: a MailLayout (components/layout.tsx) filled with the shared components. */
export type MailElement = ReactElement;

export interface RenderedMail {
  html: string;
  text: string;
}

export interface RenderOptions {
  /** The address the footer names for questions; the shop's customer service by default. */
  shopEmail?: string;
}

const rules: PlainTextRule[] = [
  ...layoutText,
  ...headingText,
  buttonText,
  rowsText,
  totalsText,
  detailsText,
  noteText,
];

const textOptions = {
  wordwrap: TEXT_WIDTH,
  formatters: Object.fromEntries(rules.map((rule, i) => [`rw${i}`, rule.format])),
  selectors: [
    ...rules.map((rule, i) => ({ selector: rule.selector, format: `rw${i}` })),
    { selector: "p", options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
  ],
};

export async function renderMail(mail: MailElement, options: RenderOptions = {}): Promise<RenderedMail> {
  const element = options.shopEmail
    ? createElement(MailSettings, { value: { shopEmail: options.shopEmail } }, mail)
    : mail;
  const html = await render(element);
  return { html, text: `${toPlainText(html, textOptions).trim()}\n` };
}
