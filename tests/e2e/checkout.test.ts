// The whole purchase on the embedded defaults: configure and add, choose mounting, fill the details with the
// NL postcode lookup, pay with iDEAL on the sandbox page (refused first, then paid), land on Bedankt with the
// purchase event and find the confirmation mail; a BE business customer with a VAT number; the country switch.
// axe-core checks every checkout page.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { completeStep, openConfiguratorAt, stepHeading } from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const beUrl = `http://be.localhost:${port}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function configureAndAdd(page: Page, site = baseUrl): Promise<void> {
  let answer = await openConfiguratorAt(page, `${site}/rolgordijn-verduisterend`);
  for (let step = 0; step < answer.conf_groups.length; step++) {
    answer = await completeStep(page, answer, step);
    await page.getByRole("button", { name: "Volgende stap" }).click();
  }
  await expect.poll(() => stepHeading(page).textContent()).toContain("Overzicht");
  await page.getByRole("button", { name: "Toevoegen aan winkelwagen", exact: true }).click();
  await page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" }).waitFor();
}

function dataLayerEvents(page: Page, name: string) {
  return page.evaluate(
    (n) =>
      (window.dataLayer as { event?: string; ecommerce?: Record<string, unknown> }[]).filter(
        (e) => e.event === n,
      ),
    name,
  );
}

async function fillAddress(page: Page, prefix: string, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) {
    const input = page.locator(`#${prefix}-${field}`);
    if (await input.evaluate((el) => el.tagName === "SELECT")) await input.selectOption(value);
    else await input.fill(value);
    await input.blur();
  }
}

