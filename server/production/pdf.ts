// The workshop's printed documents, with pdfkit: the werkbon of an order (every row with its options, room label,
// production measures with their sums, the roll check and a QR code), the cut list of a production day per fabric
// and colour, and the labels per piece. They print what production-rows.ts and cut-list.ts computed; nothing else.
import { shopFacts } from "../../catalog/shop.ts";
import { addressLines } from "../../domain/checkout/delivery.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { formatDate } from "../../domain/format.ts";
import { deliveryAddress } from "../../domain/validation/customer.ts";
import { colour } from "../mail/components/theme.ts";
import {
  BOLD,
  contentWidth,
  type Doc,
  ensureRoom,
  loadEngine,
  MARGIN,
  openA4,
  pageFooters,
  REGULAR,
} from "../pdf/a4.ts";
import { cutListGroups } from "./cut-list.ts";
import {
  type ProductionCatalogue,
  type ProductionOrder,
  type ProductionRow,
  productionRows,
} from "./production-rows.ts";
import { drawQr } from "./qr.ts";

const WARN = "#9a3412";
const QR_SIZE = 78;

/** Whole millimetres as the workshop reads them: '1164', '30.000'. */
function mm(n: number): string {
  return n > 9999 ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".") : String(n);
}

function shopDay(at: Date | null): string {
  return at ? formatDate(shopToday(at)) : "—";
}

/** How the order leaves the workshop, for the workshop: mounted, sent or collected where. */
export function deliveryWay(cart: ProductionOrder["cart"]): string {
  if (cart.service_type === "mount") return "Montage door onze monteur (op het montageadres)";
  if (cart.shipping_method === "sent") return "Verzenden naar het afleveradres";
  if (cart.shipping_method === "retrieve") return "Afhalen";
  return `Afhalen in ${cart.shipping_method}`;
}

function customerName(order: ProductionOrder): string {
  const a = order.customer.factuur;
  const name = [a.firstname, a.middlename, a.lastname].filter(Boolean).join(" ");
  return order.customer.default.type === "business"
    ? `${order.customer.default.companyname} (${name})`
    : name;
}

/** 'Breedte 120 cm × Hoogte 180 cm', from the row's own options. */
function sizeText(row: ProductionRow): string {
  const width = row.options.find((o) => o.name === "Breedte")?.value;
  const second = row.options.find((o) => ["Hoogte", "Uitval", "Diepte"].includes(o.name));
  return width && second ? `${width} × ${second.value}` : "maat onbekend";
}

function heading(doc: Doc, title: string, facts: [string, string][]): void {
  doc.font(BOLD).fontSize(18).fillColor(colour.green900).text(title, MARGIN, MARGIN);
  doc.moveDown(0.4);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(BOLD).fontSize(9).fillColor(colour.inkSoft).text(label, MARGIN, y, { width: 110 });
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(colour.ink)
      .text(value, MARGIN + 115, y, { width: contentWidth(doc) - 115 });
    doc.y += 2;
  }
  const lineY = doc.y + 6;
  doc
    .moveTo(MARGIN, lineY)
    .lineTo(MARGIN + contentWidth(doc), lineY)
    .lineWidth(2)
    .strokeColor(colour.green700)
    .stroke();
  doc.x = MARGIN;
  doc.y = lineY + 14;
}

function warning(doc: Doc, text: string, width: number): void {
  doc.font(BOLD).fontSize(9).fillColor(WARN).text(`Let op: ${text}`, MARGIN, doc.y, { width });
  doc.y += 3;
}

/** One row of the werkbon: its header and QR code, options, measures with their sums, and what needs a look. */
/**
 * The order's accessories sold on their own: picked from stock and packed with the order, never cut, so they are
 * no production row (no number, label or place on the cut list); the werkbon lists them under 'Uit voorraad'.
 */
