// A QR code drawn into a pdfkit page as vector squares (qrcode's module matrix), so it stays sharp at any print
// size and needs no image round trip. The production queue scans the row reference it carries.
import QRCode from "qrcode";
import type { Doc } from "../pdf/a4.ts";

/** The white border the QR standard asks for, in modules: a scanner finds the code by it. */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code `size` points square (quiet zone included) with its top left at x, y. Error
 * correction M: a label may get a scratch or a fold at the cutting table.
 */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const cell = size / (n + 2 * QUIET_ZONE);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  // One rectangle per run of dark modules in a row: the same picture with far fewer path operations.
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      doc.rect(x + (QUIET_ZONE + start) * cell, y + (QUIET_ZONE + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill("#000000");
  doc.restore();
}
