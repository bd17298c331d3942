// A cart row whose colour left the collection (issue 25), on a 375 px phone: the row says so in Dutch, the
// summary says why ordering waits, and 'Kies … (lijkt er het meest op)' switches the row to the nearest colour;
// a saved design in that colour says so too, and the configurator goes on with the nearest colour.
// The colour is one of the vertical blinds' own collection, which no other browser test uses, and the owner's
// call sets it back afterwards: the run's other files share this server.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import type { Cart } from "../../domain/cart/types.ts";
import { CART_HOLDS_UNAVAILABLE_COLOUR } from "../../domain/colour-availability.ts";
import type { ConfiguratorResponse } from "../../domain/configurator/api.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { loginAsStaff } from "../helpers/staff-browser.ts";
import { allOptions, inRange } from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
const product = catalogue.products.find((p) => p.urlPath === "verticale-lamellen-89-mm");
if (!product) throw new Error("no vertical blinds");
const def = configurationFor(product, catalogue);
const CODE = "LM-704";
let browser: Browser;
let staff: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await newPage(browser, 1280);
  await loginAsStaff(staff, socket, "eigenaar");
});
afterAll(async () => {
  await setAvailability("leverbaar").catch(() => undefined);
  await browser?.close();
});

async function setAvailability(availability: string): Promise<void> {
  const session = await staff.request.get(`${baseUrl}/api/beheer/session`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await staff.request.put(`${baseUrl}/api/beheer/colours/${CODE}/availability`, {
    headers: { "x-csrf-token": csrfToken },
    data: { availability },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A complete configuration of the vertical blinds in Camel, from the configurator's API. */
async function camelValues(page: Page): Promise<ConfiguratorResponse["conf_values"]> {
  const headers = { "x-requested-with": "XMLHttpRequest" };
  const base = { conf_id: def.conf_id, prod_id: def.prod_id, filter_values: {}, preview: "combine" };
  const first = await page.request.post(`${baseUrl}/api/configurator/update`, {
    headers,
    data: { ...base, values: {}, edit_key: false },
  });
  const answer = (await first.json()) as ConfiguratorResponse;
  const values = { ...answer.conf_values };
  for (const option of allOptions(answer)) {
    if (option.dimension) values[option.id] = inRange(option);
    const camel = option.values.find((v) => v.colour_code === CODE);
    if (camel) values[option.id] = camel.id;
  }
  return values;
}

/** Adds the vertical blinds in Camel to the page's cart through the API, as the configurator would. */
async function addInCamel(page: Page): Promise<void> {
  const headers = { "x-requested-with": "XMLHttpRequest" };
  const values = await camelValues(page);
  const added = await page.request.post(`${baseUrl}/api/cart/add`, {
    headers,
    data: { conf_id: def.conf_id, entity_id: def.prod_id, values },
  });
  expect(added.status(), await added.text()).toBe(200);
}

describe("a cart row with a colour out of the collection", () => {
  it("says so on a phone and switches to the nearest colour in one click", async () => {
    const page = await newPage(browser, 375);
    await page.goto(`${baseUrl}/`);
    await addInCamel(page);
    await setAvailability("uit_collectie");

    await page.goto(`${baseUrl}/checkout`);
    const notice = page.getByText("De kleur Camel is uit de collectie.");
    await expect.poll(() => notice.count()).toBe(1);
    await expect.poll(() => page.getByText(CART_HOLDS_UNAVAILABLE_COLOUR).count()).toBe(1);
    const offer = page.getByRole("button", { name: /\(lijkt er het meest op\)/ });
    const label = (await offer.textContent()) ?? "";
    const nearest = /Kies (.+) \(lijkt er het meest op\)/.exec(label)?.[1] ?? "";
    expect(nearest).not.toBe("");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    await page.locator(".cart-row").first().screenshot({ path: "/tmp/colours-e2e-375.png" });

    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart/colour"),
      offer.click(),
    ]);
    expect(response.status(), await response.text()).toBe(200);
    const cart = ((await response.json()) as { cart: Cart }).cart;
    const row = Object.values(cart.items).find((i) => i.type === "product");
    expect(row?.colour_notices).toBeUndefined();
    await expect.poll(() => notice.count()).toBe(0);
    await expect.poll(() => page.getByText(CART_HOLDS_UNAVAILABLE_COLOUR).count()).toBe(0);
    await expect.poll(() => page.locator(".cart-row__options").getByText(nearest).count()).toBeGreaterThan(0);
  });

  it("a saved design in that colour says so and goes on with the nearest colour in the configurator", async () => {
    await setAvailability("leverbaar");
    const page = await newPage(browser, 375);
    await page.goto(`${baseUrl}/`);
    const values = await camelValues(page);
    const saved = await page.request.post(`${baseUrl}/api/designs/save`, {
      headers: { "x-requested-with": "XMLHttpRequest" },
      data: { conf_id: def.conf_id, prod_id: def.prod_id, values },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { code } = (await saved.json()) as { code: string };
    await setAvailability("uit_collectie");

    await page.goto(`${baseUrl}/ontwerp/${code}`);
    await expect.poll(() => page.getByText("De kleur Camel is uit de collectie.").count()).toBe(1);
    const offer = page.getByRole("link", { name: /\(lijkt er het meest op\)/ });
    const nearest = /Kies (.+) \(lijkt er het meest op\)/.exec((await offer.textContent()) ?? "")?.[1] ?? "";
    expect(nearest).not.toBe("");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.locator(".design-page__info").screenshot({ path: "/tmp/colours-design-375.png" });

    // 'Verder met dit ontwerp' holds Camel: the configurator takes the nearest colour and says why.
    await page.getByRole("link", { name: "Verder met dit ontwerp" }).click();
    await expect
      .poll(
        () =>
          page
            .getByText(`De kleur Camel is uit de collectie. We kozen ${nearest}, die er het meest op lijkt.`)
            .count(),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0);
  });
});
