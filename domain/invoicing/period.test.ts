// The accountant's period: Dutch messages for a missing, invalid, reversed or too long period; the quick choices.
import { describe, expect, it } from "vitest";
import { accountingPeriodSchema, accountingQuerySchema, quickPeriods } from "./period.ts";

const errorsOf = (input: unknown) => {
  const result = accountingQuerySchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the accountant's period", () => {
  it("takes a period of at most 366 days, the CSV by default", () => {
    expect(accountingQuerySchema.parse({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      format: "csv",
    });
    expect(accountingQuerySchema.parse({ from: "2028-01-01", to: "2028-12-31", format: "zip" }).format).toBe(
      "zip",
    );
    expect(accountingPeriodSchema.parse({ from: "2026-11-01", to: "2026-11-01" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-01",
    });
  });

  it("answers in Dutch what is wrong", () => {
    expect(errorsOf({})).toEqual({
      from: "Vul een geldige begindatum in.",
      to: "Vul een geldige einddatum in.",
    });
    expect(errorsOf({ from: "2026-02-30", to: "gisteren" })).toMatchObject({
      from: "Vul een geldige begindatum in.",
      to: "Vul een geldige einddatum in.",
    });
    expect(errorsOf({ from: "2026-11-30", to: "2026-11-01" })).toEqual({
      to: "De einddatum ligt voor de begindatum.",
    });
    expect(errorsOf({ from: "2026-01-01", to: "2027-01-02" })).toEqual({
      to: "Kies een periode van hoogstens 366 dagen.",
    });
    expect(errorsOf({ from: "2026-01-01", to: "2026-01-31", format: "pdf" })).toEqual({
      format: "Kies csv, zip of summary.",
    });
  });

  it("offers last month, this and last quarter and this year on the shop's clock", () => {
    expect(quickPeriods("2026-01-15")).toEqual([
      { label: "Vorige maand", from: "2025-12-01", to: "2025-12-31" },
      { label: "Dit kwartaal", from: "2026-01-01", to: "2026-03-31" },
      { label: "Vorig kwartaal", from: "2025-10-01", to: "2025-12-31" },
      { label: "Dit jaar", from: "2026-01-01", to: "2026-12-31" },
    ]);
    expect(quickPeriods("2028-03-01")[0]).toEqual({
      label: "Vorige maand",
      from: "2028-02-01",
      to: "2028-02-29",
    });
    expect(quickPeriods("2026-08-31").slice(1, 3)).toEqual([
      { label: "Dit kwartaal", from: "2026-07-01", to: "2026-09-30" },
      { label: "Vorig kwartaal", from: "2026-04-01", to: "2026-06-30" },
    ]);
  });
});
