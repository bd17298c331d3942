// The accountant's export in the browser, as an owner works: a paid order, then /beheer/facturen/boekhouding for
// today: the VAT-return summary with rubriek 1a, a quick choice, and the CSV downloaded with the order's row.
// axe-core finds nothing and a phone never scrolls sideways, at 1280 and 375 px.
import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { formatPrice } from "../../domain/money.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { placePaidOrder } from "../helpers/paid-order-browser.ts";
import { loginAsStaff } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;
let order: { number: string; total: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const shopper = await newPage(browser, 1280);
  order = await placePaidOrder(shopper, baseUrl, { email: `boekhouding-${Date.now()}@example.nl` });
  await shopper.context().close();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([1280, 375])("the accountant's export at %i px", (width) => {
  it("shows today's VAT-return summary and downloads the CSV with the paid order", async () => {
    const today = shopToday();
    const page = await newPage(browser, width);
    await loginAsStaff(page, socket, "eigenaar");
    await page.goto(`${baseUrl}/beheer/facturen/boekhouding?from=${today}&to=${today}`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Boekhouding exporteren" }).isVisible())
      .toBe(true);
    const boxes = page.getByRole("table", { name: "Rubrieken van de Nederlandse btw-aangifte" });
    const box1a = boxes.getByRole("row", { name: /^1a Leveringen\/diensten belast met hoog tarief/ });
    await expect.poll(() => box1a.count()).toBe(1);
    // Today's Dutch turnover holds at least this order (other tests pay orders on the same shop too).
    const vat1a = Number(((await box1a.locator("td").last().textContent()) ?? "").replace(/[^\d]/g, ""));
    expect(vat1a).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`boekhouding-${today}-${today}.csv`);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    const row = csv.split("\r\n").find((line) => line.includes(order.number));
    expect(row).toBeDefined();
    expect(row).toContain(`;${formatPrice(order.total).replace("€ ", "").replace(/\./g, "")};`);
    expect(row).toContain(";Factuur;");

    if (width === 375) {
      await page.getByRole("link", { name: "Dit jaar" }).click();
      await page.waitForURL(new RegExp(`from=${today.slice(0, 4)}-01-01&to=${today.slice(0, 4)}-12-31`));
      await expect.poll(() => page.getByRole("heading", { name: /^Overzicht 1 jan/ }).isVisible()).toBe(true);
      expect(await hasHorizontalScroll(page)).toBe(false);
    }
    await page.context().close();
  });
});
