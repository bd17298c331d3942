// The production queue in the browser: a paid order released on its order page appears on /beheer/productie on
// its production day; its label's code typed into the scan field (as a hand scanner types it, lower case and
// spaces forgiven) moves the row, the buttons move it on, a second scan of the same label right after the first
// is refused in Dutch, the camera's reading counts as a scan; the last pack sends the order on, which its order page shows, with the customer's mail.
// One browser, one login; axe-core finds nothing at 375 and 1280 px and a phone never scrolls sideways.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { productionDayOf } from "../../domain/production/production-day.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { placePaidOrder } from "../helpers/paid-order-browser.ts";
import { loginAsStaff } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await hasHorizontalScroll(page), page.url()).toBe(false);
}

describe("the production queue", () => {
  it("moves a released order's row by typed scan and buttons until the order is sent", async () => {
    const page = await newPage(browser, 375);
    const email = `productie-${Date.now()}@example.nl`;
    const { number } = await placePaidOrder(page, baseUrl, { email });
    await loginAsStaff(page, socket, "medewerker");

    await page.goto(`${baseUrl}/beheer/bestellingen/${number}`);
    const orderState = page.locator(".beheer-title .beheer-badge");
    await page.getByRole("button", { name: "Vrijgeven voor productie" }).click();
    await expect.poll(() => orderState.textContent()).toBe("Vrijgegeven voor productie");

    const day = productionDayOf(new Date());
    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Productie" }).click();
    await page.waitForURL(/\/beheer\/productie$/);
    await page.goto(`${baseUrl}/beheer/productie?dag=${day}`);
    const ref = `${number}/1`;
    const row = page.locator(".productie-row").filter({ hasText: ref });
    const badge = row.locator(".beheer-badge");
    await expect.poll(() => badge.textContent()).toBe("Te snijden");
    expect(await page.getByRole("link", { name: "Snijlijst van deze dag (PDF)" }).getAttribute("href")).toBe(
      `/api/beheer/production/cut-list.pdf?day=${day}`,
    );
    await checkPage(page);

    const scan = page.getByLabel("Scan of typ de code van het label");
    await scan.fill(` ${ref.toLowerCase()} `);
    await scan.press("Enter");
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe(`${ref}: Gesneden. Bestelling ${number} staat nu op ‘In productie’.`);
    await expect.poll(() => badge.textContent()).toBe("Gesneden");
    // The field is empty again and keeps the focus for the next label.
    expect(await scan.inputValue()).toBe("");
    await expect.poll(() => scan.evaluate((el) => el === document.activeElement)).toBe(true);

    // The same label read again at once is the same scan, not a next step.
    await scan.fill(ref);
    await scan.press("Enter");
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("dezelfde scan telt niet twee keer");
    expect(await badge.textContent()).toBe("Gesneden");
    await checkPage(page);

    await row.getByRole("button", { name: "Samengesteld" }).click();
    await expect.poll(() => badge.textContent()).toBe("Samengesteld");
    // After a button, a scan is the next step again: this time with the camera. Chromium on Linux has no
    // BarcodeDetector and the test machine no camera: the page gets the browser's two interfaces as a phone
    // has them, a canvas as the camera's stream and a reader that sees the label once it is 'held up'.
    await page.addInitScript(() => {
      const w = window as unknown as { BarcodeDetector: unknown; heldUp?: string };
      w.BarcodeDetector = class {
        async detect() {
          return w.heldUp ? [{ rawValue: w.heldUp }] : [];
        }
      };
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement("canvas");
        canvas.getContext("2d")?.fillRect(0, 0, canvas.width, canvas.height);
        return canvas.captureStream();
      };
    });
    await page.reload();
    await page.getByRole("button", { name: "Camera scannen" }).click();
    await page.getByLabel("Camerabeeld: richt op de QR-code van het label").waitFor();
    await page.evaluate((code) => {
      (window as unknown as { heldUp?: string }).heldUp = code;
    }, ref);
    await expect.poll(() => badge.textContent()).toBe("Gecontroleerd");
    // The preview closed and its stream stopped after the one code.
    await expect.poll(() => page.locator("video").count()).toBe(0);
    await row.getByRole("button", { name: "Ingepakt" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe(`${ref}: Ingepakt. Alles is ingepakt: bestelling ${number} staat nu op ‘Verzonden’.`);
    await expect.poll(() => badge.textContent()).toBe("Ingepakt");
    await checkPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkPage(page);

    await page.getByRole("link", { name: number }).click();
    await page.waitForURL(new RegExp(`/beheer/bestellingen/${number}$`));
    await expect.poll(() => orderState.textContent()).toBe("Verzonden");
    const mails = async () =>
      (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
        subject: string;
      }[];
    await expect
      .poll(async () => (await mails()).map((m) => m.subject))
      .toContain(`Je bestelling is verzonden (${number})`);
    await page.context().close();
  });
});
