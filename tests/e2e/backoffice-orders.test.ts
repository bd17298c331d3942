// The back office's orders in the browser: an order placed and paid through the shop's own calls and the sandbox
// page, found in /beheer/bestellingen by searching its number, opened, moved to production and then sent with a
// track-and-trace link; the customer's mail is in the dev mailbox and listed on the order. axe-core finds
// nothing on the list and the order, at 1280 and 375 px, and a phone never scrolls sideways.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

type Mail = { to: string; subject: string; text: string };

async function mailsTo(to: string): Promise<Mail[]> {
  return (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await hasHorizontalScroll(page), page.url()).toBe(false);
}

describe.each([1280, 375])("orders in the back office at %i px", (width) => {
  it("finds a paid order by its number, moves it to production and sent, and the customer gets the mail", async () => {
    const page = await newPage(browser, width);
    const email = `bestelling-${width}-${Date.now()}@example.nl`;
    const { number } = await placePaidOrder(page, baseUrl, { email });
    await loginAsStaff(page, socket, width === 375 ? "medewerker" : "eigenaar");

    await page
      .getByRole("navigation", { name: "Beheer" })
      .getByRole("link", { name: "Bestellingen" })
      .click();
    await page.waitForURL(/\/beheer\/bestellingen$/);
    await expect.poll(() => page.getByRole("heading", { name: "Bestellingen" }).isVisible()).toBe(true);
    await checkPage(page);

    await page.getByLabel("Zoek op bestelnummer, naam, e-mail of postcode").fill(number);
    await page.getByRole("button", { name: "Filteren" }).click();
    await page.waitForURL(new RegExp(`zoek=${number}`));
    const rows = page.locator(".beheer-orders tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("Te controleren");
    const csv = page.getByRole("link", { name: "Exporteer als CSV" });
    expect(await csv.getAttribute("href")).toBe(`/api/beheer/orders/export.csv?zoek=${number}`);
    const download = await page.request.get(`${baseUrl}/api/beheer/orders/export.csv?zoek=${number}`);
    expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await download.text()).split("\r\n")[1]).toMatch(new RegExp(`^${number};`));
    await checkPage(page);

    await page.getByRole("link", { name: number }).click();
    await page.waitForURL(new RegExp(`/beheer/bestellingen/${number}$`));
    const state = page.locator(".beheer-title .beheer-badge");
    await expect.poll(() => state.textContent()).toBe("Te controleren");
    await checkPage(page);

    await page.getByRole("button", { name: "Vrijgeven voor productie" }).click();
    await expect.poll(() => state.textContent()).toBe("Vrijgegeven voor productie");
    await page.getByRole("button", { name: "In productie nemen" }).click();
    await expect.poll(() => state.textContent()).toBe("In productie");
    const link = `https://jouw.postnl.nl/track-and-trace/3SRAAM${width}`;
    await page.getByLabel("Track-and-trace-link (niet verplicht)").fill("geen link");
    await page.getByRole("button", { name: "Verzonden", exact: true }).click();
    await expect.poll(() => page.getByText("Vul een geldige track-and-trace-link in").isVisible()).toBe(true);
    await checkPage(page);
    await page.getByLabel("Track-and-trace-link (niet verplicht)").fill(link);
    await page.getByRole("button", { name: "Verzonden", exact: true }).click();
    await expect.poll(() => state.textContent()).toBe("Verzonden");
    await expect.poll(() => page.getByRole("link", { name: link }).isVisible()).toBe(true);
    const mailRow = page.getByRole("link", { name: `Je bestelling is verzonden (${number})` });
    await expect.poll(() => mailRow.isVisible()).toBe(true);
    expect(await mailRow.getAttribute("href")).toMatch(/^\/beheer\/mails\/\d+$/);
    await checkPage(page);

    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.subject))
      .toEqual(
        expect.arrayContaining([
          `Je bestelling is in productie (${number})`,
          `Je bestelling is verzonden (${number})`,
        ]),
      );
    const sent = (await mailsTo(email)).find((m) => m.subject.startsWith("Je bestelling is verzonden"));
    expect(sent?.text).toContain(link);
    await page.context().close();
  });
});
