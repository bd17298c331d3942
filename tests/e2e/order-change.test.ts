// The customer's change page at 375 px: a paid order placed through the checkout's calls, the change link opened
// from the confirmation mail, the width made smaller, the new price read before confirming, the change made
// (the refund named), the page axe-clean and without sideways scroll; a row made wider, its difference paid on the
// sandbox's page and the change confirmed back on the page; then a tampered link's Dutch answer.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { placePaidOrder } from "../helpers/paid-order-browser.ts";

const baseUrl = inject("baseUrl");
const email = `wijzigen-${Date.now()}@example.nl`;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 375);
});
afterAll(async () => {
  await browser?.close();
});

/** The change link of the order's confirmation mail, read from the development mailbox once it is sent. */
async function changeLink(number: string, to = email): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = (await (
      await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`)
    ).json()) as {
      subject: string;
      text: string;
    }[];
    const text = mails.find((m) => m.subject.includes(number))?.text ?? "";
    const found = /https?:\/\/\S+(\/bestelling\/[\w-]+\/wijzigen\?t=[\w-]+)/.exec(text)?.[1];
    if (found) return `${baseUrl}${found}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("no change link in the confirmation mail");
}

describe("changing an order through the link in the mail", () => {
  it("changes the width, shows the new price first, and confirms", async () => {
    const { number } = await placePaidOrder(page, baseUrl, { email });
    const link = await changeLink(number);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(`Bestelling ${number}`);
    await expect(
      page.getByText(/Wijzigen of annuleren kan tot \w+ \d{1,2} \w+ om 12:00/).count(),
    ).resolves.toBe(1);
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByText("Wijzig deze regel").click();
    await page.getByLabel("Breedte (cm)").fill("60");
    await page.getByRole("button", { name: "Bekijk de nieuwe prijs" }).click();
    const quote = page.getByRole("status").filter({ hasText: "Je wijziging van regel 1" });
    await quote.waitFor();
    const quoted = (await quote.textContent()) ?? "";
    expect(quoted).toContain("Breedte: 120 cm → 60 cm");
    expect(quoted).toMatch(
      /Nieuwe prijs van deze regel: € [\d.,]+ \(was € [\d.,]+\)\. Je krijgt € [\d.,]+ terug\./,
    );
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole("button", { name: "Bevestig de wijziging" }).click();
    await page.waitForURL(/klaar=gewijzigd/);
    // The address moves before the page's new data is shown: wait for the result, not the confirm step.
    await expect
      .poll(async () => (await page.getByRole("status").first().textContent()) ?? "", { timeout: 15_000 })
      .toMatch(/Je wijziging is verwerkt\. .* We maken € [\d.,]+ aan je over\./);
    await expect(page.getByText("Breedte: 60 cm").count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
  });

  it("widens a row, pays the difference in the sandbox and shows the change confirmed", async () => {
    const wider = `breder-${Date.now()}@example.nl`;
    const { number } = await placePaidOrder(page, baseUrl, { email: wider });
    const link = await changeLink(number, wider);
    await page.goto(link);
    await page.getByText("Wijzig deze regel").click();
    await page.getByLabel("Breedte (cm)").fill("240");
    await page.getByRole("button", { name: "Bekijk de nieuwe prijs" }).click();
    const quote = page.getByRole("status").filter({ hasText: "Je wijziging van regel 1" });
    await quote.waitFor();
    const quoted = (await quote.textContent()) ?? "";
    expect(quoted).toContain("Breedte: 120 cm → 240 cm");
    const difference = /Dat is (€ [\d.,]+) meer\./.exec(quoted)?.[1];
    expect(difference).toBeDefined();
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole("button", { name: "Betaal het verschil" }).click();
    await page.waitForURL(/\/betaalomgeving\//);
    // The sandbox's page asks exactly the difference.
    const digits = (text: string | null | undefined) => (text ?? "").replace(/[^\d,]/g, "");
    expect(digits(await page.locator(".amount").first().textContent())).toBe(digits(difference));
    await page.getByRole("button", { name: "Betaling geslaagd" }).click();
    await page.waitForURL(/betaling=betaald/);
    const done = (await page.getByRole("status").first().textContent()) ?? "";
    expect(done).toContain("Bedankt, je betaling is binnen en je wijziging is verwerkt.");
    await expect(page.getByText("Breedte: 240 cm").count()).resolves.toBe(1);
    await expect(page.getByText("Je wijziging wacht op betaling").count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it("answers a tampered link in Dutch", async () => {
    await page.goto(`${baseUrl}/bestelling/RW-2026-000001/wijzigen?t=${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Deze link werkt niet");
    await expectNoAxeViolations(page);
  });
});
