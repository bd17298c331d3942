// Details a shopper notices, in the browser: the cart's stepper fits its card at 1280 px and its message sits
// below it, 0 asks to remove, and 'Ongedaan maken' puts the row back; on a 375 px phone the home page's
// families come two by two and the configurator keeps a small preview in view while scrolling to the colours.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { rollerBlind, rollerBlindDef } from "../helpers/checkout.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Puts a roller blind in this page's cart through the API, as the configurator's 'In winkelwagen' would. */
async function addRollerBlind(page: Page) {
  const dims = dimensionOptions(rollerBlindDef);
  const start = await page.request.post(`${baseUrl}/api/configurator/update`, {
    data: { conf_id: rollerBlindDef.conf_id, prod_id: rollerBlindDef.prod_id, values: {}, filter_values: {} },
  });
  const answer = await start.json();
  const values: Record<string, unknown> = {
    ...answer.conf_values,
    [dims.width?.id ?? 0]: 120,
    [dims.height?.id ?? 0]: 150,
  };
  for (const group of answer.conf_groups)
    for (const option of group.options)
      if (values[option.id] == null && option.required && option.values.length > 0)
        values[option.id] = option.values.find((v: { disabled?: string }) => !v.disabled)?.id;
  const added = await page.request.post(`${baseUrl}/api/cart/add`, {
    data: { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values },
  });
  expect(added.status()).toBe(200);
}

describe("the cart's quantity stepper at 1280 px", () => {
  it("fits its card, shows its message below it, asks before removing at 0, and undoes a removal", async () => {
    const page = await newPage(browser, 1280);
    await page.goto(`${baseUrl}/`, { waitUntil: "domcontentloaded" });
    await addRollerBlind(page);
    await page.goto(`${baseUrl}/checkout`, { waitUntil: "networkidle" });
    const field = page.getByLabel(`Aantal ${rollerBlind.name}`);
    await field.fill("100");
    await field.blur();
    await page.locator(".qty-stepper__error").waitFor();
    const card = await box(page, ".cart-row");
    const controls = await box(page, ".qty-stepper__controls");
    const message = await box(page, ".qty-stepper__error");
    expect(inside(controls, card)).toBe(true);
    expect(inside(message, card)).toBe(true);
    expect(overlaps(controls, message)).toBe(false);

    // 0 is a question, not an error.
    await field.fill("0");
    await field.blur();
    await expect(page.getByText("Verwijderen?").count()).resolves.toBe(1);
    await expect(page.locator(".qty-stepper__error").count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Ja, verwijderen" }).click();
    const undo = page.getByRole("button", { name: "Ongedaan maken" });
    await undo.waitFor();
    await expect(page.locator(".cart-undo").getAttribute("aria-live")).resolves.toBe("polite");
    await expect(page.getByText("Winkelwagen is leeg").count()).resolves.toBe(1);

    const [restored] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart/add"),
      undo.click(),
    ]);
    expect(restored.status()).toBe(200);
    await page.locator(".cart-row").waitFor();
    await expect(page.locator(".cart-undo").textContent()).resolves.toContain("staat weer in je winkelwagen");
    const cart = await (await page.request.get(`${baseUrl}/api/cart`)).json();
    expect(cart.cart.count).toBe(1);

    // − at 1 asks too; 'Nee' keeps the row.
    await page.getByRole("button", { name: "Eén minder" }).click();
    await page.getByRole("button", { name: "Nee" }).click();
    await expect(page.getByText("Verwijderen?").count()).resolves.toBe(0);
    await expect(page.locator(".cart-row").count()).resolves.toBe(1);
    await page.context().close();
  });
});

describe("on a 375 px phone", () => {
  it("shows the families two by two, and keeps a small preview in view while configuring", async () => {
    const page = await newPage(browser, 375);
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const tiles = page.locator(".family-tile");
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => tiles.nth(i).boundingBox()));
    expect(first?.y).toBe(second?.y);
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
    expect(third?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);

    await page.goto(`${baseUrl}/${rollerBlind.urlPath}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Stel samen" }).click();
    await page.locator(".layered-preview").waitFor();
    // Down to the bottom of the step, where the next choices are: the preview stays at the top, small.
    const next = page.getByRole("button", { name: "Volgende stap" });
    await next.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(400);
    const preview = await box(page, ".layered-preview");
    expect(preview.y).toBeGreaterThanOrEqual(0);
    expect(preview.y + preview.height).toBeLessThanOrEqual(800 * 0.35);
    expect(overlaps(preview, await box(page, ".wizard-nav__next"))).toBe(false);
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await page.context().close();
  });
});
