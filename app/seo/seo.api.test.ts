// What search engines and social sites read in the rendered pages: the canonical address, the hreflang
// alternates, Open Graph and Twitter tags, and structured data whose price is the price the page shows, for
// every product page in both stores.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let beBase: string;
let nlBase: string;
beforeAll(async () => {
  t = await createTestApp();
  nlBase = new URL(t.services.config.SITE_URL).origin;
  beBase = new URL(t.services.config.SITE_URL_BE).origin;
});
afterAll(async () => {
  await t?.close();
});

const HOSTS = { NL: "localhost", BE: "be.localhost" } as const;

async function page(url: string, store: keyof typeof HOSTS = "NL") {
  const res = await t.app.inject({ method: "GET", url, headers: { host: HOSTS[store] } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&");
}

function links(html: string, rel: string): { hreflang?: string; href?: string }[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, "rel") === rel)
    .map((tag) => ({ hreflang: attr(tag, "hrefLang") ?? attr(tag, "hreflang"), href: attr(tag, "href") }));
}

function metaContent(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, "property") === key || attr(tag, "name") === key)
    .map((tag) => attr(tag, "content") ?? "");
}

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD read back from the page
function jsonLds(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
}

describe("canonical, hreflang and Open Graph", () => {
  it("a product with ?kleur= names the product's own address, in NL and in BE", async () => {
    const product = t.services.catalog.snapshot.products[0];
    const path = `/${product?.url_path}`;
    const colour = product?.variants[1]?.code ?? product?.variants[0]?.code;
    for (const [store, base] of [
      ["NL", "http://localhost"],
      ["BE", "http://be.localhost"],
    ] as const) {
      const html = await page(`${path}?kleur=${colour}&utm_source=test`, store);
      expect(links(html, "canonical")).toEqual([{ href: `${base}${path}` }]);
      const alternates = links(html, "alternate");
      expect(alternates).toEqual([
        { hreflang: "nl-NL", href: `${store === "NL" ? base : nlBase}${path}` },
        { hreflang: "nl-BE", href: `${store === "BE" ? base : beBase}${path}` },
        { hreflang: "x-default", href: `${store === "NL" ? base : nlBase}${path}` },
      ]);
      expect(metaContent(html, "og:url")).toEqual([`${base}${path}`]);
      expect(metaContent(html, "og:type")).toEqual(["product"]);
      expect(metaContent(html, "og:locale")).toEqual([store === "NL" ? "nl_NL" : "nl_BE"]);
      expect(metaContent(html, "og:title")).toEqual([`${product?.name} op maat | Raamwerk`]);
      expect(metaContent(html, "og:image")).toEqual([
        `${base}/media/social/product/${product?.url_path}.png`,
      ]);
      expect(metaContent(html, "og:image:width")).toEqual(["1200"]);
      expect(metaContent(html, "og:image:height")).toEqual(["630"]);
      expect(metaContent(html, "twitter:card")).toEqual(["summary_large_image"]);
      expect(metaContent(html, "og:description")[0]).toBe(metaContent(html, "description")[0]);
    }
  });

  it("a filtered or sorted category and a trailing slash point to the unfiltered category", async () => {
    const category = t.services.catalog.snapshot.categories[0];
    const html = await page(`/${category?.slug}?type=rolgordijnen&sort=prijs-oplopend`);
    expect(links(html, "canonical")).toEqual([{ href: `http://localhost/${category?.slug}` }]);
    expect(metaContent(html, "og:type")).toEqual(["website"]);
    expect(metaContent(html, "og:image")).toEqual([
      `http://localhost/media/social/category/${category?.slug}.png`,
    ]);
    const crumbs = jsonLds(html).find((j) => j["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", category?.name]);
    const slashed = await t.app.inject({
      method: "GET",
      url: `/${category?.slug}/`,
      headers: { host: "localhost" },
    });
    if (slashed.statusCode === 200) {
      expect(links(slashed.body, "canonical")).toEqual([{ href: `http://localhost/${category?.slug}` }]);
    } else {
      expect(slashed.statusCode).toBeGreaterThanOrEqual(300);
    }
  });

  it("the home page has the shop as Organization and a WebSite with the search, in both stores", async () => {
    for (const [store, base] of [
      ["NL", "http://localhost"],
      ["BE", "http://be.localhost"],
    ] as const) {
      const html = await page("/", store);
      expect(links(html, "canonical")).toEqual([{ href: `${base}/` }]);
      expect(links(html, "alternate").map((l) => l.hreflang)).toEqual(["nl-NL", "nl-BE", "x-default"]);
      expect(metaContent(html, "og:image")).toEqual([`${base}/media/social/raamwerk.png`]);
      const data = jsonLds(html);
      const organization = data.find((j) => j["@type"] === "OnlineStore");
      expect(organization).toMatchObject({
        name: "Raamwerk",
        url: `${base}/`,
        logo: { url: `${base}/media/logo.png` },
        address: { "@type": "PostalAddress", addressCountry: "NL" },
        contactPoint: {
          "@type": "ContactPoint",
          telephone: store === "NL" ? "010 - 744 52 30" : "03 - 808 41 90",
        },
      });
      const site = data.find((j) => j["@type"] === "WebSite");
      expect(site.potentialAction.target.urlTemplate).toBe(`${base}/zoeken?q={search_term_string}`);
    }
  });

  it("pages only one store has name no alternates; the 404 names no canonical", async () => {
    const advice = await page("/advies-meet-afspraak-plannen");
    expect(links(advice, "canonical")).toEqual([{ href: "http://localhost/advies-meet-afspraak-plannen" }]);
    expect(links(advice, "alternate")).toEqual([]);
    const cart = await page("/checkout");
    expect(links(cart, "alternate")).toEqual([]);
    const missing = await t.app.inject({
      method: "GET",
      url: "/bestaat-niet",
      headers: { host: "localhost" },
    });
    expect(missing.statusCode).toBe(404);
    expect(links(missing.body, "canonical")).toEqual([]);
  });
});

