// A CSV file that Excel in Dutch opens as it is: UTF-8 with a byte-order mark, ';' between fields, amounts with a
// decimal comma, and text that could start a formula neutralised (a customer types their own name).

/** Excel reads UTF-8 only when the file starts with this mark. */
export const CSV_BOM = "\uFEFF";

/** A text cell: quoted when it holds the separator, a quote or a line break; a leading =, +, - or @ gets a '. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as Excel NL reads a number: "1234,56", "-5,00"; no euro sign, no thousands separator. */
export function csvCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

export type CsvCell = { text: string } | { cents: number };

/** The whole file: the mark, the header row and every row, each line ended by CRLF as RFC 4180 has it. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) =>
    cells.map((cell) => ("cents" in cell ? csvCents(cell.cents) : csvText(cell.text))).join(";");
  return `${CSV_BOM}${[header.map(csvText).join(";"), ...rows.map(line)].join("\r\n")}\r\n`;
}
