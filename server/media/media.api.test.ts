// The drawn images: sizes, caching headers, 304s and 404s.
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

const product = catalogue.products[0];
const colour = product?.variantColours[0]?.toLowerCase();

describe("/media", () => {
  it("draws a product image in a colour, sized by ?w and ?h, with cache headers", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/media/product/${product?.urlPath}/0-${colour}.svg?w=720&h=620`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.headers["cache-control"]).toContain("max-age=86400");
    expect(res.body).toMatch(/^<svg[^>]* width="720" height="620"/);
    const again = await t.app.inject({
      method: "GET",
      url: `/media/product/${product?.urlPath}/0-${colour}.svg?w=720&h=620`,
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("draws every view a product has and nothing beyond the sixth", async () => {
    for (let view = 0; view < (product?.imageCount ?? 0); view++) {
      const res = await t.app.inject({
        method: "GET",
        url: `/media/product/${product?.urlPath}/${view}-${colour}.svg`,
      });
      expect(res.statusCode).toBe(200);
    }
    const beyond = await t.app.inject({
      method: "GET",
      url: `/media/product/${product?.urlPath}/7-${colour}.svg`,
    });
    expect(beyond.statusCode).toBe(404);
  });

  it("draws swatches, atmosphere pictures, category images and the logo", async () => {
    const withRoom = catalogue.products.find((p) => p.sfeer.length > 0);
    const urls = [
      `/media/swatch/${colour}.svg?w=150&h=150`,
      `/media/sfeer_fotos/${withRoom?.urlPath}-${withRoom?.sfeer[0]}.svg`,
      `/media/category/${catalogue.categories[0]?.slug}.svg`,
      "/media/logo.svg",
      "/media/banners/shutters-laten-inmeten.svg",
      "/media/banners/shutters-laten-inmeten-mobiel.svg",
      "/media/accessoire/afstandsbediening.svg",
      "/favicon.svg",
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.startsWith("<svg"), url).toBe(true);
    }
  });

  it("answers 404 for unknown products, colours, rooms and malformed names", async () => {
    for (const url of [
      `/media/product/bestaat-niet/0-${colour}.svg`,
      `/media/product/${product?.urlPath}/0-onbekend.svg`,
      `/media/product/${product?.urlPath}/0-${colour}.png`,
      `/media/sfeer_fotos/${product?.urlPath}-zolder.svg`,
      "/media/swatch/onbekend.svg",
      "/media/category/onbekend.svg",
      "/media/banners/onbekend.svg",
      "/media/accessoire/onbekend.svg",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("answers 400 with a Dutch message for an impossible size", async () => {
    const res = await t.app.inject({ method: "GET", url: `/media/swatch/${colour}.svg?w=99999` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.w).toBeTruthy();
  });
});
