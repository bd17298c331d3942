// The service request form on /klantenservice/contact: an order placed and paid through the real checkout calls
// and the sandbox page, then service requested with its number and delivery postcode (thanks, mail in the dev
// mailbox); the messages on blur tied to their fields; a wrong postcode gets the same thanks; the failure text
// when the call fails. axe-core checks the form with messages, and the thanks, at 1280 and 375 px.
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { placePaidOrder } from "../helpers/paid-order-browser.ts";

const baseUrl = inject("baseUrl");
const contactUrl = `${baseUrl}/klantenservice/contact`;
const email = `service-${Date.now()}@example.nl`;
const FAILURE =
  "Er ging iets mis tijdens het versturen van het formulier, neem contact op met de klantenservice.";
const product = catalogue.products.find((p) => p.kind === "rolgordijn");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Mail = { to: string; subject: string; status: string; text: string };

async function mailsTo(to: string): Promise<Mail[]> {
  return (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

const orderField = (page: Page) => page.getByLabel("Ordernummer");
const postcodeField = (page: Page) => page.getByLabel("Postcode");
const submitButton = (page: Page) => page.getByRole("button", { name: "Service aanvragen" });

/** The message under a field, found through the field's aria-describedby (so it is tied to it). */
async function messageOf(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label);
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const errorId = ids.split(" ").find((id) => id.endsWith("-error"));
  if (!errorId) return null;
  return page.locator(`[id="${errorId}"]`).textContent();
}

describe("service request on an order placed through the checkout", () => {
  let page: Page;
  let number: string;

  beforeAll(async () => {
    page = await newPage(browser, 1280);
    number = (await placePaidOrder(page, baseUrl, { email })).number;
  });

  it("shows the spec's messages on blur, tied to their fields, and clears them once right", async () => {
    await page.goto(contactUrl, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: "Service op je bestelling" }).count()).resolves.toBe(1);
    await orderField(page).focus();
    await orderField(page).blur();
    await expect(messageOf(page, "Ordernummer")).resolves.toBe("Ordernummer is verplicht");
    await postcodeField(page).focus();
    await postcodeField(page).blur();
    await expect(messageOf(page, "Postcode")).resolves.toBe("Postcode is verplicht");
    await postcodeField(page).fill("0123");
    await postcodeField(page).blur();
    await expect(messageOf(page, "Postcode")).resolves.toBe("Vul een geldige postcode in");
    await expectNoAxeViolations(page);
    await postcodeField(page).fill("3274 LB");
    await expect(messageOf(page, "Postcode")).resolves.toBeNull();
    // Sending with a message left moves focus to that field and sends nothing.
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/service/submit-form")) sent++;
    });
    await submitButton(page).click();
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe(
      "order_number",
    );
    expect(sent).toBe(0);
  });

  it("requests service with the order number and postcode, thanks the visitor and mails the request", async () => {
    // Typed as people do: lower case, the postcode without its space.
    await orderField(page).fill(number.toLowerCase());
    await postcodeField(page).fill("3274lb");
    await submitButton(page).click();
    const thanks = page.getByRole("status").filter({ hasText: "Bedankt voor uw aanvraag" });
    await thanks.waitFor();
    await expect(thanks.textContent()).resolves.toContain("binnen enkele minuten een e-mail");
    await expect(page.evaluate(() => document.activeElement?.textContent ?? "")).resolves.toContain(
      "Bedankt voor uw aanvraag",
    );
    await expectNoAxeViolations(page);
    await expect
      .poll(async () => (await mailsTo(email)).find((m) => m.subject.includes("serviceaanvraag"))?.status, {
        timeout: 15_000,
      })
      .toBe("sent");
    const mail = (await mailsTo(email)).find(
      (m) => m.subject === `Je serviceaanvraag voor bestelling ${number}`,
    );
    expect(mail?.text).toContain(product?.name);
    expect(mail?.text).toContain("3274 LB Heinenoord");
  });
});

describe("the service form on a phone", () => {
  it("gives a wrong postcode the same thanks, without sideways scrolling, and sends no mail", async () => {
    const page = await newPage(browser, 375);
    await page.goto(contactUrl, { waitUntil: "networkidle" });
    await orderField(page).fill("RW-2026-999999");
    await postcodeField(page).fill("1234 AB");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await submitButton(page).click();
    await page.getByRole("status").filter({ hasText: "Bedankt voor uw aanvraag" }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    const all = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as Mail[];
    expect(all.filter((m) => m.subject.includes("RW-2026-999999"))).toEqual([]);
    await page.getByRole("button", { name: "Nog een aanvraag doen" }).click();
    await expect(orderField(page).inputValue()).resolves.toBe("");
  });

  it("shows the failure text on a bad status and on a network error, keeping what was typed", async () => {
    const page = await newPage(browser, 375);
    await page.goto(contactUrl, { waitUntil: "networkidle" });
    await orderField(page).fill("RW-2026-000001");
    await postcodeField(page).fill("2991 XJ");
    const answers: Record<string, (route: Route) => Promise<void>> = {
      "a server error": (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"errors":{}}' }),
      "no connection": (route) => route.abort("internetdisconnected"),
      // Spec section 8: an answer whose status is not true counts as a failure too.
      "status false": (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: '{"status":false}' }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      let calls = 0;
      await page.route("**/api/service/submit-form", (route) => {
        calls++;
        return answer(route);
      });
      await submitButton(page).click();
      await expect.poll(() => calls, { message: name }).toBe(1);
      await expect.poll(() => page.getByRole("alert").textContent(), { message: name }).toBe(FAILURE);
      await expect(orderField(page).inputValue()).resolves.toBe("RW-2026-000001");
      await page.unroute("**/api/service/submit-form");
    }
    await expectNoAxeViolations(page);
  });
});
