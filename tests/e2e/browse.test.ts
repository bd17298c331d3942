// A visitor browses: home, a category, a product with its slider and lightbox, the colours page and its popup,
// a missing page, and the Belgian store, at 1280 px and 375 px, with axe-core on every page.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const discounted = catalogue.products.find(
  (p) => p.discountLabel && p.discountLabel.nl !== p.discountLabel.be && p.reviews.length > 0,
);
const productWithGallery =
  catalogue.products.find((p) => p.imageCount >= 4 && p.variantColours.length >= 3) ?? catalogue.products[0];
const category = catalogue.categories.find((c) => c.slug === discounted?.category);

async function open(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  return response;
}

/** Every <img> on the page has loaded a real picture. */
async function expectImagesLoaded(page: Page) {
  const broken = await page.$$eval("img", (imgs) =>
    imgs
      .filter((img) => img.loading !== "lazy" && img.complete && img.naturalWidth === 0)
      .map((img) => img.src),
  );
  expect(broken).toEqual([]);
}

function dataLayerEvents(page: Page): Promise<{ event?: string; ecommerce?: Record<string, unknown> }[]> {
  return page.evaluate(() => window.dataLayer as { event?: string; ecommerce?: Record<string, unknown> }[]);
}

describe("at 1280 px", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 1280);
  });

  it("shows the home page with the product families and featured products", async () => {
    const res = await open(page, "/");
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toContain("Raamwerk");
    expect(await page.locator(".family-tile").count()).toBeGreaterThanOrEqual(7);
    expect(await page.locator(".product-card").count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole("link", { name: "Advies- en meetafspraak plannen" }).count()).resolves.toBe(
      1,
    );
    await expectImagesLoaded(page);
    await expectNoAxeViolations(page);
    const layer = await dataLayerEvents(page);
    // After Consent Mode's commands (tests/e2e/consent.test.ts), the data layer says its currency.
    expect(layer).toContainEqual({ currency: "EUR" });
  });

  it("shows a category's cards with stars, at most 3 USPs, a whole-euro from-price and colour variants", async () => {
    await open(page, `/${category?.slug}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(category?.name);
    const card = page.locator(".product-card", {
      has: page.getByRole("link", { name: discounted?.name, exact: true }),
    });
    await expect(card.locator(".product-card__usps li").count()).resolves.toBeLessThanOrEqual(3);
    await expect(card.locator(".from-price__amount").textContent()).resolves.toMatch(
      /^€ \d{1,3}(\.\d{3})*,-$/,
    );
    await expect(card.locator(".label").first().textContent()).resolves.toBe(discounted?.discountLabel?.nl);
    await expect(card.getByRole("img", { name: /van 5 sterren uit \d+ reviews/ }).count()).resolves.toBe(1);
    const variantHref = await card.locator(".variant-swatch").first().getAttribute("href");
    expect(variantHref).toBe(`/${discounted?.urlPath}?kleur=${discounted?.variantColours[0]?.toLowerCase()}`);
    await expectImagesLoaded(page);
    await expectNoAxeViolations(page);

    const list = (await dataLayerEvents(page)).find((e) => e.event === "view_item_list");
    const items = list?.ecommerce?.items as { entity_id: number; product_name: string; cat_name: string }[];
    expect(list?.ecommerce?.currency).toBe("EUR");
    expect(items.map((i) => i.entity_id)).toContain(discounted?.id);
    expect(Object.keys(items[0] ?? {})).toEqual(
      expect.arrayContaining(["entity_id", "product_name", "price", "count", "cat_name", "delivery_time"]),
    );
  });

  it("opens a product from its card with the chosen colour and reports select_item and view_item", async () => {
    const card = page.locator(".product-card", {
      has: page.getByRole("link", { name: discounted?.name, exact: true }),
    });
    const colour = discounted?.variantColours[1]?.toLowerCase();
    await card.locator(".variant-swatch").nth(1).hover();
    await card.getByRole("link", { name: discounted?.name, exact: true }).click();
    await page.waitForURL(`**/${discounted?.urlPath}?kleur=${colour}`);
    await page.getByRole("heading", { level: 1, name: discounted?.name }).waitFor();
    const src = await page.locator(".slider__image").getAttribute("src");
    expect(src).toContain(`-${colour}.svg`);
    const events = (await dataLayerEvents(page)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(["select_item", "view_item"]));
  });

  it("shows a product page with slider, reviews and JSON-LD, and 'Stel samen' opens the configurator's place", async () => {
    await open(page, `/${productWithGallery?.urlPath}`);
    await expect(page.locator(".slider__thumb").count()).resolves.toBe(productWithGallery?.imageCount);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "Product", name: productWithGallery?.name });
    await expectImagesLoaded(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Stel samen" }).click();
    expect(new URL(page.url()).hash).toBe("#configureren");
    await expect(page.locator(".product-page__info").count()).resolves.toBe(0);
    await expect(page.locator("#configurator").isVisible()).resolves.toBe(true);
    await page.goBack();
    await expect(page.locator(".product-page__info").isVisible()).resolves.toBe(true);
  });

  it("opens the lightbox from the slider: arrows navigate, Escape closes and focus returns", async () => {
    await open(page, `/${productWithGallery?.urlPath}`);
    const opener = page.locator(".slider__zoom");
    await opener.click();
    const lightbox = page.locator("dialog.lightbox");
    await expect(lightbox.isVisible()).resolves.toBe(true);
    await expect(page.locator(".lightbox__counter").textContent()).resolves.toBe(
      `1 / ${productWithGallery?.imageCount}`,
    );
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(".lightbox__counter").textContent()).resolves.toBe(
      `2 / ${productWithGallery?.imageCount}`,
    );
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.locator(".lightbox__counter").textContent()).resolves.toBe(
      `${productWithGallery?.imageCount} / ${productWithGallery?.imageCount}`,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(lightbox.count()).resolves.toBe(0);
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("shows 'Invalid source' in the lightbox for an image that cannot be loaded", async () => {
    await open(page, `/${productWithGallery?.urlPath}`);
    await page.route("**/media/product/**/1-*.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.locator(".slider__zoom").click();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(".lightbox__error").textContent()).resolves.toBe("Invalid source");
    await page.keyboard.press("Escape");
    await page.unroute("**/media/product/**/1-*.svg");
  });

  it("lists a product's colours by tag group; a colour opens the colour popup, Escape closes it", async () => {
    await open(page, `/${productWithGallery?.urlPath}/kleuren`);
    const collections = catalogue.collections.filter((c) => productWithGallery?.collections.includes(c.slug));
    for (const group of new Set(collections.map((c) => c.tagGroup))) {
      await expect(page.getByRole("heading", { level: 2, name: group }).count()).resolves.toBe(1);
    }
    const colour = collections[0]?.colours[1];
    const tile = page.locator(".colour-tile", { hasText: colour?.code ?? "" });
    await tile.click();
    const dialog = page.getByRole("dialog", { name: colour?.name });
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(dialog.textContent()).resolves.toContain(collections[0]?.name);
    await expectImagesLoaded(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(tile.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("shows the Dutch 404 page with status 404 for an unknown path", async () => {
    const res = await open(page, "/dit-bestaat-echt-niet");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Deze pagina bestaat niet",
    );
    await expectNoAxeViolations(page);
  });

  it("opens the cart and swatch slide-overs from the header", async () => {
    await open(page, "/");
    await page.getByRole("button", { name: /Winkelwagen/ }).click();
    const cart = page.getByRole("dialog", { name: "Winkelwagen" });
    await expect(cart.getByText("Winkelwagen is leeg").isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await cart.getByRole("button", { name: "Winkel verder" }).click();
    await expect(cart.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: /Kleurstalen/ }).click();
    await expect(page.getByRole("dialog", { name: "Kleurstalen" }).isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
  });
});

describe("at 375 px", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 375);
  });

  for (const path of [
    "/",
    `/${category?.slug}`,
    `/${productWithGallery?.urlPath}`,
    `/${productWithGallery?.urlPath}/kleuren`,
    "/klantenservice/contact",
  ]) {
    it(`has no horizontal scrolling and no axe violations on ${path}`, async () => {
      const res = await open(page, path);
      expect(res?.status()).toBe(200);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);
    });
  }

  it("opens the category menu from the menu button", async () => {
    await open(page, "/");
    await expect(page.locator("#hoofdmenu").isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#hoofdmenu").isVisible()).resolves.toBe(true);
  });
});

describe("the Belgian store", () => {
  it("shows the _be discount label and no advice appointment", async () => {
    const page = await newPage(browser, 1280);
    await page.goto(`http://be.localhost:${port}/${category?.slug}`, { waitUntil: "networkidle" });
    const card = page.locator(".product-card", {
      has: page.getByRole("link", { name: discounted?.name, exact: true }),
    });
    await expect(card.locator(".label").first().textContent()).resolves.toBe(discounted?.discountLabel?.be);
    await expect(page.getByRole("link", { name: "Advies- en meetafspraak plannen" }).count()).resolves.toBe(
      0,
    );
    const advice = await page.goto(`http://be.localhost:${port}/advies-meet-afspraak-plannen`);
    expect(advice?.status()).toBe(404);
  });
});
