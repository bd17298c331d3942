// Unit tests for reading the browser's values: coercion, rounding, unknown ids, accessory rows, never throwing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AFSTANDSBEDIENING,
  O,
  rollerBlind,
  V,
  WANDHOUDER,
} from "../../tests/helpers/roller-blind-fixture.ts";
import { formatNumber, rangeMessage, roundDecimals } from "./messages.ts";
import { MAX_INPUT_LENGTH, normalizeValues, parseDecimal } from "./values.ts";

const def = rollerBlind();
const one = (key: number, raw: unknown) => normalizeValues(def, { [key]: raw });

describe("number rounding", () => {
  it.each([
    [120.04, 120],
    [120.05, 120.1],
    [120.15, 120.2],
    [120.25, 120.3],
    [99.95, 100],
    [40, 40],
    ["120,5", 120.5],
    ["120.5", 120.5],
    [" 120,04 ", 120],
    ["120,05", 120.1],
    [",5", 0.5],
  ])("number_cm %s → %s", (raw, expected) => {
    expect(one(O.breedte, raw)).toEqual({ values: { [O.breedte]: expected }, errors: {} });
  });

  it.each([
    [12.5, 13],
    [12.4, 12],
    [1200.5, 1201],
    ["1199,5", 1200],
    [1500, 1500],
  ])("number_mm %s → %s", (raw, expected) => {
    expect(one(O.kettinglengte, raw).values[O.kettinglengte]).toBe(expected);
  });

  it("rounds half away from zero as written, never -0", () => {
    expect(roundDecimals(-120.05, 1)).toBe(-120.1);
    expect(Object.is(roundDecimals(-0.04, 1), 0)).toBe(true);
    expect(roundDecimals(1.005, 2)).toBe(1.01);
    expect(roundDecimals(1e-7, 1)).toBe(0);
  });

  it.each(["abc", "12 cm", "1.200,5", "1,2,3", "--1", "0x10", "1e3", "Infinity", true, {}, [120]])(
    "%j is not a number: empty with the message",
    (raw) => {
      expect(one(O.breedte, raw)).toEqual({
        values: { [O.breedte]: null },
        errors: { [O.breedte]: "Breedte moet een getal zijn" },
      });
    },
  );

  it("treats null, missing and blank text as empty without an error", () => {
    expect(normalizeValues(def, { [O.breedte]: null, [O.hoogte]: "  " })).toEqual({
      values: { [O.breedte]: null, [O.hoogte]: null },
      errors: {},
    });
  });

  it("parses Dutch and English decimals only", () => {
    expect(parseDecimal("250,5")).toBe(250.5);
    expect(parseDecimal("-3.25")).toBe(-3.25);
    expect(parseDecimal("12.")).toBe(12);
    expect(parseDecimal("")).toBeNull();
    expect(parseDecimal("1 000")).toBeNull();
  });
});

describe("Dutch numbers in messages", () => {
  it("prints a decimal comma, no trailing zeros, dots from 10.000", () => {
    expect(formatNumber(250.5)).toBe("250,5");
    expect(formatNumber(40)).toBe("40");
    expect(formatNumber(9999)).toBe("9999");
    expect(formatNumber(12000)).toBe("12.000");
    expect(formatNumber(0.1 + 0.2)).toBe("0,3");
    expect(formatNumber(-2.5)).toBe("-2,5");
  });

  it("builds the spec's range message", () => {
    expect(rangeMessage("Breedte", 40, 250.5, "cm")).toBe("Breedte moet tussen de 40 cm en 250,5 cm zijn!");
    expect(rangeMessage("Kettinglengte", 500, 2000, "mm")).toBe(
      "Kettinglengte moet tussen de 500 mm en 2000 mm zijn!",
    );
  });
});

describe("value ids", () => {
  it("accepts the option's own value ids, also as digit strings", () => {
    expect(one(O.stof, V.antraciet).values[O.stof]).toBe(V.antraciet);
    expect(one(O.stof, "33").values[O.stof]).toBe(V.antraciet);
  });

  it.each([V.ketting, 999, -31, 31.5, "Zandbeige", true, [31], { id: 31 }])("refuses %j for Stof", (raw) => {
    expect(one(O.stof, raw)).toEqual({
      values: { [O.stof]: null },
      errors: { [O.stof]: "Stof: deze keuze bestaat niet" },
    });
  });
});

