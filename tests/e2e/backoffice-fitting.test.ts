// The fitting in the browser: an order with mount service, moved by hand to 'klaar voor montage' by a medewerker
// (no tracked rows), planned with a monteur from the order page; the customer confirms through the mail's link;
// the monteur, on a 375 px phone, opens the day, opens the handover, ticks the row, draws a signature with the
// mouse and signs; the order is afgerond and the signed PDF is there. axe-core finds nothing on each page and the
// phone never scrolls sideways. FITTING_SHOTS=dir saves screenshots of each page at 375 and 1280 px.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isWorkingDay } from "../../domain/delivery/calendar.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
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

/** For a poll that waits on the server's write: two browser files share the shop and two cores. */
const slow = { timeout: 15_000 };

type Mail = { to: string; subject: string; text: string };

async function mailsTo(to: string): Promise<Mail[]> {
  return (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

async function checkPage(page: Page, shot?: string) {
  await expectNoAxeViolations(page);
  expect(await hasHorizontalScroll(page), page.url()).toBe(false);
  const dir = process.env.FITTING_SHOTS;
  if (!dir || !shot) return;
  const width = page.viewportSize()?.width ?? 1280;
  for (const w of [375, 1280]) {
    await page.setViewportSize({ width: w, height: w < 500 ? 800 : 900 });
    await page.screenshot({ path: `${dir}/${shot}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
}

/** Today when it is a working day, else the next one: a day the shop plans fittings on. */
function plannableDay(): string {
  let day = shopToday();
  while (!isWorkingDay(day, "NL")) {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    day = d.toISOString().slice(0, 10);
  }
  return day;
}

describe("the fitting", () => {
  it("is planned, confirmed by the customer and handed over with a drawn signature at 375 px", async () => {
    const day = plannableDay();
    const fitterPage = await newPage(browser, 375);
    const fitterEmail = await loginAsStaff(fitterPage, socket, "monteur");

    const staff = await newPage(browser, 1280);
    const email = `montage-${Date.now()}@example.nl`;
    const { number } = await placePaidOrder(staff, baseUrl, { email, mount: true });
    await loginAsStaff(staff, socket, "medewerker");
    await staff.goto(`${baseUrl}/beheer/bestellingen/${number}`);
    const state = staff.locator(".beheer-title .beheer-badge");
    await expect.poll(() => state.textContent(), slow).toBe("Te controleren");
    await staff.getByRole("button", { name: "Vrijgeven voor productie" }).click();
    await expect.poll(() => state.textContent(), slow).toBe("Vrijgegeven voor productie");
    await staff.getByRole("button", { name: "In productie nemen" }).click();
    await expect.poll(() => state.textContent(), slow).toBe("In productie");
    await staff.getByRole("button", { name: "Klaar voor montage" }).click();
    await expect.poll(() => state.textContent(), slow).toBe("Klaar voor montage");

    const plan = staff.getByRole("form", { name: "Montage inplannen" });
    await plan.getByLabel("Monteur", { exact: true }).selectOption({ label: fitterEmail });
    await plan.getByLabel("Datum", { exact: true }).fill("2020-01-06");
    await plan.getByRole("button", { name: "Montage inplannen" }).click();
    await expect.poll(() => plan.getByText("Kies een montagedatum vanaf vandaag.").isVisible()).toBe(true);
    await plan.getByLabel("Datum", { exact: true }).fill(day);
    await plan.getByLabel("Tijdvak").first().selectOption("middag");
    await plan.getByLabel("Notitie voor de monteur").fill("Sleutel ligt bij de buren");
    await checkPage(staff, "order-plan");
    await plan.getByRole("button", { name: "Montage inplannen" }).click();
    await expect.poll(() => state.textContent(), slow).toBe("Ingepland voor montage");
    const panel = staff.getByRole("region", { name: "Montage" });
    await expect.poll(() => panel.getByText("Nog niet bevestigd door de klant").isVisible()).toBe(true);

    // The customer's link, from the one planning mail.
    const plannedMails = async () =>
      (await mailsTo(email)).filter((m) => m.subject.startsWith("Je montage is ingepland"));
    await expect.poll(async () => (await plannedMails()).length, slow).toBe(1);
    const planned = await plannedMails();
    const link = /https?:\/\/\S+\/bestelling\/\S+\/montage\?t=[A-Za-z0-9_-]+/.exec(
      planned[0]?.text ?? "",
    )?.[0];
    expect(link).toBeTruthy();
    const customer = await newPage(browser, 375);
    await customer.goto(`${baseUrl}${new URL(link ?? "").pathname}${new URL(link ?? "").search}`);
    await expect.poll(() => customer.getByText("tussen 12:00 en 17:00 uur").first().isVisible()).toBe(true);
    await checkPage(customer, "customer-link");
    await customer.getByRole("button", { name: "Bevestigen" }).click();
    await expect
      .poll(() => customer.getByText("Je hebt deze afspraak bevestigd").isVisible(), slow)
      .toBe(true);
    await checkPage(customer, "customer-link-confirmed");

    // The fitter's day on the phone.
    await fitterPage.goto(`${baseUrl}/beheer/montage?dag=${day}`);
    const stop = fitterPage.getByRole("listitem").filter({ hasText: number });
    await expect.poll(() => stop.getByText("Bevestigd door de klant").isVisible()).toBe(true);
    expect(await stop.getByRole("link", { name: "Navigeren" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Sluisendijk%203/,
    );
    expect(await stop.textContent()).toContain("Sleutel ligt bij de buren");
    await checkPage(fitterPage, "montage-day");
    await stop.getByRole("link", { name: "Opleveren" }).click();
    await fitterPage.waitForURL(new RegExp(`/beheer/montage/${number}$`));
    const submit = fitterPage.getByRole("button", { name: "Oplevering tekenen en afronden" });
    await submit.click();
    await expect
      .poll(() => fitterPage.getByText("Laat de klant tekenen: de handtekening is leeg.").isVisible())
      .toBe(true);
    await expect
      .poll(() => fitterPage.getByText("Vink deze regel af, of schrijf erbij waarom").isVisible())
      .toBe(true);
    await fitterPage.getByRole("checkbox").first().check();
    await fitterPage.getByLabel("Meerwerk").fill("Extra beugel geplaatst");
    const pad = fitterPage.getByTestId("handtekening");
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error("no signature pad");
    await fitterPage.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await fitterPage.mouse.down();
    for (let i = 1; i <= 12; i++)
      await fitterPage.mouse.move(box.x + 20 + i * 20, box.y + box.height * (i % 2 === 0 ? 0.7 : 0.3), {
        steps: 2,
      });
    await fitterPage.mouse.up();
    await expect.poll(() => pad.getAttribute("aria-label")).toBe("Handtekening van de klant (getekend)");
    await checkPage(fitterPage, "handover-form");
    await submit.click();
    await expect.poll(() => fitterPage.getByText("Opgeleverd en getekend.").isVisible(), slow).toBe(true);
    await checkPage(fitterPage, "handover-done");
    const pdf = await fitterPage.request.get(`${baseUrl}/api/beheer/fitting/orders/${number}/handover.pdf`);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    if (process.env.FITTING_SHOTS)
      await import("node:fs").then((fs) =>
        pdf.body().then((b) => fs.writeFileSync(`${process.env.FITTING_SHOTS}/handover.pdf`, b)),
      );
    await fitterPage.goto(`${baseUrl}/beheer/montage?dag=${day}`);
    await expect.poll(() => stop.getByText("Opgeleverd", { exact: true }).isVisible()).toBe(true);

    await staff.reload();
    await expect.poll(() => state.textContent(), slow).toBe("Afgerond");
    await expect
      .poll(() => panel.getByRole("link", { name: "Getekende oplevering (PDF)" }).isVisible())
      .toBe(true);
    await expect
      .poll(
        async () => (await mailsTo(email)).some((m) => m.subject.startsWith("Je bestelling is afgerond")),
        slow,
      )
      .toBe(true);
  });
});
