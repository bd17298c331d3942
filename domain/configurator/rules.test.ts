// Unit tests for evaluate: defaults, validation messages and boundaries, every rule kind, resets and the fixed point.
import { describe, expect, it } from "vitest";
import {
  O,
  REASON_CASSETTE,
  REASON_KETTING,
  REASON_MAX_B,
  rollerBlind,
  V,
  validValues,
} from "../../tests/helpers/roller-blind-fixture.ts";
import { rangeMessage } from "./messages.ts";
import { calculatePrice } from "./pricing.ts";
import { evaluate } from "./rules.ts";
import type { ConfigurationDef, ConfValues } from "./types.ts";
import { normalizeValues } from "./values.ts";

const def = rollerBlind();
function run(changes: Record<string, unknown>, d: ConfigurationDef = def) {
  const { values, errors } = normalizeValues(d, { ...validValues(), ...changes });
  expect(errors).toEqual({});
  return evaluate(d, values);
}

describe("defaults", () => {
  it("fills empty options with their default and leaves hidden ones empty, without resets", () => {
    const ev = evaluate(def, {});
    expect(ev.values).toEqual({
      [O.breedte]: null,
      [O.hoogte]: null,
      [O.stof]: null,
      [O.bediening]: V.ketting,
      [O.kettinglengte]: null,
      [O.cassette]: V.cassetteNee,
      [O.onderlat]: null,
      [O.montage]: V.inDeDag,
      [O.accessoires]: null,
      [O.opmerking]: null,
      [O.productiecode]: null,
    });
    expect(ev.resets).toEqual([]);
    expect(ev.errors).toEqual({
      [O.breedte]: "Breedte is verplicht",
      [O.hoogte]: "Hoogte is verplicht",
      [O.stof]: "Stof is verplicht",
    });
    expect(ev.complete).toBe(false);
    expect(ev.visible.has(O.onderlat)).toBe(false);
  });

  it("a valid choice is complete", () => {
    const ev = run({});
    expect(ev.errors).toEqual({});
    expect(ev.complete).toBe(true);
  });
});

describe("number validation", () => {
  const breedteRange = rangeMessage("Breedte", 40, 300, "cm");
  it.each([
    [40, undefined],
    [300, undefined],
    [39.9, breedteRange],
    [300.1, breedteRange],
    [39.95, undefined], // rounds to 40
    [300.04, undefined], // rounds to 300
    [300.05, breedteRange], // rounds to 300.1
    [-5, breedteRange],
  ])("Breedte %s → %s", (width, message) => {
    const ev = run({ [O.breedte]: width, [O.bediening]: V.motor });
    expect(ev.errors[O.breedte]).toBe(message);
  });

  it("Hoogte boundaries with the exact message", () => {
    expect(run({ [O.hoogte]: 40 }).errors).toEqual({});
    expect(run({ [O.hoogte]: 39.9 }).errors).toEqual({
      [O.hoogte]: "Hoogte moet tussen de 40 cm en 300 cm zijn!",
    });
    expect(run({ [O.hoogte]: 300.1 }).errors).toEqual({
      [O.hoogte]: "Hoogte moet tussen de 40 cm en 300 cm zijn!",
    });
  });

  it("an optional number only gets the range check, in mm for number_mm", () => {
    expect(run({ [O.kettinglengte]: null }).errors).toEqual({});
    expect(run({ [O.kettinglengte]: 500 }).errors).toEqual({});
    expect(run({ [O.kettinglengte]: 2000 }).errors).toEqual({});
    expect(run({ [O.kettinglengte]: 499 }).errors).toEqual({
      [O.kettinglengte]: "Kettinglengte moet tussen de 500 mm en 2000 mm zijn!",
    });
    expect(run({ [O.kettinglengte]: 2000.5 }).errors).toEqual({
      [O.kettinglengte]: "Kettinglengte moet tussen de 500 mm en 2000 mm zijn!",
    });
  });

  it("a value that is not a number counts as empty and keeps its message", () => {
    const ev = evaluate(def, { ...validValues(), [O.breedte]: "breed" } as ConfValues);
    expect(ev.values[O.breedte]).toBeNull();
    expect(ev.errors[O.breedte]).toBe("Breedte moet een getal zijn");
  });

  it("required choices and required numbers say 'is verplicht'", () => {
    const ev = run({ [O.stof]: null, [O.hoogte]: null });
    expect(ev.errors).toEqual({ [O.stof]: "Stof is verplicht", [O.hoogte]: "Hoogte is verplicht" });
  });
});

