// The catalogue API, health, docs and the error contract, through the real app on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/healthz", () => {
  it("reports a reachable database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", reachable: true });
  });
});

describe("GET /api/catalog", () => {
  it("lists every seeded category", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/catalog/categories" });
    expect(res.statusCode).toBe(200);
    const slugs = res.json().categories.map((c: { slug: string }) => c.slug);
    expect(slugs.sort()).toEqual(catalogue.categories.map((c) => c.slug).sort());
  });

  it("gives a category with product cards carrying the spec's card fields", async () => {
    const top = catalogue.categories.find(
      (c) => !c.parent && catalogue.categories.some((s) => s.parent === c.slug),
    );
    expect(top).toBeDefined();
    const res = await t.app.inject({ method: "GET", url: `/api/catalog/categories/${top?.slug}` });
    expect(res.statusCode).toBe(200);
    const { products } = res.json();
    // A top category shows the products of its subcategories too.
    const childSlugs = catalogue.categories.filter((c) => c.parent === top?.slug).map((c) => c.slug);
    const expected = catalogue.products.filter(
      (p) => p.category === top?.slug || childSlugs.includes(p.category),
    );
    expect(products).toHaveLength(expected.length);
    const card = products[0];
    for (const field of [
      "entity_id",
      "name",
      "url_path",
      "thumbnail",
      "thumbnail_zoom",
      "category",
      "price",
      "discount_price",
      "discount",
      "conf_id",
      "variants",
      "extra_colors",
      "discount_label_actief",
      "discount_label_tekst",
      "discount_label_tekst_be",
      "discount_label_background_color",
      "discount_label_color",
      "conf_label_actief",
      "conf_text",
      "conf_background_color",
      "conf_color",
      "total_reviews",
      "stars_average",
      "breedte",
      "hoogte",
      "hoogte_type",
      "category_usps",
      "usps",
      "montage_kosten_fullservice",
      "levertijd",
    ]) {
      expect(card).toHaveProperty(field);
    }
  });

  it("computes discount prices in cents from the product discount", async () => {
    const seed = catalogue.products.find((p) => p.discountPercent > 0);
    expect(seed).toBeDefined();
    const res = await t.app.inject({ method: "GET", url: `/api/catalog/products/${seed?.id}` });
    const { product } = res.json();
    expect(product.price).toBe(seed?.fromPriceCents);
    expect(product.discount_price).toBe(
      Math.round((seed?.fromPriceCents ?? 0) * (1 - (seed?.discountPercent ?? 0) / 100)),
    );
  });

  it("shows no mount price for products of a category we do not mount", async () => {
    const noMount = catalogue.categories.find((c) => c.noMount);
    const seed = catalogue.products.find((p) => p.category === noMount?.slug);
    const res = await t.app.inject({ method: "GET", url: `/api/catalog/products/${seed?.id}` });
    expect(res.json().product.montage_kosten_fullservice).toBeNull();
  });

  it("answers 404 with a Dutch message for an unknown category and product", async () => {
    const category = await t.app.inject({ method: "GET", url: "/api/catalog/categories/bestaat-niet" });
    expect(category.statusCode).toBe(404);
    expect(category.json()).toEqual({ errors: { slug: "Deze categorie bestaat niet." } });
    const product = await t.app.inject({ method: "GET", url: "/api/catalog/products/999999" });
    expect(product.statusCode).toBe(404);
    expect(product.json()).toEqual({ errors: { id: "Dit product bestaat niet." } });
  });

  it("answers 400 with a Dutch message for a product id that is not a number", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/catalog/products/abc" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.id).toMatch(/nummer|getal/);
  });
});

describe("the API's error contract", () => {
  it("answers an unknown API path with a Dutch 404 in JSON", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/bestaat/niet", payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.path).toBe("Deze pagina of dit onderdeel bestaat niet (meer).");
  });

  it("answers malformed JSON with 400 and a Dutch message, never a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/bestaat/niet",
      headers: { "content-type": "application/json" },
      payload: '{"values": [1, 2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: { body: "De gegevens konden niet gelezen worden: dit is geen geldige JSON." },
    });
  });

  it("serves the OpenAPI document generated from the routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/healthz", "/api/catalog/products/{id}"]),
    );
  });
});

describe("the visitor's session cookie", () => {
  it("is set signed, httpOnly and SameSite=Lax on the first write and kept after", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["set-cookie"]).toBeUndefined();
    const first = await t.app.inject({ method: "DELETE", url: "/api/cart/coupon" });
    const cookie = first.cookies.find((c) => c.name === "rw_sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).toContain(".");
    const second = await t.app.inject({
      method: "GET",
      url: "/api/healthz",
      cookies: { rw_sid: cookie?.value ?? "" },
    });
    expect(second.cookies.find((c) => c.name === "rw_sid")).toBeUndefined();
  });

  it("is replaced when its signature does not match", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/healthz",
      cookies: { rw_sid: "vervalst.abc" },
    });
    expect(res.cookies.find((c) => c.name === "rw_sid")?.value).not.toBe("vervalst.abc");
  });

  it("is not started by API calls that only compute", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/catalog/categories" });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("is never set on images, which stay cacheable", async () => {
    const product = catalogue.products[0];
    const res = await t.app.inject({
      method: "GET",
      url: `/media/product/${product?.urlPath}/0-${product?.variantColours[0]?.toLowerCase()}.svg`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});
