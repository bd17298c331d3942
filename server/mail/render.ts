// Renders a MailContent to the HTML and the plain-text body of one e-mail, in the shop's look.
//
// Contract: every value from the content is escaped here (text and attribute context), so callers pass
// plain text, including whatever a visitor typed. The HTML is what mail programs understand: tables for
// layout, inline styles (one media query in the head narrows the padding where programs honour it), at
// most 600 px wide, no images (the logo is styled text) and no scripts.
// The text version carries the same content with every link written out.
import { stores } from "../../domain/store.ts";
import type {
  ButtonBlock,
  DetailsBlock,
  ItemsBlock,
  MailBlock,
  MailContent,
  TotalsBlock,
} from "./content.ts";

export interface RenderedMail {
  html: string;
  text: string;
}

export interface RenderOptions {
  /** The address the footer names for questions; the shop's customer service by default. */
  shopEmail?: string;
}

export const SHOP_ADDRESS_LINE = "Raamwerk · Dierensteinweg 8 · 2991 XJ Barendrecht";
const DEFAULT_SHOP_EMAIL = "klantenservice@raamwerk.nl";

// The shop's colours (app/styles/app.css :root), written out because mail programs ignore CSS variables.
const colour = {
  green900: "#123d30",
  green700: "#1f5f4a",
  green100: "#e5f0eb",
  sand400: "#e9c46a",
  sand100: "#fbf5e6",
  ink: "#1d2421",
  inkSoft: "#4d5752",
  line: "#dfe4e1",
  paper: "#ffffff",
  paperWarm: "#f7f6f2",
};
// Single quotes inside: the stack goes into style="…" attributes.
const font = "'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

const TEXT_WIDTH = 72;

export function renderMail(content: MailContent, options: RenderOptions = {}): RenderedMail {
  const shopEmail = options.shopEmail ?? DEFAULT_SHOP_EMAIL;
  return { html: renderHtml(content, shopEmail), text: renderText(content, shopEmail) };
}

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The URL when it is an absolute http(s), mailto or tel address; anything else is no link at all. */
export function safeUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return ["http:", "https:", "mailto:", "tel:"].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function phoneOf(content: MailContent): string {
  return stores[content.store ?? "NL"].phone;
}

// ---------------------------------------------------------------------------------------------- HTML

/** Escaped text with its newlines as line breaks. */
function lines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

