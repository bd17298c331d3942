// The category page's filters through the real app: the address decides the list, anything it does not know is
// ignored (never a 500 or a 404), and the page stays public and the same for every visitor.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { productFacets } from "../../catalog/facets.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost" } });

const family = "raamdecoratie";
const inFamily = catalogue.products.filter(
  (p) => catalogue.categories.find((c) => c.slug === p.category)?.family === family,
);
const blackout = inFamily.filter((p) => productFacets[p.urlPath]?.light.includes("verduisterend"));

/** The product names of the cards in the order the page shows them. */
function cardNames(html: string): string[] {
  return [...html.matchAll(/class="product-card__name"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1] ?? "");
}

describe("a category's filters in the address", () => {
  it("shows only the matching products with the count, as a public page without a cookie", async () => {
    const res = await get(`/${family}?licht=verduisterend`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public, /);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).toContain(`${blackout.length} van ${inFamily.length} producten`);
    expect(cardNames(res.body).sort()).toEqual(blackout.map((p) => p.name).sort());
    expect(res.body).toContain(`<input type="checkbox" name="licht" checked="" value="verduisterend"/>`);
  });

  it("sorts by price both ways", async () => {
    const byPrice = [...inFamily].sort(
      (a, b) =>
        a.fromPriceCents * (100 - a.discountPercent) - b.fromPriceCents * (100 - b.discountPercent) ||
        a.position - b.position,
    );
    const up = cardNames((await get(`/${family}?sort=prijs-oplopend`)).body);
    expect(up[0]).toBe(byPrice[0]?.name);
    expect(up.at(-1)).toBe(byPrice.at(-1)?.name);
    const down = cardNames((await get(`/${family}?sort=prijs-aflopend`)).body);
    expect(down[0]).toBe(byPrice.at(-1)?.name);
  });

  it.each([
    "licht=zonnig",
    "sort=duurste",
    "kleur=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "prijs%5B%5D=1&prijs=-5&type=&type=x".repeat(3),
    "montage=zelf",
    `type=${"a".repeat(2000)}`,
  ])("ignores what it does not know (%s) and shows every product", async (query) => {
    const res = await get(`/${family}?${query}`);
    expect(res.statusCode).toBe(200);
    expect(cardNames(res.body)).toHaveLength(inFamily.length);
    expect(res.body).not.toContain("<script>alert");
  });

  it("shows a friendly message with 'Wis filters' when no product matches", async () => {
    const kinds = new Set(blackout.map((p) => p.kind));
    const kind = inFamily.find((p) => !kinds.has(p.kind))?.kind;
    const res = await get(`/${family}?licht=verduisterend&type=${kind}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Geen producten met deze filters.");
    expect(res.body).toMatch(new RegExp(`href="/${family}"[^>]*>Wis filters`));
  });
});

describe("'Past goed bij' on a product page", () => {
  it("lists the products the catalogue names and leaves out the product itself", async () => {
    const product = blackout[0];
    const res = await get(`/${product?.urlPath}`);
    const section = res.body.slice(res.body.indexOf('id="past-goed-bij"'));
    const named = catalogue.products.find(
      (p) => p.urlPath === productFacets[product?.urlPath ?? ""]?.goesWith[0],
    );
    expect(section).toContain(`href="/${named?.urlPath}"`);
    expect(section).not.toContain(`href="/${product?.urlPath}"`);
  });
});
