// The owner adds a colour to a collection in the back office, publishes the draft, and a shopper on a phone sees it
// in the configurator of the product that sells that collection. The colour is taken out of the collection again
// after (published), since every browser test file shares this shop. The catalogue pages are accessible and do not
// scroll sideways at 1280 and 375 px.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { withCatalogueDraft } from "../helpers/catalogue-lock.ts";
import { loginAsStaff, staffApi } from "../helpers/staff-browser.ts";
import { allOptions, openConfiguratorAt } from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;

// A product and collection no other browser test opens.
const PRODUCT = { slug: "overgordijn-velvet", name: "Overgordijn velvet" };
const COLLECTION = "velvet";
const CODE = `E2E-${Date.now().toString(36).toUpperCase()}`;
const NAME = "Proefkleur Mosgroen";

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

describe("catalogue colours", () => {
  it(
    "a new colour, published, shows in the product's configurator on a phone",
    () =>
      withCatalogueDraft(baseUrl, async () => {
        const owner = await newPage(browser, 1280);
        await loginAsStaff(owner, socket, "eigenaar");
        try {
          await owner.goto(`${baseUrl}/beheer/catalogus/kleuren?collectie=${COLLECTION}`);
          await expectCleanPage(owner);
          await owner.getByRole("link", { name: /^Nieuwe kleur in / }).click();
          await owner.waitForURL(/\/kleuren\/nieuw\?collectie=velvet$/);
          const form = owner.getByRole("form", { name: "Nieuwe kleur" });
          await form.getByLabel("Kleurcode").fill(CODE);
          await form.getByLabel("Naam").fill(NAME);
          await form.getByLabel("Kleur (hex)").fill("#4a5d3a");
          await form.getByLabel("Tijdelijk uitverkocht").check();
          await form.getByLabel("Verwacht op").fill("2027-01-12");
          expect(await form.getByRole("checkbox", { name: PRODUCT.name }).isChecked()).toBe(true);
          await expectCleanPage(owner);
          // A wrong field is named beside it and nothing typed is lost.
          await form.getByLabel("Rolbreedte (cm)").fill("20");
          await form.getByRole("button", { name: "Opslaan in het concept" }).click();
          await expect.poll(() => owner.locator("#colour-roll-error").textContent()).toMatch(/minstens 50/);
          expect(await form.getByLabel("Naam").inputValue()).toBe(NAME);
          await form.getByLabel("Rolbreedte (cm)").fill("");
          await form.getByRole("button", { name: "Opslaan in het concept" }).click();
          await owner.waitForURL(new RegExp(`/beheer/catalogus/kleuren/${CODE}$`));
          await expect.poll(() => owner.locator("h1").textContent()).toBe(`Kleur ${NAME} (${CODE})`);
          await expectCleanPage(owner);

          await owner.goto(`${baseUrl}/beheer/catalogus/kleuren?collectie=${COLLECTION}`);
          expect(await owner.getByRole("row", { name: new RegExp(NAME) }).textContent()).toContain(
            "Tijdelijk uitverkocht (verwacht 12 jan 2027)",
          );
          const published = await staffApi(owner, "POST", "/catalog/publish");
          expect(published.status, JSON.stringify(published.json)).toBe(200);

          const shopper = await newPage(browser, 375);
          const answer = await openConfiguratorAt(shopper, `${baseUrl}/${PRODUCT.slug}`);
          const values = allOptions(answer).flatMap((o) => o.values ?? []);
          expect(values.map((v) => v.name)).toContain(NAME);
          await shopper.goto(`${baseUrl}/${PRODUCT.slug}/kleuren`);
          expect(await shopper.getByText(NAME).count()).toBeGreaterThan(0);
          await shopper.context().close();

          for (const path of [
            "/beheer/catalogus/categorieen",
            "/beheer/catalogus/accessoires",
            `/beheer/catalogus/collecties/${COLLECTION}`,
            "/beheer/catalogus/accessoires/nieuw",
          ]) {
            const res = await owner.goto(`${baseUrl}${path}`);
            expect(res?.status(), path).toBe(200);
            await expectCleanPage(owner);
          }
          await owner.setViewportSize({ width: 375, height: 800 });
          for (const path of [
            "/beheer/catalogus/kleuren",
            `/beheer/catalogus/kleuren/${CODE}`,
            "/beheer/catalogus/categorieen/102",
          ]) {
            const res = await owner.goto(`${baseUrl}${path}`);
            expect(res?.status(), path).toBe(200);
            await expectCleanPage(owner);
          }

          // 'Omhoog' swaps a category with the one above it (in the draft, thrown away after).
          await owner.goto(`${baseUrl}/beheer/catalogus/categorieen`, { waitUntil: "networkidle" });
          const names = () =>
            owner.locator(".beheer-tree ul").first().locator(":scope > li > div > a").allTextContents();
          const before = await names();
          await owner.getByRole("button", { name: `${before[2]} omhoog` }).click();
          await expect
            .poll(names, { timeout: 15_000 })
            .toEqual([before[0], before[2], before[1], ...before.slice(3)]);
          expect((await staffApi(owner, "DELETE", "/catalog/draft")).status).toBe(200);
        } finally {
          // Out of the collection again, so the other browser tests meet the catalogue as seeded.
          const current = await staffApi(owner, "GET", `/catalog/items/colours/${CODE}`);
          if (current.status === 200) {
            await staffApi(owner, "PUT", `/catalog/items/colours/${CODE}`, {
              item: { ...current.json.item, availability: "uit_collectie", expectedOn: null },
              revision: current.json.revision,
              offeredBy: [],
            });
            await staffApi(owner, "POST", "/catalog/publish");
          }
          await owner.context().close();
        }
      }),
    300_000,
  );
});
