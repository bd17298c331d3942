import { describe, expect, it } from "vitest";
import { parseEuros } from "./amounts.ts";
import { cheapestCell, matrixToCsv, parseMatrixCsv } from "./price-csv.ts";

const matrix = {
  widths: [60, 120],
  heights: [100, 150],
  cents: [
    [3995, 5995],
    [4995, 7250],
  ],
};

describe("parseEuros", () => {
  it("reads a decimal comma, a decimal point, thousands dots and a euro sign", () => {
    expect(parseEuros("12,50")).toBe(1250);
    expect(parseEuros("12.5")).toBe(1250);
    expect(parseEuros("€ 1.234,56")).toBe(123456);
    expect(parseEuros("1.234")).toBe(123400);
    expect(parseEuros("40")).toBe(4000);
    expect(parseEuros("-5")).toBe(-500);
  });
  it("refuses what is not an amount", () => {
    for (const text of ["", "abc", "12,345", "1,2,3", "12 euro", "1.23.4"])
      expect(parseEuros(text), text).toBeNull();
  });
});

describe("the price table as CSV", () => {
  it("writes widths in the first row and heights in the first column, with a decimal comma", () => {
    expect(matrixToCsv(matrix)).toBe(
      "hoogte \\ breedte (cm);60;120\r\n100;39,95;59,95\r\n150;49,95;72,50\r\n",
    );
  });

  it("reads back what it writes", () => {
    expect(parseMatrixCsv(matrixToCsv(matrix), matrix)).toEqual({ ok: true, matrix });
  });

  it("accepts a spreadsheet's own habits: a BOM, quotes, points, euro signs, empty trailing cells", () => {
    const csv = '\uFEFFhoogte;60;120;\n100;"39,95";€ 59.95;\n150;49,95;72,5\n\n';
    expect(parseMatrixCsv(csv, matrix)).toEqual({ ok: true, matrix });
  });

  it("reports every bad cell by row and width, and gives no table", () => {
    const csv = "x;60;120\n100;abc;59,95\n150;;-3\n";
    expect(parseMatrixCsv(csv, matrix)).toEqual({
      ok: false,
      problems: [
        'Rij 2, kolom 60: "abc" is geen bedrag.',
        "Rij 3, kolom 60: de cel is leeg.",
        'Rij 3, kolom 120: "-3" moet meer dan € 0,00 zijn.',
      ],
    });
  });

  it("refuses other widths or heights than the table's", () => {
    const result = parseMatrixCsv("x;60;130\n100;1;2\n160;3;4\n", matrix);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems[0]).toMatch(/^Rij 1: de eerste rij moet de breedtes 60, 120/);
      expect(result.problems[1]).toMatch(/^Kolom 1: de eerste kolom moet de hoogtes 100, 150/);
    }
    expect(parseMatrixCsv("", matrix)).toEqual({ ok: false, problems: ["Het bestand is leeg."] });
  });

  it("refuses a row with more cells than widths", () => {
    const result = parseMatrixCsv("x;60;120\n100;1;2;3\n150;3;4\n", matrix);
    expect(result).toEqual({
      ok: false,
      problems: ["Rij 2: deze rij heeft meer cellen dan er breedtes zijn."],
    });
  });

  it("finds the cheapest cell over every table", () => {
    expect(
      cheapestCell([
        matrix,
        {
          ...matrix,
          cents: [
            [3000, 9000],
            [9000, 9000],
          ],
        },
      ]),
    ).toBe(3000);
    expect(cheapestCell([])).toBeNull();
  });
});
