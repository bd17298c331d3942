// Cookie consent as a first-time visitor meets it: nothing tracked before a choice, the held events after 'Alles
// accepteren', none after 'Alleen noodzakelijk', the choice remembered and changeable from the footer; by mouse at
// 1280 px and by keyboard only at 375 px, axe-core clean with the banner and the dialog open.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const product = catalogue.products[0];
const category = catalogue.categories.find((c) => c.slug === product?.category);

/** The data layer as plain values: gtag's `arguments` objects as arrays. */
function layer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    window.dataLayer.map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as unknown as ArrayLike<unknown>)
        : entry,
    ),
  );
}

function events(page: Page): Promise<string[]> {
  return page.evaluate(() => window.dataLayer.flatMap((e) => (typeof e.event === "string" ? [e.event] : [])));
}

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};
const GRANTED = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
};
const DEFAULT = [
  "consent",
  "default",
  { ...DENIED, functionality_storage: "granted", security_storage: "granted", wait_for_update: 500 },
];

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(baseUrl);
  return cookies.find((c) => c.name === "rw_consent")?.value;
}

describe("at 1280 px, by mouse", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 1280, { consent: false });
  });

  it("shows the banner after hydration and tracks nothing: the data layer holds Consent Mode's defaults first", async () => {
    const response = await page.goto(`${baseUrl}/${product?.urlPath}`, { waitUntil: "networkidle" });
    // The server's HTML is the same for everybody: no banner in it.
    expect(await response?.text()).not.toContain("consent-banner");
    const banner = page.getByRole("region", { name: "Cookies bij Raamwerk" });
    await banner.waitFor();
    expect(await layer(page)).toEqual([DEFAULT, { currency: "EUR" }]);
    // Three choices of equal weight: one size and one colour.
    const buttons = banner.getByRole("button");
    await expect(buttons.allTextContents()).resolves.toEqual([
      "Alles accepteren",
      "Alleen noodzakelijk",
      "Instellen",
    ]);
    const looks = await buttons.evaluateAll((all) =>
      all.map((b) => {
        const style = getComputedStyle(b);
        return `${b.getBoundingClientRect().width}x${b.getBoundingClientRect().height} ${style.backgroundColor} ${style.color} ${style.fontSize}`;
      }),
    );
    expect(new Set(looks).size).toBe(1);
    // Fixed at the bottom: it moves nothing on the page.
    await expect(banner.evaluate((b) => getComputedStyle(b).position)).resolves.toBe("fixed");
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0));
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await expectNoAxeViolations(page);
  });

  it("'Alles accepteren': remembered for twelve months, Consent Mode updated, then the held view_item", async () => {
    await page.getByRole("button", { name: "Alles accepteren" }).click();
    await page.getByRole("region", { name: "Cookies bij Raamwerk" }).waitFor({ state: "detached" });
    const entries = await layer(page);
    expect(entries.slice(0, 3)).toEqual([DEFAULT, { currency: "EUR" }, ["consent", "update", GRANTED]]);
    expect(await events(page)).toEqual(["view_item"]);
    const cookie = (await page.context().cookies(baseUrl)).find((c) => c.name === "rw_consent");
    expect(cookie?.value).toBe("v1.a1.m1");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  it("remembers the choice over a reload: no banner, the update right after the defaults, events at once", async () => {
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Cookie-instellingen" }).waitFor();
    expect(await page.getByRole("region", { name: "Cookies bij Raamwerk" }).count()).toBe(0);
    const entries = await layer(page);
    expect(entries.slice(0, 3)).toEqual([DEFAULT, ["consent", "update", GRANTED], { currency: "EUR" }]);
    expect(await events(page)).toEqual(["view_item"]);
  });

  it("is changed from the footer: both switches off and 'Keuze opslaan' stops the tracking", async () => {
    await page.getByRole("button", { name: "Cookie-instellingen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-instellingen" });
    await dialog.waitFor();
    await expect(dialog.getByRole("switch", { name: "Functioneel" }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole("switch", { name: "Functioneel" }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole("switch", { name: "Analytisch" }).isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole("switch", { name: "Analytisch" }).click();
    await dialog.getByRole("switch", { name: "Marketing" }).click();
    await dialog.getByRole("button", { name: "Keuze opslaan" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await layer(page)).at(-1)).toEqual(["consent", "update", DENIED]);
    expect(await consentCookie(page)).toBe("v1.a0.m0");

    await page.goto(`${baseUrl}/${category?.slug}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Cookie-instellingen" }).waitFor();
    expect(await page.getByRole("region", { name: "Cookies bij Raamwerk" }).count()).toBe(0);
    expect((await layer(page)).slice(0, 2)).toEqual([DEFAULT, ["consent", "update", DENIED]]);
    expect(await events(page)).toEqual([]);
  });
});

describe("at 375 px, by keyboard only", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, 375, { consent: false });
  });

  it("reaches the banner right after the skip link; it leaves most of the screen free and fits the width", async () => {
    await page.goto(`${baseUrl}/${category?.slug}`, { waitUntil: "networkidle" });
    const banner = page.getByRole("region", { name: "Cookies bij Raamwerk" });
    await banner.waitFor();
    const box = await banner.boundingBox();
    expect(box?.height).toBeLessThan(800 * 0.3);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(800);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Naar de inhoud");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Instellen");
  });

  it("'Instellen' opens the settings; Escape closes them and returns to the banner, nothing chosen", async () => {
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie-instellingen" });
    await dialog.waitFor();
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Instellen");
    expect(await consentCookie(page)).toBeUndefined();
    expect(await events(page)).toEqual([]);
  });

  it("'Alleen noodzakelijk' drops the held view_item_list, removes the banner and leaves focus on the content", async () => {
    await page.keyboard.press("Shift+Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "Alleen noodzakelijk",
    );
    await page.keyboard.press("Enter");
    await page.getByRole("region", { name: "Cookies bij Raamwerk" }).waitFor({ state: "detached" });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("inhoud");
    expect(await consentCookie(page)).toBe("v1.a0.m0");
    expect((await layer(page)).at(-1)).toEqual(["consent", "update", DENIED]);
    expect(await events(page)).toEqual([]);
  });

  it("changes the choice from the footer by keyboard: Analytisch on, and tracking starts", async () => {
    const footerButton = page.getByRole("button", { name: "Cookie-instellingen" });
    await footerButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie-instellingen" });
    await dialog.waitFor();
    await dialog.getByRole("switch", { name: "Analytisch" }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("switch", { name: "Analytisch" }).isChecked()).resolves.toBe(true);
    await dialog.getByRole("button", { name: "Keuze opslaan" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    // Back on the footer's button, as the dialog promised.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "Cookie-instellingen",
    );
    expect(await consentCookie(page)).toBe("v1.a1.m0");
    expect((await layer(page)).at(-1)).toEqual([
      "consent",
      "update",
      { ...DENIED, analytics_storage: "granted" },
    ]);

    await page.goto(`${baseUrl}/${product?.urlPath}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => events(page)).toEqual(["view_item"]);
  });
});
