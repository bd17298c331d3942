// The Peppol outbox in the browser, as an owner reads it: a Belgian business pays an order in the Belgian store
// (the checkout's own calls from the page, then the sandbox's 'Betaling geslaagd'), its invoice goes out through
// the local access point, and /beheer/facturen/peppol lists it as sent; axe-core finds nothing and a phone never
// scrolls sideways, at 1280 and 375 px.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { beAddress, rollerBlind, rollerBlindDef } from "../helpers/checkout.ts";
import { loginAsStaff } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
const beUrl = `http://be.localhost:${inject("port")}`;
let browser: Browser;
let orderNumber: string;

/** Calls the Belgian store's API from the page (Node cannot resolve be.localhost; Chromium can), with its cookie. */
async function api(page: Page, method: "GET" | "POST", path: string, data?: unknown, csrf = "") {
  const answer = await page.evaluate(
    async ([url, verb, body, token]) => {
      const res = await fetch(url, {
        method: verb,
        headers: { "content-type": "application/json", "x-csrf-token": token },
        ...(verb === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
      });
      return { status: res.status, json: await res.json() };
    },
    [`${beUrl}${path}`, method, data, csrf] as const,
  );
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await newPage(browser);
  await page.goto(`${beUrl}/`, { waitUntil: "domcontentloaded" });
  const dims = dimensionOptions(rollerBlindDef);
  const conf = {
    conf_id: rollerBlindDef.conf_id,
    prod_id: rollerBlindDef.prod_id,
    values: {},
    filter_values: {},
  };
  const answer = await api(page, "POST", "/api/configurator/update", conf);
  const values: Record<string, unknown> = {
    ...answer.conf_values,
    [dims.width?.id ?? 0]: 120,
    [dims.height?.id ?? 0]: 150,
  };
  for (const group of answer.conf_groups)
    for (const option of group.options)
      if (values[option.id] == null && option.required && option.values.length > 0)
        values[option.id] = option.values.find((v: { disabled?: string }) => !v.disabled)?.id;
  await api(page, "POST", "/api/cart/add", {
    conf_id: rollerBlindDef.conf_id,
    entity_id: rollerBlind.id,
    values,
  });
  await api(page, "POST", "/api/checkout/gegevens", {
    default: { type: "business", companyname: "Interieur Claes BV", kvk: "0417.497.106" },
    factuur: beAddress,
  });
  const data = await api(page, "GET", "/api/checkout/payment-data");
  const method = data.paymentMethods[0];
  await api(page, "POST", "/api/checkout/betalen", { brandCode: method.type });
  const placed = await api(
    page,
    "POST",
    "/api/checkout/placeOrder",
    { payment_method: method.type },
    data.csrf_token,
  );
  orderNumber = placed.order.number;
  await page.goto(placed.paymentLink);
  await page.getByRole("button", { name: "Betaling geslaagd" }).click();
  await page.waitForURL(/\/checkout\/bedankt\?order=RW-/);
  await page.context().close();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([1280, 375])("the Peppol outbox at %i px", (width) => {
  it("lists the Belgian business's invoice as sent through the local access point", async () => {
    const page = await newPage(browser, width);
    await loginAsStaff(page, socket, "eigenaar");
    const row = page.locator("tbody tr", { hasText: "Interieur Claes BV" }).first();
    // The worker delivers within moments of the payment; the page shows what is there when it loads.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/beheer/facturen/peppol`);
          return row.textContent();
        },
        { timeout: 20_000 },
      )
      .toContain("Verzonden");
    await expect(page.getByRole("heading", { name: "Verzonden e-facturen" }).isVisible()).resolves.toBe(true);
    await expect(row.textContent()).resolves.toMatch(/Factuur \d{4}-\d{6}.*0417497106.*lokaal/);
    const link = row.getByRole("link", { name: /als e-factuur \(UBL\) downloaden/ });
    await expect(link.getAttribute("href")).resolves.toMatch(/^\/api\/beheer\/invoices\/\d{4}-\d{6}\/xml$/);
    await expectNoAxeViolations(page);
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    expect(orderNumber).toMatch(/^RW-/);
    await page.context().close();
  });
});
