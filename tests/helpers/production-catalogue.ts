// The seed catalogue as the production documents read the live one (server/production/production-rows.ts), for
// unit tests that print documents without a database.
import { catalogue } from "../../catalog/catalogue.ts";
import type { ProductionCatalogue } from "../../server/production/production-rows.ts";

export const seedProductionCatalogue: ProductionCatalogue = {
  productionFacts: new Map(
    catalogue.products.map((p) => [
      p.id,
      {
        kind: p.kind,
        collections: p.collections,
        family: catalogue.categories.find((c) => c.slug === p.category)?.family ?? "overig",
      },
    ]),
  ),
  collections: catalogue.collections.map((k) => ({
    slug: k.slug,
    name: k.name,
    type: k.type,
    tag_group: k.tagGroup,
    colours: k.colours.map((c, i) => ({
      id: i,
      code: c.code,
      name: c.name,
      hex: c.hex,
      texture: c.texture,
      disable_swatches: c.disableSwatches ?? false,
      thumbnail: "",
      availability: "leverbaar" as const,
      expected_on: null,
      unavailable_reason: null,
    })),
  })),
  categories: catalogue.categories,
  rollWidthByCode: new Map(),
};
