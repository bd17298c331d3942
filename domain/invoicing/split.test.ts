// Whole cents shared out by the largest remainder: the parts add up, each within a cent of its exact share.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shareOut, splitProportionally } from "./split.ts";

describe("sharing whole cents", () => {
  it("gives the missing cents to the largest remainders, the earlier part on a tie", () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(10, [3, 7])).toEqual([3, 7]);
    expect(splitProportionally(-100, [1, 1, 1])).toEqual([-33, -33, -34]);
    // € 1,00 incl. less a € 0,19 discount at 21%: taxable 67 cents, exact shares 82,64 and -15,70.
    expect(shareOut(67, [10000n, -1900n], 121n)).toEqual([83, -16]);
  });

  it("adds up exactly and never strays a cent from an exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = splitProportionally(amount, weights);
          const total = weights.reduce((s, w) => s + w, 0);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
          parts.forEach((p, i) => {
            expect(Math.abs(p * total - amount * (weights[i] as number))).toBeLessThan(total);
          });
        },
      ),
      { numRuns: 500, seed: 23 },
    );
  });

  it("throws for a target the shares cannot reach", () => {
    expect(() => shareOut(10, [100n, 100n], 100n)).toThrow(RangeError);
    expect(() => splitProportionally(5, [0, 0])).toThrow(RangeError);
  });
});
