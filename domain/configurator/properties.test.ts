// Property tests: the price depends only on the option values, and a number out of range never gets a price.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AFSTANDSBEDIENING,
  O,
  rollerBlind,
  V,
  validValues,
  WANDHOUDER,
} from "../../tests/helpers/roller-blind-fixture.ts";
import { rangeMessage } from "./messages.ts";
import { calculatePrice } from "./pricing.ts";
import { evaluate } from "./rules.ts";
import { summarize } from "./summary.ts";
import { normalizeValues } from "./values.ts";
import { viewGroups } from "./view.ts";

const def = rollerBlind();
const priceOf = (raw: unknown) => calculatePrice(def, evaluate(def, normalizeValues(def, raw).values));

const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const row = (entity: number) =>
  fc.record({ entity_id: fc.constant(entity), amount: fc.integer({ min: -1, max: 5 }) });

/** Values a visitor could choose, mostly valid (some sizes fall beyond a table or a lowered maximum). */
const choices = fc.record({
  [O.breedte]: tenths(40, 300),
  [O.hoogte]: tenths(40, 300),
  [O.stof]: fc.constantFrom(V.zandbeige, V.wit, V.antraciet, V.linnen),
  [O.bediening]: fc.constantFrom(V.ketting, V.motor),
  [O.kettinglengte]: fc.option(fc.integer({ min: 500, max: 2000 })),
  [O.cassette]: fc.constantFrom(V.cassetteJa, V.cassetteNee),
  [O.onderlat]: fc.option(fc.constantFrom(V.onderlatStandaard, V.onderlatDesign)),
  [O.montage]: fc.constantFrom(V.inDeDag, V.opDeDag),
  [O.accessoires]: fc.option(fc.tuple(row(AFSTANDSBEDIENING), row(WANDHOUDER)).map((rows) => [...rows])),
  [O.opmerking]: fc.option(fc.string({ maxLength: 20 })),
});

/** Junk a tampering browser adds: price fields, unknown options, extra fields in accessory rows, a __proto__ key. */
function tamper(
  raw: Record<string, unknown>,
  junk: { keys: Record<string, unknown>; rowPrice: number },
): unknown {
  const rows = raw[O.accessoires];
  const tampered = {
    ...raw,
    ...junk.keys,
    price: 1,
    conf_price: 0,
    discount_price: 999999,
    [O.motorWaarschuwing]: junk.rowPrice,
    [O.accessoires]: Array.isArray(rows)
      ? rows.map((r) => ({ ...r, price: junk.rowPrice, name: "gratis" }))
      : rows,
  };
  return JSON.parse(`{"__proto__":{"price":0},${JSON.stringify(tampered).slice(1)}`);
}

describe("the price depends only on the option values", () => {
  const junkKeys = fc.dictionary(
    fc.oneof(fc.constantFrom("0", "999", "-1", "price", "1.0", " 1"), fc.string({ maxLength: 8 })),
    fc.anything(),
  );

  it("junk keys and tampered fields change nothing", () => {
    fc.assert(
      fc.property(choices, junkKeys, fc.integer(), (raw, keys, rowPrice) => {
        const known = new Set(Object.values(O).map(String));
        const junk = Object.fromEntries(Object.entries(keys).filter(([k]) => !known.has(k)));
        expect(priceOf(tamper(raw, { keys: junk, rowPrice }))).toEqual(priceOf(raw));
      }),
      { numRuns: 300 },
    );
  });

  it("numbers as Dutch or English text price the same as numbers", () => {
    fc.assert(
      fc.property(choices, fc.boolean(), (raw, comma) => {
        const text = (n: unknown) => (comma ? String(n).replace(".", ",") : String(n));
        const asText = { ...raw, [O.breedte]: text(raw[O.breedte]), [O.hoogte]: text(raw[O.hoogte]) };
        expect(priceOf(asText)).toEqual(priceOf(raw));
      }),
      { numRuns: 200 },
    );
  });

  it("a price exists exactly when the evaluation is complete, and it adds up", () => {
    fc.assert(
      fc.property(choices, (raw) => {
        const ev = evaluate(def, normalizeValues(def, raw).values);
        const price = calculatePrice(def, ev);
        expect(price !== null).toBe(ev.complete);
        if (price) {
          expect(price.price).toBe(price.price_advice - price.discount_price);
          expect(price.price_advice).toBeGreaterThanOrEqual(price.conf_price);
          for (const cents of Object.values(price)) expect(Number.isSafeInteger(cents)).toBe(true);
        }
        // The other views of the same evaluation never throw.
        summarize(def, ev);
        viewGroups(def, ev);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a number out of range never gets a price", () => {
  const below = (min: number) => fc.integer({ min: -1_000_000, max: min * 10 - 1 }).map((n) => n / 10);
  const above = (max: number) => fc.integer({ min: max * 10 + 1, max: 1_000_000 }).map((n) => n / 10);

  it.each([
    [O.breedte, "Breedte"],
    [O.hoogte, "Hoogte"],
  ])("option %i (%s) outside 40–300 cm", (optionId, name) => {
    fc.assert(
      fc.property(fc.oneof(below(40), above(300)), fc.boolean(), (n, asText) => {
        const raw = {
          ...validValues(),
          [optionId]: asText ? String(n).replace(".", ",") : n,
          [O.bediening]: V.motor,
        };
        const ev = evaluate(def, normalizeValues(def, raw).values);
        expect(ev.errors[optionId]).toBe(rangeMessage(name, 40, 300, "cm"));
        expect(calculatePrice(def, ev)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("number_mm Kettinglengte outside 500–2000 mm", () => {
    const outside = fc.oneof(
      fc.integer({ min: -100_000, max: 499 }),
      fc.integer({ min: 2001, max: 100_000 }),
      fc.double({ min: 2000.5, max: 1e9, noNaN: true }),
    );
    fc.assert(
      fc.property(outside, (n) => {
        const ev = evaluate(def, normalizeValues(def, { ...validValues(), [O.kettinglengte]: n }).values);
        expect(ev.errors[O.kettinglengte]).toBe(rangeMessage("Kettinglengte", 500, 2000, "mm"));
        expect(calculatePrice(def, ev)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("with a lowered maximum: Breedte above 200 cm with a group B fabric", () => {
    fc.assert(
      fc.property(tenths(200.1, 300), fc.constantFrom(V.antraciet, V.linnen), (n, stof) => {
        const ev = evaluate(
          def,
          normalizeValues(def, { ...validValues(), [O.breedte]: n, [O.stof]: stof }).values,
        );
        expect(ev.errors[O.breedte]).toBe(rangeMessage("Breedte", 40, 200, "cm"));
        expect(ev.values[O.breedte]).toBe(n);
        expect(calculatePrice(def, ev)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

describe("evaluate never throws", () => {
  it("on any values object", () => {
    const keys = fc.oneof(fc.constantFrom(...Object.values(O).map(String)), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.dictionary(keys, fc.anything()), fc.anything(), (raw, filters) => {
        // evaluate also coerces values that did not pass normalizeValues (the browser may call it directly).
        const ev = evaluate(def, raw as never, filters as never);
        calculatePrice(def, ev);
        summarize(def, ev);
        viewGroups(def, ev);
      }),
      { numRuns: 300 },
    );
  });
});
