// The roll check: straight, turned, in banen, or refused with what to do; and the largest width a roll can make.
import { describe, expect, it } from "vitest";
import { fitsRoll, largestWidthOnRoll, refuseSizeForRoll } from "./rolls.ts";
import type { ProductionInput, ProductionRules } from "./types.ts";

const roll = { widthMm: 2800, lengthMm: 30000, turnable: true, seams: false };

describe("fitsRoll", () => {
  it("cuts straight when the width fits", () => {
    expect(fitsRoll({ widthMm: 2800, dropMm: 3000 }, roll, true)).toEqual({
      fits: true,
      orientation: "recht",
      banen: 1,
      note: null,
    });
  });

  it("turns the fabric when product and roll allow it and the drop fits the roll's width", () => {
    expect(fitsRoll({ widthMm: 3050, dropMm: 1500 }, roll, true)).toMatchObject({
      fits: true,
      orientation: "gekanteld",
    });
  });

  it("says what to do when it does not fit", () => {
    expect(fitsRoll({ widthMm: 3050, dropMm: 1500 }, roll, false)).toEqual({
      fits: false,
      message:
        "Het doek is 3050 mm breed nodig; de rol van deze kleur is 2800 mm. Kies een andere kleur of een kleinere breedte.",
    });
    expect(fitsRoll({ widthMm: 3050, dropMm: 1500 }, { ...roll, turnable: false }, true)).toMatchObject({
      fits: false,
    });
  });

  it("sews widths together where the roll allows seams", () => {
    expect(
      fitsRoll(
        { widthMm: 6160, dropMm: 2645 },
        { widthMm: 1400, lengthMm: 50000, turnable: false, seams: true },
        true,
      ),
    ).toEqual({
      fits: true,
      orientation: "recht",
      banen: 5,
      note: "In 5 banen van 1400 mm aan elkaar genaaid.",
    });
  });
});

describe("the largest width on a roll", () => {
  const rules: ProductionRules = {
    kind: "rolgordijn",
    heightOption: "Hoogte",
    measures: [
      {
        id: "doek",
        label: "Doekbreedte",
        unit: "mm",
        from: "width",
        steps: [{ add: -40, reason: "steunen" }],
      },
      {
        id: "lengte",
        label: "Doeklengte",
        unit: "mm",
        from: "height",
        steps: [{ add: 200, reason: "wikkeling" }],
      },
    ],
    fabric: { width: "doek", drop: "lengte", turnable: false },
    copy: [],
  };
  const input: ProductionInput = { kind: "rolgordijn", widthMm: 3000, heightMm: 2000, options: {} };
  const narrow = { widthMm: 2000, lengthMm: 30000, turnable: false, seams: false };

  it("is the last whole cm whose fabric fits", () => {
    expect(largestWidthOnRoll(rules, input, narrow, 40, 300)).toBe(204);
    expect(largestWidthOnRoll(rules, input, { ...narrow, widthMm: 300 }, 40, 300)).toBeNull();
    expect(largestWidthOnRoll(rules, input, { ...narrow, widthMm: 9000 }, 40, 300)).toBe(300);
  });

  it("gives the configurator a Dutch reason, or null when the size can be made", () => {
    expect(refuseSizeForRoll(rules, input, narrow, { minCm: 40, maxCm: 300 })).toBe(
      "Deze kleur is bij deze keuzes tot 204 cm breed te maken: de stofrol is 2000 mm breed. Kies een andere kleur of een kleinere breedte.",
    );
    expect(
      refuseSizeForRoll(rules, { ...input, widthMm: 2040 }, narrow, { minCm: 40, maxCm: 300 }),
    ).toBeNull();
    expect(refuseSizeForRoll(rules, input, { ...narrow, widthMm: 300 }, { minCm: 40, maxCm: 300 })).toBe(
      "Deze kleur is in deze afmeting niet te maken: de stofrol is te smal. Kies een andere kleur.",
    );
  });
});
