// The signed handover as an A4 PDF (pdfkit, the shop's letterhead): the order, the day and the fitter, every
// row with whether it was handed over (and why not), remarks and extra work, the customer's name and drawn
// signature, and when it was signed. Printed from the kept handover, so it prints the same again at any time.
import { shopFacts } from "../../catalog/shop.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import {
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  type Signature,
  signatureSvg,
} from "../../domain/fitting/fitting.ts";
import { formatDate } from "../../domain/format.ts";
import { type CustomerData, deliveryAddress } from "../../domain/validation/customer.ts";
import { colour } from "../mail/components/theme.ts";
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
import type { HandoverRow } from "./fitting.schema.ts";

export interface HandoverDocument {
  number: string;
  customer: CustomerData;
  date: string;
  window: string;
  rows: HandoverRow[];
  remarks: string;
  extraWork: string;
  signerName: string;
  signature: Signature;
  fitterName: string;
  signedAt: Date;
}

const signedAtText = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Amsterdam",
});

function facts(doc: Doc, pairs: [string, string][]): void {
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font(BOLD).fontSize(9).fillColor(colour.inkSoft).text(label, MARGIN, y, { width: 120 });
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(colour.ink)
      .text(value, MARGIN + 125, y, { width: contentWidth(doc) - 125 });
    doc.y += 3;
  }
}

function section(doc: Doc, title: string): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(12).fillColor(colour.green900).text(title, MARGIN);
  doc.moveDown(0.3);
}

export async function handoverPdf(h: HandoverDocument): Promise<Buffer> {
  const { doc, svgToPdf, done } = await openA4({
    title: `Opleverformulier ${h.number}`,
    author: shopFacts.name,
    date: shopToday(h.signedAt),
  });
  letterhead(doc, svgToPdf, shopFacts.name, [shopFacts.street, shopFacts.place, shopFacts.email]);
  doc.font(BOLD).fontSize(18).fillColor(colour.green900).text(`Opleverformulier montage`, MARGIN);
  doc.moveDown(0.4);
  const a = deliveryAddress(h.customer);
  const name = [a.firstname, a.middlename, a.lastname].filter(Boolean).join(" ");
  facts(doc, [
    ["Bestelnummer", h.number],
    ["Klant", name],
    [
      "Montageadres",
      `${a.street} ${a.housenumber}${a.housenumber_affix ? ` ${a.housenumber_affix}` : ""}, ${a.zipcode} ${a.city}`,
    ],
    ["Montagedag", `${formatDate(h.date)}, ${h.window} uur`],
    ["Monteur", h.fitterName],
  ]);

  section(doc, "Opgeleverd");
  for (const row of h.rows) {
    ensureRoom(doc, 36);
    const y = doc.y;
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(row.done ? colour.green700 : "#9a3412")
      .text(row.done ? "✓ Opgeleverd" : "✗ Niet opgeleverd", MARGIN, y, { width: 110 });
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(colour.ink)
      .text(`${row.position}. ${row.label}`, MARGIN + 115, y, { width: contentWidth(doc) - 115 });
    if (row.remark)
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(colour.inkSoft)
        .text(`Opmerking: ${row.remark}`, MARGIN + 115, doc.y, { width: contentWidth(doc) - 115 });
    doc.y += 4;
  }

  section(doc, "Opmerkingen");
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(colour.ink)
    .text(h.remarks || "Geen.", MARGIN, doc.y, { width: contentWidth(doc) });
  section(doc, "Meerwerk");
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(colour.ink)
    .text(h.extraWork || "Geen.", MARGIN, doc.y, { width: contentWidth(doc) });

  section(doc, "Handtekening klant");
  const width = Math.min(300, contentWidth(doc));
  const height = (width * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH;
  ensureRoom(doc, height + 60);
  const top = doc.y;
  doc.rect(MARGIN, top, width, height).lineWidth(0.5).strokeColor(colour.line).stroke();
  // The drawing's viewBox (600 × 200) fitted to the frame; without width and height of its own, so nothing else sizes it.
  const svg = signatureSvg(h.signature, "#111827").replace(/ width="\d+" height="\d+"/, "");
  svgToPdf(doc, svg, MARGIN, top, { width, height, preserveAspectRatio: "xMidYMid meet" });
  doc.y = top + height + 6;
  facts(doc, [
    ["Getekend door", h.signerName],
    ["Getekend op", signedAtText.format(h.signedAt)],
  ]);
  doc.moveDown(0.5);
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(colour.inkSoft)
    .text(
      "Met de handtekening bevestigt de klant dat de hierboven afgevinkte producten zijn gemonteerd en opgeleverd. Wat niet is opgeleverd, staat erbij met de reden; daarover nemen we contact op.",
      MARGIN,
      doc.y,
      { width: contentWidth(doc) },
    );
  pageFooters(doc, `${shopFacts.name} · ${shopFacts.street}, ${shopFacts.place} · ${shopFacts.email}`);
  doc.end();
  return done;
}
