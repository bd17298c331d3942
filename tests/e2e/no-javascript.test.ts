// Without JavaScript (or before the page's script has loaded) the staff forms post to their pages, never as GET:
// a new member of staff sets a password with the invitation's link, and later logs in, a wrong password first;
// no address the browser asks for ever holds a password. (axe-core runs in the page, so it cannot here: the
// same pages with their messages are checked with JavaScript in backoffice.test.ts.)
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { askRunningShop } from "../../server/backoffice/staff/command-channel.ts";
import { launchBrowser } from "../helpers/browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
const PASSWORD = "een lang wachtwoord zonder javascript";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page in a context without JavaScript that records every address the browser asks for. */
async function pageWithoutScript(): Promise<{ context: BrowserContext; page: Page; urls: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "nl-NL" });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return { context, page, urls };
}

function expectNoPasswordIn(urls: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toMatch(/password|wachtwoord=/i);
    expect(decodeURIComponent(url.replaceAll("+", " "))).not.toContain(PASSWORD);
  }
}

describe("the staff forms without JavaScript", () => {
  it("set a password with the invitation, then log in, landing on /beheer", async () => {
    const email = `zonder-js-${process.pid}-${Date.now()}@example.nl`;
    const answer = await askRunningShop(socket, { command: "invite", email, role: "medewerker" });
    if (!answer?.ok) throw new Error("no invitation");

    const first = await pageWithoutScript();
    await first.page.goto(answer.link);
    await first.page.getByLabel("Nieuw wachtwoord").fill(PASSWORD);
    await first.page.getByLabel("Herhaal het wachtwoord").fill(PASSWORD);
    await first.page.getByRole("button", { name: "Wachtwoord instellen en inloggen" }).click();
    await first.page.waitForURL(`${baseUrl}/beheer`);
    expectNoPasswordIn(first.urls);
    await first.context.close();

    const { context, page, urls } = await pageWithoutScript();
    await page.goto(`${baseUrl}/beheer`);
    await page.waitForURL(/\/beheer\/inloggen\?terug=%2Fbeheer$/);
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill("niet het goede wachtwoord");
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect
      .poll(() => page.getByText("Dit e-mailadres en wachtwoord horen niet bij elkaar.").isVisible())
      .toBe(true);
    // The address typed stays; the password does not.
    expect(await page.getByLabel("E-mailadres").inputValue()).toBe(email);
    expect(await page.getByLabel("Wachtwoord").inputValue()).toBe("");
    expect(page.url()).toBe(`${baseUrl}/beheer/inloggen?terug=%2Fbeheer`);

    await page.getByLabel("Wachtwoord").fill(PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL(`${baseUrl}/beheer`);
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    expectNoPasswordIn(urls);
    await context.close();
  });
});
