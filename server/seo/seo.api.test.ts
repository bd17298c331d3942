// robots.txt, sitemap.xml and the server-rendered pages' status codes and head.
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

describe("robots.txt and sitemap.xml", () => {
  it("points robots at the sitemap and away from the API and checkout", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  it("lists every category and product, and the advice page only for NL", async () => {
    const nl = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(nl.statusCode).toBe(200);
    for (const p of catalogue.products)
      expect(nl.body).toContain(`<loc>http://localhost:3000/${p.urlPath}</loc>`);
    for (const c of catalogue.categories)
      expect(nl.body).toContain(`<loc>http://localhost:3000/${c.slug}</loc>`);
    expect(nl.body).toContain("/advies-meet-afspraak-plannen");
    const be = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "be.localhost:3000" },
    });
    expect(be.body).toContain("<loc>http://be.localhost:3000/");
    expect(be.body).not.toContain("/advies-meet-afspraak-plannen");
  });
});

describe("server-rendered pages", () => {
  const product = catalogue.products.find((p) => p.reviews.length > 0) ?? catalogue.products[0];

  it("renders a product page with its title, description and JSON-LD", async () => {
    const res = await t.app.inject({ method: "GET", url: `/${product?.urlPath}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(`<title>${product?.name} op maat | Raamwerk</title>`);
    expect(res.body).toContain('<meta name="description"');
    expect(res.body).toContain('"@type":"Product"');
    expect(res.body).toContain('<html lang="nl">');
  });

  it("renders a category page with its product cards", async () => {
    const category = catalogue.categories.find((c) => catalogue.products.some((p) => p.category === c.slug));
    const res = await t.app.inject({ method: "GET", url: `/${category?.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${category?.name}</h1>`);
  });

  it.each(["/bestaat-niet", "/bestaat/niet/ook", `/${catalogue.categories[0]?.slug}/kleuren`])(
    "answers %s with the Dutch 404 page",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("Deze pagina bestaat niet");
    },
  );

  it("renders the content pages, and the advice page only in the Dutch store", async () => {
    for (const url of [
      "/",
      "/klantenservice/contact",
      "/klantenservice/laten-monteren",
      "/voorwaarden",
      "/advies-meet-afspraak-plannen",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
    }
    const be = await t.app.inject({
      method: "GET",
      url: "/advies-meet-afspraak-plannen",
      headers: { host: "be.localhost" },
    });
    expect(be.statusCode).toBe(404);
  });

  it("sends security headers with pages", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});
