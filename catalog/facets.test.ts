import { describe, expect, it } from "vitest";
import { lightControls } from "../domain/catalog-filters.ts";
import { catalogue } from "./catalogue.ts";
import { productFacets } from "./facets.ts";

const paths = new Set(catalogue.products.map((p) => p.urlPath));

describe("product facets", () => {
  it("has an entry for every product and none for a product that does not exist", () => {
    expect([...paths].filter((p) => !productFacets[p])).toEqual([]);
    expect(Object.keys(productFacets).filter((p) => !paths.has(p))).toEqual([]);
  });

  it("names only known light controls and existing other products that go with it", () => {
    for (const [path, facets] of Object.entries(productFacets)) {
      expect(
        facets.light.filter((l) => !(l in lightControls)),
        path,
      ).toEqual([]);
      expect(
        facets.goesWith.filter((g) => !paths.has(g) || g === path),
        path,
      ).toEqual([]);
    }
  });
});
