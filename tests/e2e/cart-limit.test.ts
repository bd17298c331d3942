// A full cart in the browser: with 50 distinct rows, adding another configuration from the configurator shows
// the Dutch reason under the button, and the cart keeps its 50 rows.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Cart } from "../../domain/cart/types.ts";
import { CART_MAX_ROWS } from "../../domain/validation/cart.ts";
import { CART_FULL } from "../../domain/validation/messages.ts";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { completeStep, openConfiguratorAt, stepHeading, widthOption } from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a full cart", () => {
  it("shows the Dutch reason when a 51st product is added", async () => {
    const page = await newPage(browser, 1280);
    let answer = await openConfiguratorAt(page, `${baseUrl}/rolgordijn-verduisterend`);
    for (let step = 0; step < answer.conf_groups.length; step++) {
      answer = await completeStep(page, answer, step);
      await page.getByRole("button", { name: "Volgende stap" }).click();
    }
    await expect.poll(() => stepHeading(page).textContent()).toContain("Overzicht");
    const width = widthOption(answer);
    const values = answer.conf_values;
    const chosen = Number(values[width.id]);
    // Fifty other widths through the API, in this browser's session: the cart is full.
    const headers = { "x-requested-with": "XMLHttpRequest" };
    let cart: Cart | undefined;
    for (let i = 0, added = 0; added < CART_MAX_ROWS; i++) {
      const w = (width.min_value ?? 0) + i;
      if (w === chosen) continue;
      const res = await page.request.post(`${baseUrl}/api/cart/add`, {
        headers,
        data: { conf_id: answer.conf_id, entity_id: answer.prod_id, values: { ...values, [width.id]: w } },
      });
      expect(res.status(), await res.text()).toBe(200);
      cart = ((await res.json()) as { cart: Cart }).cart;
      added++;
    }
    expect(Object.values(cart?.items ?? {}).filter((i) => i.type === "product")).toHaveLength(CART_MAX_ROWS);

    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart/add"),
      page.getByRole("button", { name: "Toevoegen aan winkelwagen", exact: true }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect.poll(() => page.getByRole("alert").filter({ hasText: CART_FULL }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" }).count())
      .toBe(0);
  });
});
