// Quote requests in the browser: the terrace roof (quote-only) from the configurator's last step and a whole
// cart from the cart page; the thank-you view with 'Sluiten', and both mails in the development mailbox.
// axe-core checks the quote dialog.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { expectNoAxeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { completeStep, openConfiguratorAt, stepHeading } from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const roof = catalogue.products.find((p) => p.quoteOnly);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function configure(page: Page, path: string) {
  let answer = await openConfiguratorAt(page, `${baseUrl}/${path}`);
  for (let step = 0; step < answer.conf_groups.length; step++) {
    answer = await completeStep(page, answer, step);
    await page.getByRole("button", { name: "Volgende stap" }).click();
  }
  await expect.poll(() => stepHeading(page).textContent()).toContain("Overzicht");
}

async function fillQuoteAddress(page: Page, email: string) {
  const fields: [string, string][] = [
    ["firstname", "Pieter"],
    ["lastname", "Bakker"],
    ["zipcode", "3274 LB"],
    ["housenumber", "3"],
  ];
  for (const [field, value] of fields) await page.locator(`#offerte-${field}`).fill(value);
  await expect.poll(() => page.locator("#offerte-street").inputValue()).toBe("Sluisjesdijk");
  await page.locator("#offerte-email").fill(email);
  await page.locator("#offerte-telephone").fill("0612345678");
}

async function mailTo(email: string): Promise<{ subject: string; status: string }[]> {
  return (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
    status: string;
  }[];
}

describe("quote requests", () => {
  it("asks a quote for the terrace roof from the configurator's last step", async () => {
    if (!roof) throw new Error("no quote-only product");
    const page = await newPage(browser, 1280);
    await configure(page, roof.urlPath);
    await expect(
      page.getByRole("button", { name: "Toevoegen aan winkelwagen", exact: true }).count(),
    ).resolves.toBe(0);
    await page.getByRole("button", { name: "Vraag offerte aan" }).click();
    const dialog = page.getByRole("dialog", { name: "Offerte aanvraag" });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(roof.name);
    await expect.poll(() => dialog.locator(".summary").count()).toBe(1);
    await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
    await expect(dialog.locator("#offerte-firstname-error").textContent()).resolves.toContain(
      "Voornaam is verplicht",
    );
    await expectNoAxeViolations(page, "dialog[open]");
    const email = `offerte-dak-${Date.now()}@example.nl`;
    await fillQuoteAddress(page, email);
    await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
    // The answer waits for the quote and its PDF: on a busy machine that takes more than a second.
    await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toContain("Bedankt voor je aanvraag!");
    await expect(dialog.textContent()).resolves.toContain("Binnen 2 werkdagen");
    const events = await page.evaluate(
      () => window.dataLayer.filter((e) => e.event === "quote_request").length,
    );
    expect(events).toBe(1);
    await expectNoAxeViolations(page, "dialog[open]");
    await dialog.locator(".quote-thanks").getByRole("button", { name: "Sluiten" }).click();
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    await expect
      .poll(async () => (await mailTo(email))[0]?.subject)
      .toMatch(/^Je offerteaanvraag OF-\d{4}-\d{6} bij Raamwerk$/);
  });

  it("asks a quote for the whole cart from the cart page", async () => {
    const page = await newPage(browser, 375);
    await configure(page, "rolgordijn-verduisterend");
    await page.getByRole("button", { name: "Toevoegen aan winkelwagen", exact: true }).click();
    await page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" }).waitFor();
    await page.goto(`${baseUrl}/checkout`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Vraag offerte aan" }).click();
    const dialog = page.getByRole("dialog", { name: "Offerte aanvraag" });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain("Totaal");
    const email = `offerte-wagen-${Date.now()}@example.nl`;
    await fillQuoteAddress(page, email);
    await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
    // The answer waits for the quote and its PDF: on a busy machine that takes more than a second.
    await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toContain("Bedankt voor je aanvraag!");
    await expect.poll(async () => (await mailTo(email))[0]?.status).toBe("sent");
  });
});
