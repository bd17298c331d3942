// Headless Debian Chromium through playwright-core, and an axe-core check that fails on any violation.
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect } from "vitest";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless Chromium on a machine without a GPU or the internet; `npm run lighthouse` uses them too. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      ...CHROMIUM_FLAGS,
      // Software WebGL (SwiftShader) for the 3D preview, which renders in a worker.
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
    ],
  });
}

/** A fresh page in its own context (axe needs one), at the given window width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 800 : 900 },
    locale: "nl-NL",
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

/**
 * `frames: false` leaves out what is inside iframes: a frame sandboxed without scripts (a mail's HTML in the
 * back office) cannot run axe, and the analysis would wait for it forever.
 */
export async function expectNoAxeViolations(
  page: Page,
  include?: string,
  options: { frames?: boolean } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  if (options.frames === false) builder = builder.exclude("iframe").options({ iframes: false });
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** True when the page scrolls sideways, which a phone visitor must never have to do. */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