function stockRows(doc: Doc, order: ProductionOrder): void {
  const picked = Object.values(order.cart.items).filter((item) => item.type === "accessory");
  if (picked.length === 0) return;
  ensureRoom(doc, 60);
  const width = contentWidth(doc);
  doc
    .moveDown(0.5)
    .font(BOLD)
    .fontSize(12)
    .fillColor(colour.green900)
    .text("Uit voorraad (pakken, niet snijden)", MARGIN, doc.y, { width });
  for (const item of picked) {
    const sku = item.options.find((o) => o.name === "Artikelnummer")?.value;
    doc
      .font(REGULAR)
      .fontSize(10.5)
      .fillColor(colour.ink)
      .text(`${item.count} × ${item.product_name}${sku ? ` (${sku})` : ""}`, MARGIN, doc.y, { width });
  }
}

function werkbonRow(doc: Doc, row: ProductionRow): void {
  ensureRoom(doc, QR_SIZE + 60);
  const width = contentWidth(doc);
  const textWidth = width - QR_SIZE - 12;
  const top = doc.y;
  drawQr(doc, row.ref, MARGIN + width - QR_SIZE, top, QR_SIZE);
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(colour.green900)
    .text(`Regel ${row.position} · ${row.ref}`, MARGIN, top, { width: textWidth });
  doc
    .font(BOLD)
    .fontSize(10.5)
    .fillColor(colour.ink)
    .text(`${row.count} × ${row.productName}`, { width: textWidth });
  doc
    .font(BOLD)
    .fontSize(10.5)
    .fillColor(colour.ink)
    .text(`Ruimte: ${row.room ?? "—"}`, { width: textWidth });
  doc.y += 3;
  doc.font(REGULAR).fontSize(8.5).fillColor(colour.inkSoft);
  for (const o of row.options)
    doc.text(`${o.name}: ${o.value}${o.crm_only ? " (intern)" : ""}`, MARGIN, doc.y, { width: textWidth });
  if (row.colour && row.roll) {
    doc.text(
      `Rol: ${row.colour.collectionName} ${row.colour.code}, ${mm(row.roll.widthMm)} mm breed`,
      MARGIN,
      doc.y,
      { width: textWidth },
    );
  }
  doc.y = Math.max(doc.y, top + QR_SIZE) + 6;
  if (row.error) warning(doc, row.error, width);
  if (row.fit && !row.fit.fits) warning(doc, `past niet op de rol. ${row.fit.message}`, width);
  if (row.fit?.fits && row.fit.note) {
    doc.font(BOLD).fontSize(9).fillColor(colour.ink).text(row.fit.note, MARGIN, doc.y, { width });
    doc.y += 3;
  }
  if (row.sheet) {
    const labelWidth = 120;
    const valueWidth = 70;
    const sumWidth = width - labelWidth - valueWidth - 8;
    for (const m of row.sheet.measures) {
      doc.font(REGULAR).fontSize(8.5);
      const sumHeight = doc.heightOfString(m.calculation, { width: sumWidth });
      doc.font(BOLD).fontSize(9.5);
      const height = Math.max(sumHeight, doc.heightOfString(m.label, { width: labelWidth }));
      ensureRoom(doc, height + 6);
      const y = doc.y;
      doc.font(BOLD).fontSize(9.5).fillColor(colour.ink).text(m.label, MARGIN, y, { width: labelWidth });
      doc.text(`${mm(m.value)} ${m.unit}`, MARGIN + labelWidth, y, { width: valueWidth });
      doc
        .font(REGULAR)
        .fontSize(8.5)
        .fillColor(colour.inkSoft)
        .text(m.calculation, MARGIN + labelWidth + valueWidth + 8, y, { width: sumWidth });
      doc.y = y + height + 4;
    }
    for (const m of row.sheet.missing) warning(doc, `${m.label} niet te berekenen: ${m.reason}.`, width);
  }
  const lineY = doc.y + 4;
  doc
    .moveTo(MARGIN, lineY)
    .lineTo(MARGIN + width, lineY)
    .lineWidth(0.5)
    .strokeColor(colour.line)
    .stroke();
  doc.x = MARGIN;
  doc.y = lineY + 12;
}

