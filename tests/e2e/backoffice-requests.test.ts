// Requests and mails in the back office's browser, at 1280 and 375 px: a medewerker finds a new quote, sets it
// in behandeling with a note, sends 'Bestel deze offerte', and reads that mail (its HTML and text) in
// /beheer/mails; an advice appointment's page and every list. axe-core finds nothing, nothing scrolls sideways.
import type { Page } from "playwright-core";
import { type Browser, request as playwrightRequest } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { rollerBlind, rollerBlindDef } from "../helpers/checkout.ts";
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

/** A quote for a roller blind of 120 × 150 cm, asked through the shop's API as the quote dialog does. */
async function askQuote(email: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const update = await api.post("/api/configurator/update", {
    data: { conf_id: rollerBlindDef.conf_id, prod_id: rollerBlindDef.prod_id, values: {}, filter_values: {} },
  });
  const body = (await update.json()) as {
    conf_values: Record<string, unknown>;
    conf_groups: {
      options: { id: number; required: boolean; values: { id: number; disabled?: string }[] }[];
    }[];
  };
  const dims = dimensionOptions(rollerBlindDef);
  const values: Record<string, unknown> = {
    ...body.conf_values,
    [dims.width?.id ?? 0]: 120,
    [dims.height?.id ?? 0]: 150,
  };
  for (const option of body.conf_groups.flatMap((g) => g.options))
    if (values[option.id] == null && option.required)
      values[option.id] = option.values.find((v) => !v.disabled)?.id;
  const res = await api.post("/api/product/estimate", {
    data: {
      prefix: "Mevr",
      firstname: "Olga",
      lastname: "Offerte",
      zipcode: "3274 LB",
      housenumber: "3",
      street: "Sluisjesdijk",
      city: "Heinenoord",
      email,
      telephone: "0612345678",
      entity_id: rollerBlind.id,
      conf_id: rollerBlindDef.conf_id,
      options: values,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const number = ((await res.json()) as { number: string }).number;
  await api.dispose();
  return number;
}

async function askAdvice(email: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const res = await api.post("/api/advice/submit-form", {
    data: {
      request: "advies-en-inmeten",
      product_interest: ["raamdecoratie"],
      product_amount: 3,
      firstname: "Arend",
      lastname: "Advies",
      telephone: "0612345678",
      email,
      zipcode: "2991 XJ",
      housenumber: "8",
      street: "Dierensteinweg",
      city: "Barendrecht",
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const number = ((await res.json()) as { order: { number: string } }).order.number;
  await api.dispose();
  return number;
}

/** `frames: false` on the mail's page: its HTML is framed sandboxed without scripts, where axe cannot run. */
async function checkPage(page: Page, what: string, frames = true) {
  await expectNoAxeViolations(page, undefined, { frames });
  expect(await hasHorizontalScroll(page), what).toBe(false);
}

describe.each([1280, 375])("requests and mails in the back office at %i px", (width) => {
  it("a quote is handled, sent as 'Bestel deze offerte', and its mail read in the outbox", async () => {
    const email = `olga-${width}-${Date.now()}@example.nl`;
    const number = await askQuote(email);
    const page = await newPage(browser, width);
    await loginAsStaff(page, socket, "medewerker");

    await page.goto(`${baseUrl}/beheer/offertes`);
    await checkPage(page, "/beheer/offertes");
    await page.getByLabel("Zoek op nummer, naam, e-mail of postcode").fill(email);
    await page.getByRole("button", { name: "Zoeken" }).click();
    await page.waitForURL(/zoek=/);
    await page.getByRole("link", { name: number }).click();
    await page.getByRole("heading", { level: 1, name: `Offerte ${number}` }).waitFor();
    await expect(page.getByText(rollerBlind.name).first().isVisible()).resolves.toBe(true);
    await checkPage(page, "quote detail");

    await page.getByLabel("Status").selectOption("in_behandeling");
    await page.getByLabel("Interne notitie").fill("Klant wil nog een kleurstaal zien");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await page.getByText("Opgeslagen.").waitFor();
    await expect(
      page.locator(".beheer-badge", { hasText: "In behandeling" }).first().isVisible(),
    ).resolves.toBe(true);
    await page.reload();
    await expect(page.getByLabel("Interne notitie").inputValue()).resolves.toBe(
      "Klant wil nog een kleurstaal zien",
    );

    await page.getByRole("button", { name: "Bestel deze offerte" }).click();
    await page.getByRole("link", { name: "Lees de e-mail" }).click();
    await page.getByRole("heading", { level: 1, name: `Bestel je offerte ${number} bij Raamwerk` }).waitFor();
    await expect(page.getByText(email).first().isVisible()).resolves.toBe(true);
    // The frame is sandboxed without scripts, so Playwright cannot look inside it: the HTML it shows is read
    // from the frame's own address with the page's session, and the frame must have loaded it.
    const frame = page.locator('iframe[title="Inhoud van de e-mail"]');
    const src = (await frame.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/api\/beheer\/mails\/\d+\/html$/);
    await expect.poll(() => page.frames().some((f) => f.url() === `${baseUrl}${src}`)).toBe(true);
    const html = await page.request.get(`${baseUrl}${src}`);
    expect(html.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(await html.text()).toContain("Bestel deze offerte");
    await expect(page.locator(".beheer-mail-text").textContent()).resolves.toMatch(
      /\/winkelwagen\/herstellen\/[A-Za-z0-9_-]+/,
    );
    await checkPage(page, "mail detail", false);

    await page.goto(`${baseUrl}/beheer/mails?zoek=${encodeURIComponent(email)}`);
    await expect(
      page.getByRole("link", { name: `Bestel je offerte ${number} bij Raamwerk` }).isVisible(),
    ).resolves.toBe(true);
    await checkPage(page, "/beheer/mails");
    await page.context().close();
  });

  it("an advice appointment's page and every request list are accessible", async () => {
    const email = `arend-${width}-${Date.now()}@example.nl`;
    const number = await askAdvice(email);
    const page = await newPage(browser, width);
    await loginAsStaff(page, socket, "medewerker");
    await page.goto(`${baseUrl}/beheer/adviesafspraken/${number}`);
    await page.getByRole("heading", { level: 1, name: `Adviesafspraak ${number}` }).waitFor();
    await expect(page.getByText("Advies en inmeten").first().isVisible()).resolves.toBe(true);
    await checkPage(page, "advice detail");
    for (const path of ["adviesafspraken", "serviceaanvragen", "kleurstalen"]) {
      await page.goto(`${baseUrl}/beheer/${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await checkPage(page, path);
    }
    await page.context().close();
  });
});