describe("show rules", () => {
  it("shows Onderlat with its default once the cassette is chosen", () => {
    const ev = run({ [O.cassette]: V.cassetteJa });
    expect(ev.visible.has(O.onderlat)).toBe(true);
    expect(ev.values[O.onderlat]).toBe(V.onderlatStandaard);
    expect(ev.resets).toEqual([]);
  });

  it("clears a hidden option's value with a reset, and neither validates nor prices it", () => {
    const ev = run({ [O.cassette]: V.cassetteNee, [O.onderlat]: V.onderlatDesign });
    expect(ev.visible.has(O.onderlat)).toBe(false);
    expect(ev.values[O.onderlat]).toBeNull();
    expect(ev.resets).toEqual([
      {
        option_id: O.onderlat,
        name: "Onderlat",
        reason: "Onderlat is niet meer beschikbaar bij deze keuze.",
      },
    ]);
    expect(ev.errors).toEqual({});
    expect(calculatePrice(def, ev)?.conf_price).toBe(7700);
  });

  it("does not validate a hidden option's bad value", () => {
    const ev = run({ [O.bediening]: V.motor, [O.kettinglengte]: 10 });
    expect(ev.visible.has(O.kettinglengte)).toBe(false);
    expect(ev.errors).toEqual({});
    expect(ev.resets.map((r) => r.option_id)).toEqual([O.kettinglengte]);
  });
});

describe("disable_values rules", () => {
  it("disables a value while the conditions hold, with the reason", () => {
    expect(run({ [O.breedte]: 250, [O.bediening]: V.motor }).disabled.has(V.ketting)).toBe(false);
    const ev = run({ [O.breedte]: 250.1, [O.bediening]: V.motor });
    expect(ev.disabled.get(V.ketting)).toBe(REASON_KETTING);
    expect(ev.disabledByOption.get(O.bediening)?.get(V.ketting)).toBe(REASON_KETTING);
    expect(ev.resets).toEqual([]);
  });

  it("resets a disabled choice: to the default when allowed, else empty", () => {
    // Ketting is also the default, so Bediening becomes empty and required.
    const ev = run({ [O.breedte]: 260, [O.bediening]: V.ketting });
    expect(ev.values[O.bediening]).toBeNull();
    expect(ev.resets).toEqual([{ option_id: O.bediening, name: "Bediening", reason: REASON_KETTING }]);
    expect(ev.errors).toEqual({ [O.bediening]: "Bediening is verplicht" });
    expect(calculatePrice(def, ev)).toBeNull();
  });

  it("does not fill a default that is disabled", () => {
    const ev = run({ [O.breedte]: 260, [O.bediening]: null });
    expect(ev.values[O.bediening]).toBeNull();
    expect(ev.resets).toEqual([]);
  });
});

describe("max rules", () => {
  it("lowers the maximum while the conditions hold; the number is kept and gets the range message", () => {
    const ev = run({ [O.stof]: V.antraciet, [O.breedte]: 220 });
    expect(ev.values[O.breedte]).toBe(220);
    expect(ev.resets).toEqual([]);
    expect(ev.limits.get(O.breedte)).toEqual({ min: 40, max: 200, maxReason: REASON_MAX_B });
    expect(ev.errors).toEqual({ [O.breedte]: "Breedte moet tussen de 40 cm en 200 cm zijn!" });
    expect(calculatePrice(def, ev)).toBeNull();
  });

  it("leaves the maximum alone otherwise", () => {
    const ev = run({ [O.stof]: V.zandbeige, [O.breedte]: 220 });
    expect(ev.limits.get(O.breedte)).toEqual({ min: 40, max: 300 });
    expect(ev.errors).toEqual({});
    expect(run({ [O.stof]: V.linnen, [O.breedte]: 200 }).errors).toEqual({});
  });

  it("never raises a maximum", () => {
    const d = rollerBlind();
    d.rules.push({ kind: "max", option: O.breedte, max: 400, when: [], reason: "hoger" });
    expect(evaluate(d, {}).limits.get(O.breedte)).toEqual({ min: 40, max: 300 });
  });
});

describe("warning options", () => {
  it("are shown only when their show rule holds (area above 4 m² with a motor)", () => {
    expect(
      run({ [O.breedte]: 250, [O.hoogte]: 170, [O.bediening]: V.motor }).visible.has(O.motorWaarschuwing),
    ).toBe(true);
    expect(
      run({ [O.breedte]: 200, [O.hoogte]: 200, [O.bediening]: V.motor }).visible.has(O.motorWaarschuwing),
    ).toBe(false);
    expect(run({ [O.breedte]: 250, [O.hoogte]: 170 }).visible.has(O.motorWaarschuwing)).toBe(false);
  });

  it("hold no value and are not validated", () => {
    const ev = run({ [O.breedte]: 250, [O.hoogte]: 170, [O.bediening]: V.motor });
    expect(Object.keys(ev.values)).not.toContain(String(O.motorWaarschuwing));
    expect(ev.complete).toBe(true);
  });

  it("without a show rule stay hidden", () => {
    const d = rollerBlind();
    d.rules = d.rules.filter((r) => r.option !== O.motorWaarschuwing);
    expect(evaluate(d, {}).visible.has(O.motorWaarschuwing)).toBe(false);
  });
});