function renderHtml(content: MailContent, shopEmail: string): string {
  const phone = phoneOf(content);
  const tel = phone.replace(/[^0-9+]/g, "");
  const body = content.blocks.map(blockHtml).join("\n");
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.heading)}</title>
<style>
@media (max-width: 480px) {
  .rw-outer { padding: 12px 6px !important; }
  .rw-pad { padding-left: 16px !important; padding-right: 16px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background-color:${colour.paperWarm};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:${colour.paperWarm};">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colour.paperWarm};">
<tr><td class="rw-outer" align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td class="rw-pad" style="background-color:${colour.paper};border-top:5px solid ${colour.green700};border-radius:10px 10px 0 0;padding:22px 28px 18px;font-family:${font};">
<div style="font-size:24px;line-height:1.1;font-weight:700;color:${colour.green900};">Raamwerk</div>
<div style="font-size:13px;line-height:1.4;color:${colour.inkSoft};">raamdecoratie &amp; zonwering op maat</div>
</td></tr>
<tr><td class="rw-pad" style="background-color:${colour.paper};border-top:1px solid ${colour.line};border-radius:0 0 10px 10px;padding:24px 28px 30px;font-family:${font};font-size:16px;line-height:1.55;color:${colour.ink};">
<h1 style="margin:0 0 16px;font-family:${font};font-size:24px;line-height:1.25;font-weight:700;color:${colour.green900};">${escapeHtml(content.heading)}</h1>
${body}
</td></tr>
<tr><td class="rw-pad" align="center" style="padding:20px 28px 8px;font-family:${font};font-size:13px;line-height:1.6;color:${colour.inkSoft};">
<p style="margin:0 0 6px;">${escapeHtml(SHOP_ADDRESS_LINE)}</p>
<p style="margin:0 0 6px;">Vragen? Bel <a href="tel:${escapeHtml(tel)}" style="color:${colour.green700};">${escapeHtml(phone)}</a> of mail <a href="mailto:${escapeHtml(shopEmail)}" style="color:${colour.green700};">${escapeHtml(shopEmail)}</a></p>
<p style="margin:0;">${lines(content.reason)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;">${lines(block.text)}</p>`;
    case "subheading":
      return `<h2 style="margin:24px 0 10px;font-family:${font};font-size:18px;line-height:1.3;font-weight:700;color:${colour.green900};">${escapeHtml(block.text)}</h2>`;
    case "button":
      return buttonHtml(block);
    case "items":
      return itemsHtml(block);
    case "totals":
      return totalsHtml(block);
    case "details":
      return detailsHtml(block);
    case "note":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr><td style="background-color:${colour.sand100};border-left:4px solid ${colour.sand400};border-radius:6px;padding:12px 16px;font-family:${font};font-size:14px;line-height:1.5;color:${colour.inkSoft};">${lines(block.text)}</td></tr></table>`;
  }
}

function buttonHtml(block: ButtonBlock): string {
  const url = safeUrl(block.url);
  const label = escapeHtml(block.label);
  const inner = url
    ? `<a href="${escapeHtml(url)}" style="display:inline-block;padding:13px 26px;font-family:${font};font-size:16px;font-weight:700;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:6px;">${label}</a>`
    : `<span style="display:inline-block;padding:13px 26px;font-family:${font};font-size:16px;font-weight:700;color:#ffffff;">${label}</span>`;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr><td style="background-color:${colour.green700};border-radius:6px;">${inner}</td></tr></table>`;
}

function itemsHtml(block: ItemsBlock): string {
  const cell = `font-family:${font};border-bottom:1px solid ${colour.line};vertical-align:top;`;
  const rows = block.rows
    .map((row) => {
      const details = (row.details ?? [])
        .map((d) => `<div style="font-size:13px;line-height:1.45;color:${colour.inkSoft};">${lines(d)}</div>`)
        .join("");
      return `<tr><td style="${cell}padding:10px 8px 10px 0;font-size:15px;"><div style="font-weight:600;color:${colour.ink};">${escapeHtml(row.name)}</div>${details}</td><td style="${cell}padding:10px 8px;font-size:15px;white-space:nowrap;color:${colour.inkSoft};">${escapeHtml(String(row.count))} ×</td><td align="right" style="${cell}padding:10px 0 10px 8px;font-size:15px;white-space:nowrap;text-align:right;">${escapeHtml(row.amount)}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;border-top:1px solid ${colour.line};">\n${rows}\n</table>`;
}

function totalsHtml(block: TotalsBlock): string {
  const rows = block.rows
    .map((row) => {
      const style = row.strong
        ? `font-weight:700;font-size:17px;color:${colour.green900};border-top:2px solid ${colour.green900};padding:10px 0 4px;`
        : `font-size:15px;color:${colour.ink};padding:4px 0;`;
      return `<tr><td style="font-family:${font};${style}">${escapeHtml(row.label)}</td><td align="right" style="font-family:${font};${style}text-align:right;white-space:nowrap;">${escapeHtml(row.amount)}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;">\n${rows}\n</table>`;
}

function detailsHtml(block: DetailsBlock): string {
  const rows = block.rows
    .map(
      (row) =>
        `<tr><td style="font-family:${font};padding:4px 16px 4px 0;font-size:14px;color:${colour.inkSoft};vertical-align:top;white-space:nowrap;">${escapeHtml(row.label)}</td><td style="font-family:${font};padding:4px 0;font-size:15px;color:${colour.ink};vertical-align:top;">${lines(row.value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;background-color:${colour.green100};border-radius:6px;width:100%;"><tr><td style="padding:10px 16px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0">\n${rows}\n</table></td></tr></table>`;
}

// ---------------------------------------------------------------------------------------------- text

/** Wraps at word boundaries to TEXT_WIDTH; words longer than a line (URLs) are never broken. */
function wrap(value: string, indent = ""): string {
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
function spread(left: string, right: string): string {
  const gap = TEXT_WIDTH - left.length - right.length;
  return `${left}${" ".repeat(Math.max(2, gap))}${right}`;
}

function renderText(content: MailContent, shopEmail: string): string {
  const parts = [
    "RAAMWERK - raamdecoratie & zonwering op maat",
    "",
    content.heading,
    "=".repeat(Math.min(TEXT_WIDTH, content.heading.length)),
    "",
  ];
  for (const block of content.blocks) parts.push(blockText(block), "");
  parts.push(
    "-- ",
    SHOP_ADDRESS_LINE,
    `Vragen? Bel ${phoneOf(content)} of mail ${shopEmail}`,
    wrap(content.reason),
    "",
  );
  return parts.join("\n");
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return wrap(block.text);
    case "subheading":
      return `${block.text}\n${"-".repeat(Math.min(TEXT_WIDTH, block.text.length))}`;
    case "button": {
      const url = safeUrl(block.url);
      return url ? `${block.label}:\n${url}` : block.label;
    }
    case "items":
      return block.rows
        .map((row) => {
          const head = spread(`${row.count} × ${row.name}`, row.amount);
          const details = (row.details ?? []).map((d) => wrap(d, "    "));
          return [head, ...details].join("\n");
        })
        .join("\n");
    case "totals": {
      const width = Math.max(...block.rows.map((r) => r.label.length));
      return block.rows
        .map((row) => {
          const line = spread(`${row.label.padEnd(width)}`, row.amount);
          return row.strong
            ? `${"-".repeat(TEXT_WIDTH)}\n${line.replace(row.label, row.label.toUpperCase())}`
            : line;
        })
        .join("\n");
    }
    case "details": {
      const width = Math.max(...block.rows.map((r) => r.label.length)) + 2;
      return block.rows
        .map((row) => {
          const [first = "", ...rest] = row.value.split(/\r?\n/);
          return [`${`${row.label}:`.padEnd(width)}${first}`, ...rest.map((l) => " ".repeat(width) + l)].join(
            "\n",
          );
        })
        .join("\n");
    }
    case "note":
      return wrap(block.text, "> ");
  }
}
