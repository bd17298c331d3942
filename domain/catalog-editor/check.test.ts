// 'Controleren' on documents made from the seed catalogue: the seed passes, and each kind of breakage is found with
// a Dutch message naming the item and field to fix.
import { describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { accessories } from "../../catalog/configurations/accessories.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { checkDocument } from "./check.ts";
import { colourOffer, withColourOffered } from "./colour-values.ts";
import { canonicalJson, summariseChange } from "./diff.ts";
import { type CatalogDocument, DOCUMENT_FORMAT, DOCUMENT_FORMAT_VERSION } from "./document.ts";

/** The seed catalogue as a document, the way the server's readDocument would give it for a fresh shop. */
function seedDocument(): CatalogDocument {
  return structuredClone({
    format: DOCUMENT_FORMAT,
    formatVersion: DOCUMENT_FORMAT_VERSION,
    categories: catalogue.categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      family: c.family,
      parent: c.parent ?? null,
      description: c.description,
      usps: c.usps,
      noMount: c.noMount ?? false,
      position: c.position,
      filters: null,
      photo: null,
    })),
    collections: catalogue.collections.map((k, position) => ({
      slug: k.slug,
      name: k.name,
      type: k.type,
      tagGroup: k.tagGroup,
      position,
    })),
    colours: catalogue.collections.flatMap((k) =>
      k.colours.map((c, position) => ({
        code: c.code,
        collection: k.slug,
        name: c.name,
        hex: c.hex,
        texture: c.texture,
        disableSwatches: c.disableSwatches ?? false,
        position,
        availability: "leverbaar" as const,
        expectedOn: null,
        priceGroup: null,
        rollWidthCm: null,
        photo: null,
      })),
    ),
    products: catalogue.products.map((p) => ({
      id: p.id,
      sku: p.sku,
      slug: p.urlPath,
      name: p.name,
      kind: p.kind,
      category: p.category,
      extraCategories: [],
      optionSet: p.id,
      shortDescription: p.shortDescription,
      description: p.description,
      specs: p.specs,
      usps: p.usps,
      seoTitle: null,
      seoDescription: null,
      discountPercent: p.discountPercent,
      discountLabel: p.discountLabel ?? null,
      confLabel: p.confLabel ?? null,
      breedte: p.breedte,
      hoogte: p.hoogte,
      hoogteType: p.hoogteType,
      mountCostCents: p.mountCostCents,
      productionDays: p.productionDays,
      featured: p.featured ?? false,
      quoteOnly: p.quoteOnly ?? false,
      active: true,
      reviewsShown: true,
      position: p.position,
      collections: p.collections,
      variantColours: p.variantColours,
      drawings: p.imageCount,
      rooms: p.sfeer,
      photos: [],
    })),
    optionSets: catalogue.products.map((p) => {
      const { matrices, ...definition } = configurationFor(p, catalogue);
      return { id: p.id, name: p.name, definition, matrices };
    }),
    accessories: accessories.map(({ id, sku, name, description, priceCents, icon }) => ({
      id,
      sku,
      name,
      description,
      priceCents,
      icon,
    })),
  });
}

const messages = (doc: CatalogDocument) =>
  checkDocument(doc).map((f) => `${f.kind}:${f.field ?? ""}: ${f.message}`);

