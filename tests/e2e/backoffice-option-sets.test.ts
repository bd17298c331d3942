// The owner edits an option set in the back office and a shopper sees it: at 1280 px the owner adds the value
// 'LED-strip' with a fixed surcharge of € 149,- to the terrace roof's lighting, adds a rule with the selects,
// saves and publishes (the staff API, with the session's CSRF token); at 375 px a shopper's configurator offers
// the new value and the price rises by exactly € 149,-. The pages are axe clean at both widths. No other browser
// test opens the terrace roof, so the published change touches no other file.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { formatPrice } from "../../domain/money.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { withCatalogueDraft } from "../helpers/catalogue-lock.ts";
import { loginAsStaff, staffApi } from "../helpers/staff-browser.ts";
import { afterUpdate, allOptions, completeStep, openConfiguratorAt } from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;

const product = catalogue.products.find((p) => p.urlPath === "terrasoverkapping-aluminium");
if (!product) throw new Error("the test's product changed: pick another");
const LIGHTING = "Verlichting";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectCleanPage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await hasHorizontalScroll(page), page.url()).toBe(false);
}

describe("an option set edited by the owner", () => {
  it(
    "adds a value with a surcharge and a rule; after publishing the shopper's price rises by it",
    () =>
      withCatalogueDraft(baseUrl, async () => {
        const owner = await newPage(browser, 1280);
        await loginAsStaff(owner, socket, "eigenaar");
        await owner.goto(`${baseUrl}/beheer/catalogus/optiesets`);
        await expect.poll(() => owner.locator("h1").textContent(), { timeout: 15_000 }).toBe("Optiesets");
        await expectCleanPage(owner);
        const row = owner.getByRole("row").filter({ hasText: product?.name ?? "" });
        await row.getByRole("link").first().click();
        await expect.poll(() => owner.locator("h1").textContent(), { timeout: 15_000 }).toMatch(/^Optieset /);
        expect(await owner.getByText("Een wijziging geldt voor al deze producten.").count()).toBe(1);

        // The value, with its surcharge.
        const option = owner.locator("details.optieset-option").filter({
          has: owner.locator("summary", { hasText: LIGHTING }),
        });
        await option.locator("summary").click();
        await option.getByRole("button", { name: `Waarde toevoegen aan ${LIGHTING}` }).click();
        const names = option.getByRole("textbox", { name: new RegExp(`^Naam waarde \\d+ van ${LIGHTING}$`) });
        await names.last().fill("LED-strip");
        await option.getByRole("combobox", { name: "Meerprijs LED-strip" }).selectOption("fixed");
        await option.getByRole("textbox", { name: "Bedrag in euro LED-strip" }).fill("149,00");

        // A rule: LED-strip not with the free-standing mounting.
        await owner.getByRole("button", { name: "Regel toevoegen" }).click();
        const form = owner.getByRole("group", { name: "Nieuwe regel" });
        await form.getByLabel("Soort regel").selectOption({ label: "Waarden niet kiesbaar als…" });
        await form.getByLabel("Optie", { exact: true }).first().selectOption({ label: LIGHTING });
        await form.getByRole("checkbox", { name: "LED-strip" }).check();
        await form.getByRole("button", { name: "Voorwaarde toevoegen" }).click();
        const condition = form.getByRole("group", { name: "Voorwaarde 1" });
        await condition.getByLabel("Optie", { exact: true }).selectOption({ label: "Montage" });
        await condition.getByLabel("Vergelijking").selectOption("is");
        await condition
          .getByLabel("Waarde", { exact: true })
          .selectOption({ label: "Vrijstaand, op vier staanders" });
        await form
          .getByLabel("Reden (de klant leest deze)")
          .fill("Een ledstrip past alleen in de goot aan de gevel.");
        await form.getByRole("button", { name: "Regel overnemen" }).click();
        await expect
          .poll(() =>
            owner.getByText('Niet kiesbaar: "LED-strip" bij "Verlichting" als "Montage" is').count(),
          )
          .toBe(1);
        await expectCleanPage(owner);

        await owner.getByRole("button", { name: "Optieset opslaan" }).click();
        await expect
          .poll(() => owner.getByRole("status").last().textContent())
          .toMatch(/Opgeslagen in het concept/);
        const published = await staffApi(owner, "POST", "/catalog/publish");
        expect(published.status, JSON.stringify(published.json)).toBe(200);
        await owner.setViewportSize({ width: 375, height: 800 });
        await owner.reload();
        await expect.poll(() => owner.locator("h1").textContent(), { timeout: 15_000 }).toMatch(/^Optieset /);
        await expectCleanPage(owner);
        await owner.locator("details.optieset-option summary", { hasText: LIGHTING }).click();
        await owner.getByRole("button", { name: "Wijzigen regel 1" }).click();
        await expectCleanPage(owner);
        await owner.goto(`${baseUrl}/beheer/catalogus/optiesets`);
        await expectCleanPage(owner);
        // 'Nieuwe optieset': a copy under a new name opens in the editor (a draft change, never published here).
        const create = owner.getByRole("form", { name: "Nieuwe optieset" });
        await create.getByLabel("Kopie van").selectOption({ label: product?.name ?? "" });
        await create.getByLabel("Naam").fill("Terrasoverkapping proef");
        await create.getByRole("button", { name: "Nieuwe optieset maken" }).click();
        await expect
          .poll(() => owner.locator("h1").textContent(), { timeout: 15_000 })
          .toBe("Optieset Terrasoverkapping proef");
        expect(await owner.getByText("Nog geen product.", { exact: false }).count()).toBe(1);
        await owner.context().close();

        // The shopper, on a phone.
        const shopper = await newPage(browser, 375);
        let answer = await openConfiguratorAt(shopper, `${baseUrl}/${product?.urlPath}`);
        const lighting = allOptions(answer).find((o) => o.name === LIGHTING);
        const led = lighting?.values.find((v) => v.name === "LED-strip");
        expect(led, "the configurator offers LED-strip").toBeTruthy();
        const step = answer.conf_groups.findIndex((g) => g.options.some((o) => o.id === lighting?.id));
        for (let i = 0; i < step; i++) {
          answer = await completeStep(shopper, answer, i);
          await shopper.getByRole("button", { name: "Volgende stap" }).click();
        }
        answer = await completeStep(shopper, answer, step);
        const before = answer.price ?? 0;
        expect(before).toBeGreaterThan(0);
        const field = shopper.locator(`#conf-option-${lighting?.id}`);
        const after = await afterUpdate(shopper, async () => {
          if (
            (await field.locator("select").count()) > 0 ||
            (await field.evaluate((e) => e.tagName)) === "SELECT"
          )
            await field.selectOption(String(led?.id));
          else await field.locator("label", { hasText: "LED-strip" }).first().click();
        });
        expect(after.conf_values[String(lighting?.id)]).toBe(led?.id);
        expect((after.price ?? 0) - before).toBe(14900);
        await expect
          .poll(() => shopper.locator(".price-box__price").textContent())
          .toBe(formatPrice(after.price ?? 0));
        await shopper.context().close();
      }),
    300_000,
  );
});
