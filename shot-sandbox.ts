import { chromium } from "playwright-core";
import { createTestApp } from "./tests/helpers/test-app.ts";
import { SandboxPaymentProvider } from "./server/payments/sandbox.ts";

const t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
const sandbox = t.services.payments as SandboxPaymentProvider;
const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
const make = (type: string, extra: Record<string, string> = {}) =>
  sandbox.createPayment({
    reference: `RW-2026-000123-${Math.random().toString(36).slice(2, 8)}`,
    orderNumber: "RW-2026-000123",
    amountCents: 124995,
    country: "NL",
    method: { type, ...extra },
    returnUrl: `${address}/checkout/betaling/x`,
    shopperEmail: "klant@example.nl",
    shopperLocale: "nl-NL",
    idempotencyKey: Math.random().toString(36),
  });
const ideal = await make("ideal", { issuer: "ideal_RABONL2U" });
const card = await make("scheme", { brand: "mc" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(ideal.paymentLink);
  await page.screenshot({ path: `/tmp/payments-shots/ideal-${width}.png`, fullPage: true });
  await page.goto(card.paymentLink);
  await page.screenshot({ path: `/tmp/payments-shots/card-${width}.png`, fullPage: true });
  await page.goto(`${address}/betaalomgeving/ABCDEFGHIJKLMNOP`);
  await page.screenshot({ path: `/tmp/payments-shots/404-${width}.png`, fullPage: true });
  await context.close();
}
// Keyboard: tab to the bank select, then through the buttons; focus visible.
const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
const page = await context.newPage();
await page.goto(ideal.paymentLink);
await page.keyboard.press("Tab");
await page.screenshot({ path: `/tmp/payments-shots/focus-select-375.png` });
await page.keyboard.press("Tab");
await page.keyboard.press("Tab");
await page.keyboard.press("Tab");
await page.screenshot({ path: `/tmp/payments-shots/focus-refuse-375.png` });
const focused = await page.evaluate(() => document.activeElement?.textContent);
console.log("focused after 4 tabs:", focused);
await page.keyboard.press("Enter");
await page.waitForLoadState();
console.log("after Enter:", page.url());
await page.goto(ideal.paymentLink);
await page.screenshot({ path: `/tmp/payments-shots/finished-375.png`, fullPage: true });
await context.close();
await browser.close();
await t.close();