describe("fixed point", () => {
  it("follows a chain: Op de dag disables the cassette, which hides Onderlat", () => {
    const ev = run({
      [O.cassette]: V.cassetteJa,
      [O.onderlat]: V.onderlatDesign,
      [O.montage]: V.opDeDag,
    });
    expect(ev.values[O.cassette]).toBe(V.cassetteNee);
    expect(ev.values[O.onderlat]).toBeNull();
    expect(ev.visible.has(O.onderlat)).toBe(false);
    expect(ev.resets).toEqual([
      { option_id: O.cassette, name: "Cassette", reason: REASON_CASSETTE },
      {
        option_id: O.onderlat,
        name: "Onderlat",
        reason: "Onderlat is niet meer beschikbaar bij deze keuze.",
      },
    ]);
    expect(ev.complete).toBe(true);
  });

  it("follows a chain through defaults: a default that shows an option gives that option its default", () => {
    const d = rollerBlind();
    const cassette = d.groups[2]?.options.find((o) => o.id === O.cassette);
    if (cassette) cassette.default_value = V.cassetteJa;
    const ev = evaluate(d, {});
    expect(ev.values[O.cassette]).toBe(V.cassetteJa);
    expect(ev.values[O.onderlat]).toBe(V.onderlatStandaard);
  });

  it("a reset that makes a rule false again ends with a consistent state", () => {
    // Width > 250 disables Ketting; with Bediening empty the chain length option shows (not motor).
    const ev = run({ [O.breedte]: 260, [O.bediening]: V.ketting, [O.kettinglengte]: 1200 });
    expect(ev.visible.has(O.kettinglengte)).toBe(true);
    expect(ev.values[O.kettinglengte]).toBe(1200);
  });

  it("stops rules that keep flipping each other after the pass cap", () => {
    const d = rollerBlind();
    d.rules.push({
      kind: "disable_values",
      option: O.montage,
      values: [V.inDeDag],
      when: [{ option: O.montage, is: V.inDeDag }],
      reason: "Wisselt",
    });
    const ev = evaluate(d, validValues() as ConfValues);
    expect(ev.complete).toBe(false);
    expect(ev.errors[O.montage]).toBeDefined();
    expect(calculatePrice(d, ev)).toBeNull();
  });
});

describe("filters", () => {
  it("keeps only filters of known options with a value", () => {
    const ev = evaluate(def, {}, { [O.stof]: "verduisterend", 999: "x", [O.breedte]: "" });
    expect(ev.filters).toEqual({ [O.stof]: "verduisterend" });
  });
});

describe("completeness matches the price", () => {
  it("an optional fabric is needed when there is no 'default' table", () => {
    const d = rollerBlind();
    const stof = d.groups[1]?.options[0];
    if (stof) stof.required = false;
    const ev = evaluate(d, { ...validValues(), [O.stof]: null } as ConfValues);
    expect(ev.errors).toEqual({ [O.stof]: "Stof is verplicht" });
    d.matrices.default = d.matrices.A as NonNullable<(typeof d.matrices)["A"]>;
    const withDefault = evaluate(d, { ...validValues(), [O.stof]: null } as ConfValues);
    expect(withDefault.complete).toBe(true);
    expect(calculatePrice(d, withDefault)?.conf_price).toBe(7700);
  });

  it("an accessory list with an unknown accessory keeps its message even with valid rows", () => {
    const ev = evaluate(def, {
      ...validValues(),
      [O.accessoires]: [
        { entity_id: 901, amount: 1 },
        { entity_id: 5, amount: 1 },
      ],
    } as ConfValues);
    expect(ev.errors).toEqual({ [O.accessoires]: "Accessoires: onbekend accessoire" });
    expect(calculatePrice(def, ev)).toBeNull();
  });

  it("an unknown value id keeps its message even when the default fills the option", () => {
    const ev = evaluate(def, { ...validValues(), [O.bediening]: 999 } as ConfValues);
    expect(ev.values[O.bediening]).toBe(V.ketting);
    expect(ev.errors).toEqual({ [O.bediening]: "Bediening: deze keuze bestaat niet" });
  });
});