describe("a Dutch private customer with mounting", () => {
  let page: Page;
  const email = `koper-${Date.now()}@example.nl`;

  beforeAll(async () => {
    page = await newPage(browser, 1280);
  });

  it("configures, adds, chooses mounting in the cart and goes to the details step", async () => {
    await configureAndAdd(page);
    await page.goto(`${baseUrl}/checkout`, { waitUntil: "networkidle" });
    await page.getByLabel("Laten inmeten en monteren").check();
    await expect.poll(() => page.locator(".cart-summary").textContent()).toContain("Voorrijkosten");
    await page.getByRole("link", { name: "Bestellen" }).click();
    await page.waitForURL(`${baseUrl}/checkout/gegevens`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".checkout-steps [aria-current=step]").textContent()).resolves.toContain(
      "Gegevens",
    );
    await expectNoAxeViolations(page);
  });

  it("checks the fields on blur with the exact messages and blocks going on", async () => {
    await page.locator("#factuur-firstname").focus();
    await page.locator("#factuur-firstname").fill("x");
    await page.locator("#factuur-firstname").fill("");
    await page.locator("#factuur-firstname").blur();
    await expect(page.locator("#factuur-firstname-error").textContent()).resolves.toContain(
      "Voornaam is verplicht",
    );
    await fillAddress(page, "factuur", { zipcode: "1234 SA" });
    await expect(page.locator("#factuur-zipcode-error").textContent()).resolves.toContain(
      "Vul een geldige postcode in",
    );
    await page.getByRole("button", { name: "Kies je betaalwijze" }).click();
    await expect(page.url()).toBe(`${baseUrl}/checkout/gegevens`);
    await expect(page.locator("#factuur-telephone-error").textContent()).resolves.toContain(
      "Telefoonnummer is verplicht",
    );
  });

  it("fills street and city from the postcode lookup, locked, and keeps the details over a reload", async () => {
    await fillAddress(page, "factuur", {
      firstname: "Sanne",
      lastname: "de Vries",
      zipcode: "2991 XJ",
      housenumber: "8",
    });
    await expect.poll(() => page.locator("#factuur-street").inputValue()).toBe("Dierensteinweg");
    await expect(page.locator("#factuur-city").inputValue()).resolves.toBe("Barendrecht");
    await expect(page.locator("#factuur-street").isEditable()).resolves.toBe(false);
    await fillAddress(page, "factuur", { email, telephone: "0612345678" });
    await page.getByRole("button", { name: "Kies je betaalwijze" }).click();
    await page.waitForURL(`${baseUrl}/checkout/betalen`);
    await page.goto(`${baseUrl}/checkout/gegevens`, { waitUntil: "networkidle" });
    await expect(page.locator("#factuur-lastname").inputValue()).resolves.toBe("de Vries");
    await page.getByRole("button", { name: "Kies je betaalwijze" }).click();
    await page.waitForURL(`${baseUrl}/checkout/betalen`);
  });

  it("asks for a bank with iDEAL, then pays: refused first with the exact messages", async () => {
    await page.getByRole("radio", { name: "iDEAL" }).waitFor();
    await expectNoAxeViolations(page);
    await expect(page.locator(".checkout-delivery").textContent()).resolves.toContain("Dierensteinweg 8");
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await expect(page.locator(".field__error").first().textContent()).resolves.toBe("Kies je bank");
    await expect(page.getByText("Je hebt geen betaalmethode bank geselecteerd.").count()).resolves.toBe(1);
    await page.getByLabel("Kies je bank").selectOption({ label: "ING" });
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.waitForURL(/\/betaalomgeving\//);
    await expect(page.getByText("Testomgeving").count()).resolves.toBeGreaterThan(0);
    await page.getByRole("button", { name: "Betaling geweigerd" }).click();
    await page.waitForURL(/\/checkout\/betalen\?refusalError=Refused/);
    const notice = page.locator(".payment-refusal");
    await expect(notice.textContent()).resolves.toContain("De betaling is geweigerd...");
    await expect(notice.textContent()).resolves.toContain(
      "Controleer uw gegevens en probeer het nogmaals of neem contact op op met de klantenservice.",
    );
    await expect(notice.textContent()).resolves.toContain(
      "Wij kregen de volgende foutmelding van de betaalprovider",
    );
    await expect(page.locator(".payment-refusal__reason").textContent()).resolves.toBe("Onvoldoende saldo");
    await expect(page.locator(".header-button__count").nth(1).textContent()).resolves.toMatch(/^1/);
    await expectNoAxeViolations(page);
  });

  it("pays on a second attempt, lands on Bedankt with the purchase event, and the mail arrives", async () => {
    await page.getByLabel("Kies je bank").selectOption({ label: "ING" });
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.waitForURL(/\/betaalomgeving\//);
    await page.getByRole("button", { name: "Betaling geslaagd" }).click();
    await page.waitForURL(/\/checkout\/bedankt\?order=RW-/);
    const number = new URL(page.url()).searchParams.get("order") ?? "";
    await expect(page.locator("h1").textContent()).resolves.toBe("Bedankt voor je bestelling");
    await expect(page.locator(".thanks__number").textContent()).resolves.toContain(number);
    await expect(page.locator(".thanks").textContent()).resolves.toContain("monteur");
    await expect(page.locator(".header-button__count").nth(1).textContent()).resolves.toMatch(/^0/);
    const purchases = await dataLayerEvents(page, "purchase");
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.ecommerce).toMatchObject({ transaction_id: number, user_email: email });
    await page.reload({ waitUntil: "networkidle" });
    expect(await dataLayerEvents(page, "purchase")).toHaveLength(0);
    await expectNoAxeViolations(page);
    type Mail = { subject: string; status: string; text: string };
    await expect
      .poll(async () => {
        const mails = (await (
          await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
        ).json()) as Mail[];
        return mails.find((m) => m.subject === `Bedankt voor je bestelling ${number}`)?.status;
      })
      .toBe("sent");
  });
});

