// The NL postcode lookup in the address form, through the swatch order popup: a known postcode and number
// fill and lock street and city (with a way to change them), an unknown one leaves them for the visitor to
// type, and typing asks the server once per pause, not per key. At 375 and 1280 px, checked by axe-core.
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

const dialog = (page: Page) => page.locator("dialog[open]");
const isLookup = (url: string) => url.includes("/api/postcode/lookup?");

/** Requests a swatch on the colours page and opens the order form from the overview popup. */
async function openOrderForm(page: Page) {
  await page.goto(`${baseUrl}/rolgordijn-verduisterend/kleuren`, { waitUntil: "networkidle" });
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/swatches/add")),
    page
      .getByRole("button", { name: /^Kleurstaal aanvragen: / })
      .first()
      .click(),
  ]);
  await dialog(page).getByRole("button", { name: "Kleurstalen aanvragen" }).click();
  await dialog(page).locator(".dialog__title", { hasText: "Kleurstalen aanvragen" }).waitFor();
}

/** Types postcode and house number like a visitor, key by key, and waits for the lookup's answer. */
async function typeAddress(page: Page, postcode: string, number: string) {
  const form = dialog(page);
  await form.getByLabel("Postcode", { exact: true }).fill("");
  await form.getByLabel("Postcode", { exact: true }).pressSequentially(postcode, { delay: 40 });
  const answer = page.waitForResponse((r) => isLookup(r.url()));
  await form.getByLabel("Huisnummer").fill("");
  await form.getByLabel("Huisnummer").pressSequentially(number, { delay: 40 });
  return (await answer).json() as Promise<{ status: string; results: { street: string }[] }>;
}

for (const width of [1280, 375]) {
  describe(`the postcode lookup at ${width} px`, () => {
    let page: Page;
    const lookups: string[] = [];

    beforeAll(async () => {
      page = await newPage(browser, width);
      page.on("request", (request) => {
        if (isLookup(request.url())) lookups.push(request.url());
      });
      await openOrderForm(page);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it("fills and locks street and city for 2991 XJ 8, asking once", async () => {
      const form = dialog(page);
      const answer = await typeAddress(page, "2991 XJ", "8");
      expect(answer.results[0]?.street).toBe("Dierensteinweg");
      const street = form.getByLabel("Straat");
      const city = form.getByLabel("Plaats");
      await expect.poll(() => street.inputValue()).toBe("Dierensteinweg");
      await expect(city.inputValue()).resolves.toBe("Barendrecht");
      await expect(street.isEditable()).resolves.toBe(false);
      await expect(city.isEditable()).resolves.toBe(false);
      await expect(form.getByText("Automatisch ingevuld op basis van je postcode").isVisible()).resolves.toBe(
        true,
      );
      // The note is read with the fields.
      const note = await form.locator(".address-form__autofill-note").getAttribute("id");
      await expect(street.getAttribute("aria-describedby")).resolves.toContain(note);
      // Typed key by key: one lookup, for what stood after the pause.
      expect(lookups).toHaveLength(1);
      expect(lookups[0]).toContain("postcode=2991XJ&housenumber=8");
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectNoAxeViolations(page);
    });

    it("lets the visitor change them with 'Adres aanpassen'", async () => {
      const form = dialog(page);
      await form.getByRole("button", { name: "Adres aanpassen" }).click();
      const street = form.getByLabel("Straat");
      await expect.poll(() => street.isEditable()).toBe(true);
      await expect(form.getByLabel("Plaats").isEditable()).resolves.toBe(true);
      await expect(street.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await street.fill("Dierensteinweg Zuid");
      await expect(street.inputValue()).resolves.toBe("Dierensteinweg Zuid");
      await expect(form.getByText("Automatisch ingevuld op basis van je postcode").count()).resolves.toBe(0);
    });

    it("leaves street and city editable for an unknown postcode, keeping what the visitor typed", async () => {
      const form = dialog(page);
      const answer = await typeAddress(page, "9999 ZZ", "1");
      expect(answer).toEqual({ status: "ok", results: [] });
      const street = form.getByLabel("Straat");
      await expect(street.isEditable()).resolves.toBe(true);
      await expect(form.getByLabel("Plaats").isEditable()).resolves.toBe(true);
      await expect(street.inputValue()).resolves.toBe("Dierensteinweg Zuid");
      await expect(form.getByText("Automatisch ingevuld op basis van je postcode").count()).resolves.toBe(0);
      await street.fill("Nergensstraat");
      await expect(street.inputValue()).resolves.toBe("Nergensstraat");
      await expectNoAxeViolations(page);
    });

    it("fills and locks again for another known address", async () => {
      const form = dialog(page);
      const answer = await typeAddress(page, "5144NX", "21");
      expect(answer.results[0]?.street).toBe("Zanddonkweg");
      await expect.poll(() => form.getByLabel("Straat").inputValue()).toBe("Zanddonkweg");
      await expect(form.getByLabel("Plaats").inputValue()).resolves.toBe("Waalwijk");
      await expect(form.getByLabel("Straat").isEditable()).resolves.toBe(false);
    });

    it("empties a filled street and city when a new postcode is unknown", async () => {
      const form = dialog(page);
      await typeAddress(page, "9999 ZZ", "3");
      await expect.poll(() => form.getByLabel("Straat").inputValue()).toBe("");
      await expect(form.getByLabel("Plaats").inputValue()).resolves.toBe("");
      await expect(form.getByLabel("Straat").isEditable()).resolves.toBe(true);
    });
  });
}
