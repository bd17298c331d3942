// The catalogue editor in the browser: the owner renames a product, sees it among the draft's changes, 'Controleren'
// finds nothing, 'Voorbeeld' shows the new name with the preview banner to that browser only, and after 'Publiceren'
// every visitor sees it (the name is put back after, since the shop is shared by every browser test file).
// 'Kopie maken' makes a new product; a medewerker sees the pages without save buttons; axe finds nothing.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { withCatalogueDraft } from "../helpers/catalogue-lock.ts";
import { loginAsStaff } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;

// A product no other browser test opens.
const product = catalogue.products.find((p) => p.urlPath === "inbetween-gordijn");
if (!product) throw new Error("the test's product changed: pick another");
const renamed = `${product.name} Voorjaar`;

const BANNER = "Voorbeeld van het concept van de catalogus — bezoekers zien dit niet.";
const SAVED = "Opgeslagen in het concept. Publiceer op /beheer/catalogus om het live te zetten.";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectCleanPage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await hasHorizontalScroll(page), page.url()).toBe(false);
}

/** Opens the product's form from the list, through the search box. */
async function openProduct(page: Page, name: string) {
  await page.goto(`${baseUrl}/beheer/catalogus/producten`);
  await page.getByLabel("Zoeken op naam of categorie").fill(name);
  await page.getByRole("link", { name, exact: true }).click();
  await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toBe(name);
}

async function rename(page: Page, from: string, to: string) {
  await openProduct(page, from);
  await page.getByLabel("Naam", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Opslaan in het concept" }).click();
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: "Opgeslagen" }).textContent(), { timeout: 10_000 })
    .toBe(SAVED);
}

async function publish(page: Page) {
  await page.goto(`${baseUrl}/beheer/catalogus`);
  await page.getByRole("button", { name: "Publiceren" }).click();
  // Publishing writes the whole catalogue into its tables: seconds, not milliseconds.
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: "gepubliceerd" }).count(), { timeout: 30_000 })
    .toBe(1);
}

/** The storefront product page's heading and whether the preview banner is on it. */
async function storefront(page: Page): Promise<{ name: string | null; banner: boolean }> {
  await page.goto(`${baseUrl}/${product?.urlPath}`);
  return {
    name: await page.locator("h1").first().textContent(),
    banner: (await page.getByText(BANNER).count()) > 0,
  };
}

