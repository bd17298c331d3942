// The quote as a printable A4 document (the attachment of the quote mail), laid out with pdfkit.
//
// Contract: the PDF prints what the mail shows and computes nothing: the rows and totals come from
// cart-mail.tsx (amounts as the domain priced them, VAT included), the address from the orders' address lines.
// The page, fonts, letterhead and footers are the shop's A4 (server/pdf/a4.ts).
import { SHOP_ADDRESS_LINE, SHOP_NUMBERS_LINE, shopFacts } from "../../catalog/shop.ts";
import { addressLines } from "../../domain/checkout/delivery.ts";
import { formatDate } from "../../domain/format.ts";
import { VAT_RATE } from "../../domain/money.ts";
import { stores } from "../../domain/store.ts";
import { cartItemRows, cartTotalRows } from "../cart/cart-mail.tsx";
import { type ItemRow, PRICE_LINES_TITLE } from "../mail/components/rows.tsx";
import { colour } from "../mail/components/theme.ts";
import type { MailAttachment } from "../mail/transport.ts";
import {
  BOLD,
  contentWidth,
  type Doc,
  ensureRoom,
  letterhead,
  MARGIN,
  openA4,
  pageFooters,
  REGULAR,
} from "../pdf/a4.ts";
import type { QuoteForMail } from "./quote-mail.tsx";

const COUNT_WIDTH = 50;
const AMOUNT_WIDTH = 90;
const GAP = 12;

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
  const { doc, svgToPdf, done } = await openA4({
    title: `Offerte ${quote.number}`,
    author: shopFacts.name,
    date: quote.date,
  });
  letterhead(doc, svgToPdf, shopFacts.name, [
    shopFacts.street,
    shopFacts.place,
    shopFacts.country,
    stores[quote.store].phone,
    shopFacts.email,
  ]);
  addresses(doc, quote);
  rows(doc, quote);
  totals(doc, quote);
  closing(doc, quote);
  pageFooters(
    doc,
    `${SHOP_ADDRESS_LINE}\nTelefoon ${stores[quote.store].phone} · ${shopFacts.email}\n${SHOP_NUMBERS_LINE}`,
  );
  doc.end();
  return done;
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
