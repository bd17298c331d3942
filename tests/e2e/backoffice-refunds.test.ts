// Refunds and the dashboard in the browser, as a shop owner works: a large order placed after a paid advice
// appointment, the advice fee credited in one click, a partial refund with a reason, both confirmed by the
// sandbox's webhook on the order's page, then the order cancelled, which refunds the rest; then the dashboard
// with its chart and its table. axe-core finds nothing and a phone never scrolls sideways, at 1280 and 375 px.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

describe.each([1280, 375])("refunds and the dashboard at %i px", (width) => {
  it("credits the advice fee, refunds part of an order, and shows the dashboard", async () => {
    const email = `terugbetalen-${width}-${Date.now()}@example.nl`;
    const shopper = await newPage(browser, 1280);
    const advice = await shopper.request.post(`${baseUrl}/api/advice/submit-form`, {
      headers: { "X-Requested-With": "XMLHttpRequest" },
      data: {
        request: "advies-en-inmeten",
        product_interest: ["raamdecoratie"],
        product_amount: 4,
        firstname: "Joost",
        lastname: "Bakker",
        telephone: "0612345678",
        email,
        zipcode: "3511 AB",
        housenumber: "12",
        housenumber_affix: "",
        street: "Oudegracht",
        city: "Utrecht",
      },
    });
    expect(advice.status()).toBe(200);
    const order = await placePaidOrder(shopper, baseUrl, { email, count: 25 });
    expect(order.total).toBeGreaterThan(150_000);
    await shopper.context().close();

    const page = await newPage(browser, width);
    await loginAsStaff(page, socket, "medewerker");
    await page.goto(`${baseUrl}/beheer/bestellingen/${order.number}`);
    await expect.poll(() => page.getByRole("heading", { name: "Terugbetalingen" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole("button", { name: "Adviesbedrag verrekenen" }).click();
    const rows = page
      .getByRole("table", { name: `Terugbetalingen van bestelling ${order.number}` })
      .locator("tbody tr");
    await expect.poll(() => rows.first().textContent()).toContain("Adviesbedrag verrekend");
    await expect.poll(() => page.getByRole("button", { name: "Adviesbedrag verrekenen" }).count()).toBe(0);

    // Too much first: the Dutch message at the field, nothing asked.
    await page.getByLabel("Bedrag (€)").fill("999999");
    await page.getByLabel("Reden").fill("Kras op de onderlat");
    await page.getByRole("button", { name: "Terugbetalen" }).click();
    await expect
      .poll(() => page.getByText(/^Je kunt nog hoogstens € [\d.]+,\d\d terugbetalen\.$/).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);

    await page.getByLabel("Bedrag (€)").fill("25,50");
    await page.getByRole("button", { name: "Terugbetalen" }).click();
    await expect
      .poll(() => page.getByText("Terugbetaling van € 25,50 aangevraagd.", { exact: false }).isVisible())
      .toBe(true);
    await expect.poll(() => rows.count()).toBe(2);
    // The sandbox's REFUND webhook confirms both; the panel reloads by itself while one waits.
    await expect.poll(() => rows.filter({ hasText: "Terugbetaald" }).count(), { timeout: 20_000 }).toBe(2);
    const totals = page.locator(".beheer-refunds-totals");
    await expect.poll(() => totals.textContent()).toContain("Terugbetaald€ 74,50");
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The customer cancels after all: the rest is refunded in the same click, and confirmed.
    await page.getByRole("button", { name: "Bestelling annuleren" }).click();
    const question = page.getByRole("alertdialog");
    await expect.poll(() => question.textContent()).toMatch(/De klant krijgt € [\d.]+,\d\d terug/);
    await expectNoAxeViolations(page);
    await question.getByRole("button", { name: "Ja, annuleren" }).click();
    await expect
      .poll(
        () => page.getByText("Deze bestelling is geannuleerd; de terugbetaling staat hieronder.").isVisible(),
        // The provider is asked for the refund before the order moves: more than a click's second.
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect.poll(() => rows.filter({ hasText: "Terugbetaald" }).count(), { timeout: 20_000 }).toBe(3);
    await expect.poll(() => rows.last().textContent()).toContain("Bestelling geannuleerd");

    await page.goto(`${baseUrl}/beheer`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Overzicht", level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator(".beheer-chart .recharts-surface").count()).toBe(1);
    await page.getByText("Als tabel").click();
    const today = page
      .getByRole("table", { name: "Omzet per dag, laatste 30 dagen" })
      .locator("tbody tr")
      .last();
    await expect.poll(() => today.isVisible()).toBe(true);
    expect(await today.locator("td").first().textContent()).not.toBe("0");
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.context().close();
  });
});