describe("checkDocument", () => {
  it("finds nothing wrong with the seed catalogue", () => {
    expect(checkDocument(seedDocument())).toEqual([]);
  });

  it("finds a product whose category, collection or option set does not exist, and one without pictures", () => {
    const doc = seedDocument();
    const [a, b] = doc.products as [CatalogDocument["products"][number], CatalogDocument["products"][number]];
    a.category = "weg";
    a.collections = [...a.collections, "geen-collectie"];
    b.optionSet = 99_999;
    b.drawings = 0;
    expect(messages(doc)).toEqual(
      expect.arrayContaining([
        "products:category: De categorie 'weg' bestaat niet.",
        "products:collections: De collectie 'geen-collectie' bestaat niet.",
        "products:optionSet: De optieset 99999 bestaat niet.",
        "products:photos: Het product heeft geen foto en geen tekening.",
      ]),
    );
  });

  it("finds addresses that collide with each other or with the shop's own pages", () => {
    const doc = seedDocument();
    const [a, b] = doc.products as [CatalogDocument["products"][number], CatalogDocument["products"][number]];
    b.slug = (doc.products[2] as CatalogDocument["products"][number]).slug;
    a.slug = "winkelwagen";
    const found = messages(doc);
    expect(found).toContain("products:slug: Het adres /winkelwagen is van een vaste pagina van de winkel.");
    expect(found.some((m) => m.startsWith("products:slug: Het adres /") && m.includes("is al van"))).toBe(
      true,
    );
  });

  it("finds an option without a value to choose, a rule naming a gone value and a price table with a hole", () => {
    const doc = seedDocument();
    const set = doc.optionSets[0] as CatalogDocument["optionSets"][number];
    const fabric = set.definition.groups.flatMap((g) => g.options).find((o) => o.type === "fabric_choice");
    if (!fabric) throw new Error("the first product has a fabric option");
    for (const v of fabric.values) v.retired = true;
    set.definition.rules.push({ kind: "show", option: 424242, when: [] });
    const [group] = Object.keys(set.matrices);
    const matrix = set.matrices[group as string] as { cents: number[][] };
    (matrix.cents[1] as number[])[2] = 0;
    const found = messages(doc);
    expect(found).toContain(
      `optionSets:option.${fabric.id}: De optie '${fabric.name}' heeft geen waarde die te kiezen is.`,
    );
    expect(found.some((m) => m.includes("Regel") && m.includes("de optie 424242 bestaat niet."))).toBe(true);
  });

  it("finds a price table that stops before the option's largest size", () => {
    const doc = seedDocument();
    const set = doc.optionSets[0] as CatalogDocument["optionSets"][number];
    for (const m of Object.values(set.matrices)) {
      m.widths = m.widths.slice(0, -1);
      m.cents = m.cents.map((row) => row.slice(0, -1));
    }
    expect(messages(doc).some((m) => /gaat tot \d+ cm breed, de optie tot \d+ cm\./.test(m))).toBe(true);
  });
});

describe("summariseChange", () => {
  it("names added and changed items with the fields in Dutch, and ignores key order", () => {
    const before = seedDocument();
    const after = structuredClone(before);
    const colour = after.colours[0] as CatalogDocument["colours"][number];
    colour.availability = "tijdelijk_uitverkocht";
    colour.expectedOn = "2027-02-01";
    after.categories.push({
      ...(after.categories[0] as CatalogDocument["categories"][number]),
      id: 999,
      slug: "nieuw",
      name: "Nieuw",
    });
    const set = after.optionSets[0] as CatalogDocument["optionSets"][number];
    set.matrices = Object.fromEntries(Object.entries(set.matrices).reverse());
    expect(summariseChange(before, after)).toEqual([
      "Categorie 'Nieuw' toegevoegd",
      `Kleur '${colour.name} (${colour.code})' gewijzigd: beschikbaarheid, verwachte datum`,
    ]);
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });
});

describe("a colour offered by products", () => {
  it("adds a value to the option sets of the products that offer it and retires it where they no longer do", () => {
    const doc = seedDocument();
    const product = doc.products[0] as CatalogDocument["products"][number];
    const collection = product.collections[0] as string;
    const colour = {
      ...(doc.colours.find((c) => c.collection === collection) as CatalogDocument["colours"][number]),
      code: "VB-199",
      name: "Lentegroen",
      hex: "#7fb069",
      priceGroup: "B",
    };
    doc.colours.push(colour);
    const offered = withColourOffered(doc, colour, [product.id]);
    expect(colourOffer(offered, "VB-199").offered).toEqual([product.id]);
    const value = offered.optionSets
      .find((s) => s.id === product.optionSet)
      ?.definition.groups.flatMap((g) => g.options)
      .flatMap((o) => o.values)
      .find((v) => v.colour_code === "VB-199");
    expect(value).toMatchObject({ name: "Lentegroen", value: "#7fb069", price_group: "B" });
    expect(value?.retired).toBeUndefined();

    const withdrawn = withColourOffered(offered, colour, []);
    expect(colourOffer(withdrawn, "VB-199").offered).toEqual([]);
    const kept = withdrawn.optionSets
      .find((s) => s.id === product.optionSet)
      ?.definition.groups.flatMap((g) => g.options)
      .flatMap((o) => o.values)
      .find((v) => v.colour_code === "VB-199");
    expect(kept).toMatchObject({ id: value?.id, retired: true });
  });
});