/** The werkbon of a paid order: who, where and how it goes, then every product row to make. */
export async function werkbonPdf(order: ProductionOrder, catalog: ProductionCatalogue): Promise<Buffer> {
  const title = `Werkbon ${order.number}`;
  const { doc, done } = await openA4({ title, author: shopFacts.name, date: shopToday(order.createdAt) });
  const address = deliveryAddress(order.customer);
  const rows = productionRows(order, catalog);
  heading(doc, title, [
    ["Bestelnummer", order.number],
    ["Besteld op", shopDay(order.createdAt)],
    ["Betaald op", shopDay(order.paidAt)],
    ["Klant", customerName(order)],
    [order.cart.service_type === "mount" ? "Montageadres" : "Afleveradres", addressLines(address)],
    ["Telefoon", address.telephone || order.customer.factuur.telephone || "—"],
    ["Levering", deliveryWay(order.cart)],
    ["Regels", `${rows.length} (${rows.reduce((n, r) => n + r.count, 0)} stuks)`],
  ]);
  for (const row of rows) werkbonRow(doc, row);
  stockRows(doc, order);
  pageFooters(doc, `${title} · ${shopFacts.name} · alleen voor de werkplaats`);
  doc.end();
  return done;
}

/** The cut list of a production day: per collection and colour, per roll, the pieces in cutting order. */
export async function cutListPdf(day: string, rows: readonly ProductionRow[]): Promise<Buffer> {
  const title = `Snijlijst ${formatDate(day)}`;
  const { doc, done } = await openA4({ title, author: shopFacts.name, date: day });
  const groups = cutListGroups(rows);
  const orders = new Set(rows.map((r) => r.orderNumber));
  heading(doc, title, [
    ["Productiedag", formatDate(day)],
    ["Bestellingen", String(orders.size)],
    ["Stoffen en kleuren", String(groups.length)],
  ]);
  const width = contentWidth(doc);
  if (groups.length === 0) {
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(colour.ink)
      .text("Vandaag is er geen doek te snijden.", MARGIN, doc.y, { width });
  }
  const cols = { n: 22, ref: 130, room: 140, size: 100 };
  for (const group of groups) {
    ensureRoom(doc, 90);
    doc
      .font(BOLD)
      .fontSize(13)
      .fillColor(colour.green900)
      .text(`${group.colour.collectionName} · ${group.colour.name} (${group.colour.code})`, MARGIN, doc.y, {
        width,
      });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(colour.inkSoft)
      .text(
        `Rol ${mm(group.roll.widthMm)} mm breed, ${mm(group.roll.lengthMm)} mm lang${group.roll.turnable ? "; mag gekanteld" : ""}${group.roll.seams ? "; in banen" : ""}`,
        { width },
      );
    doc.y += 6;
    group.plan.rolls.forEach((roll, index) => {
      ensureRoom(doc, 50);
      doc
        .font(BOLD)
        .fontSize(10)
        .fillColor(colour.ink)
        .text(
          `Rol ${index + 1}: gebruikt ${mm(roll.usedMm)} mm + over ${mm(roll.leftMm)} mm = ${mm(group.roll.lengthMm)} mm`,
          MARGIN,
          doc.y,
          { width },
        );
      doc.y += 2;
      roll.rows.forEach((cut, i) => {
        const piece = group.pieces.get(cut.id);
        if (!piece) return;
        ensureRoom(doc, 14);
        const y = doc.y;
        let x = MARGIN;
        doc.font(REGULAR).fontSize(9).fillColor(colour.ink);
        doc.text(`${i + 1}.`, x, y, { width: cols.n });
        x += cols.n;
        doc.font(BOLD).text(piece.ref, x, y, { width: cols.ref });
        x += cols.ref;
        doc.font(REGULAR).text(piece.room ?? "—", x, y, { width: cols.room, height: 12, ellipsis: true });
        x += cols.room;
        doc.text(`${mm(piece.fabricWidthMm)} × ${mm(piece.fabricDropMm)} mm`, x, y, { width: cols.size });
        x += cols.size;
        doc.text(piece.notes.join(", "), x, y, { width: MARGIN + width - x });
        doc.y = Math.max(doc.y, y + 11) + 2;
      });
      doc.y += 6;
    });
    for (const p of [
      ...group.problems,
      ...group.plan.refused.map((r) => ({
        ref: group.pieces.get(r.row.id)?.ref ?? r.row.id,
        room: group.pieces.get(r.row.id)?.room ?? null,
        reason: r.reason,
      })),
    ]) {
      ensureRoom(doc, 24);
      warning(doc, `${p.ref}${p.room ? ` (${p.room})` : ""} niet gesneden: ${p.reason}`, width);
    }
    doc.y += 10;
  }
  pageFooters(doc, `${title} · ${shopFacts.name} · alleen voor de werkplaats`);
  doc.end();
  return done;
}