describe("option keys", () => {
  it("keeps only this configuration's options and reports the others", () => {
    const { values, errors } = normalizeValues(def, { [O.breedte]: 100, 999: 5, price: 1 });
    expect(values).toEqual({ [O.breedte]: 100 });
    expect(errors).toEqual({
      999: "Deze optie hoort niet bij dit product",
      price: "Deze optie hoort niet bij dit product",
    });
  });

  it("skips warning options: they hold no value", () => {
    expect(normalizeValues(def, { [O.motorWaarschuwing]: 1 })).toEqual({ values: {}, errors: {} });
  });

  it("keeps a __proto__ key a plain key", () => {
    const raw = JSON.parse('{"__proto__": {"price": 1}, "1": 100}');
    const { values, errors } = normalizeValues(def, raw);
    expect(values).toEqual({ [O.breedte]: 100 });
    expect(Object.keys(errors)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it("answers empty values for null and an error for non-objects", () => {
    expect(normalizeValues(def, null)).toEqual({ values: {}, errors: {} });
    expect(normalizeValues(def, undefined)).toEqual({ values: {}, errors: {} });
    expect(normalizeValues(def, [1, 2])).toEqual({
      values: {},
      errors: { values: "Keuzes moeten een object zijn" },
    });
    expect(normalizeValues(def, "x").errors).toEqual({ values: "Keuzes moeten een object zijn" });
  });
});

describe("input text", () => {
  it("trims, keeps numbers as text and limits the length", () => {
    expect(one(O.opmerking, "  linkerraam ").values[O.opmerking]).toBe("linkerraam");
    expect(one(O.opmerking, 12).values[O.opmerking]).toBe("12");
    expect(one(O.opmerking, "x".repeat(MAX_INPUT_LENGTH)).errors).toEqual({});
    expect(one(O.opmerking, "x".repeat(MAX_INPUT_LENGTH + 1)).errors).toEqual({
      [O.opmerking]: `Opmerking mag maximaal ${MAX_INPUT_LENGTH} tekens bevatten`,
    });
    expect(one(O.opmerking, { text: "x" }).errors).toEqual({ [O.opmerking]: "Opmerking moet tekst zijn" });
  });
});

describe("accessory rows", () => {
  const rows = (raw: unknown) => one(O.accessoires, raw);

  it("adds a row with amount 1 and updates its amount", () => {
    expect(rows([{ entity_id: AFSTANDSBEDIENING, amount: 1 }]).values[O.accessoires]).toEqual([
      { entity_id: AFSTANDSBEDIENING, amount: 1 },
    ]);
    expect(rows([{ entity_id: AFSTANDSBEDIENING, amount: 2 }]).values[O.accessoires]).toEqual([
      { entity_id: AFSTANDSBEDIENING, amount: 2 },
    ]);
  });

  it("drops rows with amount 0 or less; an empty list is no value", () => {
    const result = rows([
      { entity_id: AFSTANDSBEDIENING, amount: 0 },
      { entity_id: WANDHOUDER, amount: -1 },
    ]);
    expect(result).toEqual({ values: { [O.accessoires]: null }, errors: {} });
    expect(rows([]).values[O.accessoires]).toBeNull();
  });

  it("caps the amount at max_amount and reads numeric strings", () => {
    expect(rows([{ entity_id: String(AFSTANDSBEDIENING), amount: "7" }]).values[O.accessoires]).toEqual([
      { entity_id: AFSTANDSBEDIENING, amount: 3 },
    ]);
  });

  it("lets a later row for the same accessory replace the earlier one", () => {
    expect(
      rows([
        { entity_id: WANDHOUDER, amount: 2 },
        { entity_id: AFSTANDSBEDIENING, amount: 1 },
        { entity_id: WANDHOUDER, amount: 1 },
      ]).values[O.accessoires],
    ).toEqual([
      { entity_id: WANDHOUDER, amount: 1 },
      { entity_id: AFSTANDSBEDIENING, amount: 1 },
    ]);
    expect(
      rows([
        { entity_id: WANDHOUDER, amount: 2 },
        { entity_id: WANDHOUDER, amount: 0 },
      ]).values[O.accessoires],
    ).toBeNull();
  });

  it("ignores extra fields such as a price", () => {
    expect(rows([{ entity_id: WANDHOUDER, amount: 1, price: 1 }]).values[O.accessoires]).toEqual([
      { entity_id: WANDHOUDER, amount: 1 },
    ]);
  });

  it("refuses unknown accessories and malformed rows", () => {
    expect(rows([{ entity_id: 12345, amount: 1 }]).errors).toEqual({
      [O.accessoires]: "Accessoires: onbekend accessoire",
    });
    expect(rows({ entity_id: WANDHOUDER, amount: 1 }).errors).toEqual({
      [O.accessoires]: "Accessoires: ongeldige accessoires",
    });
    expect(rows([{ entity_id: WANDHOUDER }]).errors).toEqual({
      [O.accessoires]: "Accessoires: ongeldige accessoires",
    });
    expect(rows(["x"]).errors).toEqual({ [O.accessoires]: "Accessoires: ongeldige accessoires" });
  });
});

describe("normalizeValues never throws", () => {
  const keys = fc.oneof(
    fc.constantFrom(...Object.values(O).map(String), "__proto__", "constructor", "price", "toString"),
    fc.string(),
  );

  it("on any JSON-like input", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const { values, errors } = normalizeValues(def, raw);
        expect(typeof values).toBe("object");
        expect(typeof errors).toBe("object");
      }),
      { numRuns: 500 },
    );
  });

  it("on objects with option keys and random values (including accessory-like rows)", () => {
    const row = fc.record({ entity_id: fc.anything(), amount: fc.anything() }, { requiredKeys: [] });
    const value = fc.oneof(fc.anything(), fc.array(fc.oneof(row, fc.anything())), fc.double(), fc.string());
    fc.assert(
      fc.property(fc.dictionary(keys, value), (raw) => {
        const { values, errors } = normalizeValues(def, raw);
        for (const key of Object.keys(values)) expect(Object.values(O).map(String)).toContain(key);
        for (const message of Object.values(errors)) expect(typeof message).toBe("string");
      }),
      { numRuns: 500 },
    );
  });
});
