// The owner's shop settings in the browser: a price changed in a product's price grid shows on the storefront's
// product page at once (and is put back after, since the shop is shared by every browser test file); a voucher
// made in the back office; the shop-settings pages accessible and without sideways scrolling at 1280 and 375 px.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { formatPriceRounded } from "../../domain/money.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { loginAsStaff } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;

// A product no other browser test opens, without a discount, so its page shows the table's cheapest cell.
const product = catalogue.products.find((p) => p.urlPath === "inzethor");
if (product?.discountPercent !== 0) throw new Error("the test's product changed: pick another");

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

/** The storefront's 'vanaf' price on the product page. */
async function shownPrice(page: Page): Promise<string | null> {
  await page.goto(`${baseUrl}/${product?.urlPath}`);
  return page.locator(".from-price__amount").first().textContent();
}

/** Types `euros` into the price grid's cheapest cell (first height, first width) and saves the table. */
async function setFirstCell(page: Page, euros: string) {
  await page.goto(`${baseUrl}/beheer/prijzen/${product?.urlPath}`);
  const grid = page.getByRole("form", { name: /^Raster/ }).first();
  const cell = grid.locator("input:not([type=hidden])").first();
  await cell.fill(euros);
  await grid.getByRole("button", { name: "Tabel opslaan" }).click();
  await expect.poll(() => page.getByRole("status").first().textContent()).toMatch(/opgeslagen/);
}

describe.each([1280, 375])("shop settings at %i px", (width) => {
  it("changes a price in the grid and the product page shows it; the pages are accessible", async () => {
    const page = await newPage(browser, width);
    await loginAsStaff(page, socket, "eigenaar");
    const original = product?.fromPriceCents ?? 0;
    expect(await shownPrice(page)).toBe(formatPriceRounded(original));

    await page.goto(`${baseUrl}/beheer/prijzen`);
    await page.getByRole("link", { name: product?.name ?? "" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe(product?.name);
    await expectCleanPage(page);

    // An uploaded CSV with a bad cell is refused with a Dutch report per cell, and nothing changes.
    const href =
      (await page
        .getByRole("link", { name: /^Download CSV/ })
        .first()
        .getAttribute("href")) ?? "";
    const downloaded = decodeURIComponent(href.slice(href.indexOf(",") + 1)).split("\r\n");
    const row = (downloaded[2] ?? "").split(";");
    row[2] = "abc";
    downloaded[2] = row.join(";");
    const upload = page.getByRole("form", { name: /^CSV uploaden/ }).first();
    await upload.locator('input[type="file"]').setInputFiles({
      name: "prijzen.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(downloaded.join("\r\n")),
    });
    await upload.getByRole("button", { name: "Uploaden" }).click();
    const report = page.getByRole("alert").first();
    await expect.poll(() => report.textContent()).toMatch(/Er is niets veranderd/);
    expect(await report.textContent()).toMatch(/Rij 3, kolom \d+: "abc" is geen bedrag/);
    await expectCleanPage(page);
    expect(await shownPrice(page)).toBe(formatPriceRounded(original));

    try {
      await setFirstCell(page, "12,00");
      expect(await shownPrice(page)).toBe(formatPriceRounded(1200));
    } finally {
      await setFirstCell(page, (original / 100).toFixed(2).replace(".", ","));
    }
    expect(await shownPrice(page)).toBe(formatPriceRounded(original));

    for (const path of ["/beheer/instellingen", "/beheer/kortingscodes"]) {
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => page.locator("h1").textContent()).toBeTruthy();
      await expectCleanPage(page);
    }
    await page.context().close();
  });
});

describe("vouchers", () => {
  it("an owner makes a voucher; a wrong percentage is refused in Dutch first", async () => {
    const page = await newPage(browser, 375);
    await loginAsStaff(page, socket, "eigenaar");
    await page.goto(`${baseUrl}/beheer/kortingscodes`);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const form = page.getByRole("form", { name: "Nieuwe kortingscode" });
    await form.getByLabel("Code", { exact: true }).fill(code);
    await form.getByLabel("Omschrijving (ziet de klant)").fill("Browsertest 15%");
    await form.getByLabel("Percentage").fill("150");
    await form.getByRole("button", { name: "Kortingscode maken" }).click();
    await expect.poll(() => form.getByText("Een percentage ligt tussen 1 en 100.").isVisible()).toBe(true);
    await expectCleanPage(page);

    await form.getByLabel("Percentage").fill("15");
    await form.getByRole("button", { name: "Kortingscode maken" }).click();
    const row = page.getByRole("row").filter({ hasText: code });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toMatch(/15%.*Altijd.*0 \(onbeperkt\).*Actief/);
    await expectCleanPage(page);
    await page.context().close();
  });
});
