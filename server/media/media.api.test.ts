// The drawn images: sizes, caching headers, 304s and 404s; and their PNG copies for social sites.
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const category = catalogue.categories[0];

describe("/media/*.png", () => {
  it.each([
    ["the shop's preview", "/media/social/raamwerk.png", 1200, 630],
    ["a product's preview", `/media/social/product/${product?.urlPath}.png`, 1200, 630],
    ["a category's preview", `/media/social/category/${category?.slug}.png`, 1200, 630],
    ["the logo", "/media/logo.png", 512, 512],
  ])("renders %s (%s) as a PNG of %i x %i with long cache headers", async (_name, url, width, height) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toContain("max-age=604800");
    const png = res.rawPayload;
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width, height });
    const again = await t.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    "/media/social/product/bestaat-niet.png",
    `/media/social/product/${product?.urlPath}.svg`,
    "/media/social/category/bestaat-niet.png",
    "/media/social/onbekend.png",
  ])("answers 404 with a Dutch message for %s", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toBe("image/png");
  });
});
