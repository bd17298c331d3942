// A shopper narrows a category: filters with counts and sorting, with JavaScript (the list updates at once, the
// address follows, the back button brings the list back, a chosen filter is taken away from its chip) and without
// (a GET form, 'Wis filters'); 'Past goed bij' on a product.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { productFacets } from "../../catalog/facets.ts";
import { applyPercent, roundUpToEuros } from "../../domain/money.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const family = "raamdecoratie";
const inFamily = catalogue.products.filter(
  (p) => catalogue.categories.find((c) => c.slug === p.category)?.family === family,
);
const blackout = inFamily.filter((p) => productFacets[p.urlPath]?.light.includes("verduisterend"));

const cardNames = (page: Page) => page.locator(".product-card__name").allTextContents();

/** The from-prices of the cards in the order shown, in whole euros. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".product-card .from-price__amount").allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, "")));
}

describe("with JavaScript at 1280 px", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 1280);
  });

  it("filters at once, counts per value, sorts, keeps it all in the address and restores it on back", async () => {
    await page.goto(`${baseUrl}/${family}`, { waitUntil: "networkidle" });
    const filters = page.getByRole("form", { name: "Filters" });
    await expect(filters.isVisible()).resolves.toBe(true);
    await expect(page.locator(".listing__count").textContent()).resolves.toBe(`${inFamily.length} producten`);

    const blackoutBox = filters.getByRole("checkbox", { name: /^Verduisterend/ });
    const blackoutCount = filters.locator(
      '.filters__value:has(input[name="licht"][value="verduisterend"]) .filters__count',
    );
    await expect(blackoutCount.textContent()).resolves.toContain(`(${blackout.length})`);
    await blackoutBox.check();
    // The box shows the choice at once; the address and the list follow when the new list has loaded.
    await expect(blackoutBox.isChecked()).resolves.toBe(true);
    await page.waitForURL(`**/${family}?licht=verduisterend`);
    await expect
      .poll(() => page.locator(".listing__count").textContent())
      .toBe(`${blackout.length} van ${inFamily.length} producten`);
    expect((await cardNames(page)).sort()).toEqual(blackout.map((p) => p.name).sort());
    // A kind without a blackout product cannot be chosen now.
    const kindsWithBlackout = new Set(blackout.map((p) => p.kind));
    const emptyKind = inFamily.find((p) => !kindsWithBlackout.has(p.kind));
    const emptyBox = filters.locator(`input[name="type"][value="${emptyKind?.kind}"]`);
    await expect(emptyBox.isDisabled()).resolves.toBe(true);
    await expect(page.locator(".filters__toggle").isVisible()).resolves.toBe(false);

    await page.getByLabel("Sorteren op").selectOption("prijs-oplopend");
    await page.waitForURL(`**/${family}?licht=verduisterend&sort=prijs-oplopend`);
    const ascending = blackout
      .map((p) => roundUpToEuros(p.fromPriceCents - applyPercent(p.fromPriceCents, p.discountPercent)))
      .sort((a, b) => a - b);
    await expect.poll(() => cardPrices(page)).toEqual(ascending);
    await expectNoAxeViolations(page);

    // Replaced, not pushed: back from a product returns to this list, and the next back leaves the category.
    await page.locator(".product-card__name a").first().click();
    await page.waitForURL((url) => !url.pathname.startsWith(`/${family}`));
    await page.goBack();
    await page.waitForURL(`**/${family}?licht=verduisterend&sort=prijs-oplopend`);
    await expect.poll(() => cardPrices(page)).toEqual(ascending);
    await expect(blackoutBox.isChecked()).resolves.toBe(true);

    await page.getByRole("link", { name: "Verduisterend weghalen" }).click();
    await page.waitForURL(`**/${family}?sort=prijs-oplopend`);
    await expect.poll(() => page.locator(".product-card").count()).toBe(inFamily.length);
    await expect(blackoutBox.isChecked()).resolves.toBe(false);
    await expect(filters.getByRole("link", { name: "Wis filters" }).count()).resolves.toBe(0);
  });

  it("ignores filter values and sort orders it does not know", async () => {
    const res = await page.goto(`${baseUrl}/${family}?licht=zonnig&kleur=%3Cb%3E&sort=duurste&foo=1`);
    expect(res?.status()).toBe(200);
    await expect(page.locator(".product-card").count()).resolves.toBe(inFamily.length);
    await expect(page.getByLabel("Sorteren op").inputValue()).resolves.toBe("populair");
  });

  it("shows 'Past goed bij' on a product page with products and accessories from the catalogue", async () => {
    const product = blackout[0];
    await page.goto(`${baseUrl}/${product?.urlPath}`, { waitUntil: "networkidle" });
    const related = page.getByRole("region", { name: "Past goed bij" });
    const first = catalogue.products.find(
      (p) => p.urlPath === productFacets[product?.urlPath ?? ""]?.goesWith[0],
    );
    await expect(related.getByRole("link", { name: first?.name }).count()).resolves.toBe(1);
    await expect(related.locator(".related__accessory").count()).resolves.toBeGreaterThan(0);
    await expectNoAxeViolations(page, ".related");
  });
});

describe("without JavaScript at 375 px", () => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      locale: "nl-NL",
      javaScriptEnabled: false,
    });
    page = await context.newPage();
  });

  it("filters in a collapsed panel through a GET form and sorts with the form's button", async () => {
    await page.goto(`${baseUrl}/${family}`);
    const toggle = page.locator(".filters__toggle");
    await expect(toggle.textContent()).resolves.toBe("Filters");
    const submit = page.getByRole("button", { name: "Toon resultaten" });
    await expect(submit.isVisible()).resolves.toBe(false);
    await toggle.click();
    await page.getByRole("checkbox", { name: /^Verduisterend/ }).check();
    await submit.click();
    await page.waitForURL(`**/${family}?licht=verduisterend&sort=populair`);
    await expect(page.locator(".product-card").count()).resolves.toBe(blackout.length);
    await expect(toggle.textContent()).resolves.toBe("Filters (1)");
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByLabel("Sorteren op").selectOption("prijs-aflopend");
    await page.getByRole("button", { name: "Sorteer" }).click();
    await page.waitForURL(`**/${family}?licht=verduisterend&sort=prijs-aflopend`);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(page.locator(".product-card").count()).resolves.toBe(blackout.length);

    await page
      .getByRole("list", { name: "Gekozen filters" })
      .getByRole("link", { name: "Wis filters" })
      .click();
    await page.waitForURL(`**/${family}?sort=prijs-aflopend`);
    await expect(page.locator(".product-card").count()).resolves.toBe(inFamily.length);
    await expect(toggle.textContent()).resolves.toBe("Filters");
  });

  it("is accessible at 375 px with the panel open", async () => {
    const withScripts = await newPage(browser, 375);
    await withScripts.goto(`${baseUrl}/${family}?licht=verduisterend`, { waitUntil: "networkidle" });
    await withScripts.locator(".filters__toggle").click();
    await expect(withScripts.getByRole("button", { name: "Toon resultaten" }).isVisible()).resolves.toBe(
      true,
    );
    expect(await hasHorizontalScroll(withScripts)).toBe(false);
    await expectNoAxeViolations(withScripts);
    await withScripts.context().close();
  });
});