/** A4 in four: each label is an A6 (105 × 148 mm) to cut out or print on a sheet of four stickers. */
const LABEL = { width: 595.28 / 2, height: 841.89 / 2, pad: 22 };

function label(
  doc: Doc,
  order: ProductionOrder,
  row: ProductionRow,
  unit: number,
  x: number,
  y: number,
): void {
  const inner = LABEL.width - 2 * LABEL.pad;
  const left = x + LABEL.pad;
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(colour.inkSoft)
    .text(shopFacts.name, left, y + LABEL.pad, {
      width: inner,
      lineBreak: false,
    });
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor(colour.ink)
    .text(order.number, left, y + LABEL.pad + 14, { width: inner, lineBreak: false });
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(colour.green900)
    .text(`${row.ref}${row.count > 1 ? ` · stuk ${unit} van ${row.count}` : ""}`, left, doc.y + 2, {
      width: inner,
      lineBreak: false,
    });
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor(colour.ink)
    .text(row.room ?? "Geen ruimte opgegeven", left, doc.y + 10, {
      width: inner,
      height: 40,
      ellipsis: true,
    });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(colour.ink)
    .text(row.productName, left, doc.y + 4, { width: inner, height: 28, ellipsis: true });
  doc.text(sizeText(row), left, doc.y + 2, { width: inner, lineBreak: false });
  const address = deliveryAddress(order.customer);
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(customerName(order), left, doc.y + 10, { width: inner, height: 28, ellipsis: true });
  doc.text(`${address.zipcode} ${address.city}`, left, doc.y + 2, { width: inner, lineBreak: false });
  const qr = 120;
  drawQr(doc, row.ref, x + (LABEL.width - qr) / 2, y + LABEL.height - LABEL.pad - qr, qr);
}

/** The labels of an order: one per piece (a row of count 2 gets two), four to an A4 page, with cut marks. */
export async function labelsPdf(order: ProductionOrder, catalog: ProductionCatalogue): Promise<Buffer> {
  const { PDFDocument, fonts } = await loadEngine();
  const title = `Labels ${order.number}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    pdfVersion: "1.4",
    lang: "nl-NL",
    displayTitle: true,
    autoFirstPage: false,
    info: { Title: title, Author: shopFacts.name, Creator: shopFacts.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const [name, font] of fonts) doc.registerFont(name, font);
  const pieces = productionRows(order, catalog).flatMap((row) =>
    Array.from({ length: row.count }, (_, i) => ({ row, unit: i + 1 })),
  );
  pieces.forEach(({ row, unit }, i) => {
    const slot = i % 4;
    if (slot === 0) {
      doc.addPage();
      doc.save();
      doc.lineWidth(0.5).dash(3, { space: 3 }).strokeColor(colour.line);
      doc
        .moveTo(LABEL.width, 0)
        .lineTo(LABEL.width, LABEL.height * 2)
        .stroke();
      doc
        .moveTo(0, LABEL.height)
        .lineTo(LABEL.width * 2, LABEL.height)
        .stroke();
      doc.undash();
      doc.restore();
    }
    label(doc, order, row, unit, (slot % 2) * LABEL.width, Math.floor(slot / 2) * LABEL.height);
  });
  if (pieces.length === 0) {
    doc.addPage();
    doc
      .font(REGULAR)
      .fontSize(12)
      .text(`Bestelling ${order.number} heeft geen producten om te labelen.`, MARGIN, MARGIN);
  }
  doc.end();
  return done;
}
