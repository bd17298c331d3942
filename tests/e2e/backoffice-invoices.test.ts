// The owners' invoice list in the browser: a paid order's invoice found at /beheer/facturen through the menu,
// filtered by store and customer kind in the form, a bad date answered in Dutch at its field with the other filters
// kept, and its PDF downloaded; a medewerker has no menu entry and gets 'Geen toegang'. axe-core finds nothing and
// a phone never scrolls sideways, at 1280 and 375 px.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { placePaidOrder } from "../helpers/paid-order-browser.ts";
import { loginAsStaff } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await hasHorizontalScroll(page), page.url()).toBe(false);
}

describe.each([1280, 375])("the invoice list at %i px", (width) => {
  it("lists a paid order's invoice, filters it in and out, explains a bad date, and serves its PDF", async () => {
    const page = await newPage(browser, width);
    const { number } = await placePaidOrder(page, baseUrl, {
      email: `factuur-${width}-${Date.now()}@example.nl`,
    });
    await loginAsStaff(page, socket, "eigenaar");

    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Facturen" }).click();
    await page.waitForURL(/\/beheer\/facturen$/);
    await expect.poll(() => page.getByRole("heading", { name: "Facturen", level: 1 }).isVisible()).toBe(true);
    // Other files place orders meanwhile: the test looks for its own order's row only.
    const row = page.locator(".beheer-invoices tbody tr", { hasText: number });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Bakker");
    expect(await row.getByRole("link", { name: number }).first().getAttribute("href")).toBe(
      `/beheer/bestellingen/${number}`,
    );
    const pdf = row.getByRole("link", { name: /^PDF van \d{4}-\d{6,}$/ });
    const pdfHref = (await pdf.getAttribute("href")) ?? "";
    expect(pdfHref).toMatch(/^\/api\/beheer\/invoices\/\d{4}-\d{6,}\/pdf$/);
    expect(await row.getByRole("link", { name: /^XML van / }).getAttribute("href")).toBe(
      pdfHref.replace(/pdf$/, "xml"),
    );
    expect(await page.getByRole("link", { name: "Verzonden e-facturen" }).getAttribute("href")).toBe(
      "/beheer/facturen/peppol",
    );
    await checkPage(page);

    const download = await page.request.get(`${baseUrl}${pdfHref}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");

    await page.getByLabel("Winkel").selectOption("BE");
    await page.getByRole("button", { name: "Filteren" }).click();
    await page.waitForURL(/winkel=BE/);
    await expect.poll(() => row.count()).toBe(0);

    const today = shopToday();
    await page.getByLabel("Winkel").selectOption("");
    await page.getByLabel("Klant").selectOption("consumer");
    await page.getByLabel("Van").fill(today);
    await page.getByRole("button", { name: "Filteren" }).click();
    await page.waitForURL(/klant=consumer/);
    await expect.poll(() => row.count()).toBe(1);
    expect(await page.getByRole("link", { name: "Boekhouding exporteren" }).getAttribute("href")).toBe(
      `/beheer/facturen/boekhouding?van=${today}`,
    );

    // A date the form cannot send, typed into the address: its message at the field, the other filters kept.
    await page.goto(`${baseUrl}/beheer/facturen?van=31-02-2026&tot=2000-01-01&klant=consumer`);
    await expect.poll(() => page.getByText("Vul een geldige begindatum in.").isVisible()).toBe(true);
    expect(await page.getByLabel("Van").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Tot en met").inputValue()).toBe("2000-01-01");
    expect(await page.getByLabel("Klant").inputValue()).toBe("consumer");
    expect(await page.getByText("Geen facturen of creditnota's met deze filters.").isVisible()).toBe(true);
    await checkPage(page);
    await page.context().close();
  });
});

it("keeps the invoices from a medewerker: no menu entry, 'Geen toegang' on the page", async () => {
  const page = await newPage(browser, 375);
  await loginAsStaff(page, socket, "medewerker");
  expect(
    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Facturen" }).count(),
  ).toBe(0);
  const response = await page.goto(`${baseUrl}/beheer/facturen`);
  expect(response?.status()).toBe(403);
  await expect.poll(() => page.getByRole("heading", { name: "Geen toegang" }).isVisible()).toBe(true);
  await page.context().close();
});
