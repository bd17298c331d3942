// Property check for the price explained: for random configurations, the lines of every priced one add up to
// its price to the cent, end in the total and hold one base price; an unpriced one has no lines.
import fc from "fast-check";
import { expect } from "vitest";
import { priceLines } from "../../domain/configurator/price-lines.ts";
import { calculatePrice } from "../../domain/configurator/pricing.ts";
import { evaluate } from "../../domain/configurator/rules.ts";
import type { ConfigurationDef } from "../../domain/configurator/types.ts";
import { normalizeValues } from "../../domain/configurator/values.ts";
import { configurationRequest } from "./configuration-arbitrary.ts";

export function expectLinesAddUp(defs: readonly ConfigurationDef[], numRuns = 600): void {
  let priced = 0;
  fc.assert(
    fc.property(configurationRequest(defs), ({ def, values, filters }) => {
      const normalized = normalizeValues(def, values);
      const evaluation = evaluate(def, normalized.values, filters);
      const price = calculatePrice(def, evaluation);
      const lines = priceLines(def, evaluation);
      if (!price) {
        expect(lines).toBeNull();
        return;
      }
      priced++;
      if (!lines) throw new Error("a priced configuration without lines");
      expect(lines.at(-1)).toEqual({ kind: "total", label: "Totaal", cents: price.price });
      const parts = lines.slice(0, -1);
      expect(parts.every((line) => Number.isSafeInteger(line.cents))).toBe(true);
      expect(parts.reduce((sum, line) => sum + line.cents, 0)).toBe(price.price);
      expect(parts.filter((line) => line.kind === "base")).toHaveLength(1);
      expect(parts.some((line) => line.kind === "total")).toBe(false);
    }),
    { numRuns },
  );
  // The property is worth something only when many random configurations were priced.
  expect(priced).toBeGreaterThan(numRuns / 6);
}
