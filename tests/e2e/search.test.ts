// A visitor searches: suggestions while typing, chosen with the keyboard; the results page with a typo and with
// nothing found; on a phone behind the search button; and without JavaScript; axe-core on each state.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function events(page: Page): Promise<{ event?: string; search_term?: string }[]> {
  return page.evaluate(() => window.dataLayer as { event?: string; search_term?: string }[]);
}

/** Types into the header's field and waits for the suggestions of exactly that query. */
async function typeAndWait(page: Page, text: string) {
  const field = page.getByRole("combobox", { name: "Zoek in de winkel" });
  await field.fill(text);
  await page
    .getByRole("listbox", { name: "Zoeksuggesties" })
    .getByRole("option", { name: `Alle resultaten voor ‘${text}’` })
    .waitFor();
  return field;
}

describe("at 1280 px", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 1280);
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
  });

  it("suggests products and categories in groups while typing, chosen with the arrows and Enter", async () => {
    const field = await typeAndWait(page, "rolgor");
    expect(await field.getAttribute("aria-expanded")).toBe("true");
    const listbox = page.getByRole("listbox", { name: "Zoeksuggesties" });
    expect(
      await listbox.getByRole("group", { name: "Producten" }).getByRole("option").count(),
    ).toBeGreaterThan(1);
    expect(
      await listbox.getByRole("group", { name: "Categorieën" }).getByRole("option").allTextContents(),
    ).toContain("Rolgordijnen");
    await expectNoAxeViolations(page);

    await field.press("ArrowDown");
    await field.press("ArrowDown");
    const activeId = await field.getAttribute("aria-activedescendant");
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.getAttribute("aria-selected")).toBe("true");
    const name = (await active.locator(".site-search__option-text > span").first().textContent()) ?? "";
    // Escape closes the list and keeps the text; Down opens it again where it was.
    await field.press("Escape");
    expect(await field.getAttribute("aria-expanded")).toBe("false");
    expect(await field.inputValue()).toBe("rolgor");
    await field.press("ArrowDown");
    await field.press("ArrowDown");
    await field.press("ArrowDown");
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/");
    // The address changes as the navigation starts; the product's page follows.
    await page.getByRole("heading", { level: 1, name }).waitFor();
  });

  it("searches on Enter: a typo shows the results of the word meant, tracked as search and view_search_results", async () => {
    const field = await typeAndWait(page, "rolgordein");
    await field.press("Enter");
    await page.waitForURL(/\/zoeken\?q=rolgordein$/);
    await page.getByRole("heading", { name: "Geen resultaten voor ‘rolgordein’" }).waitFor();
    expect(await page.getByText("Bedoelde je").textContent()).toContain("rolgordijn");
    expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    const tracked = (await events(page)).filter(
      (e) => e.event === "search" || e.event === "view_search_results",
    );
    expect(tracked.map((e) => [e.event, e.search_term])).toEqual([
      ["search", "rolgordein"],
      ["view_search_results", "rolgordein"],
    ]);
    await expectNoAxeViolations(page);
  });

  it("says when nothing is found and offers popular categories", async () => {
    const response = await page.goto(`${baseUrl}/zoeken?q=xqzwv`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("public");
    await page.getByRole("heading", { name: "Geen resultaten voor ‘xqzwv’" }).waitFor();
    expect(
      await page.getByRole("navigation", { name: "Populaire categorieën" }).getByRole("link").count(),
    ).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it("answers a query it cannot take with a Dutch message", async () => {
    const response = await page.goto(`${baseUrl}/zoeken?q=${"a".repeat(101)}`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(400);
    expect(await page.getByRole("alert").textContent()).toBe("Een zoekterm is hoogstens 100 tekens lang.");
  });
});

describe("at 375 px", () => {
  it("opens the field with the search button and chooses a category with the keyboard", async () => {
    const page = await newPage(browser, 375);
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const field = page.getByRole("combobox", { name: "Zoek in de winkel" });
    expect(await field.isVisible()).toBe(false);
    await page.getByRole("link", { name: "Zoeken" }).click();
    expect(await field.isVisible()).toBe(true);
    await typeAndWait(page, "screen");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    const products = await page.getByRole("group", { name: "Producten" }).getByRole("option").count();
    for (let i = 0; i <= products; i++) await field.press("ArrowDown");
    await field.press("Enter");
    await page.waitForURL(`${baseUrl}/screens`);
    await page.context().close();
  });
});

describe("without JavaScript", () => {
  it("the header's field is a GET form to /zoeken", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("combobox", { name: "Zoek in de winkel" }).fill("plissé");
    await Promise.all([page.waitForURL(/\/zoeken\?q=pliss/), page.keyboard.press("Enter")]);
    await page.getByRole("heading", { name: "Zoekresultaten voor ‘plissé’" }).waitFor();
    expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
    await context.close();
  });
});
