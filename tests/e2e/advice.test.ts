// A visitor books a home advice appointment: in a free area (street and city appear once postcode and number
// are in, filled and locked; field messages on blur), in a paid area at 375 px ('Eenmalig: € 49,-', a wrong
// coupon, GRATISADVIES makes it 'Gratis', removing resets), and outside the area (submit disabled); a failing
// server shows the spec's error. The confirmation replaces the form, the tracking event is pushed, the mails
// are in the dev mailbox, axe-core finds nothing on the form and the confirmation, and a phone never scrolls
// sideways.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";

const baseUrl = inject("baseUrl");
const pageUrl = `${baseUrl}/advies-meet-afspraak-plannen`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Mail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  return (await (
    await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as Mail[];
}

/** Mail text on one line: the text version wraps and quotes notes. */
const flat = (text = "") => text.replace(/\n> ?/g, " ").replace(/\s+/g, " ");

const price = (page: Page) => page.locator(".advice-price__amount");
const submitButton = (page: Page) => page.getByRole("button", { name: "Maak afspraak" });

/** Types postcode and house number and waits for the service area's answer. */
async function typeAddress(page: Page, postcode: string, number: string) {
  await page.getByLabel("Postcode", { exact: true }).fill(postcode);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/advice/check-zipcode")),
    page.getByLabel("Huisnummer").fill(number),
  ]);
  return (await answer.json()) as { service_area: string; price: number };
}

/** Everything but the address: name, contact and wishes. */
async function fillTheRest(page: Page, email: string) {
  await page.getByLabel("Voornaam").fill("Sanne");
  await page.getByLabel("Achternaam").fill("de Vries");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefoonnummer").fill("0612345678");
  await page.getByLabel("Advies en inmeten").check();
  await page.getByLabel("Raamdecoratie").check();
  await page.getByLabel("Shutters").check();
  await page.getByLabel("Aantal producten").fill("3");
}

async function events(page: Page) {
  return page.evaluate(() => window.dataLayer as { event?: string; ecommerce?: Record<string, unknown> }[]);
}

