// A small PDF writer for the quote attachment: A4 pages of text lines in Helvetica, with an optional amount column.
// Enough for a clear printable quote without a PDF dependency; text is encoded as WinAnsi (so € and é print).

export interface PdfLine {
  text: string;
  /** Printed in the amount column on the right. */
  amount?: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const AMOUNT_X = 440;

/** WinAnsi bytes of a string, escaped for a PDF string literal; characters outside WinAnsi become '?'. */
function pdfString(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch === "€" ? 0x80 : ch === "–" ? 0x96 : ch === "’" ? 0x92 : (ch.codePointAt(0) ?? 63);
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else if (code === 0x80 || code === 0x92 || code === 0x96 || (code >= 0xa0 && code <= 0xff))
      out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += "?";
  }
  return `(${out})`;
}

/** Splits a long line into lines of at most `max` characters at spaces (Helvetica is about 0.5 em wide). */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}

export function textPdf(lines: PdfLine[], title: string): Buffer {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  const newPage = () => {
    pages.push(ops.join("\n"));
    ops = [];
    y = PAGE_HEIGHT - MARGIN;
  };
  for (const line of lines) {
    const size = line.size ?? 10;
    const font = line.bold ? "F2" : "F1";
    const width = (line.amount ? AMOUNT_X - 12 : PAGE_WIDTH - MARGIN) - MARGIN;
    const parts = wrap(line.text, size, width);
    y -= line.gap ?? 0;
    parts.forEach((part, i) => {
      const lineHeight = size * 1.35;
      if (y - lineHeight < MARGIN) newPage();
      y -= lineHeight;
      ops.push(`BT /${font} ${size} Tf 1 0 0 1 ${MARGIN} ${y.toFixed(1)} Tm ${pdfString(part)} Tj ET`);
      if (i === 0 && line.amount)
        ops.push(
          `BT /${font} ${size} Tf 1 0 0 1 ${AMOUNT_X} ${y.toFixed(1)} Tm ${pdfString(line.amount)} Tj ET`,
        );
    });
  }
  pages.push(ops.join("\n"));

  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title ${pdfString(title)} /Producer (Raamwerk) >>`;
  pages.forEach((content, i) => {
    const pageId = 6 + i * 2;
    const stream = Buffer.from(content, "latin1");
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${content}\nendstream`;
  });

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