describe("catalogue editor", () => {
  it(
    "renames a product in the draft, previews it to staff only and publishes it",
    () =>
      withCatalogueDraft(baseUrl, async () => {
        const page = await newPage(browser, 1280);
        page.on("dialog", (dialog) => void dialog.accept());
        const visitor = await newPage(browser, 1280);
        await loginAsStaff(page, socket, "eigenaar");

        await page.goto(`${baseUrl}/beheer/catalogus`);
        await expectCleanPage(page);
        await rename(page, product.name, renamed);
        await expectCleanPage(page);
        await page.goto(`${baseUrl}/beheer/catalogus/producten`);
        expect(await page.getByRole("row").filter({ hasText: renamed }).textContent()).toContain("Gewijzigd");

        await page.goto(`${baseUrl}/beheer/catalogus`);
        await expect
          .poll(() => page.locator(".catalog-changes").textContent())
          .toContain(`'${renamed}' gewijzigd`);
        await page.getByRole("button", { name: "Controleren" }).click();
        await expect
          .poll(() => page.getByRole("status").filter({ hasText: "Alles is in orde" }).count(), {
            timeout: 10_000,
          })
          .toBe(1);
        await expectCleanPage(page);

        // 'Voorbeeld' opens the shop in a new tab; the preview belongs to this browser, not to a visitor's.
        const opened = page.context().waitForEvent("page");
        await page.getByRole("button", { name: "Voorbeeld", exact: true }).click();
        await (await opened).close();
        const preview = await page.context().newPage();
        expect(await storefront(preview)).toEqual({ name: renamed, banner: true });
        expect(await storefront(visitor)).toEqual({ name: product.name, banner: false });
        // The banner's link stops it.
        await preview.getByRole("link", { name: "Voorbeeld stoppen" }).click();
        await preview.waitForURL(/\/beheer\/catalogus$/);
        expect(await storefront(preview)).toEqual({ name: product.name, banner: false });

        await publish(page);
        await expect.poll(async () => (await storefront(visitor)).name, { timeout: 15_000 }).toBe(renamed);
        await expect
          .poll(() => page.locator(".catalog-version").first().textContent(), { timeout: 10_000 })
          .toContain(renamed);

        // Put the shop back as the other browser tests know it.
        await rename(page, renamed, product.name);
        await publish(page);
        await expect
          .poll(async () => (await storefront(visitor)).name, { timeout: 15_000 })
          .toBe(product.name);
      }),
    300_000,
  );

  it(
    "'Kopie maken' makes a new product; a later save over another is refused; a bad import changes nothing",
    () =>
      withCatalogueDraft(baseUrl, async () => {
        const page = await newPage(browser, 1280);
        page.on("dialog", (dialog) => void dialog.accept());
        await loginAsStaff(page, socket, "eigenaar");
        await page.goto(`${baseUrl}/beheer/catalogus/producten`);
        await page.getByLabel("Zoeken op naam of categorie").fill(product.name);
        await page.getByRole("button", { name: `Kopie maken van ${product.name}` }).click();
        await page.waitForURL(/\/beheer\/catalogus\/producten\/\d+$/);
        expect(page.url()).not.toMatch(new RegExp(`/${product.id}$`));
        await expect
          .poll(() => page.locator("h1").textContent(), { timeout: 10_000 })
          .toBe(`${product.name} (kopie)`);
        expect(await page.getByLabel("Te koop (aan)").isChecked()).toBe(false);

        // Two tabs on one product: the later save is refused with who saved first, and its input stays.
        const other = await page.context().newPage();
        await openProduct(other, product.name);
        await openProduct(page, product.name);
        await page.getByLabel("Korte beschrijving").fill("Eerst opgeslagen.");
        await page.getByRole("button", { name: "Opslaan in het concept" }).click();
        await expect
          .poll(() => page.getByRole("status").filter({ hasText: "Opgeslagen" }).count(), { timeout: 10_000 })
          .toBe(1);
        await other.getByLabel("Korte beschrijving").fill("Daarna getypt.");
        await other.getByRole("button", { name: "Opslaan in het concept" }).click();
        await expect
          .poll(() => other.getByRole("alert").first().textContent(), { timeout: 10_000 })
          .toMatch(/heeft .+ gewijzigd\. Je wijzigingen staan nog in het formulier/);
        expect(await other.getByLabel("Korte beschrijving").inputValue()).toBe("Daarna getypt.");
        await other.close();

        // An import with a bad row lists it in Dutch and changes nothing.
        await page.goto(`${baseUrl}/beheer/catalogus`);
        const bad = {
          format: "raamwerk-catalogus",
          formatVersion: 1,
          categories: [],
          collections: [],
          colours: [],
          products: [{ id: 1, name: "Kapot product" }],
          optionSets: [],
          accessories: [],
        };
        const form = page.getByRole("form", { name: "Catalogus importeren" });
        await form.getByLabel("JSON-bestand").setInputFiles({
          name: "catalogus.json",
          mimeType: "application/json",
          buffer: Buffer.from(JSON.stringify(bad)),
        });
        await form.getByRole("button", { name: "Importeren in het concept" }).click();
        const report = form.getByRole("alert");
        await expect.poll(() => report.textContent(), { timeout: 10_000 }).toMatch(/Er is niets ingelezen/);
        expect(await report.textContent()).toMatch(/products 1 \(Kapot product\): sku/);
        await expectCleanPage(page);

        await page.getByRole("button", { name: "Concept verwerpen" }).click();
        await expect
          .poll(() => page.getByText("Er is geen concept: je ziet de gepubliceerde catalogus.").count(), {
            timeout: 10_000,
          })
          .toBe(1);
      }),
    300_000,
  );

  it(
    "shows a medewerker the pages without save buttons, also on a phone",
    () =>
      withCatalogueDraft(baseUrl, async () => {
        const page = await newPage(browser, 375);
        await loginAsStaff(page, socket, "medewerker");
        await page.goto(`${baseUrl}/beheer/catalogus`);
        expect(await page.getByRole("button", { name: "Publiceren" }).count()).toBe(0);
        expect(await page.getByRole("button", { name: "Importeren in het concept" }).count()).toBe(0);
        await expectCleanPage(page);
        await page.goto(`${baseUrl}/beheer/catalogus/producten`);
        expect(await page.getByRole("link", { name: "Nieuw product" }).count()).toBe(0);
        await expectCleanPage(page);
        await openProduct(page, product.name);
        expect(await page.getByRole("button", { name: "Opslaan in het concept" }).count()).toBe(0);
        expect(await page.getByLabel("Naam", { exact: true }).isDisabled()).toBe(true);
        await expectCleanPage(page);
      }),
    300_000,
  );
});
