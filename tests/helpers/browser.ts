// Headless Debian Chromium through playwright-core, and an axe-core check that fails on any violation.
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { ACCEPT_ALL, consentCookie } from "../../app/consent/consent.ts";

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

/**
 * A fresh page in its own context (axe needs one), at the given window width. The visitor has accepted all
 * cookies already (the rw_consent cookie, on every host the tests use), so tracking events go out at once and
 * no cookie banner covers the page; `{ consent: false }` is a first visit, for the consent tests.
 */
export async function newPage(
  browser: Browser,
  width = 1280,
  options: { consent?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 800 : 900 },
    locale: "nl-NL",
  });
  if (options.consent !== false) await giveConsent(context);
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

/** Every page of the context starts with all cookies accepted, as a returning visitor who chose before. */
export async function giveConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (cookie) => {
      try {
        // biome-ignore lint/suspicious/noDocumentCookie: set before the page's own scripts, as a returning visitor has it
        document.cookie = cookie;
      } catch {
        // about:blank and other documents without cookies
      }
    },
    consentCookie(ACCEPT_ALL, false),
  );
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
