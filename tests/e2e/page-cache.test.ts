// Cached pages in the browser: two visitors with different carts get the very same product page HTML, and each
// sees their own count once the page has hydrated; a visitor with items sees the count from the counts cookie
// while the header data is still on its way, and the badge never shows 0 for them on the way.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { addRollerBlind } from "../helpers/paid-order-browser.ts";

const baseUrl = inject("baseUrl");
const productUrl = `${baseUrl}/rolgordijn-verduisterend`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cartBadge = (page: Page) => page.locator(".header-button__count").nth(1);

interface BadgeState {
  text: string;
  width: number;
}

/** Records every text the cart badge shows, and its width, from the first parse of the document on. */
async function recordCartBadge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { text: string; width: number }[] = [];
    Object.assign(window, { cartBadge: seen });
    const look = () => {
      const badge = document.querySelectorAll(".header-button__count")[1];
      const text = badge?.textContent ?? null;
      if (badge && text !== null && seen[seen.length - 1]?.text !== text)
        seen.push({ text, width: badge.getBoundingClientRect().width });
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const badgeStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { cartBadge: BadgeState[] }).cartBadge);

describe("two visitors with different carts", () => {
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    first = await newPage(browser);
    second = await newPage(browser);
    await addRollerBlind(first, baseUrl, 2);
    await addRollerBlind(second, baseUrl, 1);
  });

  it("get byte-identical product page HTML, with no cookie set", async () => {
    const [a, b] = await Promise.all([first.request.get(productUrl), second.request.get(productUrl)]);
    expect(a.status()).toBe(200);
    expect(a.headers()["set-cookie"]).toBeUndefined();
    expect(b.headers()["set-cookie"]).toBeUndefined();
    expect(await a.text()).toBe(await b.text());
  });

  it("each see their own count after hydration", async () => {
    await Promise.all([first.goto(productUrl), second.goto(productUrl)]);
    await expect.poll(() => cartBadge(first).textContent()).toBe("2 producten");
    await expect.poll(() => cartBadge(second).textContent()).toBe("1 producten");
  });
});

describe("a visitor with items while the page loads", () => {
  it("sees the count from the cookie before the header data arrives, and never a 0", async () => {
    const page = await newPage(browser);
    await addRollerBlind(page, baseUrl, 3);
    await recordCartBadge(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The header data waits until the test has seen the badge: the count cannot have come from it.
    await page.route("**/api/header/headerData", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(productUrl);
    await expect.poll(() => cartBadge(page).textContent()).toBe("3 producten");
    release();
    // The contents follow from the header data: the slide-over lists the cart.
    await page.getByRole("button", { name: /Winkelwagen/ }).click();
    await expect
      .poll(() => page.getByRole("dialog", { name: "Winkelwagen" }).textContent())
      .toContain("Rolgordijn verduisterend");
    const states = await badgeStates(page);
    expect(states.map((s) => s.text)).toEqual(["", "3 producten"]);
    // The empty badge kept the place the count takes: nothing in the header moved.
    expect(states[0]?.width).toBeGreaterThan(0);
    expect(states[1]?.width).toBe(states[0]?.width);
  });

  it("a new visitor sees an empty badge, then 0 once the header data says so", async () => {
    const page = await newPage(browser);
    await recordCartBadge(page);
    await page.goto(productUrl);
    await expect.poll(() => cartBadge(page).textContent()).toBe("0 producten");
    expect((await badgeStates(page)).map((s) => s.text)).toEqual(["", "0 producten"]);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain("rw_sid");
  });
});
