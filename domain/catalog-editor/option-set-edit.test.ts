// The option-set editor's pure steps: ids, moving, surcharges and rules read as Dutch sentences.
import { describe, expect, it } from "vitest";
import type { ConfigurationDocument, OptionDef } from "../configurator/types.ts";
import {
  conditionOf,
  conditionText,
  moveItem,
  newOption,
  nextGroupId,
  nextOptionId,
  nextValueId,
  ruleSentence,
  surchargeOf,
  surchargeText,
  withRuleKind,
  withSurcharge,
} from "./option-set-edit.ts";

const option = (
  id: number,
  name: string,
  type: OptionDef["type"],
  values: [number, string][] = [],
): OptionDef => ({
  id,
  name,
  type,
  required: true,
  show_title: true,
  show_as_select: false,
  values: values.map(([vid, vname]) => ({ id: vid, name: vname })),
});

const def: ConfigurationDocument = {
  conf_id: 1,
  prod_id: 1,
  name: "Terrasoverkapping",
  groups: [
    {
      id: 1,
      name: "Maten",
      options: [option(10, "Breedte", "number_cm"), option(11, "Diepte", "number_cm")],
    },
    {
      id: 3,
      name: "Opties",
      options: [
        option(12, "Cassette", "select", [
          [100, "Ja"],
          [101, "Nee"],
        ]),
        option(13, "Cassette kleur", "select", [[140, "Wit"]]),
        option(14, "Bediening", "select", [
          [120, "Ketting"],
          [121, "Motor"],
        ]),
      ],
    },
  ],
  rules: [],
  discount_percent: 0,
  delivery_days: 10,
  warranty_years: 5,
  estimate_only: false,
};
const byId = new Map(def.groups.flatMap((g) => g.options).map((o) => [o.id, o]));

describe("ids", () => {
  it("gives the next value id after the highest in the whole set, and the next option and group ids", () => {
    expect(nextValueId(def)).toBe(141);
    expect(nextOptionId(def)).toBe(15);
    expect(nextGroupId(def)).toBe(4);
  });

  it("makes a new select option with a first value and a number option with a range", () => {
    const select = newOption(def, "select", "Verlichting");
    expect(select).toMatchObject({ id: 15, type: "select", required: true, values: [{ id: 141 }] });
    expect(newOption(def, "number_cm", "Hoogte")).toMatchObject({ min_value: 10, max_value: 300 });
    expect(newOption(def, "warning", "Let op").required).toBe(false);
  });
});

describe("moveItem", () => {
  it("moves up and down and leaves the ends alone", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

describe("surcharges", () => {
  it("reads a surcharge from the form and back as Dutch text", () => {
    expect(surchargeOf("fixed", 14900)).toEqual({ kind: "fixed", cents: 14900 });
    expect(surchargeOf("percentage", 12.5)).toEqual({ kind: "percentage", percent: 12.5 });
    expect(surchargeOf("none", 5)).toBeUndefined();
    expect(surchargeText({ kind: "fixed", cents: 14900 })).toBe("€ 149,00");
    expect(surchargeText({ kind: "per_metre_width", cents: 1000 })).toBe("€ 10,00 per meter breedte");
    expect(surchargeText({ kind: "per_m2", cents: 2500 })).toBe("€ 25,00 per m²");
    expect(surchargeText({ kind: "percentage", percent: 12.5 })).toBe("12,5%");
    expect(surchargeText(undefined)).toBe("Geen meerprijs");
  });

  it("replaces or removes a value's surcharge", () => {
    const v = { id: 1, name: "LED", surcharge: { kind: "fixed" as const, cents: 100 } };
    expect(withSurcharge(v, undefined)).toEqual({ id: 1, name: "LED" });
    expect(withSurcharge(v, { kind: "percentage", percent: 5 }).surcharge).toEqual({
      kind: "percentage",
      percent: 5,
    });
  });
});

describe("rules in Dutch", () => {
  it("says a show rule", () => {
    expect(ruleSentence({ kind: "show", option: 13, when: [{ option: 12, is: 100 }] }, def)).toBe(
      'Toon "Cassette kleur" alleen als "Cassette" is "Ja"',
    );
    expect(ruleSentence({ kind: "show", option: 13, when: [] }, def)).toBe('Toon "Cassette kleur" altijd');
  });

  it("says a disable rule with its reason", () => {
    expect(
      ruleSentence(
        {
          kind: "disable_values",
          option: 14,
          values: [121],
          when: [{ option: 10, above: 250 }],
          reason: "Een motor kan tot 250 cm.",
        },
        def,
      ),
    ).toBe(
      'Niet kiesbaar: "Motor" bij "Bediening" als "Breedte" is groter dan 250 cm — reden: Een motor kan tot 250 cm.',
    );
  });

  it("says a maximum rule with a list of values", () => {
    expect(
      ruleSentence(
        { kind: "max", option: 10, max: 200, when: [{ option: 14, oneOf: [120, 121] }], reason: "Te zwaar." },
        def,
      ),
    ).toBe(
      'Maximaal 200 cm bij "Breedte" als "Bediening" is één van "Ketting" of "Motor" — reden: Te zwaar.',
    );
  });

  it("names unknown options and values by number, and area conditions", () => {
    expect(conditionText({ option: 99, notOneOf: [5] }, byId)).toBe('"optie 99" is niet één van "5"');
    expect(conditionText({ area: [10, 11], above: 4 }, byId)).toBe('"Breedte" × "Diepte" is groter dan 4 m²');
  });

  it("builds conditions from the form and keeps the target when the kind changes", () => {
    expect(conditionOf(12, "is", [100], 0)).toEqual({ option: 12, is: 100 });
    expect(conditionOf(12, "notOneOf", [100, 101], 0)).toEqual({ option: 12, notOneOf: [100, 101] });
    expect(conditionOf(10, "above", [], 250)).toEqual({ option: 10, above: 250 });
    const show = { kind: "show" as const, option: 14, when: [{ option: 12, is: 100 }] };
    expect(withRuleKind(show, "disable_values")).toEqual({
      ...show,
      kind: "disable_values",
      values: [],
      reason: "",
    });
    expect(withRuleKind(show, "max")).toMatchObject({ kind: "max", max: 200, option: 14 });
  });
});
