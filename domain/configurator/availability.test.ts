// A configuration with its colours' availability applied: marked values, the moved default, the engine's resets
// to the nearest colour, the wizard's view, and what a stored configuration holds.
import { describe, expect, it } from "vitest";
import { O, rollerBlind, V, validValues } from "../../tests/helpers/roller-blind-fixture.ts";
import type { ColourStock } from "../colour-availability.ts";
import { applyColourAvailability, unavailableChoices } from "./availability.ts";
import { evaluate } from "./rules.ts";
import type { ConfigurationDef, OptionDef } from "./types.ts";
import { normalizeValues } from "./values.ts";
import { viewGroups } from "./view.ts";

/** The fixture with Zandbeige as the fabric's default. */
function fixture(): ConfigurationDef {
  const def = rollerBlind();
  const stof = def.groups.flatMap((g) => g.options).find((o) => o.id === O.stof) as OptionDef;
  stof.default_value = V.zandbeige;
  return def;
}

function marked(stocks: Record<string, ColourStock>): ConfigurationDef {
  return applyColourAvailability(fixture(), (code) => stocks[code]);
}

const soldOut: ColourStock = { availability: "tijdelijk_uitverkocht", expected_on: "2027-01-12" };
const gone: ColourStock = { availability: "uit_collectie", expected_on: null };

function stofOf(def: ConfigurationDef): OptionDef {
  return def.groups.flatMap((g) => g.options).find((o) => o.id === O.stof) as OptionDef;
}

function run(def: ConfigurationDef, changes: Record<string, unknown>) {
  return evaluate(def, normalizeValues(def, { ...validValues(), ...changes }).values);
}

describe("applyColourAvailability", () => {
  it("leaves a configuration whose colours are all available the same object", () => {
    const def = fixture();
    expect(applyColourAvailability(def, () => ({ availability: "leverbaar", expected_on: null }))).toBe(def);
    expect(applyColourAvailability(def, () => undefined)).toBe(def);
  });

  it("marks unavailable colours with the reason, the notice and the nearest of the same price group", () => {
    const stof = stofOf(marked({ "VB-101": soldOut, "VP-330": gone }));
    const zand = stof.values.find((v) => v.id === V.zandbeige);
    expect(zand?.unavailable).toEqual({
      availability: "tijdelijk_uitverkocht",
      reason: "Tijdelijk uitverkocht, weer leverbaar vanaf 12 januari 2027",
      message: "De kleur Zandbeige is tijdelijk uitverkocht (weer leverbaar vanaf 12 januari 2027).",
      nearest: V.wit,
    });
    // Antraciet goes to Linnen, the other colour of its price group B, before any colour of group A.
    expect(stof.values.find((v) => v.id === V.antraciet)?.unavailable?.nearest).toBe(V.linnen);
    expect(stof.values.find((v) => v.id === V.wit)?.unavailable).toBeUndefined();
  });

  it("moves an unavailable default to the first available colour", () => {
    expect(stofOf(marked({ "VB-101": gone })).default_value).toBe(V.wit);
    expect(stofOf(marked({ "LD-001": gone })).default_value).toBe(V.zandbeige);
    const none = marked({ "VB-101": gone, "LD-001": gone, "VP-330": gone, "LP-340": soldOut });
    expect(stofOf(none).default_value).toBeUndefined();
  });
});

describe("the engine with availability", () => {
  it("resets a chosen unavailable colour to the nearest one, with the notice", () => {
    const def = marked({ "VB-101": gone });
    const ev = run(def, { [O.stof]: V.zandbeige });
    expect(ev.values[O.stof]).toBe(V.wit);
    expect(ev.resets).toEqual([
      {
        option_id: O.stof,
        name: "Stof",
        reason: "De kleur Zandbeige is uit de collectie. We kozen Wit, die er het meest op lijkt.",
      },
    ]);
    expect(ev.complete).toBe(true);
  });

  it("an empty fabric takes the moved default without a reset", () => {
    const def = marked({ "VB-101": soldOut });
    const ev = run(def, { [O.stof]: null });
    expect(ev.values[O.stof]).toBe(V.wit);
    expect(ev.resets).toEqual([]);
  });

  it("shows a sold-out colour disabled with its reason and leaves a colour out of the collection out", () => {
    const def = marked({ "VB-101": soldOut, "VP-330": gone });
    const ev = run(def, { [O.stof]: V.wit });
    const stof = viewGroups(def, ev)
      .flatMap((g) => g.options)
      .find((o) => o.id === O.stof);
    expect(stof?.values.map((v) => v.id)).toEqual([V.zandbeige, V.wit, V.linnen]);
    expect(stof?.values[0]?.disabled).toBe("Tijdelijk uitverkocht, weer leverbaar vanaf 12 januari 2027");
    expect(stof?.values[1]?.disabled).toBeUndefined();
    expect(stof?.values[0]).not.toHaveProperty("unavailable");
  });
});

describe("a stored configuration", () => {
  it("names the unavailable colours it holds, with the nearest available one", () => {
    const def = marked({ "VB-101": gone });
    const values = { ...validValues(), [O.stof]: V.zandbeige };
    const found = unavailableChoices(def, values);
    expect(found.map((c) => [c.option.id, c.value.id, c.nearest?.id])).toEqual([
      [O.stof, V.zandbeige, V.wit],
    ]);
    expect(unavailableChoices(def, { ...values, [O.stof]: String(V.zandbeige) })).toHaveLength(1);
    expect(unavailableChoices(def, { ...values, [O.stof]: V.wit })).toEqual([]);
    expect(unavailableChoices(def, null)).toEqual([]);
  });
});
