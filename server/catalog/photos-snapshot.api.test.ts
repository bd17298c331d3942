// A product's photos in the catalogue: named in products.photos, shown before its drawings on the product page, the
// card and the structured data; a photo the media area does not have is left out; a product without keeps its drawings.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollerBlind } from "../../tests/helpers/checkout.ts";
import { staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { products } from "./catalog.schema.ts";
import { bumpCatalogVersion } from "./catalog-version.ts";

let t: TestApp;
let photoId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await staffClient(t, "eigenaar");
  const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#a0522d" } })
    .jpeg()
    .toBuffer();
  photoId = (await t.services.photos.upload(photo, owner.member.id)).id;
  // What the catalogue editor will save: the list in order, each with its alt text; one id no photo has.
  await t.services.database.db
    .update(products)
    .set({
      photos: [
        { id: photoId, alt: "Rolgordijn in een lichte woonkamer" },
        { id: "f".repeat(32), alt: "Verdwenen foto" },
      ],
    })
    .where(eq(products.urlPath, rollerBlind.urlPath));
  await bumpCatalogVersion(t.services.database.db);
  await t.services.catalog.refresh();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("a product with photos", () => {
  it("lists its stored photos with their size, and keeps its drawings after them", () => {
    const product = t.services.catalog.product(rollerBlind.urlPath);
    expect(product?.photos).toEqual([
      { id: photoId, alt: "Rolgordijn in een lichte woonkamer", width: 1400, height: 900 },
    ]);
    expect(product?.images.length).toBeGreaterThan(0);
    expect(product?.thumbnail).toBe(`/media/foto/${photoId}-640.jpg`);
  });

  it("shows the photo first on its page, as a picture with AVIF and WebP sources, and in the structured data", async () => {
    const res = await t.app.inject({ method: "GET", url: `/${rollerBlind.urlPath}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const slider = html.slice(html.indexOf('class="slider"'));
    const firstImage = slider.slice(0, slider.indexOf("</picture>") + 10);
    expect(firstImage).toContain(`type="image/avif" srcSet="/media/foto/${photoId}-320.avif 320w`);
    expect(firstImage).toContain(`/media/foto/${photoId}-1400.webp 1400w`);
    expect(firstImage).toContain('alt="Rolgordijn in een lichte woonkamer"');
    expect(firstImage).toContain('width="720" height="620"');
    expect(html.indexOf(`/media/foto/${photoId}`)).toBeLessThan(html.indexOf("/media/product/"));
    expect(html).not.toContain("f".repeat(32));
    expect(html).toMatch(new RegExp(`"image":\\["[^"]+\\.png","http[^"]+/media/foto/${photoId}-1400\\.jpg"`));
  });

  it("opens on the first drawing when the visitor chose another colour", async () => {
    const product = t.services.catalog.product(rollerBlind.urlPath);
    const other = product?.variants[1]?.code as string;
    const res = await t.app.inject({ method: "GET", url: `/${rollerBlind.urlPath}?kleur=${other}` });
    const main = res.body.slice(res.body.indexOf('class="slider__main"'));
    const firstImage = main.slice(0, main.indexOf("/>"));
    expect(firstImage).toContain(`/media/product/`);
    expect(firstImage).toContain(`-${other}.svg`);
  });

  it("shows the photo on the product's card", async () => {
    const category = t.services.catalog.product(rollerBlind.urlPath)?.category_slug as string;
    const res = await t.app.inject({ method: "GET", url: `/${category}` });
    expect(res.body).toContain(`<source type="image/avif" srcSet="/media/foto/${photoId}-640.avif"/>`);
  });
});

describe("a product without photos", () => {
  it("keeps its drawings first", () => {
    const other = t.services.catalog.snapshot.products.find((p) => p.url_path !== rollerBlind.urlPath);
    expect(other?.photos).toEqual([]);
    expect(other?.thumbnail).toMatch(/^\/media\/product\/.+\.svg$/);
  });
});

describe("a category's tile and a colour's swatch", () => {
  it("show the owner's photo instead of the drawing, published through the catalogue editor", async () => {
    const owner = await staffClient(t, "eigenaar");
    const snapshot = t.services.catalog.snapshot;
    const category = snapshot.categories[0];
    const colour = snapshot.collections[0]?.colours[0];
    if (!category || !colour) throw new Error("the seed has categories and colours");
    expect(category.image).toMatch(/\.svg$/);
    for (const [kind, key] of [
      ["categories", String(category.id)],
      ["colours", colour.code],
    ] as const) {
      const { item, revision } = (await owner.get(`/api/beheer/catalog/items/${kind}/${key}`)).json();
      const saved = await owner.put(`/api/beheer/catalog/items/${kind}/${key}`, {
        item: { ...item, photo: { id: photoId, alt: "Foto van de winkel" } },
        revision,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await owner.post("/api/beheer/catalog/publish")).statusCode).toBe(200);
    const after = t.services.catalog.snapshot;
    expect(after.categoryBySlug.get(category.slug)?.image).toBe(`/media/foto/${photoId}-640.jpg`);
    expect(after.colourByCode.get(colour.code.toLowerCase())?.thumbnail).toBe(
      `/media/foto/${photoId}-320.jpg`,
    );
  });
});