describe("a Belgian business customer", () => {
  it("needs the ondernemingsnummer once and a province, and reaches the payment step with Bancontact first", async () => {
    const page = await newPage(browser, 375);
    await configureAndAdd(page, beUrl);
    await page.goto(`${beUrl}/checkout/gegevens`, { waitUntil: "networkidle" });
    await page.getByLabel("Zakelijk").check();
    await page.getByRole("button", { name: "Kies je betaalwijze" }).click();
    await expect(page.getByText("Ondernemingsnummer is verplicht").count()).resolves.toBe(1);
    await expect(page.getByLabel("Btw-nummer").count()).resolves.toBe(0);
    await expect(page.getByText("Postnummer is verplicht").count()).resolves.toBe(1);
    await expect(page.getByText("Provincie is verplicht").count()).resolves.toBe(1);
    await page.getByLabel("Bedrijfsnaam").fill("Lichtwerk BV");
    await page.getByLabel("Ondernemingsnummer").fill("0123.456.749");
    await expect(page.getByText("Je btw-nummer: BE0123456749").count()).resolves.toBe(1);
    await fillAddress(page, "factuur", {
      firstname: "Lotte",
      lastname: "Peeters",
      zipcode: "2000",
      housenumber: "12",
      street: "Meir",
      city: "Antwerpen",
      region: "Antwerpen",
      email: "lotte@example.be",
      telephone: "0470123456",
    });
    await page.getByRole("button", { name: "Kies je betaalwijze" }).click();
    await page.waitForURL(`${beUrl}/checkout/betalen`);
    await page.locator(".choice").first().waitFor();
    await expect(page.locator(".choice").first().textContent()).resolves.toContain("Bancontact");
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await expectNoAxeViolations(page);
  });
});

describe("the country switch", () => {
  it("moves the cart from the Dutch to the Belgian store through the switch-country popup", async () => {
    const page = await newPage(browser, 1280);
    await configureAndAdd(page);
    await page.goto(`${baseUrl}/checkout/gegevens`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "In België laten bezorgen" }).click();
    const popup = page.getByRole("dialog", { name: "Je bestelling in België laten bezorgen" });
    await popup.waitFor();
    await expectNoAxeViolations(page, "dialog[open]");
    await popup.getByRole("link", { name: /Belgische winkel/ }).click();
    await page.waitForURL(`${beUrl}/checkout/gegevens`);
    await expect(page.getByLabel("Postnummer").count()).resolves.toBe(1);
    await expect(page.locator(".header-button__count").nth(1).textContent()).resolves.toMatch(/^1/);
    const unsafe = await page.request.get(`${baseUrl}/checkout/verhuizen?redirectUrl=https://evil.example/`, {
      maxRedirects: 0,
    });
    expect(unsafe.status()).toBe(400);
  });
});

/** Presses Tab until the focused element matches `selector` (at most `limit` presses), as a keyboard user would. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached by Tab`);
}

describe("the whole purchase by keyboard alone", () => {
  it("goes from the cart to Bedankt with Tab, typing, arrow keys and Enter only", async () => {
    const page = await newPage(browser, 1280);
    await configureAndAdd(page);
    await page.goto(`${baseUrl}/checkout`, { waitUntil: "networkidle" });
    await tabTo(page, 'a[href="/checkout/gegevens"].cart-page__order');
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/checkout/gegevens`);
    await page.waitForLoadState("networkidle");
    for (const [field, value] of [
      ["firstname", "Daan"],
      ["lastname", "Jansen"],
      ["zipcode", "5144 NX"],
      ["housenumber", "21"],
    ] as const) {
      await tabTo(page, `#factuur-${field}`);
      await page.keyboard.type(value);
    }
    await expect.poll(() => page.locator("#factuur-street").inputValue()).toBe("Zanddonkweg");
    await tabTo(page, "#factuur-email");
    await page.keyboard.type("daan@example.nl");
    await tabTo(page, "#factuur-telephone");
    await page.keyboard.type("0612345678");
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/checkout/betalen`);
    await page.getByRole("radio", { name: "iDEAL" }).waitFor();
    await tabTo(page, "select");
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("select").inputValue()).resolves.not.toBe("");
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/betaalomgeving\//);
    await tabTo(page, 'button[value="Authorised"]');
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/checkout\/bedankt\?order=RW-/);
    await expect(page.locator("h1").textContent()).resolves.toBe("Bedankt voor je bestelling");
  });
});
