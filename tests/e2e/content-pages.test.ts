// The information pages in a real browser at 375 and 1280 px: axe-core finds nothing, no sideways scrolling,
// the footer's content lines up with the page's content column (1280 and 1920 px), the measuring guide's
// drawings load, a question opens from the keyboard, and the configurator's size step links to its guide.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { contentPages } from "../../domain/content-pages.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { openConfiguratorAt } from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The new information pages and the contact page (its showrooms and numbers changed too). */
const paths = [
  "/klantenservice/contact",
  ...contentPages
    .map((p) => p.path)
    .filter((p) => !p.startsWith("/klantenservice") && !p.startsWith("/advies")),
];

/**
 * At 375 px axe runs on the pages whose parts differ (the layout is shared): the contact page's cards, the
 * privacy page's cards, the questions and the drawings; every page is still checked for sideways scrolling.
 */
const phoneAxePaths = new Set([
  "/klantenservice/contact",
  "/privacybeleid",
  "/veelgestelde-vragen",
  "/meetinstructies",
]);

/** Left edges of the page's content column and of the footer's content. */
function edges(page: Page) {
  return page.evaluate(() => {
    const left = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return Number.NaN;
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft);
    };
    const right = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return Number.NaN;
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
    };
    return {
      page: [left("main .page"), right("main .page")],
      footer: [left(".site-footer__inner"), right(".site-footer__inner")],
    };
  });
}

for (const width of [375, 1280]) {
  describe(`at ${width} px`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(browser, width);
    });

    it("shows the information pages without axe findings or sideways scrolling", async () => {
      for (const path of paths) {
        const res = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
        expect(res?.status(), path).toBe(200);
        expect(await page.locator("h1").count(), path).toBe(1);
        if (width > 375 || phoneAxePaths.has(path)) await expectNoAxeViolations(page);
        expect(await hasHorizontalScroll(page), path).toBe(false);
      }
    });

    it("loads the measuring drawings and the footer's marks, and lines the footer up with the content", async () => {
      await page.goto(`${baseUrl}/meetinstructies#plisse`, { waitUntil: "networkidle" });
      const figure = page.locator("#plisse img").first();
      await figure.scrollIntoViewIfNeeded();
      await expect
        .poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const marks = page.locator(".site-footer .mark img");
      expect(await marks.count()).toBeGreaterThanOrEqual(6);
      await marks.last().scrollIntoViewIfNeeded();
      for (const w of await marks.evaluateAll((imgs) =>
        imgs.map((i) => (i as HTMLImageElement).naturalWidth),
      ))
        expect(w).toBeGreaterThan(0);
      const { page: column, footer } = await edges(page);
      expect(Math.abs((footer[0] ?? 0) - (column[0] ?? 0))).toBeLessThanOrEqual(1);
      expect(Math.abs((footer[1] ?? 0) - (column[1] ?? 0))).toBeLessThanOrEqual(1);
    });
  });
}

describe("at 1920 px and from the keyboard", () => {
  it("reaches the questions from the footer, lines the footer up on a wide screen, opens a question and links the size step to its guide", async () => {
    const page = await newPage(browser, 1920);
    // From the home page through the footer, as a visitor does: the app navigates and loads the page's styles.
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    await page.locator(".site-footer").getByRole("link", { name: "Veelgestelde vragen" }).click();
    await page.getByRole("heading", { level: 1, name: "Veelgestelde vragen" }).waitFor();
    await expect
      .poll(() => page.locator(".content-toc").evaluate((el) => getComputedStyle(el).borderLeftStyle))
      .toBe("solid");
    const { page: column, footer } = await edges(page);
    expect(Math.abs((footer[0] ?? 0) - (column[0] ?? 0))).toBeLessThanOrEqual(1);

    const question = page.locator("details.faq-item").first();
    await question.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => question.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);

    const plisse = catalogue.products.find((p) => p.kind === "plisse");
    const answer = await openConfiguratorAt(page, `${baseUrl}/${plisse?.urlPath}`);
    // The sizes are asked on the first step.
    expect(answer.conf_groups[0]?.options.some((o) => o.type === "number_cm")).toBe(true);
    const link = page.getByRole("link", { name: /Hoe meet ik\?/ });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe("/meetinstructies#plisse");
    expect(await link.getAttribute("target")).toBe("_blank");
    await page.context().close();
  });
});
