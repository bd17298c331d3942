// The search through the real app and database (PGlite, or PostgreSQL with TEST_DATABASE_URL): suggestions,
// the results page, typos and accents, bad input, and documents rebuilt after a catalogue change.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { searchMessages } from "../../domain/search.ts";
import { stores } from "../../domain/store.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { products } from "../catalog/catalog.schema.ts";
import { publishCatalogChange } from "../catalog/catalog-version.ts";
import { buildDocuments, coloursByName, lexicon } from "./documents.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Suggestions {
  errors?: Record<string, string>;
  query: string;
  corrected: string | null;
  products: { id: number; name: string; url: string; price: number; category: string }[];
  categories: { name: string; url: string }[];
  colours: { name: string; hex: string; url: string }[];
  results_url: string;
}

async function suggest(q: string, host = "localhost") {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
    headers: { host },
  });
  return { res, body: res.json() as Suggestions };
}

describe("GET /api/search/suggest", () => {
  it("suggests products, the category and colours while the word is still being typed", async () => {
    const { res, body } = await suggest("rolgor");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("public");
    expect(body.corrected).toBeNull();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => /rolgordijn/i.test(`${p.name} ${p.category}`))).toBe(true);
    expect(body.categories.map((c) => c.url)).toContain("/rolgordijnen");
    expect(body.results_url).toBe("/zoeken?q=rolgor");
  });

  it("ranks a product named after the words above one that only mentions them", async () => {
    const { body } = await suggest("rolgordijn verduisterend");
    expect(body.products[0]?.name).toBe("Rolgordijn verduisterend");
  });

  it("finds colours by name, once per name, linking to the results for that colour", async () => {
    const { body } = await suggest("antraciet");
    expect(body.colours[0]).toEqual({
      name: "Antraciet",
      hex: expect.stringMatching(/^#/),
      url: "/zoeken?q=Antraciet",
    });
    expect(body.colours.filter((c) => c.name === "Antraciet")).toHaveLength(1);
    // Products that come in antraciet are found by their colours too.
    expect(body.products.length).toBeGreaterThan(1);
  });

  it("ignores missing accents and Dutch plural forms", async () => {
    const { body } = await suggest("plisse");
    expect(body.corrected).toBeNull();
    expect(body.categories.map((c) => c.url)).toContain("/plisses");
    const jaloezie = await suggest("jaloezieen");
    expect(jaloezie.body.categories.map((c) => c.url)).toContain("/jaloezieen");
  });

  it.each([
    ["rolgordein", "rolgordijn"],
    ["plise", "plisse"],
    ["jaloezie", "jaloezie"],
    ["antraciett", "antraciet"],
  ])("corrects the typo %s with the catalogue's words", async (typo, expected) => {
    const { body } = await suggest(typo);
    expect(body.products.length + body.categories.length + body.colours.length).toBeGreaterThan(0);
    if (body.corrected !== null) expect(body.corrected).toContain(expected);
  });

  it("says nothing was found for words the catalogue has nothing like", async () => {
    const { res, body } = await suggest("xqzwv");
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ corrected: null, products: [], categories: [], colours: [] });
  });

  it.each(["de", "de het een", "ë", "123"])(
    "answers %j (stop words, one letter, a number) without an error",
    async (q) => {
      const { res } = await suggest(q);
      expect(res.statusCode).toBe(200);
    },
  );

  it("answers the Belgian store too", async () => {
    const { res, body } = await suggest("screen", "be.localhost");
    expect(res.statusCode).toBe(200);
    expect(body.categories.map((c) => c.url)).toContain("/screens");
  });

  it.each([
    ["", searchMessages.empty],
    ["   ", searchMessages.empty],
    ["a".repeat(101), searchMessages.tooLong],
    ["rol\tgordijn", searchMessages.control],
    ["&|!:*", searchMessages.noWords],
  ])("refuses %j with a Dutch message", async (q, message) => {
    const { res, body } = await suggest(q);
    expect(res.statusCode).toBe(400);
    expect(body).toEqual({ errors: { q: message } });
  });

  it("refuses a NUL (the edge guard answers before the route)", async () => {
    const { res, body } = await suggest("rol\u0000gordijn");
    expect(res.statusCode).toBe(400);
    expect(Object.values(body.errors ?? {}).join(" ")).toMatch(/teken/i);
  });

  it("refuses a missing q and a repeated q without a 500", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/search/suggest" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: { q: searchMessages.empty } });
    const twice = await t.app.inject({ method: "GET", url: "/api/search/suggest?q=a&q=b" });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json().errors)).toEqual(["q"]);
  });

  it("counts against the reads bucket of the rate limit, shared with the pages", async () => {
    const first = await suggest("rolgordijn");
    await t.app.inject({ method: "GET", url: "/api/catalog/categories" });
    const second = await suggest("plisse");
    expect(first.res.headers["x-ratelimit-limit"]).toBe(String(t.services.config.RATE_LIMIT_READS));
    expect(
      Number(first.res.headers["x-ratelimit-remaining"]) -
        Number(second.res.headers["x-ratelimit-remaining"]),
    ).toBe(2);
  });

  it("takes query syntax as plain words", async () => {
    const { res, body } = await suggest("rolgordijn' & !(verduisterend");
    expect(res.statusCode).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
  });
});

