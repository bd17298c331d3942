// An accessory bought on its own from the product page's 'Past goed bij', on a phone (375 px): two remotes added
// with the accessory component's 'Toevoegen aan winkelwagen' (the success popup and the header count), seen in
// the cart with its icon and without 'Wijzigen', then checked out and paid in the sandbox, landing on Bedankt with
// the confirmation mail. Without JavaScript the same form posts to the product page and lands in the cart. axe-core
// checks the product page's row, the popup and the cart page.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Cart } from "../../domain/cart/types.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";

const baseUrl = inject("baseUrl");
const productUrl = `${baseUrl}/rolgordijn-verduisterend`;
const remote = "Somfy Situo 1 afstandsbediening";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function accessoryRow(page: Page) {
  return page.locator(".related__accessory").filter({ hasText: remote });
}

async function fillAddress(page: Page, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) {
    const input = page.locator(`#factuur-${field}`);
    await input.fill(value);
    await input.blur();
  }
}

describe("an accessory alone at 375 px", () => {
  let page: Page;
  const email = `accessoire-${Date.now()}@example.nl`;

  beforeAll(async () => {
    page = await newPage(browser, 375);
  });

  it("adds two from 'Past goed bij' with the success popup and the header count", async () => {
    await page.goto(productUrl, { waitUntil: "networkidle" });
    const row = accessoryRow(page);
    await row.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, ".related");
    await row.getByLabel(/^Aantal/).selectOption("2");
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart/addAccessory"),
      row.getByRole("button", { name: /^Toevoegen aan winkelwagen/ }).click(),
    ]);
    expect(response.status(), await response.text()).toBe(200);
    const cart = ((await response.json()) as { cart: Cart }).cart;
    expect(cart.count).toBe(2);
    const popup = page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" });
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain(remote);
    await expect(popup.textContent()).resolves.toContain("2 × € 59,95");
    await expectNoAxeViolations(page, "dialog");
    await expect.poll(() => page.locator(".header-button__count").nth(1).textContent()).toMatch(/^2/);
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await page.screenshot({ path: "/tmp/accessories-e2e-product-375.png", fullPage: false });
  });

  it("shows the accessory in the cart with its icon, no 'Wijzigen', and sending as the only way", async () => {
    await page.getByRole("link", { name: "Naar winkelwagen" }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
    await page.waitForLoadState("networkidle");
    const row = page.locator(".cart-row").filter({ hasText: remote });
    await row.waitFor();
    await expect(row.count()).resolves.toBe(1);
    await expect(row.locator("img").getAttribute("src")).resolves.toContain(
      "/media/accessoire/afstandsbediening.svg",
    );
    await expect(row.getByRole("link", { name: /Wijzigen/ }).count()).resolves.toBe(0);
    await expect(row.textContent()).resolves.toContain("Uit voorraad leverbaar");
    // An accessory is not mounted: the mounting choice stays off, sending or picking up is the way.
    await expect(page.getByLabel(/Laten inmeten en monteren/).isDisabled()).resolves.toBe(true);
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "/tmp/accessories-e2e-cart-375.png", fullPage: true });
  });

  it("checks out and pays in the sandbox, landing on Bedankt with the mail", async () => {
    await page.getByRole("link", { name: "Bestellen" }).click();
    await page.waitForURL(`${baseUrl}/checkout/gegevens`);
    await page.waitForLoadState("networkidle");
    await fillAddress(page, {
      firstname: "Sanne",
      lastname: "de Vries",
      zipcode: "2991 XJ",
      housenumber: "8",
    });
    await expect.poll(() => page.locator("#factuur-street").inputValue()).toBe("Dierensteinweg");
    await fillAddress(page, { email, telephone: "0612345678" });
    await page.getByRole("button", { name: "Kies je betaalwijze" }).click();
    await page.waitForURL(`${baseUrl}/checkout/betalen`);
    await page.getByRole("radio", { name: "iDEAL" }).waitFor();
    await page.getByLabel("Kies je bank").selectOption({ label: "ING" });
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.waitForURL(/\/betaalomgeving\//);
    await page.getByRole("button", { name: "Betaling geslaagd" }).click();
    await page.waitForURL(/\/checkout\/bedankt\?order=RW-/);
    const number = new URL(page.url()).searchParams.get("order") ?? "";
    await expect(page.locator(".thanks").textContent()).resolves.toContain(remote);
    await expect(page.locator(".header-button__count").nth(1).textContent()).resolves.toMatch(/^0/);
    type Mail = { subject: string; status: string; text: string };
    await expect
      .poll(async () => {
        const mails = (await (
          await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
        ).json()) as Mail[];
        const mail = mails.find((m) => m.subject === `Bedankt voor je bestelling ${number}`);
        return mail?.text.includes(remote) ? mail.status : null;
      })
      .toBe("sent");
  });
});

describe("an accessory without JavaScript", () => {
  it("posts the accessory component to the product page and lands in the cart with it", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "nl-NL" });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(productUrl);
    const row = accessoryRow(page);
    await row.getByLabel(/^Aantal/).selectOption("3");
    await row.getByRole("button", { name: /^Toevoegen aan winkelwagen/ }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
    await expect(page.locator(".cart-row").filter({ hasText: remote }).count()).resolves.toBe(1);
    await expect(page.locator(".cart-row").filter({ hasText: remote }).textContent()).resolves.toContain(
      "€ 179,85",
    );
    await context.close();
  });
});
