// An issued invoice or credit note as a printable A4 PDF in the quote PDF's look (server/quotes/pdf.ts), with pdfkit.
//
// Contract: it prints the stored document (domain/invoicing/document.ts) and computes nothing but the layout; the
// amounts, the VAT per rate and the legal mentions are the document's. The page, fonts, letterhead
// and footers are the shop's A4 (server/pdf/a4.ts).
import { formatDate } from "../../domain/format.ts";
import type { CustomerParty, DocumentAddress, IssuedDocument } from "../../domain/invoicing/document.ts";
import { formatPrice } from "../../domain/money.ts";
import { stores } from "../../domain/store.ts";
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

const GAP = 8;

/** 'Factuur' or 'Creditnota': the document's title and the name of its number. */
export function documentTitle(doc: IssuedDocument): string {
  return doc.kind === "invoice" ? "Factuur" : "Creditnota";
}

/** The file name a customer and the accountant get: `factuur-2026-000123.pdf`, `creditnota-C2026-000007.pdf`. */
export function documentFileName(doc: IssuedDocument, extension: "pdf" | "xml"): string {
  return `${documentTitle(doc).toLowerCase()}-${doc.number}.${extension}`;
}

/** The PDF bytes of an issued document. */
export async function invoicePdf(data: IssuedDocument): Promise<Buffer> {
  const title = `${documentTitle(data)} ${data.number}`;
  const { doc, svgToPdf, done } = await openA4({
    title,
    author: data.supplier.legalName,
    date: data.issueDate,
  });
  const supplier = data.supplier;
  letterhead(doc, svgToPdf, supplier.tradingName, [
    supplier.legalName,
    ...addressLines(supplier.address),
    stores[data.store].phone,
    supplier.email,
  ]);
  parties(doc, data, title);
  lines(doc, data);
  totals(doc, data);
  notes(doc, data);
  pageFooters(
    doc,
    `${supplier.legalName} · ${supplier.address.streetLine} · ${supplier.address.postcode} ${supplier.address.city}\nKvK ${supplier.kvkNumber} · btw ${supplier.vatNumber} · ${supplier.email}`,
  );
  doc.end();
  return done;
}

const countryNames = { NL: "Nederland", BE: "België" } as const;

function addressLines(a: DocumentAddress): string[] {
  return [a.streetLine, `${a.postcode} ${a.city}`, ...(a.region ? [a.region] : []), countryNames[a.country]];
}

/** The customer's block: name, contact, address and the numbers a business is known by. */
function customerLines(c: CustomerParty): string[] {
  return [
    c.name,
    ...(c.kind === "business" ? [`t.a.v. ${c.contactName}`] : []),
    ...addressLines(c.address),
    ...(c.vatNumber ? [`Btw-nummer: ${c.vatNumber}`] : []),
    ...(c.kvkNumber ? [`KvK-nummer: ${c.kvkNumber}`] : []),
    ...(c.enterpriseNumber ? [`Ondernemingsnummer: ${c.enterpriseNumber}`] : []),
  ];
}

function parties(doc: Doc, data: IssuedDocument, title: string): void {
  doc.font(BOLD).fontSize(18).fillColor(colour.green900).text(title, MARGIN, doc.y);
  const top = doc.y + 12;
  doc
    .font(BOLD)
    .fontSize(9)
    .fillColor(colour.inkSoft)
    .text(`${documentTitle(data)} aan`, MARGIN, top);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(colour.ink)
    .text(customerLines(data.customer).join("\n"), { width: 250, lineGap: 1.5 });
  const leftEnd = doc.y;
  const pairs: [string, string][] = [
    [`${documentTitle(data)}nummer`, data.number],
    [`${documentTitle(data)}datum`, formatDate(data.issueDate)],
    [data.kind === "invoice" ? "Betaald op" : "Terugbetaald op", formatDate(data.taxPointDate)],
    ...(data.kind === "credit_note" ? ([["Bij factuur", data.invoiceNumber]] as [string, string][]) : []),
    ...(data.kind === "invoice" && data.refersTo
      ? ([["Bij factuur", data.refersTo.number]] as [string, string][])
      : []),
    ["Bestelnummer", data.orderNumber],
    ["Betaald met", data.payment.name],
    ["KvK-nummer", data.supplier.kvkNumber],
    ["Btw-nummer", data.supplier.vatNumber],
  ];
  const labelX = doc.page.width - MARGIN - 230;
  let y = top;
  for (const [label, value] of pairs) {
    doc.font(BOLD).fontSize(9).fillColor(colour.inkSoft).text(label, labelX, y, { width: 100 });
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(colour.ink)
      .text(value, labelX + 100, y, { width: 130, align: "right" });
    y = doc.y + 3;
  }
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, y) + 20;
}

/** The table's columns: description, quantity, unit price excl., VAT rate, amount excl. */
function columns(doc: Doc) {
  const right = doc.page.width - MARGIN;
  const amountX = right - 75;
  const rateX = amountX - GAP - 40;
  const unitX = rateX - GAP - 75;
  const countX = unitX - GAP - 40;
  return { right, amountX, rateX, unitX, countX, nameWidth: countX - GAP - MARGIN };
}

function tableHeader(doc: Doc): void {
  const c = columns(doc);
  const y = doc.y;
  doc.font(BOLD).fontSize(8.5).fillColor(colour.inkSoft);
  doc.text("Omschrijving", MARGIN, y, { width: c.nameWidth });
  doc.text("Aantal", c.countX, y, { width: 40, align: "right" });
  doc.text("Prijs excl. btw", c.unitX, y, { width: 75, align: "right" });
  doc.text("Btw", c.rateX, y, { width: 40, align: "right" });
  doc.text("Bedrag excl. btw", c.amountX, y, { width: 75, align: "right" });
  const lineY = doc.y + 4;
  doc.moveTo(MARGIN, lineY).lineTo(c.right, lineY).lineWidth(1).strokeColor(colour.green900).stroke();
  doc.x = MARGIN;
  doc.y = lineY + 7;
}

