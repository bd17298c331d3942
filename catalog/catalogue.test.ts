import { describe, expect, it } from "vitest";
import { productFamilies, productKinds } from "../domain/products.ts";
import { catalogue } from "./catalogue.ts";

const { categories, collections, products } = catalogue;
const allColours = collections.flatMap((collection) => collection.colours);
const hexPattern = /^#[0-9a-f]{6}$/;
const urlPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const latestReviewDate = "2026-11-23";

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  const seen = new Set<string | number>();
  const repeated = new Set<string | number>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

describe("seed catalogue: uniqueness", () => {
  it("has unique category ids and slugs", () => {
    expect(duplicates(categories.map((c) => c.id))).toEqual([]);
    expect(duplicates(categories.map((c) => c.slug))).toEqual([]);
  });

  it("has unique collection slugs and colour codes", () => {
    expect(duplicates(collections.map((c) => c.slug))).toEqual([]);
    expect(duplicates(allColours.map((c) => c.code))).toEqual([]);
  });

  it("has unique product ids, skus and url paths", () => {
    expect(duplicates(products.map((p) => p.id))).toEqual([]);
    expect(duplicates(products.map((p) => p.sku))).toEqual([]);
    expect(duplicates(products.map((p) => p.urlPath))).toEqual([]);
  });

  it("has no product url path equal to a category slug", () => {
    const slugs = new Set(categories.map((c) => c.slug));
    expect(products.filter((p) => slugs.has(p.urlPath)).map((p) => p.urlPath)).toEqual([]);
  });
});

describe("seed catalogue: categories", () => {
  it("uses lowercase hyphenated slugs", () => {
    for (const category of categories) expect(category.slug, category.name).toMatch(urlPattern);
  });

  it("has parents that exist and belong to the same family", () => {
    for (const category of categories) {
      if (category.parent === undefined) continue;
      const parent = categories.find((c) => c.slug === category.parent);
      expect(parent, `parent of ${category.slug}`).toBeDefined();
      expect(parent?.family).toBe(category.family);
      expect(parent?.parent, `${category.slug} nests at most one level`).toBeUndefined();
    }
  });

  it("has a description and 3 to 4 usps", () => {
    for (const category of categories) {
      expect(category.name.trim()).not.toBe("");
      expect(category.description.length, category.slug).toBeGreaterThan(80);
      expect(category.usps.length, category.slug).toBeGreaterThanOrEqual(3);
      expect(category.usps.length, category.slug).toBeLessThanOrEqual(4);
    }
  });

  it("marks exactly category 147 as noMount", () => {
    const noMount = categories.filter((c) => c.noMount === true);
    expect(noMount.map((c) => c.id)).toEqual([147]);
  });

  it("has unique positions", () => {
    expect(duplicates(categories.map((c) => c.position))).toEqual([]);
  });
});

describe("seed catalogue: families and kinds", () => {
  it("gives every family at least one category and one product", () => {
    for (const family of productFamilies) {
      const familyCategories = categories.filter((c) => c.family === family);
      expect(familyCategories.length, family).toBeGreaterThan(0);
      const slugs = new Set(familyCategories.map((c) => c.slug));
      expect(products.filter((p) => slugs.has(p.category)).length, family).toBeGreaterThan(0);
    }
  });

  it("uses every product kind", () => {
    const used = new Set(products.map((p) => p.kind));
    for (const kind of productKinds) expect(used.has(kind), kind).toBe(true);
  });
});

describe("seed catalogue: collections and colours", () => {
  it("has at least 60 colours", () => {
    expect(allColours.length).toBeGreaterThanOrEqual(60);
  });

  it("has at least 9 collections and 70 colours for a full colours page", () => {
    expect(collections.length).toBeGreaterThanOrEqual(9);
    expect(allColours.length).toBeGreaterThanOrEqual(70);
  });

  it("uses lowercase hex codes", () => {
    for (const colour of allColours) expect(colour.hex, colour.code).toMatch(hexPattern);
  });

  it("gives every collection a name, type, tag group and colours", () => {
    for (const collection of collections) {
      expect(collection.slug).toMatch(urlPattern);
      expect(collection.name.trim()).not.toBe("");
      expect(collection.type.trim()).not.toBe("");
      expect(collection.tagGroup.trim()).not.toBe("");
      expect(collection.colours.length, collection.slug).toBeGreaterThan(0);
    }
  });

  it("disables swatches for 3 to 5 colours", () => {
    const disabled = allColours.filter((c) => c.disableSwatches === true);
    expect(disabled.length).toBeGreaterThanOrEqual(3);
    expect(disabled.length).toBeLessThanOrEqual(5);
  });
});

