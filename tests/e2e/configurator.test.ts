// A visitor configures a roller blind: 'Stel samen', every step by clicking and typing, the price following
// a width change, an out-of-range width blocking the next step with the engine's message, and the overview,
// at 1280 px and 375 px with axe-core on the open configurator. Options and ranges come from the API's answers.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ConfiguratorResponse } from "../../domain/configurator/api.ts";
import { formatNumber } from "../../domain/configurator/messages.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import {
  afterUpdate,
  allOptions,
  completeStep,
  inRange,
  openConfiguratorAt,
  stepHeading,
  widthOption,
} from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const productUrl = `${baseUrl}/rolgordijn-verduisterend`;
const openConfigurator = (page: Page) => openConfiguratorAt(page, productUrl);
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

describe("configuring a roller blind at 1280 px", () => {
  let page: Page;
  let answer: ConfiguratorResponse;

  beforeAll(async () => {
    page = await newPage(browser, 1280);
    answer = await openConfigurator(page);
  });

  it("opens on the first step with focus on the configurator and reports configurator_start once", async () => {
    expect(new URL(page.url()).hash).toBe("#configureren");
    // On a wide window the section waits (inert) for the 3D preview, which takes the focus away until it is in.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 30_000 })
      .toBe("configurator-title");
    await expect(stepHeading(page).textContent()).resolves.toContain(answer.conf_groups[0]?.name);
    await expect(page.getByRole("button", { name: "Volgende stap" }).count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: "Vorige stap" }).count()).resolves.toBe(0);
    const starts = await page.evaluate(
      () => (window.dataLayer as { event?: string }[]).filter((e) => e.event === "configurator_start").length,
    );
    expect(starts).toBe(1);
    await expectNoAxeViolations(page);
  });

  it("walks every step to the overview by typing and clicking, with the price and summary at the end", async () => {
    const steps = answer.conf_groups.length;
    for (let step = 0; step < steps; step++) {
      answer = await completeStep(page, answer, step);
      await page.getByRole("button", { name: "Volgende stap" }).click();
      const next = step + 1 < steps ? answer.conf_groups[step + 1]?.name : "Overzicht";
      await expect.poll(() => stepHeading(page).textContent()).toContain(next);
      // Focus follows the step change to the new heading.
      await expect(stepHeading(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    }
    expect(answer.errors).toEqual({});
    await expect.poll(() => priceText(page)).toMatch(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);
    const width = widthOption(answer);
    const summary = page.locator(".summary");
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain(width.name);
    await expectNoAxeViolations(page);
  });

  it("changes the price after a width change", async () => {
    const width = widthOption(answer);
    const step = answer.conf_groups.findIndex((g) => g.options.some((o) => o.id === width.id));
    await page.getByRole("button", { name: new RegExp(`Stap ${step + 1}: `) }).click();
    const before = await priceText(page);
    const field = page.getByRole("textbox", { name: new RegExp(`^${width.name}`) });
    answer = await afterUpdate(page, () => field.fill(String(inRange(width, 0.5))));
    expect(answer.errors).toEqual({});
    await expect.poll(() => priceText(page)).not.toBe(before);
    await expect(page.locator(".price-box [aria-live=polite]").textContent()).resolves.toMatch(
      /^Nieuwe prijs: € /,
    );
  });

  it("shows the range message at an out-of-range width and blocks the next step", async () => {
    const width = widthOption(answer);
    const field = page.getByRole("textbox", { name: new RegExp(`^${width.name}`) });
    const tooWide = (width.max_value ?? 300) + 50;
    answer = await afterUpdate(page, () => field.fill(String(tooWide)));
    const message = answer.errors[String(width.id)];
    expect(message).toBe(
      `${width.name} moet tussen de ${formatNumber(width.min_value ?? 0)} cm en ${formatNumber(width.max_value ?? 0)} cm zijn!`,
    );
    const error = page.locator(`#conf-option-${width.id}-error`);
    await expect.poll(() => error.textContent()).toBe(message);
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(field.getAttribute("aria-describedby")).resolves.toContain(`conf-option-${width.id}-error`);

    const heading = await stepHeading(page).textContent();
    const next = page.getByRole("button", { name: "Volgende stap" });
    await expect.poll(() => next.getAttribute("aria-disabled")).toBe("true");
    await expect(page.getByRole("button", { name: /Overzicht/ }).getAttribute("aria-disabled")).resolves.toBe(
      "true",
    );
    // Trying anyway keeps the step and puts the visitor on the field with the message.
    await next.dispatchEvent("click");
    await expect(stepHeading(page).textContent()).resolves.toBe(heading);
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    // Back in range, the step opens again.
    answer = await afterUpdate(page, () => field.fill(String(inRange(width))));
    await expect.poll(() => error.count()).toBe(0);
    await expect.poll(() => next.getAttribute("aria-disabled")).toBe(null);
  });

  it("moves with the − and + steppers at once", async () => {
    const width = widthOption(answer);
    const field = page.getByRole("textbox", { name: new RegExp(`^${width.name}`) });
    const start = Number((await field.inputValue()).replace(",", "."));
    answer = await afterUpdate(page, () =>
      page.getByRole("button", { name: `${width.name} 1 cm groter` }).click(),
    );
    expect(answer.conf_values[String(width.id)]).toBe(start + 1);
    await expect.poll(() => field.inputValue()).toBe(formatNumber(start + 1));
  });
});

