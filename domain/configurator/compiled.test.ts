// The compiled price tables find the same step and price as a search of the table as it is written.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { O, rollerBlind } from "../../tests/helpers/roller-blind-fixture.ts";
import { compiledMatrix, compiledStepIndex, configurationIndex, valueIndex } from "./compiled.ts";
import { stepIndex } from "./matrix.ts";
import type { PriceMatrix } from "./types.ts";

/** Steps as price tables hold them, with the edge cases a search must agree on: repeats, -0, Infinity, NaN. */
const step = fc.oneof(
  fc.integer({ min: 0, max: 400 }),
  fc.constantFrom(-0, 0, 100, 100, 150.5, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN),
  fc.double({ min: -10, max: 500 }),
);
const size = fc.oneof(fc.double({ min: -50, max: 600 }), fc.constantFrom(-0, 0, 100, 150.5, Number.NaN));

function matrixWith(widths: number[], cents: unknown[][] = [widths.map(() => 1)]): PriceMatrix {
  return { widths, heights: [100], cents: cents as number[][] };
}

describe("compiled price tables", () => {
  it("find the same step as the search of the written table, for any steps and size", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), size, (steps, wanted) => {
        const compiled = compiledMatrix(matrixWith(steps));
        expect(compiled).not.toBeNull();
        expect(compiledStepIndex(compiled?.widths as never, wanted)).toBe(stepIndex(steps, wanted));
      }),
      { numRuns: 2000 },
    );
  });

  it("hold a price exactly where the table holds a usable one (a whole number of cents, not negative)", () => {
    const cell = fc.oneof(
      fc.integer({ min: -5, max: 100_000 }),
      fc.constantFrom(0.5, Number.NaN, 2 ** 60, null, undefined, "100"),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 4 }), { maxLength: 4 }), (rows) => {
        const matrix = { widths: [1, 2, 3], heights: [1, 2, 3], cents: rows as number[][] };
        const compiled = compiledMatrix(matrix);
        for (let h = 0; h < 3; h++) {
          for (let w = 0; w < 3; w++) {
            const written: unknown = rows[h]?.[w];
            const usable = typeof written === "number" && Number.isSafeInteger(written) && written >= 0;
            expect(compiled?.cents[h * 3 + w]).toBe(usable ? written : -1);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("are not compiled from axes that are not lists of numbers", () => {
    expect(compiledMatrix(matrixWith(["100", 200] as never))).toBeNull();
    expect(compiledMatrix({ widths: [100], heights: null, cents: [] } as never)).toBeNull();
  });

  it("are compiled once per table object", () => {
    const matrix = matrixWith([100, 200]);
    expect(compiledMatrix(matrix)).toBe(compiledMatrix(matrix));
  });
});

describe("the configuration index", () => {
  it("lists the options in wizard order and finds them and their values by id", () => {
    const def = rollerBlind();
    const index = configurationIndex(def);
    expect(index.options).toEqual(def.groups.flatMap((g) => g.options));
    expect(index.holding.some((o) => o.type === "warning")).toBe(false);
    expect(index.byKey.get(String(O.breedte))?.id).toBe(O.breedte);
    expect(index.width?.id).toBe(O.breedte);
    expect(index.height?.id).toBe(O.hoogte);
    expect(index.fabrics.map((o) => o.id)).toEqual([O.stof]);
    const fabric = index.byId.get(O.stof);
    for (const value of fabric?.values ?? []) expect(valueIndex(fabric as never).get(value.id)).toBe(value);
    expect(index.maxRules.get(O.breedte)?.every((r) => r.kind === "max" && r.option === O.breedte)).toBe(
      true,
    );
    expect(configurationIndex(def)).toBe(index);
  });
});
