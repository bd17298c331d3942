// The price's lines add up to the price to the cent for random configurations of every product of the catalogue.
import { describe, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { expectLinesAddUp } from "../../tests/helpers/price-lines-property.ts";

describe("price lines of the catalogue", () => {
  it("add up to the total, which is the price, for random configurations of every product", () => {
    expectLinesAddUp(
      catalogue.products.map((p) => configurationFor(p, catalogue)),
      1000,
    );
  });
});