describe("the fabric roll", () => {
  it("refuses a width no roll of the chosen linen can make, with the reason at the width field", async () => {
    const page = await newPage(browser, 1280);
    let answer = await openConfiguratorAt(page, `${baseUrl}/rolgordijn-lichtdoorlatend`);
    const width = widthOption(answer);
    const height = allOptions(answer).find((o) => o.type === "number_cm" && o.dimension === "height");
    if (!height) throw new Error("no height");
    answer = await afterUpdate(page, () =>
      page.getByRole("textbox", { name: new RegExp(`^${height.name}`) }).fill("150"),
    );
    const field = page.getByRole("textbox", { name: new RegExp(`^${width.name}`) });
    answer = await afterUpdate(page, () => field.fill("280"));
    const reason =
      "Deze kleur is bij deze keuzes tot 254 cm breed te maken: de stofrol is 2500 mm breed. Kies een andere kleur of een kleinere breedte.";
    expect(answer.errors[String(width.id)]).toBe(reason);
    await expect.poll(() => page.locator(`#conf-option-${width.id}-error`).textContent()).toBe(reason);
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect
      .poll(() => page.getByRole("button", { name: "Volgende stap" }).getAttribute("aria-disabled"))
      .toBe("true");
    await expectNoAxeViolations(page);
    // The widest size the roll makes is fine.
    answer = await afterUpdate(page, () => field.fill("254"));
    expect(answer.errors[String(width.id)]).toBeUndefined();
    await expect.poll(() => page.locator(`#conf-option-${width.id}-error`).count()).toBe(0);
  });
});

describe("the previews", () => {
  it("loads the 3D preview in place of the slider on a 1280 px window, blocking the configurator while it loads", async () => {
    const page = await newPage(browser, 1280);
    await page.goto(productUrl, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Stel samen" }).click();
    await page.locator(".preview3d").waitFor();
    const progress = await page
      .locator(".preview3d__progress")
      .textContent({ timeout: 5_000 })
      .catch(() => null);
    if (progress !== null) {
      expect(progress).toMatch(/^(ophalen \d+%|laden)$/);
      await expect(page.locator("#configurator").getAttribute("inert")).resolves.not.toBeNull();
    }
    await page.locator(".preview3d:not(.preview3d--loading)").waitFor({ timeout: 30_000 });
    await expect(page.locator(".preview3d__notice").count()).resolves.toBe(0);
    await expect(page.locator(".slider").count()).resolves.toBe(0);
    await expect(page.locator("#configurator").getAttribute("inert")).resolves.toBeNull();
  });

  it("keeps to the layered preview on a 375 px window, and its fabric layer follows the colour", async () => {
    const page = await newPage(browser, 375);
    const answer = await openConfigurator(page);
    await expect(page.locator(".preview3d").count()).resolves.toBe(0);
    const fabricLayer = page.locator(".layered-preview__layer").nth(1);
    const before = await fabricLayer.getAttribute("src");
    const fabric = allOptions(answer).find((o) => o.type === "fabric_choice");
    const other = fabric?.values.find((v) => v.id !== answer.conf_values[String(fabric.id)] && !v.disabled);
    const step = answer.conf_groups.findIndex((g) => g.options.some((o) => o.id === fabric?.id));
    for (let i = 0; i < step; i++) {
      await completeStep(page, answer, i);
      await page.getByRole("button", { name: "Volgende stap" }).click();
    }
    await afterUpdate(page, () =>
      page
        .locator(`#conf-option-${fabric?.id}`)
        .locator("label", { hasText: other?.name ?? "" })
        .first()
        .click(),
    );
    await expect.poll(() => fabricLayer.getAttribute("src")).not.toBe(before);
  });
});

describe("at 375 px", () => {
  it("fits the phone without sideways scrolling and passes axe on the open configurator", async () => {
    const page = await newPage(browser, 375);
    let answer = await openConfigurator(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    answer = await completeStep(page, answer, 0);
    await page.getByRole("button", { name: "Volgende stap" }).click();
    await expect
      .poll(() => stepHeading(page).textContent())
      .toContain(answer.conf_groups[1]?.name ?? "Overzicht");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
});