describe("product structured data", () => {
  it("every product page's Offer, in both stores, has the price the page shows, with shipping and the no-returns policy", async () => {
    const products = t.services.catalog.snapshot.products;
    expect(products.length).toBeGreaterThan(20);
    for (const [store, base] of [
      ["NL", "http://localhost"],
      ["BE", "http://be.localhost"],
    ] as const)
      for (const product of products) {
        const html = await page(`/${product.url_path}`, store);
        const shown = /class="from-price__amount"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
        expect(shown, product.url_path).toMatch(/^€ [\d.]+,-$/);
        const shownEuros = Number(shown.replace(/\D/g, ""));
        const data = jsonLds(html);
        const item = data.find((j) => j["@type"] === "Product");
        expect(item.offers.price, product.url_path).toBe(`${shownEuros}.00`);
        expect(item.image[0]).toBe(`${base}/media/social/product/${product.url_path}.png`);
        expect(item.offers).toMatchObject({
          "@type": "Offer",
          priceCurrency: "EUR",
          url: `${base}/${product.url_path}`,
          itemCondition: "https://schema.org/NewCondition",
          availability: "https://schema.org/InStock",
          seller: { "@type": "Organization", name: "Raamwerk" },
          hasMerchantReturnPolicy: {
            returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
            applicableCountry: ["NL", "BE"],
          },
        });
        expect(
          item.offers.shippingDetails
            .map(
              (s: { shippingDestination: { addressCountry: string } }) =>
                s.shippingDestination.addressCountry,
            )
            .sort(),
        ).toEqual(["BE", "NL"]);
        if (product.total_reviews > 0) expect(item.aggregateRating.reviewCount).toBe(product.total_reviews);
        else expect(item.aggregateRating).toBeUndefined();
        const crumbs = data.find((j) => j["@type"] === "BreadcrumbList");
        expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
          `${base}/`,
          `${base}/${product.category_slug}`,
          `${base}/${product.url_path}`,
        ]);
      }
  });
});
