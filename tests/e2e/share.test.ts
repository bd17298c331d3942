// Keeping and sharing a design (docs/designs.md): the configurator's values follow in the address without new
// history entries; a value the configuration no longer has is reset with its reason; on the overview step
// 'Bewaar of deel je ontwerp' gives a link that is copied ('Link gekopieerd'), and that link opened in a fresh
// browser (a phone, 375 px) shows the same options and price and leads back into the configurator with them.
// axe-core clean at 1280 and 375 px, no sideways scroll on the phone.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ConfiguratorResponse } from "../../domain/configurator/api.ts";
import { goneResetReason } from "../../domain/configurator/design-url.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import {
  afterUpdate,
  completeStep,
  inRange,
  openConfiguratorAt,
  stepHeading,
  widthOption,
} from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const productPath = "/rolgordijn-verduisterend";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function priceText(page: Page) {
  return page.locator(".price-box__price").textContent();
}

describe("a design you can keep and share", () => {
  let page: Page;
  let answer: ConfiguratorResponse;
  let link = "";
  let price = "";

  beforeAll(async () => {
    page = await newPage(browser, 1280);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    answer = await openConfiguratorAt(page, `${baseUrl}${productPath}`);
  });

  it("keeps the chosen values in the address, replacing the entry instead of adding one", async () => {
    const entries = await page.evaluate(() => history.length);
    const width = widthOption(answer);
    const size = inRange(width, 0.4);
    answer = await afterUpdate(page, () => page.locator(`#conf-option-${width.id}`).fill(String(size)));
    await expect.poll(() => new URL(page.url()).searchParams.get("breedte")).toBe(String(size));
    expect(new URL(page.url()).hash).toBe("#configureren");
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries);
  });

  it("saves on the overview step and copies the link with a confirmation", async () => {
    const steps = answer.conf_groups.length;
    for (let step = 0; step < steps; step++) {
      answer = await completeStep(page, answer, step);
      await page.getByRole("button", { name: "Volgende stap" }).click();
      await expect
        .poll(() => stepHeading(page).textContent())
        .toContain(step + 1 < steps ? answer.conf_groups[step + 1]?.name : "Overzicht");
    }
    await expect.poll(() => priceText(page)).toMatch(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);
    price = (await priceText(page)) ?? "";
    await page.getByRole("button", { name: "Bewaar of deel je ontwerp" }).click();
    const field = page.getByLabel("Link naar je ontwerp");
    await field.waitFor();
    link = await field.inputValue();
    expect(link).toMatch(/\/ontwerp\/[0-9A-Za-z]{12}$/);
    await page.getByRole("button", { name: "Kopieer link" }).click();
    await page.getByRole("status").filter({ hasText: "Link gekopieerd" }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    const shared = await page.evaluate(() =>
      (window.dataLayer as { event?: string; ecommerce?: { method?: string } }[])
        .filter((e) => e.event === "share_configuration")
        .map((e) => e.ecommerce?.method),
    );
    expect(shared).toEqual(["link"]);
    await page.getByRole("button", { name: "Toon QR-code voor je telefoon" }).click();
    const qr = page.getByRole("img", { name: "QR-code met de link naar je ontwerp" });
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  it("opens the link on a phone with the same options and price, and goes on in the configurator", async () => {
    const phone = await newPage(browser, 375);
    try {
      await phone.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl), { waitUntil: "networkidle" });
      await phone.getByRole("heading", { level: 1, name: /bewaard ontwerp/ }).waitFor();
      await expect(phone.locator(".design-page__amount").textContent()).resolves.toBe(price);
      const width = widthOption(answer);
      await expect(phone.locator(".summary").textContent()).resolves.toContain(width.name);
      await expectNoAxeViolations(phone);
      await expect(hasHorizontalScroll(phone)).resolves.toBe(false);

      const reopened = await afterUpdate(phone, () =>
        phone.getByRole("link", { name: "Verder met dit ontwerp" }).click(),
      );
      expect(reopened.conf_values).toEqual(answer.conf_values);
      await phone.getByText("Je werkt verder aan een bewaard ontwerp.", { exact: false }).waitFor();
      await expect.poll(() => priceText(phone)).toBe(price);
    } finally {
      await phone.context().close();
    }
  });

  it("opens the configurator from an address with values, resetting one the configuration no longer has", async () => {
    const phone = await newPage(browser, 375);
    try {
      const width = widthOption(answer);
      await afterUpdate(phone, () =>
        phone.goto(`${baseUrl}${productPath}?breedte=${inRange(width)}&stof=bestaat-niet`),
      );
      // Without #configureren (cut off when the link was passed on) the configurator opens all the same.
      expect(new URL(phone.url()).hash).toBe("#configureren");
      const fabric = answer.conf_groups.flatMap((g) => g.options).find((o) => o.type === "fabric_choice");
      await phone
        .getByText(goneResetReason(fabric?.name ?? ""))
        .first()
        .waitFor();
      await expect(phone.locator(`#conf-option-${width.id}`).inputValue()).resolves.toBe(
        String(inRange(width)),
      );
      // The address now says what the configurator holds: the unknown fabric is gone from it.
      await expect.poll(() => new URL(phone.url()).searchParams.get("stof")).not.toBe("bestaat-niet");
    } finally {
      await phone.context().close();
    }
  });
});
