// Following an order on /bestelling-volgen: a paid order placed through the checkout's calls, its confirmation
// mail's link (number filled in), a wrong postcode answered with the neutral message, then the order's state,
// next step, expected date and rows; axe-core clean and no sideways scroll at 1280 and 375 px. And the
// product page's delivery line: the production time in the cached HTML, the expected date after hydration.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { productionTimeText } from "../../domain/delivery/production.ts";
import { ORDER_STATUS_NOT_FOUND } from "../../domain/orders/order-status.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { placePaidOrder } from "../helpers/paid-order-browser.ts";

const baseUrl = inject("baseUrl");
const email = `volgen-${Date.now()}@example.nl`;
const product = catalogue.products.find((p) => p.kind === "rolgordijn");
const expectedDate =
  /^Verwacht in huis: (maandag|dinsdag|woensdag|donderdag|vrijdag) \d{1,2} [a-z]+( \d{4})?$/;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 1280);
});
afterAll(async () => {
  await browser?.close();
});

describe("following an order", () => {
  let number: string;
  let link: string;

  beforeAll(async () => {
    number = (await placePaidOrder(page, baseUrl, { email })).number;
  });

  it("the confirmation mail links to the status page with the order number", async () => {
    let text = "";
    // The mail goes out from the outbox shortly after the payment.
    for (let i = 0; i < 50 && !text.includes("/bestelling-volgen"); i++) {
      const mails = (await (
        await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as {
        subject: string;
        text: string;
      }[];
      text = mails.find((m) => m.subject.includes(number))?.text ?? "";
      if (!text.includes("/bestelling-volgen")) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(text).toMatch(/Verwacht in huis: (maandag|dinsdag|woensdag|donderdag|vrijdag) \d{1,2} [a-z]+/);
    const found = /https?:\/\/\S+\/bestelling-volgen\?order=[\w-]+/.exec(text)?.[0];
    expect(found).toBe(`${new URL(found ?? baseUrl).origin}/bestelling-volgen?order=${number}`);
    link = `${baseUrl}/bestelling-volgen?order=${number}`;
  });

  it("answers a wrong postcode with the neutral message, and the right one with the order's state", async () => {
    await page.goto(link, { waitUntil: "networkidle" });
    await expect(page.getByLabel("Bestelnummer").inputValue()).resolves.toBe(number);
    await page.getByLabel("Postcode").fill("1011 AB");
    await page.getByRole("button", { name: "Bekijk je bestelling" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe(ORDER_STATUS_NOT_FOUND);

    // Typed as people do: the postcode without its space, in lower case.
    await page.getByLabel("Postcode").fill("3274lb");
    await page.getByRole("button", { name: "Bekijk je bestelling" }).click();
    const result = page.getByRole("region", { name: `Bestelling ${number}` });
    await result.waitFor();
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    const shown = (await result.textContent()) ?? "";
    expect(shown).toContain("We controleren je maten");
    expect(shown).toContain("Wat er nu gebeurt");
    expect(shown).toContain(product?.name ?? "?");
    await expect(result.locator(".order-status__expected").textContent()).resolves.toMatch(
      /^\s*Verwacht in huis: \w+ \d{1,2} [a-z]+( \d{4})?$/,
    );
    // Paid, so the shop checks the sizes before anything is cut (docs/fulfilment.md).
    await expect(page.locator('[aria-current="step"]').textContent()).resolves.toContain("Maten controleren");
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it("reads well on a phone", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe("the product page's delivery line", () => {
  it("is the production time in the page's HTML and the expected date once the page runs", async () => {
    if (!product) throw new Error("no roller blind");
    const url = `${baseUrl}/${product.urlPath}`;
    const html = await (await fetch(url)).text();
    expect(html).toContain(`Levertijd: ${productionTimeText(product.productionDays)}`);
    expect(html).not.toContain("Verwacht in huis");
    await page.goto(url);
    const line = page.getByTestId("expected-delivery");
    await expect.poll(() => line.textContent(), { timeout: 10_000 }).toMatch(expectedDate);
    // One phrase for the delivery time on the page.
    const facts = (await page.locator(".product-page__facts").textContent()) ?? "";
    expect(facts.match(/Verwacht in huis|Levertijd|werkdagen/g)).toEqual(["Verwacht in huis"]);
  });
});