describe("search documents", () => {
  it("are per store: a product's action label is found in its store's words", async () => {
    const ids = (r: { products: { entity_id: number }[] }) => r.products.map((p) => p.entity_id).sort();
    const nl = await t.services.search.results(stores.NL, "korting");
    const be = await t.services.search.results(stores.BE, "actie");
    expect(ids(nl).length).toBeGreaterThan(0);
    expect(ids(be)).toEqual(ids(nl));
  });

  it("are rebuilt when the catalogue changes: a renamed product is found by its new name", async () => {
    // The catalogue's last product: the other tests search the first ones.
    const lastId = catalogue.products[catalogue.products.length - 1]?.id ?? 0;
    const [row] = await t.services.database.db.select().from(products).where(eq(products.id, lastId));
    if (!row) throw new Error("no products");
    expect((await t.services.search.results(stores.NL, "xylofoon")).products).toEqual([]);
    await publishCatalogChange(t.services.database.db, t.services.catalog, (tx) =>
      tx
        .update(products)
        .set({ name: `${row.name} Xylofoon` })
        .where(eq(products.id, row.id)),
    );
    // The documents are rebuilt in the background after the change; the words match once that is done.
    await t.services.search.indexed("NL");
    const results = await t.services.search.results(stores.NL, "xylofoon");
    expect(results.products.map((p) => p.entity_id)).toEqual([row.id]);
    // A product switched off is no longer found.
    await publishCatalogChange(t.services.database.db, t.services.catalog, (tx) =>
      tx.update(products).set({ active: false }).where(eq(products.id, row.id)),
    );
    await t.services.search.indexed("NL");
    expect((await t.services.search.results(stores.NL, "xylofoon")).products).toEqual([]);
  });
});

describe("buildDocuments", () => {
  it("makes one document per product, category and colour name", () => {
    const documents = buildDocuments(t.services.catalog.snapshot, stores.NL);
    const count = (kind: string) => documents.filter((d) => d.kind === kind).length;
    expect(count("product")).toBe(t.services.catalog.snapshot.products.length);
    expect(count("category")).toBe(catalogue.categories.length);
    expect(count("colour")).toBe(coloursByName(t.services.catalog.snapshot).size);
  });

  it("names a product in A and its category, parent category and collections in B", () => {
    const product = t.services.catalog.snapshot.products.find((p) => p.name === "Rolgordijn verduisterend");
    const doc = buildDocuments(t.services.catalog.snapshot).find(
      (d) => d.kind === "product" && d.ref === String(product?.entity_id),
    );
    expect(doc?.a).toBe("Rolgordijn verduisterend");
    expect(doc?.b).toContain("Rolgordijnen");
    expect(doc?.b).toContain("Raamdecoratie");
    expect(doc?.b).toContain("Verduisterend Basic");
    // Features and colours in C, so 'antraciet' or 'ketting' find it.
    expect(doc?.c).toContain("Antraciet");
    expect(doc?.c).toContain("Ketting");
  });
});

describe("coloursByName", () => {
  it("keeps one colour per name with every collection it is in", () => {
    const antraciet = coloursByName(t.services.catalog.snapshot).get("antraciet");
    expect(antraciet?.name).toBe("Antraciet");
    expect(antraciet?.collections.length).toBeGreaterThan(1);
  });
});

describe("lexicon", () => {
  it("holds the words without accents, three letters or more, no bare numbers", () => {
    const words = lexicon(buildDocuments(t.services.catalog.snapshot));
    expect(words).toContain("plisse");
    expect(words).toContain("rolgordijn");
    expect(words).not.toContain("de");
    expect(words.some((w) => /^\d+$/.test(w))).toBe(false);
  });
});