describe("seed catalogue: products", () => {
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const collectionBySlug = new Map(collections.map((c) => [c.slug, c]));

  it("has at least 20 products", () => {
    expect(products.length).toBeGreaterThanOrEqual(20);
  });

  it("uses url paths of lowercase a-z, 0-9 and hyphens without a leading slash", () => {
    for (const product of products) {
      expect(product.urlPath, product.name).toMatch(urlPattern);
      expect(product.urlPath.startsWith("/")).toBe(false);
    }
  });

  it("puts every product in an existing category", () => {
    for (const product of products) expect(categoryBySlug.has(product.category), product.urlPath).toBe(true);
  });

  it("sells every product in existing collections and shows only their colours", () => {
    for (const product of products) {
      expect(product.collections.length, product.urlPath).toBeGreaterThanOrEqual(1);
      const codes = new Set<string>();
      for (const slug of product.collections) {
        const collection = collectionBySlug.get(slug);
        expect(collection, `${product.urlPath}: collection ${slug}`).toBeDefined();
        for (const colour of collection?.colours ?? []) codes.add(colour.code);
      }
      expect(product.variantColours.length, product.urlPath).toBeGreaterThanOrEqual(3);
      expect(product.variantColours.length, product.urlPath).toBeLessThanOrEqual(6);
      expect(duplicates(product.variantColours), product.urlPath).toEqual([]);
      for (const code of product.variantColours)
        expect(codes.has(code), `${product.urlPath}: ${code}`).toBe(true);
    }
  });

  it("draws 3 to 6 images and 1 to 3 sfeer scenes", () => {
    for (const product of products) {
      expect(Number.isInteger(product.imageCount), product.urlPath).toBe(true);
      expect(product.imageCount, product.urlPath).toBeGreaterThanOrEqual(3);
      expect(product.imageCount, product.urlPath).toBeLessThanOrEqual(6);
      expect(product.sfeer.length, product.urlPath).toBeGreaterThanOrEqual(1);
      expect(product.sfeer.length, product.urlPath).toBeLessThanOrEqual(3);
    }
  });

  it("has copy, specs and sensible prices and measurements", () => {
    for (const product of products) {
      expect(product.shortDescription.trim(), product.urlPath).not.toBe("");
      expect(product.description.length, product.urlPath).toBeGreaterThanOrEqual(2);
      expect(product.description.length, product.urlPath).toBeLessThanOrEqual(4);
      for (const paragraph of product.description) expect(paragraph.trim()).not.toBe("");
      expect(product.specs.length, product.urlPath).toBeGreaterThanOrEqual(5);
      expect(product.specs.length, product.urlPath).toBeLessThanOrEqual(8);
      expect(duplicates(product.specs.map((s) => s.label)), product.urlPath).toEqual([]);
      expect(Number.isInteger(product.fromPriceCents) && product.fromPriceCents > 0, product.urlPath).toBe(
        true,
      );
      expect(Number.isInteger(product.mountCostCents) && product.mountCostCents >= 0, product.urlPath).toBe(
        true,
      );
      expect(product.breedte, product.urlPath).toBeGreaterThan(0);
      expect(product.hoogte, product.urlPath).toBeGreaterThan(0);
      const { min, max } = product.productionDays;
      expect(Number.isInteger(min) && min > 0 && Number.isInteger(max) && max >= min, product.urlPath).toBe(
        true,
      );
    }
  });

  it("uses uitval for awnings, diepte for terrace roofs and hoogte otherwise", () => {
    for (const product of products) {
      const expected =
        product.kind === "knikarmscherm"
          ? "uitval"
          : product.kind === "terrasoverkapping"
            ? "diepte"
            : "hoogte";
      expect(product.hoogteType, product.urlPath).toBe(expected);
    }
  });

  it("labels discounts consistently", () => {
    for (const product of products) {
      expect(product.discountPercent, product.urlPath).toBeGreaterThanOrEqual(0);
      expect(product.discountPercent, product.urlPath).toBeLessThan(100);
      expect(product.discountLabel !== undefined, product.urlPath).toBe(product.discountPercent > 0);
      if (product.discountLabel) {
        expect(product.discountLabel.background).toMatch(hexPattern);
        expect(product.discountLabel.color).toMatch(hexPattern);
      }
      if (product.confLabel) {
        expect(product.confLabel.text.trim()).not.toBe("");
        expect(product.confLabel.background).toMatch(hexPattern);
        expect(product.confLabel.color).toMatch(hexPattern);
      }
    }
  });

  it("has at least one quoteOnly product, the terrace roof, and only terrace roofs are quoteOnly", () => {
    const quoteOnly = products.filter((p) => p.quoteOnly === true);
    expect(quoteOnly.length).toBeGreaterThanOrEqual(1);
    for (const product of quoteOnly) expect(product.kind, product.urlPath).toBe("terrasoverkapping");
  });

  it("charges no mount cost in a noMount category", () => {
    for (const product of products) {
      if (categoryBySlug.get(product.category)?.noMount)
        expect(product.mountCostCents, product.urlPath).toBe(0);
    }
  });

  it("features 6 to 8 products", () => {
    const featured = products.filter((p) => p.featured === true);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(8);
  });

  it("has unique positions", () => {
    expect(duplicates(products.map((p) => p.position))).toEqual([]);
  });
});

