// The orders' CSV as Excel NL reads it: mark, separator, decimal comma, quoting, no formulas from customer text.
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCents, csvFile, csvText } from "./csv.ts";

describe("csv", () => {
  it("writes amounts with a decimal comma and no thousands separator", () => {
    expect(csvCents(123456)).toBe("1234,56");
    expect(csvCents(5)).toBe("0,05");
    expect(csvCents(-500)).toBe("-5,00");
    expect(csvCents(0)).toBe("0,00");
  });

  it("quotes what holds a separator, quote or line break, and defuses formulas", () => {
    expect(csvText("de Vries")).toBe("de Vries");
    expect(csvText("Bakker; Zn")).toBe('"Bakker; Zn"');
    expect(csvText('Het "Huis"')).toBe('"Het ""Huis"""');
    expect(csvText("regel\ntwee")).toBe('"regel\ntwee"');
    expect(csvText("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvText("-1+1")).toBe("'-1+1");
  });

  it("starts with the byte-order mark and ends every line with CRLF", () => {
    const file = csvFile(["Naam", "Totaal"], [[{ text: "Anaïs" }, { cents: 1999 }]]);
    expect(file).toBe(`${CSV_BOM}Naam;Totaal\r\nAnaïs;19,99\r\n`);
  });
});
