// The back office in the browser: a new owner's invitation link sets a password and logs in; a wrong password
// gets the Dutch message; the owner invites a medewerker and reads it in the audit log; the medewerker sees no
// owner's pages and gets 'Geen toegang' there; logging out ends the session. axe-core finds nothing on every
// page, at 1280 and 375 px, and a phone never scrolls sideways.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { backofficePages } from "../../app/backoffice/navigation.ts";
import { mayUse } from "../../domain/staff.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { BROWSER_STAFF_PASSWORD, loginAsStaff } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function checkEveryPage(page: Page, role: "eigenaar" | "medewerker") {
  for (const entry of backofficePages.filter((p) => mayUse(role, p.area))) {
    await page.goto(`${baseUrl}${entry.to}`);
    await expect.poll(() => page.locator("h1").first().textContent()).toBeTruthy();
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page), entry.to).toBe(false);
  }
}

describe.each([1280, 375])("the back office at %i px", (width) => {
  it("logs a new owner in with the invitation's link, and every page an owner has is accessible", async () => {
    const page = await newPage(browser, width);
    await page.goto(`${baseUrl}/beheer/bestellingen-of-zo`);
    const email = await loginAsStaff(page, socket, "eigenaar");
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    await checkEveryPage(page, "eigenaar");
    await page.context().close();
    // Every page of the menu with axe at one width: it grows with the back office.
  }, 150_000);

  it("says in Dutch when the password is wrong, and sends a logged-out visitor to the login and back", async () => {
    const page = await newPage(browser, width);
    await page.goto(`${baseUrl}/beheer/logboek`);
    await page.waitForURL(/\/beheer\/inloggen\?terug=%2Fbeheer%2Flogboek$/);
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mailadres").fill("niemand@example.nl");
    await page.getByLabel("Wachtwoord").fill("verkeerd wachtwoord");
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect
      .poll(() => page.getByText("Dit e-mailadres en wachtwoord horen niet bij elkaar.").isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.context().close();
  });
});

describe("staff", () => {
  it("an owner invites a medewerker, who sees only their pages; the audit log says who did it", async () => {
    const ownerPage = await newPage(browser, 1280);
    const ownerEmail = await loginAsStaff(ownerPage, socket, "eigenaar");
    await ownerPage.goto(`${baseUrl}/beheer/medewerkers`);
    const colleague = `collega-${Date.now()}@example.nl`;
    await ownerPage.getByLabel("E-mailadres").fill(colleague);
    await ownerPage.getByLabel("Rol", { exact: true }).selectOption("medewerker");
    await ownerPage.getByRole("button", { name: "Uitnodigen" }).click();
    const link = ownerPage.locator(".beheer-link code");
    await expect.poll(() => link.textContent()).toMatch(/\/beheer\/wachtwoord\//);
    const invitation = (await link.textContent()) ?? "";
    await expect.poll(() => ownerPage.getByRole("row").filter({ hasText: colleague }).count()).toBe(1);
    await expectNoAxeViolations(ownerPage);

    await ownerPage.goto(`${baseUrl}/beheer/logboek`);
    const row = ownerPage.getByRole("row").filter({ hasText: colleague });
    await expect.poll(() => row.first().textContent()).toContain(ownerEmail);

    const page = await newPage(browser, 375);
    await page.goto(invitation);
    await page.getByLabel("Nieuw wachtwoord").fill(BROWSER_STAFF_PASSWORD);
    await page.getByLabel("Herhaal het wachtwoord").fill(BROWSER_STAFF_PASSWORD);
    await page.getByRole("button", { name: "Wachtwoord instellen en inloggen" }).click();
    await page.waitForURL(/\/beheer$/);
    const menu = page.getByRole("navigation", { name: "Beheer" });
    await expect.poll(() => menu.getByRole("link", { name: "Overzicht" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Medewerkers" }).count()).toBe(0);
    await checkEveryPage(page, "medewerker");

    await page.goto(`${baseUrl}/beheer/medewerkers`);
    await expect.poll(() => page.getByRole("heading", { name: "Geen toegang" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl}/beheer`);
    await page.getByRole("button", { name: "Uitloggen", exact: true }).click();
    await page.waitForURL(/\/beheer\/inloggen$/);
    await page.goto(`${baseUrl}/beheer`);
    await page.waitForURL(/\/beheer\/inloggen/);
    await ownerPage.context().close();
    await page.context().close();
    // It walks every page a medewerker has, each with axe: more than the default minute on a busy machine.
  }, 120_000);
});