describe("an appointment in a free area at 1280 px", () => {
  let page: Page;
  const email = `advies-gratis-${Date.now()}@example.nl`;

  beforeAll(async () => {
    page = await newPage(browser, 1280);
    await page.goto(pageUrl, { waitUntil: "networkidle" });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("shows the form of spec section 2, street and city only after postcode and number", async () => {
    for (const label of ["Voornaam", "Achternaam", "Huisnummer", "Toev.", "E-mail", "Telefoonnummer"]) {
      await expect.poll(() => page.getByLabel(label).count(), { message: label }).toBe(1);
    }
    expect(await page.getByLabel("Postcode", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("group", { name: "Product interesse" }).getByRole("checkbox").count()).toBe(
      7,
    );
    expect(await page.getByLabel("Couponcode").count()).toBe(1);
    expect(await page.getByLabel("Straat").count()).toBe(0);
    expect(await page.getByLabel("Plaats").count()).toBe(0);
    expect(await page.getByLabel("Aanhef").count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("checks fields when they are left, with the spec's messages", async () => {
    const cases: [string, string, string][] = [
      ["Voornaam", "", "Voornaam is verplicht"],
      ["E-mail", "sanne@", "Vul een geldig e-mailadres in"],
      ["Telefoonnummer", "06123", "Vul een geldig telefoonnummer in"],
      ["Postcode", "2991", "Vul een geldige postcode in"],
    ];
    for (const [label, value, message] of cases) {
      const field = page.getByLabel(label, { exact: label === "Postcode" });
      await field.fill("x");
      await field.fill(value);
      await field.blur();
      await expect.poll(() => page.getByText(message).count(), { message }).toBe(1);
      expect(await field.getAttribute("aria-invalid")).toBe("true");
    }
    const amount = page.getByLabel("Aantal producten");
    await amount.fill("80");
    await amount.blur();
    await expect.poll(() => page.getByText("Kies een aantal van 1 tot en met 50").count()).toBe(1);
    await page.getByLabel("Zonwering").check();
    await page.getByLabel("Zonwering").uncheck();
    await page.getByLabel("Couponcode").focus();
    await expect.poll(() => page.getByText("Veld is verplicht").count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it("fills and locks street and city from the postcode and says the appointment is free", async () => {
    expect(await typeAddress(page, "2991 XJ", "8")).toEqual({ service_area: "free", price: 0 });
    await expect.poll(() => page.getByLabel("Straat").inputValue()).toBe("Dierensteinweg");
    expect(await page.getByLabel("Plaats").inputValue()).toBe("Barendrecht");
    expect(await page.getByLabel("Straat").getAttribute("readonly")).not.toBeNull();
    await page.getByText("De afspraak aan huis is gratis.").waitFor();
    expect(await price(page).textContent()).toBe("Gratis");
    expect(await page.getByText("Vul een geldige postcode in").count()).toBe(0);
  });

  it("sends the request: the confirmation replaces the form, and the tracking event is pushed", async () => {
    await fillTheRest(page, email);
    await expectNoAxeViolations(page);
    await submitButton(page).click();
    const done = page.locator(".advice-done");
    await done.waitFor();
    expect(await page.locator("form.advice-form").count()).toBe(0);
    const text = (await done.textContent()) ?? "";
    expect(text).toContain("Bedankt voor je aanvraag");
    expect(text).toContain("Binnen 2 werkdagen nemen we contact met je op om een afspraak te plannen.");
    expect(text).toMatch(/AD-\d{4}-\d{5}/);
    expect(text).toContain(email);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("advice-done");
    const tracked = (await events(page)).filter((e) => e.event === "advice_appointment");
    expect(tracked).toHaveLength(1);
    expect(tracked[0]?.ecommerce).toMatchObject({ currency: "EUR", service_area: "free", value: 0 });
    await expectNoAxeViolations(page);
  });

  it("mails the visitor what they asked", async () => {
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.kind).toBe("advice-request");
    expect(mail?.subject).toBe("Je aanvraag voor een advies- en meetafspraak");
    const text = flat(mail?.text);
    expect(text).toContain("Raamdecoratie, Shutters");
    expect(text).toContain("Dierensteinweg 8");
    expect(text).toContain("Kosten: Gratis");
  });
});

describe("an appointment in a paid area at 375 px, with a coupon", () => {
  let page: Page;
  const email = `advies-betaald-${Date.now()}@example.nl`;

  beforeAll(async () => {
    page = await newPage(browser, 375);
    await page.goto(pageUrl, { waitUntil: "networkidle" });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("shows the one-time fee, when it is credited, and the instalments", async () => {
    await fillTheRest(page, email);
    expect(await typeAddress(page, "3511 AW", "1")).toEqual({ service_area: "paid", price: 4900 });
    await expect.poll(() => price(page).textContent()).toBe("Eenmalig: € 49,-");
    const costs = page.locator(".advice-price");
    await costs
      .getByText("Bestel je daarna voor meer dan € 1.500,-, dan verrekenen we dit bedrag met je bestelling.")
      .waitFor();
    await costs.getByText("Betaal in 3 termijnen").waitFor();
    expect(await page.getByLabel("Plaats").inputValue()).toBe("Utrecht");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
  });

  it("applies the coupon only when there is a code, and says a wrong code is not correct", async () => {
    const apply = page.getByRole("button", { name: "Toepassen" });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByLabel("Couponcode").fill("   ");
    expect(await apply.isDisabled()).toBe(true);
    await page.getByLabel("Couponcode").fill("WELKOM10");
    await apply.click();
    await page.getByText("De code is niet correct.").waitFor();
    await page.getByText("Deze code geldt niet voor een advies- en meetafspraak aan huis.").waitFor();
    expect(await price(page).textContent()).toBe("Eenmalig: € 49,-");
    await expectNoAxeViolations(page);
  });

  it("makes the appointment free with GRATISADVIES, and removing the code resets it", async () => {
    await page.getByLabel("Couponcode").fill("gratisadvies");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expect.poll(() => price(page).textContent()).toBe("Gratis");
    expect(await page.getByText("De code is niet correct.").count()).toBe(0);
    await page.getByRole("button", { name: /^Verwijderen/ }).click();
    await expect.poll(() => price(page).textContent()).toBe("Eenmalig: € 49,-");
    expect(await page.getByLabel("Couponcode").inputValue()).toBe("");
    await page.getByLabel("Couponcode").fill("GRATISADVIES");
    await page.getByLabel("Couponcode").press("Enter");
    await expect.poll(() => price(page).textContent()).toBe("Gratis");
    expect(await page.locator(".advice-done").count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
  });

  it("sends the free request and confirms it", async () => {
    await submitButton(page).click();
    await page.locator(".advice-done").waitFor();
    expect(await page.locator(".advice-done").textContent()).toContain("Gratis");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(flat(mail?.text)).toContain("Gratis (couponcode GRATISADVIES)");
  });
});

describe("an address outside the service area", () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser, 1280);
    await page.goto(pageUrl, { waitUntil: "networkidle" });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("asks the visitor to call, disables 'Maak afspraak', and a coupon does not make it free", async () => {
    await fillTheRest(page, `advies-ver-${Date.now()}@example.nl`);
    expect(await typeAddress(page, "9711 AW", "1")).toEqual({ service_area: "not_found", price: 0 });
    await page.getByText("Op dit adres komen we helaas niet langs voor een afspraak aan huis.").waitFor();
    expect(await page.getByRole("link", { name: "010 - 744 52 30" }).first().getAttribute("href")).toBe(
      "tel:0107445230",
    );
    expect(await submitButton(page).isDisabled()).toBe(true);
    await page.getByLabel("Couponcode").fill("GRATISADVIES");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await page.getByText("Couponcode GRATISADVIES toegepast").waitFor();
    expect(await price(page).count()).toBe(0);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("lets the visitor book once the address is in the area again", async () => {
    expect((await typeAddress(page, "5142 PA", "8")).service_area).toBe("free");
    await expect.poll(() => submitButton(page).isDisabled()).toBe(false);
    expect(await price(page).textContent()).toBe("Gratis");
  });
});

describe("a failure while sending", () => {
  it("shows the spec's message and keeps the form", async () => {
    const page = await newPage(browser, 1280);
    await page.route("**/api/advice/submit-form", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"errors":{"server":"x"}}' }),
    );
    await page.goto(pageUrl, { waitUntil: "networkidle" });
    await fillTheRest(page, `advies-fout-${Date.now()}@example.nl`);
    await typeAddress(page, "2991 XJ", "8");
    await expect.poll(() => page.getByLabel("Straat").inputValue()).toBe("Dierensteinweg");
    await submitButton(page).click();
    const alert = page.getByText(
      "Er ging iets fout tijdens het versturen van het formulier, neem contact op met de klantenservice.",
    );
    await alert.waitFor();
    expect(await page.locator("form.advice-form").count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
