// The shop's printed A4 documents (the quote, the invoice and the credit note), laid out with pdfkit: the engine
// and fonts, the page with its margins and continuation line, the letterhead and the footer on every page.
// DejaVu Sans is embedded (subset) so every Dutch character prints and can be copied: ë é € ĳ ‘ ’ “ ”.
import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import type SVGtoPDF from "svg-to-pdfkit";
import { drawLogo } from "../../art/logo.ts";
import { shopFacts } from "../../catalog/shop.ts";
import { colour } from "../mail/components/theme.ts";

export const REGULAR = "DejaVu";
export const BOLD = "DejaVu-Bold";
export const MARGIN = 50;
/** Room kept free under the content for the footer line and the page number. */
const FOOTER_ROOM = 30;

const require = createRequire(import.meta.url);
const fontFiles = {
  [REGULAR]: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  [BOLD]: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

export type Doc = PDFKit.PDFDocument;

interface Engine {
  PDFDocument: typeof PDFDocument;
  svgToPdf: typeof SVGtoPDF;
  /** Parsed once per process (pdfkit takes a fontkit font as it takes a file): parsing is most of a short document's work. */
  fonts: [string, Buffer][];
}

let engine: Promise<Engine> | undefined;

/**
 * pdfkit and the fonts load with the first document: about 30 MB and half a second a process may never need. The
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

/**
 * A new A4 document titled `title` (also the line a continued page starts with, so loose pages find their way
 * back), with the fonts registered; `done` gives the bytes once `doc.end()` was called.
 */
export async function openA4(info: { title: string; author: string; date: string }) {
  const { PDFDocument, svgToPdf, fonts } = await loadEngine();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
    pdfVersion: "1.4",
    bufferPages: true,
    lang: "nl-NL",
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: shopFacts.name,
      CreationDate: new Date(`${info.date}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const [name, font] of fonts) doc.registerFont(name, font);
  doc.on("pageAdded", () => {
    doc.font(REGULAR).fontSize(8).fillColor(colour.inkSoft).text(`${info.title} · vervolg`, MARGIN, MARGIN);
    doc.x = MARGIN;
    doc.y = MARGIN + 20;
  });
  return { doc, svgToPdf, done };
}

/** Width between the margins. */
export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page when `height` points no longer fit on this one; true when it did. */
export function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return false;
  doc.addPage();
  return true;
}

/** The logo and the shop's name on the left, `facts` (address, phone, e-mail) on the right, a green rule under. */
export function letterhead(doc: Doc, svgToPdf: typeof SVGtoPDF, name: string, facts: string[]): void {
  const top = MARGIN;
  svgToPdf(doc, drawLogo(), MARGIN, top, { width: 44, height: 44 });
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(colour.green900)
    .text(name, MARGIN + 54, top + 2);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(colour.inkSoft)
    .text(shopFacts.tagline, MARGIN + 54, top + 27);
  const width = 200;
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(colour.ink)
    .text(facts.join("\n"), doc.page.width - MARGIN - width, top, { width, align: "right", lineGap: 1 });
  const lineY = Math.max(doc.y, top + 60) + 6;
  doc
    .moveTo(MARGIN, lineY)
    .lineTo(doc.page.width - MARGIN, lineY)
    .lineWidth(2)
    .strokeColor(colour.green700)
    .stroke();
  doc.y = lineY + 18;
}

/** On every page, in the bottom margin: `contact` (the shop's address and numbers) and "Pagina n van m". */
export function pageFooters(doc: Doc, contact: string): void {
  const { start, count } = doc.bufferedPageRange();
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
