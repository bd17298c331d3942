// The raster previews: a real PNG of the promised size, long cache headers, 304s, and 404s for what does not exist.
import { writeFileSync } from "node:fs";
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const product = catalogue.products[0];
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
    if (process.env.SAVE_PNG) writeFileSync(`/tmp/${url.replace(/\W+/g, "_")}.png`, png);
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
