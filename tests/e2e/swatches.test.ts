// A visitor requests free colour swatches: from the colours page, the colour popup and the configurator, sees
// the overview popup and the header count, fills the basket to 5 and is told it is full, orders with a wrong
// and then a right NL address, sees the thank-you and an empty basket, and finds the mail in the dev mailbox.
// axe-core checks every swatch popup and the basket slide-over.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ConfiguratorResponse, OptionView } from "../../domain/configurator/api.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";

const productPath = "/rolgordijn-verduisterend";
const email = `stalen-${Date.now()}@example.nl`;
let browser: Browser;
const baseUrl = inject("baseUrl");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.locator("dialog[open]");
const dialogTitle = (page: Page) => dialog(page).locator(".dialog__title");
const swatchCount = (page: Page) => page.locator(".header-button__count").first();

async function countInHeader(page: Page): Promise<string> {
  return ((await swatchCount(page).textContent()) ?? "").replace(/\D+/g, "");
}

/** Clicks a 'Kleurstaal aanvragen' button and waits for the swatches/add answer. */
async function request(page: Page, click: () => Promise<unknown>): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/swatches/add") && r.request().method() === "POST"),
    click(),
  ]);
  await dialog(page).waitFor();
  return response.status();
}

async function closeOverview(page: Page) {
  await dialog(page).getByRole("button", { name: "Verder kijken" }).click();
  await expect.poll(() => dialog(page).count()).toBe(0);
}

/** Opens the configurator at a phone width (no 3D preview) and walks to the step with the fabric. */
async function configuratorAtFabric(page: Page): Promise<OptionView> {
  await page.goto(`${baseUrl}${productPath}`, { waitUntil: "networkidle" });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/configurator/update")),
    page.getByRole("button", { name: "Stel samen" }).click(),
  ]);
  let answer = (await response.json()) as ConfiguratorResponse;
  await page.locator(".wizard").waitFor();
  const options = answer.conf_groups.flatMap((g) => g.options);
  const fabric = options.find((o) => o.type === "fabric_choice" && o.color_swatches);
  if (!fabric) throw new Error("the roller blind has no fabric with swatches");
  const step = answer.conf_groups.findIndex((g) => g.options.some((o) => o.id === fabric.id));
  for (let i = 0; i < step; i++) {
    // Earlier steps only need their sizes; choices have defaults.
    for (const option of answer.conf_groups[i]?.options ?? []) {
      if ((option.type === "number_cm" || option.type === "number_mm") && answer.errors[String(option.id)]) {
        const [next] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith("/api/configurator/update")),
          page
            .locator(`#conf-option-${option.id}`)
            .fill(String(Math.round(((option.min_value ?? 40) + (option.max_value ?? 200)) / 2))),
        ]);
        answer = (await next.json()) as ConfiguratorResponse;
      }
    }
    await page.getByRole("button", { name: "Volgende stap" }).click();
  }
  await page.locator(`#conf-option-${fabric.id}`).waitFor();
  return fabric;
}

