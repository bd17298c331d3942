// The engine's arithmetic and wording on small rule sets of its own; the catalogue's rules are tested through the
// worked examples of docs/production.md (catalog/production/production.test.ts: domain/ may not import catalog/).
import { describe, expect, it } from "vitest";
import { cmTextToMm, computeProduction, holds, inputFromRow } from "./engine.ts";
import type { ProductionInput, ProductionRules } from "./types.ts";

const rules: ProductionRules = {
  kind: "rolgordijn",
  heightOption: "Hoogte",
  measures: [
    {
      id: "buis",
      label: "Buislengte",
      unit: "mm",
      from: "width",
      steps: [{ add: -18, reason: "steunen in de dag", when: [{ option: "Montage", is: "In de dag" }] }],
    },
    {
      id: "lamellen",
      label: "Aantal lamellen",
      unit: "stuks",
      from: "height",
      steps: [
        { add: -45, reason: "bovenbak en onderlat" },
        { divideBy: 21, round: "up", reason: "steek 21 mm" },
        { even: true, reason: "even aantal" },
        { atLeast: 80, reason: "minimum" },
      ],
    },
    {
      id: "ketting",
      label: "Kettinglengte",
      unit: "mm",
      from: "height",
      when: [{ option: "Bediening", includes: "KETTING" }],
      steps: [{ times: 4, per: 3, reason: "lus" }],
    },
    {
      id: "paneel",
      label: "Paneelbreedte",
      unit: "mm",
      from: { measure: "buis" },
      steps: [{ divideBy: { option: "Aantal panelen" }, round: "down", reason: "panelen" }],
    },
    {
      id: "staander",
      label: "Staander",
      unit: "mm",
      from: { optionCm: "Doorloophoogte" },
      steps: [{ addMeasure: "buis", reason: "zomaar" }],
    },
    {
      id: "pitchless",
      label: "Zonder steek",
      unit: "stuks",
      from: "width",
      steps: [{ divideBy: 10, round: "up", reason: "steek", when: [{ collection: ["hout"] }] }],
    },
  ],
  fabric: { width: "buis", drop: "ketting", turnable: true },
  copy: ["Bedieningszijde", "Ontbreekt"],
};

const input = (options: Record<string, string>, collection?: string): ProductionInput => ({
  kind: "rolgordijn",
  widthMm: 1200,
  heightMm: 1500,
  options,
  ...(collection ? { collection } : {}),
});

describe("computeProduction", () => {
  it("writes the brief's example: the number, its base and the reason beside the deduction", () => {
    const sheet = computeProduction(rules, input({ Montage: "In de dag" }));
    expect(sheet.measures[0]?.explanation).toBe(
      "Buislengte 1182 mm = bestelde breedte 1200 mm − 18 mm (steunen in de dag)",
    );
  });

  it("leaves out steps and measures whose conditions do not hold", () => {
    const sheet = computeProduction(rules, input({ Montage: "Op de dag" }));
    expect(sheet.measures[0]?.explanation).toBe("Buislengte 1200 mm = bestelde breedte 1200 mm");
    expect(sheet.measures.map((m) => m.id)).not.toContain("ketting");
  });

  it("closes the additions before a division and rounds counts as the rule says", () => {
    const sheet = computeProduction(rules, input({}));
    const count = sheet.measures.find((m) => m.id === "lamellen");
    // 1455 / 21 = 69,3 → 70, already even, below the minimum of 80.
    expect(count?.value).toBe(80);
    expect(count?.calculation).toBe(
      "bestelde hoogte 1500 mm − 45 mm (bovenbak en onderlat) = 1455 mm ÷ 21 mm (steek 21 mm, naar boven afgerond) = 70 stuks → minimaal 80 stuks (minimum)",
    );
  });

  it("multiplies by a fraction, divides by an option's number, starts from a cm option and adds a measure", () => {
    const sheet = computeProduction(
      rules,
      input({ Bediening: "Kindveilige ketting", "Aantal panelen": "3 panelen", Doorloophoogte: "220,5 cm" }),
    );
    const by = Object.fromEntries(sheet.measures.map((m) => [m.id, m]));
    expect(by.ketting?.value).toBe(2000);
    expect(by.ketting?.calculation).toBe("bestelde hoogte 1500 mm × 4/3 (lus)");
    expect(by.paneel?.value).toBe(400);
    expect(by.staander?.value).toBe(2205 + 1200);
    expect(sheet.fabric).toEqual({ widthMm: 1200, dropMm: 2000 });
  });

  it("lists what it cannot make with the reason, never a guess", () => {
    const sheet = computeProduction(rules, input({}));
    expect(sheet.missing).toEqual([
      { id: "paneel", label: "Paneelbreedte", reason: "Aantal panelen ontbreekt" },
      { id: "staander", label: "Staander", reason: "Doorloophoogte ontbreekt" },
      { id: "pitchless", label: "Zonder steek", reason: "geen steek bekend voor deze keuzes" },
    ]);
    expect(sheet.fabric).toBeNull();
    expect(computeProduction(rules, input({}, "hout")).missing.map((m) => m.id)).not.toContain("pitchless");
  });

  it("repeats the options the werkbon copies, where the row has them", () => {
    expect(computeProduction(rules, input({ Bedieningszijde: "Links" })).notes).toEqual([
      { name: "Bedieningszijde", value: "Links" },
    ]);
  });
});

describe("conditions", () => {
  it("test is, oneOf, includes, set, collection and not", () => {
    const row = input({ Montage: "In de dag", Bediening: "Accumotor" }, "hout");
    expect(holds({ option: "Montage", is: "In de dag" }, row)).toBe(true);
    expect(holds({ option: "Montage", oneOf: ["Op de dag"] }, row)).toBe(false);
    expect(holds({ option: "Bediening", includes: "motor" }, row)).toBe(true);
    expect(holds({ option: "Cassette", set: false }, row)).toBe(true);
    expect(holds({ collection: ["hout"] }, row)).toBe(true);
    expect(holds({ not: { collection: ["hout"] } }, row)).toBe(false);
  });
});

describe("reading a stored row", () => {
  it("takes the sizes from the options in whole mm", () => {
    expect(cmTextToMm("120,5 cm")).toBe(1205);
    expect(cmTextToMm("80 cm")).toBe(800);
    expect(cmTextToMm("abc")).toBeNull();
    const read = inputFromRow(rules, [
      { name: "Breedte", value: "120,5 cm" },
      { name: "Hoogte", value: "180 cm" },
      { name: "Montage", value: "In de dag" },
    ]);
    expect(read).toEqual({
      kind: "rolgordijn",
      widthMm: 1205,
      heightMm: 1800,
      options: { Breedte: "120,5 cm", Hoogte: "180 cm", Montage: "In de dag" },
    });
  });

  it("answers a Dutch reason without a usable size", () => {
    expect(inputFromRow(rules, [{ name: "Hoogte", value: "180 cm" }])).toEqual({
      error: "De breedte van deze regel ontbreekt of is geen getal.",
    });
    expect(inputFromRow(rules, [{ name: "Breedte", value: "80 cm" }])).toEqual({
      error: "De hoogte van deze regel ontbreekt of is geen getal.",
    });
  });
});
