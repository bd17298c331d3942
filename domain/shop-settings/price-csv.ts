// A product's price table (width x height, domain/configurator/matrix.ts) as a CSV file the owner downloads,
// edits in a spreadsheet and uploads again: ';'-separated, the first row the widths, the first column the
// heights, amounts in euros with a decimal comma. Reading it back either gives a whole table or every bad cell.
import type { PriceMatrix } from "../configurator/types.ts";
import { eurosText, parseEuros } from "./amounts.ts";

/** The top-left cell: what the first row and the first column hold. */
export const CSV_CORNER = "hoogte \\ breedte (cm)";

/** The most a single cell may cost: € 1.000.000 (far below what totals can hold). */
export const MAX_CELL_CENTS = 100_000_000;

export function matrixToCsv(matrix: PriceMatrix): string {
  const header = [CSV_CORNER, ...matrix.widths.map(String)].join(";");
  const rows = matrix.heights.map((height, h) =>
    [String(height), ...matrix.widths.map((_, w) => eurosText(matrix.cents[h]?.[w] ?? 0))].join(";"),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

export type CsvResult = { ok: true; matrix: PriceMatrix } | { ok: false; problems: string[] };

function cells(line: string): string[] {
  // Spreadsheets may quote a cell ("12,50"); quotes carry no meaning in this file otherwise.
  return line.split(";").map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim(),
  );
}

function sameSteps(found: string[], expected: number[]): boolean {
  return (
    found.length === expected.length &&
    found.every((cell, i) => Number(cell) === expected[i] && /^\d+$/.test(cell))
  );
}

/**
 * Reads an uploaded table for a product whose table has these widths and heights (the sizes stay as they are:
 * they bound what the configurator accepts). Every bad cell is reported, as 'Rij 3, kolom 120: "abc" is geen
 * bedrag': the row as the spreadsheet numbers it and the column by its width.
 */
export function parseMatrixCsv(text: string, expected: Pick<PriceMatrix, "widths" | "heights">): CsvResult {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\n|\r/)
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => line.trim() !== "" && line.replace(/[;\s"]/g, "") !== "");
  const [head, ...body] = lines;
  if (!head) return { ok: false, problems: ["Het bestand is leeg."] };
  const problems: string[] = [];
  const widths = cells(head.line).slice(1);
  while (widths.length > expected.widths.length && widths.at(-1) === "") widths.pop();
  if (!sameSteps(widths, expected.widths))
    problems.push(
      `Rij ${head.number}: de eerste rij moet de breedtes ${expected.widths.join(", ")} geven, zoals in de download.`,
    );
  const heights = body.map(({ line }) => cells(line)[0] ?? "");
  if (!sameSteps(heights, expected.heights))
    problems.push(
      `Kolom 1: de eerste kolom moet de hoogtes ${expected.heights.join(", ")} geven, zoals in de download.`,
    );
  if (problems.length > 0) return { ok: false, problems };

  const cents: number[][] = [];
  for (const { line, number } of body) {
    const row = cells(line).slice(1);
    while (row.length > expected.widths.length && row.at(-1) === "") row.pop();
    if (row.length > expected.widths.length)
      problems.push(`Rij ${number}: deze rij heeft meer cellen dan er breedtes zijn.`);
    cents.push(
      expected.widths.map((width, w) => {
        const cell = row[w];
        const where = `Rij ${number}, kolom ${width}`;
        if (cell === undefined || cell === "") {
          problems.push(`${where}: de cel is leeg.`);
          return 0;
        }
        const amount = parseEuros(cell);
        if (amount === null) problems.push(`${where}: "${cell}" is geen bedrag.`);
        else if (amount <= 0) problems.push(`${where}: "${cell}" moet meer dan € 0,00 zijn.`);
        else if (amount > MAX_CELL_CENTS) problems.push(`${where}: "${cell}" is te hoog.`);
        return amount ?? 0;
      }),
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, matrix: { widths: [...expected.widths], heights: [...expected.heights], cents } };
}

/** The cheapest cell of a product's tables: its 'vanaf' price on cards (every table counts, each fabric group). */
export function cheapestCell(matrices: readonly PriceMatrix[]): number | null {
  const all = matrices.flatMap((m) => m.cents.flat()).filter((c) => Number.isSafeInteger(c) && c > 0);
  return all.length > 0 ? Math.min(...all) : null;
}