describe("the swatch basket", () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser, 1280);
  });

  it("adds a colour from the colours page, opens the overview and counts it in the header", async () => {
    await page.goto(`${baseUrl}${productPath}/kleuren`, { waitUntil: "networkidle" });
    expect(await countInHeader(page)).toBe("0");
    const first = page.getByRole("button", { name: /^Kleurstaal aanvragen: / }).first();
    const name = ((await first.getAttribute("aria-label")) ?? "").replace("Kleurstaal aanvragen: ", "");
    expect(await request(page, () => first.click())).toBe(200);
    await expect(dialogTitle(page).textContent()).resolves.toBe("Kleurstaal toegevoegd");
    await expect(dialog(page).locator(".swatch-row__title").first().textContent()).resolves.toContain(name);
    await expect(dialog(page).textContent()).resolves.toContain("1 van 5");
    await expect.poll(() => countInHeader(page)).toBe("1");
    const events = await page.evaluate(() =>
      (window.dataLayer as { event?: string }[]).filter((e) => e.event === "colour_swatch_request"),
    );
    expect(events).toHaveLength(1);
    await expectNoAxeViolations(page);
    await closeOverview(page);
  });

  it("adds a colour from the colour popup", async () => {
    await page.locator(".colour-tile").nth(1).click();
    await dialog(page).waitFor();
    expect(
      await request(page, () => dialog(page).getByRole("button", { name: "Kleurstaal aanvragen" }).click()),
    ).toBe(200);
    await expect(dialogTitle(page).textContent()).resolves.toBe("Kleurstaal toegevoegd");
    await expect.poll(() => countInHeader(page)).toBe("2");
    await closeOverview(page);
  });

  it("adds a colour from the configurator's colour step", async () => {
    // A phone width keeps the 3D preview out, so the configurator is usable at once.
    await page.setViewportSize({ width: 375, height: 800 });
    const fabric = await configuratorAtFabric(page);
    const third = fabric.values.filter((v) => !v.disable_swatches)[2];
    if (!third) throw new Error("fewer than 3 fabrics");
    const button = page.getByRole("button", { name: `Kleurstaal aanvragen: ${third.name}` });
    expect(await request(page, () => button.click())).toBe(200);
    await expect(dialog(page).locator(".swatch-row__title", { hasText: third.name }).count()).resolves.toBe(
      1,
    );
    await expect.poll(() => countInHeader(page)).toBe("3");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    await closeOverview(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("fills the basket to 5 and says so at the sixth", async () => {
    await page.goto(`${baseUrl}${productPath}/kleuren`, { waitUntil: "networkidle" });
    expect(await countInHeader(page)).toBe("3");
    const buttons = page.getByRole("button", { name: /^Kleurstaal aanvragen: / });
    // Colours 0 to 2 are in the basket already; adding one again keeps it once.
    expect(await request(page, () => buttons.nth(0).click())).toBe(200);
    await expect.poll(() => countInHeader(page)).toBe("3");
    await closeOverview(page);
    for (const i of [3, 4]) {
      expect(await request(page, () => buttons.nth(i).click())).toBe(200);
      await closeOverview(page);
    }
    await expect.poll(() => countInHeader(page)).toBe("5");
    expect(await request(page, () => buttons.nth(5).click())).toBe(400);
    await expect(dialogTitle(page).textContent()).resolves.toBe("Jouw stalenmandje zit vol!");
    await expect(dialog(page).textContent()).resolves.toContain("Je kunt maximaal 5 kleurstalen aanvragen.");
    await expect(dialog(page).locator(".swatch-row").count()).resolves.toBe(5);
    expect(await countInHeader(page)).toBe("5");
    await expectNoAxeViolations(page);
    await closeOverview(page);
  });

  it("shows the basket in the header slide-over, where a colour can be removed", async () => {
    await page.locator(".header-button", { hasText: "Kleurstalen" }).click();
    const panel = page.locator("dialog.dialog--slide-over[open]");
    await panel.waitFor();
    await expect(panel.locator(".swatch-row").count()).resolves.toBe(5);
    await expect(panel.textContent()).resolves.toContain("5 van 5");
    await expectNoAxeViolations(page);
    const remove = panel.getByRole("button", { name: / verwijderen$/ }).last();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/swatches/delete") && r.status() === 200),
      remove.click(),
    ]);
    await expect.poll(() => panel.locator(".swatch-row").count()).toBe(4);
    await expect.poll(() => countInHeader(page)).toBe("4");
    await panel.getByRole("button", { name: "Kleurstalen aanvragen" }).click();
    await expect.poll(() => dialogTitle(page).textContent()).toBe("Kleurstalen aanvragen");
  });

  it("checks the NL address with the exact messages, on submit and on blur", async () => {
    const form = dialog(page);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Kleurstalen aanvragen" }).click();
    const expected: [string, string][] = [
      ["Voornaam", "Voornaam is verplicht"],
      ["Achternaam", "Achternaam is verplicht"],
      ["Postcode", "Postcode is verplicht"],
      ["Huisnummer", "Huisnummer is verplicht"],
      ["Straat", "Straat is verplicht"],
      ["Plaats", "Plaats is verplicht"],
      ["E-mailadres", "E-mail is verplicht"],
      ["Telefoonnummer", "Telefoonnummer is verplicht"],
    ];
    for (const [label, message] of expected) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      await expect(form.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(message);
    }
    // Focus goes to the first field with a message.
    await expect(form.getByLabel("Voornaam").evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    await expectNoAxeViolations(page);

    const postcode = form.getByLabel("Postcode", { exact: true });
    await postcode.fill("1234 SA");
    await postcode.blur();
    await expect
      .poll(() => form.locator("#stalen-adres-zipcode-error").textContent())
      .toBe("Vul een geldige postcode in");
    const phone = form.getByLabel("Telefoonnummer");
    await phone.fill("0612");
    await phone.blur();
    await expect
      .poll(() => form.locator("#stalen-adres-telephone-error").textContent())
      .toBe("Vul een geldig telefoonnummer in");
    const mail = form.getByLabel("E-mailadres");
    await mail.fill("anne@");
    await mail.blur();
    await expect
      .poll(() => form.locator("#stalen-adres-email-error").textContent())
      .toBe("Vul een geldig e-mailadres in");
  });

  it("orders with a right address: the thank-you, an empty basket and the mail", async () => {
    const form = dialog(page);
    await form.getByLabel("Mevr.").check();
    await form.getByLabel("Voornaam").fill("Anne");
    await form.getByLabel("Achternaam").fill("de Vries");
    await form.getByLabel("Postcode", { exact: true }).fill("3511ab");
    await form.getByLabel("Huisnummer").fill("12");
    await form.getByLabel("Straat").fill("Oudegracht");
    await form.getByLabel("Plaats").fill("Utrecht");
    await form.getByLabel("E-mailadres").fill(email);
    await form.getByLabel("Telefoonnummer").fill("030 123 45 67");
    await expect.poll(() => form.locator(".field__error").count()).toBe(0);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/swatches/orderSwatches")),
      form.getByRole("button", { name: "Kleurstalen aanvragen" }).click(),
    ]);
    expect(response.status()).toBe(200);
    const { order_number } = (await response.json()) as { order_number: string };
    await expect.poll(() => dialogTitle(page).textContent()).toBe("Bedankt voor je aanvraag");
    await expect(dialog(page).textContent()).resolves.toContain(order_number);
    await expect(dialog(page).textContent()).resolves.toContain("binnen 2 werkdagen");
    await expect.poll(() => countInHeader(page)).toBe("0");
    await expectNoAxeViolations(page);
    await dialog(page).getByRole("button", { name: "Verder winkelen" }).click();

    await page.locator(".header-button", { hasText: "Kleurstalen" }).click();
    const panel = page.locator("dialog.dialog--slide-over[open]");
    await expect(panel.textContent()).resolves.toContain("Je stalenmandje is leeg");
    await expectNoAxeViolations(page);

    const mails = async () =>
      (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
        to: string;
        kind: string;
        subject: string;
        text: string;
      }[];
    await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mails();
    expect(mail?.kind).toBe("swatch-order");
    expect(mail?.subject).toBe("Je kleurstalen zijn onderweg");
    expect(mail?.text).toContain(order_number);
    expect(mail?.text).toContain("Oudegracht 12");
    expect(mail?.text).toContain("3511 AB Utrecht");
    expect(mail?.text).toContain("binnen 2 werkdagen op de post");
  });
});

describe("at 375 px", () => {
  it("shows the overview, the order form and the slide-over without sideways scrolling", async () => {
    const page = await newPage(browser, 375);
    await page.goto(`${baseUrl}${productPath}/kleuren`, { waitUntil: "networkidle" });
    const first = page.getByRole("button", { name: /^Kleurstaal aanvragen: / }).first();
    expect(await request(page, () => first.click())).toBe(200);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole("button", { name: "Kleurstalen aanvragen" }).click();
    await expect.poll(() => dialogTitle(page).textContent()).toBe("Kleurstalen aanvragen");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.locator(".header-button", { hasText: "Kleurstalen" }).click();
    await page.locator("dialog.dialog--slide-over[open]").waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
});