describe("seed catalogue: reviews", () => {
  it("has 3 to 8 reviews per product", () => {
    for (const product of products) {
      expect(product.reviews.length, product.urlPath).toBeGreaterThanOrEqual(3);
      expect(product.reviews.length, product.urlPath).toBeLessThanOrEqual(8);
    }
  });

  it("rates from 1 to 5 with an author, city, title and body", () => {
    for (const product of products) {
      for (const review of product.reviews) {
        expect(Number.isInteger(review.rating), product.urlPath).toBe(true);
        expect(review.rating, product.urlPath).toBeGreaterThanOrEqual(1);
        expect(review.rating, product.urlPath).toBeLessThanOrEqual(5);
        for (const text of [review.author, review.city, review.title, review.body]) {
          expect(text.trim(), product.urlPath).not.toBe("");
        }
      }
    }
  });

  it("dates every review with a valid ISO date not after 2026-11-23", () => {
    for (const product of products) {
      for (const review of product.reviews) {
        expect(isIsoDate(review.date), `${product.urlPath}: ${review.date}`).toBe(true);
        expect(review.date <= latestReviewDate, `${product.urlPath}: ${review.date}`).toBe(true);
      }
    }
  });
});

describe("seed catalogue: text", () => {
  it("contains no placeholder text", () => {
    const text = JSON.stringify(catalogue).toLowerCase();
    for (const word of ["lorem", "ipsum", "todo", "placeholder", "xxx"])
      expect(text.includes(word), word).toBe(false);
  });
});

describe("seed catalogue: each product's own USPs", () => {
  const familyOf = (categorySlug: string) => categories.find((c) => c.slug === categorySlug)?.family;
  /** What a product is made of, as its name, specs and colour collections say. */
  const madeOf = (p: (typeof products)[number]) =>
    [
      p.name,
      ...p.specs.map((s) => s.value),
      ...collections.filter((c) => p.collections.includes(c.slug)).map((c) => c.type),
    ]
      .join(" ")
      .toLowerCase();
  const materials = [
    "hout",
    "aluminium",
    "mdf",
    "velvet",
    "acryl",
    "voile",
    "polycarbonaat",
    "glas",
    "pvc",
    "linnen",
  ];

  it("gives every product 3 to 4 USPs of its own, not its category's", () => {
    for (const p of products) {
      expect(p.usps.length, p.name).toBeGreaterThanOrEqual(3);
      expect(p.usps.length, p.name).toBeLessThanOrEqual(4);
      expect(duplicates(p.usps), p.name).toEqual([]);
      const category = categories.find((c) => c.slug === p.category);
      expect(p.usps, p.name).not.toEqual(category?.usps);
    }
  });

  it("gives no two products of a family the same USP list", () => {
    const lists = products.map((p) => `${familyOf(p.category)}: ${[...p.usps].sort().join(" | ")}`);
    expect(duplicates(lists)).toEqual([]);
  });

  it("names in a USP only materials the product is made of", () => {
    const untrue = products.flatMap((p) =>
      p.usps.flatMap((usp) =>
        materials
          .filter((m) => usp.toLowerCase().includes(m) && !madeOf(p).includes(m))
          .map((m) => `${p.name}: '${usp}' names ${m}`),
      ),
    );
    expect(untrue).toEqual([]);
  });
});