interface Row {
  name: string;
  details: string;
  count: string;
  unit: string;
  rate: string;
  amount: string;
}

function rateLabel(vat: { rate: number; category: string }): string {
  return vat.category === "S" ? `${vat.rate}%` : `${vat.rate}% ${vat.category}`;
}

function row(doc: Doc, r: Row): void {
  const c = columns(doc);
  doc.font(BOLD).fontSize(10);
  const nameHeight = doc.heightOfString(r.name, { width: c.nameWidth });
  doc.font(REGULAR).fontSize(8.5);
  const detailsHeight = r.details ? doc.heightOfString(r.details, { width: c.nameWidth, lineGap: 1 }) + 3 : 0;
  if (ensureRoom(doc, nameHeight + detailsHeight + 12)) tableHeader(doc);
  const y = doc.y;
  doc.font(BOLD).fontSize(10).fillColor(colour.ink).text(r.name, MARGIN, y, { width: c.nameWidth });
  if (r.details)
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(colour.inkSoft)
      .text(r.details, MARGIN, doc.y + 3, { width: c.nameWidth, lineGap: 1 });
  const end = doc.y;
  doc.font(REGULAR).fontSize(9.5).fillColor(colour.ink);
  doc.text(r.count, c.countX, y, { width: 40, align: "right" });
  doc.text(r.unit, c.unitX, y, { width: 75, align: "right" });
  doc.text(r.rate, c.rateX, y, { width: 40, align: "right" });
  doc.text(r.amount, c.amountX, y, { width: 75, align: "right" });
  const lineY = end + 5;
  doc.moveTo(MARGIN, lineY).lineTo(c.right, lineY).lineWidth(0.5).strokeColor(colour.line).stroke();
  doc.x = MARGIN;
  doc.y = lineY + 7;
}

/** Every line with its options, then the document-level discounts as negative rows. */
function lines(doc: Doc, data: IssuedDocument): void {
  tableHeader(doc);
  for (const line of data.lines) {
    row(doc, {
      name: line.description,
      details: line.options.map((o) => `${o.name}: ${o.value}`).join("\n"),
      count: String(line.quantity),
      // Printed to the cent; the UBL carries the unit price to four decimals.
      unit: formatPrice(Math.round(line.unitPriceExclE4 / 100)),
      rate: rateLabel(line.vat),
      amount: formatPrice(line.netExcl),
    });
  }
  for (const a of data.allowances) {
    row(doc, {
      name: a.reason,
      details: "Korting",
      count: "",
      unit: "",
      rate: rateLabel(a.vat),
      amount: formatPrice(-a.amountExcl),
    });
  }
}

/** Lines, discounts, the total excl. VAT, the VAT per rate over its base, the total incl., paid and payable. */
function totals(doc: Doc, data: IssuedDocument): void {
  const t = data.totals;
  const list: { label: string; amount: string; strong?: boolean }[] = [
    { label: "Totaal regels excl. btw", amount: formatPrice(t.linesExcl) },
    ...(t.allowancesExcl ? [{ label: "Korting excl. btw", amount: formatPrice(-t.allowancesExcl) }] : []),
    { label: "Totaal excl. btw", amount: formatPrice(t.taxExclusive) },
    ...data.vatBreakdown.map((r) => ({
      label: `Btw ${rateLabel(r)} over ${formatPrice(r.taxableExcl)}`,
      amount: formatPrice(r.vat),
    })),
    { label: "Totaal incl. btw", amount: formatPrice(t.taxInclusive), strong: true },
    {
      label: data.kind === "invoice" ? "Betaald" : "Terugbetaald",
      amount: formatPrice(t.prepaid),
    },
    { label: "Nog te betalen", amount: formatPrice(t.payable) },
  ];
  ensureRoom(doc, list.length * 18 + 20);
  const right = doc.page.width - MARGIN;
  const labelX = right - 90 - 240;
  doc.y += 4;
  for (const r of list) {
    if (r.strong) {
      doc.y += 3;
      doc.moveTo(labelX, doc.y).lineTo(right, doc.y).lineWidth(1.5).strokeColor(colour.green900).stroke();
      doc.y += 5;
    }
    const y = doc.y;
    doc
      .font(r.strong ? BOLD : REGULAR)
      .fontSize(r.strong ? 11.5 : 9.5)
      .fillColor(r.strong ? colour.green900 : colour.ink);
    doc.text(r.label, labelX, y, { width: 240 - GAP });
    doc.text(r.amount, right - 90, y, { width: 90, align: "right" });
    doc.y += r.strong ? 5 : 2;
  }
  doc.x = MARGIN;
  doc.y += 14;
}

/** The legal mentions of a 0% rate, both VAT numbers when no VAT is charged, and the document's notes. */
function notes(doc: Doc, data: IssuedDocument): void {
  const width = contentWidth(doc);
  const zeroRated = data.vatBreakdown.some((r) => r.mention);
  const texts = [
    ...data.notes,
    ...(zeroRated
      ? [
          `Btw-nummer leverancier: ${data.supplier.vatNumber} · btw-nummer afnemer: ${data.customer.vatNumber ?? "—"}`,
        ]
      : []),
  ];
  for (const text of texts) {
    doc.font(REGULAR).fontSize(9);
    ensureRoom(doc, doc.heightOfString(text, { width }) + 6);
    doc.fillColor(colour.ink).text(text, MARGIN, doc.y, { width }).moveDown(0.4);
  }
}
