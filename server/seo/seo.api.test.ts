// robots.txt, sitemap.xml and the server-rendered pages' status codes and head.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { contentPages } from "../../domain/content-pages.ts";
import { paymentMarks } from "../../domain/marks.ts";
import { measureDrawingFile, measureGuides } from "../../domain/measuring.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { shopMethods } from "../payments/methods.ts";

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
    for (const url of ["/", ...contentPages.map((p) => p.path)]) {
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

/** The addresses of the links in the page's footer. */
function footerLinks(html: string): string[] {
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  return [...footer.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1] ?? "");
}

/** The JSON-LD objects of a page. */
function jsonLd(html: string): { "@type": string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "{}"),
  );
}

describe("the footer and the information pages", () => {
  it.each([
    ["NL", "localhost"],
    ["BE", "be.localhost"],
  ])(
    "links every information page from the %s footer, each answering 200 and listed in the sitemap",
    async (_, host) => {
      const home = await t.app.inject({ method: "GET", url: "/", headers: { host } });
      const links = footerLinks(home.body);
      const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host } })).body;
      const expected = contentPages.filter((p) => host === "localhost" || !p.nlOnly).map((p) => p.path);
      expect(links).toEqual(expect.arrayContaining(expected));
      for (const link of links) {
        const res = await t.app.inject({ method: "GET", url: link, headers: { host } });
        expect(res.statusCode, link).toBe(200);
        expect(res.headers["cache-control"], link).toContain("public");
        expect(sitemap, link).toContain(`<loc>http://${host}:3000${link === "/" ? "/" : link}</loc>`);
      }
    },
  );

  it("shows the company's registration numbers and every payment method the checkout offers in the footer", async () => {
    for (const [store, host] of [
      ["NL", "localhost"],
      ["BE", "be.localhost"],
    ] as const) {
      const footer = /<footer[\s\S]*?<\/footer>/.exec(
        (await t.app.inject({ method: "GET", url: "/", headers: { host } })).body,
      )?.[0];
      expect(footer).toMatch(/KvK-nummer[\s\S]*?\d{8}/);
      expect(footer).toMatch(store === "BE" ? /BTW-nummer/ : /Btw-nummer/);
      expect(paymentMarks[store].length).toBe(shopMethods(store).length);
      for (const mark of paymentMarks[store]) {
        expect(footer).toContain(`/media/tekens/${mark.name}.svg`);
        expect(footer).toContain(mark.label);
      }
      for (const method of shopMethods(store))
        expect(footer, method.name).toContain(method.name.replace(/:.*$/, ""));
    }
    const mark = await t.app.inject({ method: "GET", url: "/media/tekens/ideal.svg" });
    expect(mark.headers["content-type"]).toContain("image/svg+xml");
    expect((await t.app.inject({ method: "GET", url: "/media/tekens/visa.svg" })).statusCode).toBe(404);
  });

  it("answers FAQPage data with at least 15 questions, each also on the page, and breadcrumbs on every page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/veelgestelde-vragen" });
    const faq = jsonLd(res.body).find((d) => d["@type"] === "FAQPage") as
      | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
      | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(15);
    for (const q of faq?.mainEntity ?? []) {
      expect(res.body).toContain(`<summary>${q.name.replaceAll("'", "&#x27;")}</summary>`);
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
    for (const page of contentPages.filter((p) => !p.path.startsWith("/klantenservice") && !p.nlOnly)) {
      if (page.path === "/voorwaarden") continue;
      const body = (await t.app.inject({ method: "GET", url: page.path })).body;
      const crumbs = jsonLd(body).find((d) => d["@type"] === "BreadcrumbList");
      expect(crumbs, page.path).toMatchObject({
        itemListElement: [
          { position: 1 },
          { position: 2, item: expect.stringMatching(new RegExp(`^http://localhost(:\\d+)?${page.path}$`)) },
        ],
      });
      expect(body.match(/<h1>/g)?.length, page.path).toBe(1);
    }
  });

  it("says made-to-measure cannot be returned, with the law of the visitor's country", async () => {
    const nl = await t.app.inject({ method: "GET", url: "/retourneren" });
    expect(nl.body).toContain("Producten op maat kun je niet retourneren.");
    expect(nl.body).toContain("6:230p");
    const be = await t.app.inject({ method: "GET", url: "/retourneren", headers: { host: "be.localhost" } });
    expect(be.body).toContain("VI.53");
  });

  it("shows the store's own delivery rates and warranty from the catalogue", async () => {
    const nl = await t.app.inject({ method: "GET", url: "/bezorging-en-montage" });
    const be = await t.app.inject({
      method: "GET",
      url: "/bezorging-en-montage",
      headers: { host: "be.localhost" },
    });
    expect(nl.body).toContain("€ 9,95");
    expect(be.body).toContain("€ 14,95");
    expect(be.body).toContain("€ 65,00");
    const warranty = await t.app.inject({ method: "GET", url: "/klachten-en-garantie" });
    expect(warranty.body).toContain("10 jaar");
    expect(warranty.body).toContain("Geschillencommissie");
  });

  it("draws every measuring drawing the guide shows, with an anchor per product family", async () => {
    const page = (await t.app.inject({ method: "GET", url: "/meetinstructies" })).body;
    for (const guide of measureGuides) {
      expect(page).toContain(`id="${guide.id}"`);
      for (const mounting of guide.mountings) {
        const file = measureDrawingFile(guide, mounting);
        expect(page).toContain(`/media/meetinstructies/${file}`);
        const svg = await t.app.inject({ method: "GET", url: `/media/meetinstructies/${file}` });
        expect(svg.statusCode, file).toBe(200);
        expect(svg.body, file).toMatch(/^<svg[^>]*viewBox="0 0 480 360"/);
      }
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/media/meetinstructies/gordijn-in-de-dag.svg" })).statusCode,
    ).toBe(404);
  });
});
