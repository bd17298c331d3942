// What the catalogue editor's category fields do on the storefront, through the real server: a category's chosen
// filters are the only ones its page shows, and a product's further categories list its card there too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let owner: StaffClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost" } });
/** The filter keys whose checkboxes the page shows. */
const filterNames = (html: string) =>
  [...new Set([...html.matchAll(/<input type="checkbox" name="([a-z]+)"/g)].map((m) => m[1]))].sort();

interface Category {
  id: number;
  slug: string;
  parent: string | null;
}
interface Product {
  id: number;
  name: string;
  category: string;
  extraCategories: string[];
}

async function edit<T extends object>(kind: string, key: string | number, change: (item: T) => T) {
  const { item, revision } = (await owner.get(`/api/beheer/catalog/items/${kind}/${key}`)).json();
  const res = await owner.put(`/api/beheer/catalog/items/${kind}/${key}`, { item: change(item), revision });
  expect(res.statusCode, res.body).toBe(200);
}

async function publish() {
  const res = await owner.post("/api/beheer/catalog/publish");
  expect(res.statusCode, res.body).toBe(200);
}

describe("a category's filters", () => {
  it("shows only the filters the owner chose, after publishing", async () => {
    const before = filterNames((await get("/raamdecoratie")).body);
    expect(before.length).toBeGreaterThan(2);
    const categories = (await owner.get("/api/beheer/catalog/items/categories")).json().items as Category[];
    const category = categories.find((c) => c.slug === "raamdecoratie") as Category;
    const chosen = [before[0], before[2]] as string[];
    await edit<{ filters: string[] | null }>("categories", category.id, (c) => ({ ...c, filters: chosen }));
    expect(filterNames((await get("/raamdecoratie")).body)).toEqual(before);
    await publish();
    expect(filterNames((await get("/raamdecoratie")).body)).toEqual(chosen.sort());

    await edit<{ filters: string[] | null }>("categories", category.id, (c) => ({ ...c, filters: null }));
    await publish();
    expect(filterNames((await get("/raamdecoratie")).body)).toEqual(before);
  });
});

describe("a product's further categories", () => {
  it("lists its card in those categories too, on the page and in the API", async () => {
    const categories = (await owner.get("/api/beheer/catalog/items/categories")).json().items as Category[];
    const products = (await owner.get("/api/beheer/catalog/items/products")).json().items as Product[];
    const cardsOf = async (slug: string) => {
      const res = await get(`/api/catalog/categories/${slug}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().products as { entity_id: number }[]).map((c) => c.entity_id);
    };
    // A top category of another family than the product's, so nothing lists it there yet.
    const product = products[0] as Product;
    const own = categories.find((c) => c.slug === product.category) as Category;
    const familyOf = (c: Category): Category =>
      c.parent ? familyOf(categories.find((p) => p.slug === c.parent) as Category) : c;
    const other = categories.find((c) => c.parent === null && c.slug !== familyOf(own).slug) as Category;
    expect(await cardsOf(other.slug)).not.toContain(product.id);

    await edit<Product>("products", product.id, (p) => ({ ...p, extraCategories: [other.slug] }));
    await publish();
    expect(await cardsOf(other.slug)).toContain(product.id);
    expect((await get(`/${other.slug}`)).body).toContain(`>${product.name}</a>`);
    expect(await cardsOf(own.slug)).toContain(product.id);
  });
});
