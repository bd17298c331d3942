// The price explained: lines that add up to the total for any configuration, the step label, discount and
// accessory lines, and the hints for a size just above a price step.
import { describe, expect, it } from "vitest";
import { expectLinesAddUp } from "../../tests/helpers/price-lines-property.ts";
import {
  AFSTANDSBEDIENING,
  O,
  rollerBlind,
  V,
  validValues,
} from "../../tests/helpers/roller-blind-fixture.ts";
import { priceHints, priceLines, savingText } from "./price-lines.ts";
import { evaluate } from "./rules.ts";
import type { ConfigurationDef } from "./types.ts";
import { allOptions, normalizeValues } from "./values.ts";

function evaluated(changes: Record<string, unknown>, def: ConfigurationDef = rollerBlind()) {
  const { values, errors } = normalizeValues(def, { ...validValues(), ...changes });
  expect(errors).toEqual({});
  return { def, evaluation: evaluate(def, values) };
}

describe("price lines", () => {
  it("add up to the total, which is the price, to the cent for random configurations", () => {
    expectLinesAddUp([rollerBlind()]);
  });

  it("names the size and the price step it falls in, each surcharge, the accessories and the discount", () => {
    const { def, evaluation } = evaluated({
      [O.breedte]: 120,
      [O.hoogte]: 180,
      [O.bediening]: V.motor,
      [O.montage]: V.opDeDag,
      [O.cassette]: V.cassetteNee,
      [O.accessoires]: [{ entity_id: AFSTANDSBEDIENING, amount: 2 }],
    });
    const lines = priceLines(def, evaluation);
    // Table A, width step 150, height step 200: € 84,00; motor € 150,00; op de dag 10% of the table price.
    expect(lines).toEqual([
      { kind: "base", label: "Basisprijs 120 × 180 cm (staffel t/m 150 × 200 cm)", cents: 8400 },
      { kind: "option", label: "Bediening: Motor", cents: 15000 },
      { kind: "option", label: "Montage: Op de dag", cents: 840 },
      { kind: "accessory", label: "2 × Afstandsbediening", cents: 9990 },
      // 15% of conf_price (8400 + 15000 + 840 = 24240): 3636; accessories are not discounted.
      { kind: "discount", label: "Korting 15%", cents: -3636 },
      { kind: "total", label: "Totaal", cents: 8400 + 15000 + 840 + 9990 - 3636 },
    ]);
  });

  it("shows a value that saves money as a negative option line, and still adds up", () => {
    const def = rollerBlind();
    const montage = allOptions(def).find((o) => o.id === O.montage);
    const inDeDag = montage?.values.find((v) => v.id === V.inDeDag);
    if (!inDeDag) throw new Error("no 'in de dag'");
    inDeDag.surcharge = { kind: "fixed", cents: -500 };
    const { evaluation } = evaluated({ [O.montage]: V.inDeDag }, def);
    const lines = priceLines(def, evaluation) ?? [];
    expect(lines).toContainEqual({ kind: "option", label: "Montage: In de dag", cents: -500 });
    expect(lines.slice(0, -1).reduce((sum, line) => sum + line.cents, 0)).toBe(lines.at(-1)?.cents);
  });

  it("has no discount line without a discount, and no lines without a price", () => {
    const def = rollerBlind();
    def.discount_percent = 0;
    const { evaluation } = evaluated({}, def);
    expect(priceLines(def, evaluation)?.map((line) => line.kind)).toEqual(["base", "total"]);
    const incomplete = evaluated({ [O.breedte]: null }, def);
    expect(priceLines(def, incomplete.evaluation)).toBeNull();
  });
});

describe("price step hints", () => {
  it("says how much less a size just above a step costs, for width and height, with the same options", () => {
    const { def, evaluation } = evaluated({ [O.breedte]: 102, [O.hoogte]: 151 });
    // Now table A at 150 × 200: € 84,00 - 15% = € 71,40. At 100 wide: € 72,00 - 15% = € 61,20;
    // at 150 high: € 77,00 - 15% = € 65,45.
    expect(priceHints(def, evaluation)).toEqual([
      {
        option_id: O.breedte,
        dimension: "width",
        cm: 2,
        value: 100,
        saving: 1020,
        text: "2 cm smaller: € 10,20 minder",
      },
      {
        option_id: O.hoogte,
        dimension: "height",
        cm: 1,
        value: 150,
        saving: 595,
        text: "1 cm lager: € 5,95 minder",
      },
    ]);
  });

  it("gives no hint far from a step, below the first step, or when the smaller size breaks a rule", () => {
    expect(priceHints(...args(evaluated({ [O.breedte]: 120, [O.hoogte]: 180 })))).toEqual([]);
    expect(priceHints(...args(evaluated({ [O.breedte]: 55, [O.hoogte]: 90 })))).toEqual([]);
    const def = rollerBlind();
    const width = allOptions(def).find((o) => o.id === O.breedte);
    if (!width) throw new Error("no width");
    width.min_value = 61;
    // 62 cm is in the step to 100; the step below (60 cm) is under the minimum width: no hint.
    expect(priceHints(...args(evaluated({ [O.breedte]: 62, [O.hoogte]: 180 }, def)))).toEqual([]);
  });

  it("writes whole euros as '€ 12,-'", () => {
    expect(savingText(1200)).toBe("€ 12,-");
    expect(savingText(1250)).toBe("€ 12,50");
  });
});

function args(e: { def: ConfigurationDef; evaluation: ReturnType<typeof evaluate> }) {
  return [e.def, e.evaluation] as const;
}
