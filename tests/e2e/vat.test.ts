// VAT per customer in the browser: a Belgian business enters its ondernemingsnummer, and the checkout's summary
// (details step, payment step) says the amounts are excl. VAT with the legal mention, at 375 and 1280 px; axe clean.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { INTRA_COMMUNITY_MENTION } from "../../domain/vat/rule.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { rollerBlind, rollerBlindDef } from "../helpers/checkout.ts";

const port = inject("port");
const beUrl = `http://be.localhost:${port}`;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Asks the shop's API from the page (Node cannot resolve be.localhost; Chromium can), with the page's cookie. */
function api(page: Page, path: string, data: unknown) {
  return page.evaluate(
    async ([url, body]) => {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    [`${beUrl}${path}`, data] as const,
  );
}

/** Puts a roller blind in the Belgian store's cart through the API, as the configurator's button would. */
async function addRollerBlind(page: Page) {
  const dims = dimensionOptions(rollerBlindDef);
  const { json: answer } = await api(page, "/api/configurator/update", {
    conf_id: rollerBlindDef.conf_id,
    prod_id: rollerBlindDef.prod_id,
    values: {},
    filter_values: {},
  });
  const values: Record<string, unknown> = {
    ...answer.conf_values,
    [dims.width?.id ?? 0]: 120,
    [dims.height?.id ?? 0]: 150,
  };
  for (const group of answer.conf_groups)
    for (const option of group.options)
      if (values[option.id] == null && option.required && option.values.length > 0)
        values[option.id] = option.values.find((v: { disabled?: string }) => !v.disabled)?.id;
  const added = await api(page, "/api/cart/add", {
    conf_id: rollerBlindDef.conf_id,
    entity_id: rollerBlind.id,
    values,
  });
  expect(added.status).toBe(200);
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) {
    const input = page.locator(`#factuur-${field}`);
    if (await input.evaluate((el) => el.tagName === "SELECT")) await input.selectOption(value);
    else await input.fill(value);
    await input.blur();
  }
}

describe.each([375, 1280])("a Belgian business with a valid VAT number at %i px", (width) => {
  it("reads that it pays no VAT, and why, on the details and payment steps", async () => {
    const page = await newPage(browser, width);
    await page.goto(`${beUrl}/`, { waitUntil: "domcontentloaded" });
    await addRollerBlind(page);
    await page.goto(`${beUrl}/checkout/gegevens`, { waitUntil: "networkidle" });
    const summary = page.locator(".checkout-page__side .cart-summary");
    await expect(summary.textContent()).resolves.toContain("Inclusief");
    await page.getByLabel("Zakelijk").check();
    await page.getByLabel("Bedrijfsnaam").fill("Lichtwerk BV");
    await page.getByLabel("Ondernemingsnummer").fill("0123.456.749");
    await page.getByLabel("Ondernemingsnummer").blur();
    // The number alone decides: the summary changes before the rest of the form is filled in.
    await summary.getByText(INTRA_COMMUNITY_MENTION).waitFor();
    await expect(summary.getByText("Totaal excl. btw").count()).resolves.toBe(1);
    await expect(summary.getByText("Alle bedragen zijn exclusief btw.").count()).resolves.toBe(1);
    await expect(summary.getByText(/Inclusief/).count()).resolves.toBe(0);
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await expectNoAxeViolations(page);
    if (width === 375) await summary.screenshot({ path: "/tmp/w1-vat-375.png" });

    await fill(page, {
      firstname: "Lotte",
      lastname: "Peeters",
      zipcode: "2000",
      housenumber: "12",
      street: "Meir",
      city: "Antwerpen",
      region: "Antwerpen",
      email: "lotte@example.be",
      telephone: "0470123456",
    });
    await page.getByRole("button", { name: "Kies je betaalwijze" }).click();
    await page.waitForURL(`${beUrl}/checkout/betalen`);
    await page.locator(".choice").first().waitFor();
    const paymentSummary = page.locator(".checkout-page__side .cart-summary");
    await expect(paymentSummary.getByText(INTRA_COMMUNITY_MENTION).count()).resolves.toBe(1);
    await expect(paymentSummary.getByText("Totaal excl. btw").count()).resolves.toBe(1);
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await expectNoAxeViolations(page);
    await page.close();
  });
});
