// The quote as a printable A4 document (the attachment of the quote mail), laid out with pdfkit.
//
// Contract: the PDF prints what the mail shows and computes nothing: the rows and totals come from
// cart-mail.tsx (amounts as the domain priced them, VAT included), the address from the orders' address lines.
// DejaVu Sans is embedded (subset) so every Dutch character prints and can be copied: ë é € ĳ ‘ ’ “ ”.
import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import type SVGtoPDF from "svg-to-pdfkit";
import { drawLogo } from "../../art/logo.ts";
import { SHOP_ADDRESS_LINE, SHOP_NUMBERS_LINE, shopFacts } from "../../catalog/shop.ts";
import { addressLines } from "../../domain/checkout/delivery.ts";
import { formatDate } from "../../domain/format.ts";
import { VAT_RATE } from "../../domain/money.ts";
import { stores } from "../../domain/store.ts";
import { cartItemRows, cartTotalRows } from "../cart/cart-mail.tsx";
import { type ItemRow, PRICE_LINES_TITLE } from "../mail/components/rows.tsx";
import { colour } from "../mail/components/theme.ts";
import type { MailAttachment } from "../mail/transport.ts";
import type { QuoteForMail } from "./quote-mail.tsx";

const REGULAR = "DejaVu";
const BOLD = "DejaVu-Bold";
const require = createRequire(import.meta.url);
const fontFiles = {
  [REGULAR]: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  [BOLD]: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

interface Engine {
  PDFDocument: typeof PDFDocument;
  svgToPdf: typeof SVGtoPDF;
  /** Parsed once per process (pdfkit takes a fontkit font as it takes a file): parsing is most of a short quote's work. */
  fonts: [string, Buffer][];
}

let engine: Promise<Engine> | undefined;

/**
 * pdfkit and the fonts load with the first quote: about 30 MB and half a second a process may never need. The
 * quotes service awaits this before it opens its transaction, so the first quote holds no transaction that long.
 */
export function loadEngine(): Promise<Engine> {
  engine ??= Promise.all([import("pdfkit"), import("svg-to-pdfkit"), import("fontkit")]).then(
    ([pdfkit, svgToPdf, fontkit]) => ({
      PDFDocument: pdfkit.default,
      svgToPdf: svgToPdf.default,
      fonts: Object.entries(fontFiles).map(([name, file]) => {
        const font = fontkit.openSync(file);
        if (!("layout" in font)) throw new Error(`${file} is a font collection`);
        // registerFont's types know only files and bytes; pdfkit's font factory takes a fontkit font as is.
        return [name, font as unknown as Buffer];
      }),
    }),
  );
  return engine;
}

const MARGIN = 50;
/** Room kept free under the content for the footer line and the page number. */
const FOOTER_ROOM = 30;
const COUNT_WIDTH = 50;
const AMOUNT_WIDTH = 90;
const GAP = 12;

type Doc = PDFKit.PDFDocument;

/** The quote as a mail attachment: `offerte-<number>.pdf`. */
export async function quotePdf(quote: QuoteForMail): Promise<MailAttachment> {
  const pdf = await quoteDocument(quote);
  return {
    filename: `offerte-${quote.number}.pdf`,
    contentType: "application/pdf",
    base64: pdf.toString("base64"),
  };
}

/** The PDF bytes: letterhead, addresses, number and date, a row per product with its options, totals, terms. */
export async function quoteDocument(quote: QuoteForMail): Promise<Buffer> {
  const { PDFDocument, svgToPdf, fonts } = await loadEngine();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
    pdfVersion: "1.4",
    bufferPages: true,
    lang: "nl-NL",
    displayTitle: true,
    info: {
      Title: `Offerte ${quote.number}`,
      Author: shopFacts.name,
      Creator: shopFacts.name,
      CreationDate: new Date(`${quote.date}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const [name, font] of fonts) doc.registerFont(name, font);

  // A continued page says which quote it belongs to, so loose pages find their way back.
  doc.on("pageAdded", () => {
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(colour.inkSoft)
      .text(`Offerte ${quote.number} · vervolg`, MARGIN, MARGIN);
    doc.x = MARGIN;
    doc.y = MARGIN + 20;
  });
  letterhead(doc, quote, svgToPdf);
  addresses(doc, quote);
  rows(doc, quote);
  totals(doc, quote);
  closing(doc, quote);
  footers(doc, quote);
  doc.end();
  return done;
}

/** Width between the margins. */
function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The lowest y content may reach on this page. */
function bottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when `height` points no longer fit on this one; true when it did. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function letterhead(doc: Doc, quote: QuoteForMail, svgToPdf: typeof SVGtoPDF): void {
  const top = MARGIN;
  svgToPdf(doc, drawLogo(), MARGIN, top, { width: 44, height: 44 });
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(colour.green900)
    .text(shopFacts.name, MARGIN + 54, top + 2);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(colour.inkSoft)
    .text(shopFacts.tagline, MARGIN + 54, top + 27);

  const factsWidth = 180;
  const factsX = doc.page.width - MARGIN - factsWidth;
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(colour.ink)
    .text(
      [shopFacts.street, shopFacts.place, shopFacts.country, stores[quote.store].phone, shopFacts.email].join(
        "\n",
      ),
      factsX,
      top,
      { width: factsWidth, align: "right", lineGap: 1 },
    );
  doc
    .moveTo(MARGIN, top + 66)
    .lineTo(doc.page.width - MARGIN, top + 66)
    .lineWidth(2)
    .strokeColor(colour.green700)
    .stroke();
  doc.y = top + 84;
}

function addresses(doc: Doc, quote: QuoteForMail): void {
  const top = doc.y;
  doc.font(BOLD).fontSize(18).fillColor(colour.green900).text(`Offerte ${quote.number}`, MARGIN, top);
  const left = doc.y + 14;
  doc.font(BOLD).fontSize(9).fillColor(colour.inkSoft).text("Offerte voor", MARGIN, left);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(colour.ink)
    .text(addressLines(quote.address), { lineGap: 1.5 })
    .moveDown(0.3)
    .text(`Telefoon: ${quote.address.telephone}`)
    .text(`E-mail: ${quote.address.email}`);
  const leftEnd = doc.y;

  const labelX = doc.page.width - MARGIN - 200;
  const pairs: [string, string][] = [
    ["Offertenummer", quote.number],
    ["Datum", formatDate(quote.date)],
  ];
  let y = left;
  for (const [label, value] of pairs) {
    doc.font(BOLD).fontSize(9).fillColor(colour.inkSoft).text(label, labelX, y, { width: 90 });
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(colour.ink)
      .text(value, labelX + 90, y, { width: 110, align: "right" });
    y = doc.y + 4;
  }
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, y) + 24;
}

/** Column positions of the rows table. */
function columns(doc: Doc) {
  const right = doc.page.width - MARGIN;
  const amountX = right - AMOUNT_WIDTH;
  const countX = amountX - GAP - COUNT_WIDTH;
  return { right, amountX, countX, nameWidth: countX - GAP - MARGIN };
}

function tableHeader(doc: Doc): void {
  const { right, amountX, countX, nameWidth } = columns(doc);
  const y = doc.y;
  doc.font(BOLD).fontSize(9).fillColor(colour.inkSoft);
  doc.text("Product en uitvoering", MARGIN, y, { width: nameWidth });
  doc.text("Aantal", countX, y, { width: COUNT_WIDTH, align: "right" });
  doc.text("Bedrag", amountX, y, { width: AMOUNT_WIDTH, align: "right" });
  const lineY = doc.y + 4;
  doc.moveTo(MARGIN, lineY).lineTo(right, lineY).lineWidth(1).strokeColor(colour.green900).stroke();
  doc.x = MARGIN;
  doc.y = lineY + 8;
}

const LINE_AMOUNT_WIDTH = 80;

/** The height of a row's price lines at `width`: the title and one line per price line. */
function priceLinesHeight(doc: Doc, lines: NonNullable<ItemRow["priceLines"]>, width: number): number {
  doc.font(REGULAR).fontSize(8.5);
  const labelWidth = width - LINE_AMOUNT_WIDTH - GAP;
  let height = doc.heightOfString(PRICE_LINES_TITLE, { width }) + 6;
  for (const line of lines) height += doc.heightOfString(line.label, { width: labelWidth }) + 1;
  return height;
}

/** A row's price lines under its options: labels left, amounts right-aligned, the total in bold. */
function priceLinesBlock(doc: Doc, lines: NonNullable<ItemRow["priceLines"]>, width: number): void {
  const labelWidth = width - LINE_AMOUNT_WIDTH - GAP;
  const amountX = MARGIN + width - LINE_AMOUNT_WIDTH;
  doc
    .font(BOLD)
    .fontSize(8.5)
    .fillColor(colour.inkSoft)
    .text(PRICE_LINES_TITLE, MARGIN, doc.y + 5, { width });
  lines.forEach((line, i) => {
    const last = i === lines.length - 1;
    const y = doc.y + 1;
    doc
      .font(last ? BOLD : REGULAR)
      .fontSize(8.5)
      .fillColor(last ? colour.ink : colour.inkSoft);
    doc.text(line.amount, amountX, y, { width: LINE_AMOUNT_WIDTH, align: "right" });
    doc.text(line.label, MARGIN, y, { width: labelWidth });
  });
}

/** One table row per product: its name, each chosen option as "Label: waarde", how many and the amount. */
function rows(doc: Doc, quote: QuoteForMail): void {
  const { right, amountX, countX, nameWidth } = columns(doc);
  tableHeader(doc);
  for (const row of cartItemRows(quote.cart)) {
    const details = (row.details ?? []).join("\n");
    doc.font(BOLD).fontSize(10.5);
    const nameHeight = doc.heightOfString(row.name, { width: nameWidth });
    doc.font(REGULAR).fontSize(8.5);
    const detailsHeight = details ? doc.heightOfString(details, { width: nameWidth, lineGap: 1 }) + 3 : 0;
    const linesHeight = row.priceLines?.length ? priceLinesHeight(doc, row.priceLines, nameWidth) : 0;
    // A row is never split over two pages; a continued table repeats its header.
    if (ensureRoom(doc, nameHeight + detailsHeight + linesHeight + 14)) tableHeader(doc);
    const y = doc.y;
    doc.font(BOLD).fontSize(10.5).fillColor(colour.ink).text(row.name, MARGIN, y, { width: nameWidth });
    if (details)
      doc
        .font(REGULAR)
        .fontSize(8.5)
        .fillColor(colour.inkSoft)
        .text(details, MARGIN, doc.y + 3, { width: nameWidth, lineGap: 1 });
    if (row.priceLines?.length) priceLinesBlock(doc, row.priceLines, nameWidth);
    const end = doc.y;
    doc.font(REGULAR).fontSize(10.5).fillColor(colour.ink);
    doc.text(`${row.count} ×`, countX, y, { width: COUNT_WIDTH, align: "right" });
    doc.text(row.amount, amountX, y, { width: AMOUNT_WIDTH, align: "right" });
    const lineY = end + 6;
    doc.moveTo(MARGIN, lineY).lineTo(right, lineY).lineWidth(0.5).strokeColor(colour.line).stroke();
    doc.x = MARGIN;
    doc.y = lineY + 8;
  }
}

/** Subtotal, delivery or mounting, the total to pay and the VAT in it, right-aligned under the amounts. */
function totals(doc: Doc, quote: QuoteForMail): void {
  const list = cartTotalRows(quote.cart);
  ensureRoom(doc, list.length * 20 + 16);
  const right = doc.page.width - MARGIN;
  const labelX = right - AMOUNT_WIDTH - 220;
  doc.y += 4;
  for (const row of list) {
    if (row.strong) {
      doc.y += 4;
      doc.moveTo(labelX, doc.y).lineTo(right, doc.y).lineWidth(1.5).strokeColor(colour.green900).stroke();
      doc.y += 6;
    }
    const y = doc.y;
    doc
      .font(row.strong ? BOLD : REGULAR)
      .fontSize(row.strong ? 12 : 10)
      .fillColor(row.strong ? colour.green900 : colour.ink);
    doc.text(row.label, labelX, y, { width: 220 - GAP });
    doc.text(row.amount, right - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: "right" });
    doc.y += row.strong ? 6 : 3;
  }
  doc.x = MARGIN;
  doc.y += 16;
}

function closing(doc: Doc, quote: QuoteForMail): void {
  const width = contentWidth(doc);
  if (quote.note) {
    const text = `Opmerking: ${quote.note}`;
    doc.font(REGULAR).fontSize(10);
    ensureRoom(doc, doc.heightOfString(text, { width }) + 12);
    doc.fillColor(colour.ink).text(text, MARGIN, doc.y, { width }).moveDown(1);
  }
  const terms = `Alle prijzen zijn inclusief ${VAT_RATE}% btw. Deze offerte is 30 dagen geldig. Vragen? Bel of mail onze klantenservice en noem je offertenummer.`;
  doc.font(REGULAR).fontSize(9);
  ensureRoom(doc, doc.heightOfString(terms, { width }) + 8);
  doc.fillColor(colour.inkSoft).text(terms, MARGIN, doc.y, { width });
}

/** On every page: the shop's address and how to reach it, and "Pagina n van m". */
function footers(doc: Doc, quote: QuoteForMail): void {
  const { start, count } = doc.bufferedPageRange();
  const contact = `${SHOP_ADDRESS_LINE}\nTelefoon ${stores[quote.store].phone} · ${shopFacts.email}\n${SHOP_NUMBERS_LINE}`;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page: the footer lives in the margin.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 12;
    const width = contentWidth(doc);
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(colour.line)
      .stroke();
    doc.font(REGULAR).fontSize(8).fillColor(colour.inkSoft);
    doc.text(contact, MARGIN, y, { width: width - 100, lineGap: 1 });
    doc.text(`Pagina ${i - start + 1} van ${count}`, MARGIN + width - 90, y, {
      width: 90,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
