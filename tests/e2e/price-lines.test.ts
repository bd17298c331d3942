// The price explained in the configurator: 'Hoe is deze prijs opgebouwd?' opens a table of the price's lines that
// follows a size change, a width just above a price step says what a little narrower costs less (and sets it),
// and the overview shows the same lines; at 1280 px and 375 px, axe-clean and without sideways scrolling.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import type { ConfiguratorResponse } from "../../domain/configurator/api.ts";
import { priceGroupOf } from "../../domain/configurator/matrix.ts";
import { formatNumber } from "../../domain/configurator/messages.ts";
import { formatPrice } from "../../domain/money.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import {
  afterUpdate,
  completeStep,
  openConfiguratorAt,
  stepHeading,
  widthOption,
} from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const slug = "rolgordijn-verduisterend";
const productUrl = `${baseUrl}/${slug}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A width step of the chosen fabric's price table with room for 2 cm more inside the width's range. */
function widthStepOf(answer: ConfiguratorResponse): number {
  const product = catalogue.products.find((p) => p.urlPath === slug);
  if (!product) throw new Error(`no product ${slug}`);
  const def = configurationFor(product, catalogue);
  const matrix = def.matrices[priceGroupOf(def, answer.conf_values).group];
  const width = widthOption(answer);
  const steps = (matrix?.widths ?? []).filter(
    (s, i) => i > 0 && s > (width.min_value ?? 0) && s + 2 <= (width.max_value ?? 0),
  );
  const step = steps[Math.floor(steps.length / 2)];
  if (step === undefined) throw new Error("no width step to test");
  return step;
}

/** The open configurator with every option of the first step (the sizes) filled: the price and its lines show. */
async function pricedConfigurator(page: Page): Promise<ConfiguratorResponse> {
  let answer = await openConfiguratorAt(page, productUrl);
  answer = await completeStep(page, answer, 0);
  expect(answer.errors).toEqual({});
  await page.locator(".price-lines-disclosure").waitFor();
  return answer;
}

const rowHeaders = (page: Page, table: string) => page.locator(`${table} tbody th`).allTextContents();

describe("the price explained at 1280 px", () => {
  let page: Page;
  let answer: ConfiguratorResponse;

  beforeAll(async () => {
    page = await newPage(browser, 1280);
    answer = await pricedConfigurator(page);
  });

  it("opens the lines as a table that follows a width change, and offers the step just below", async () => {
    const disclosure = page.locator(".price-lines-disclosure");
    await disclosure.getByText("Hoe is deze prijs opgebouwd?").click();
    await expect(disclosure.getAttribute("open")).resolves.toBe("");
    const table = page.getByRole("table", { name: "Opbouw van je prijs" });
    await expect(table.locator("tfoot td").textContent()).resolves.toBe(
      await page.locator(".price-box__price").textContent(),
    );

    const step = widthStepOf(answer);
    const width = widthOption(answer);
    const field = page.getByRole("textbox", { name: new RegExp(`^${width.name}`) });
    answer = await afterUpdate(page, () => field.fill(String(step + 2)));
    expect(answer.errors).toEqual({});
    // The lines follow the new width: the base price names it and its step, and the total is the new price.
    await expect
      .poll(() => rowHeaders(page, ".price-box .price-lines"))
      .toContainEqual(expect.stringMatching(new RegExp(`^Basisprijs ${formatNumber(step + 2)} × `)));
    await expect(table.locator("tfoot td").textContent()).resolves.toBe(formatPrice(answer.price ?? -1));
    await expect(disclosure.getAttribute("open")).resolves.toBe("");

    const hint = page.locator(".price-box__hints li", { hasText: "2 cm smaller: " });
    await expect(hint.textContent()).resolves.toMatch(/^2 cm smaller: € [\d.]+,(\d\d|-) minder/);
    await expectNoAxeViolations(page, ".price-box");

    answer = await afterUpdate(page, () => hint.getByRole("button", { name: "Pas de breedte aan" }).click());
    expect(answer.conf_values[String(width.id)]).toBe(step);
    await expect.poll(() => field.inputValue()).toBe(String(step));
    await expect.poll(() => page.locator(".price-box__hints li", { hasText: "smaller" }).count()).toBe(0);
  });

  it("shows the same lines on the overview step", async () => {
    const steps = answer.conf_groups.length;
    for (let step = 0; step < steps; step++) {
      answer = await completeStep(page, answer, step);
      await page.getByRole("button", { name: "Volgende stap" }).click();
    }
    await expect.poll(() => stepHeading(page).textContent()).toContain("Overzicht");
    const overview = page.getByRole("table", { name: "Zo is je prijs opgebouwd" });
    await overview.waitFor();
    await expect
      .poll(() => rowHeaders(page, ".summary__price-lines"))
      .toEqual(await rowHeaders(page, ".price-box .price-lines"));
    await expect(overview.locator("tfoot td").textContent()).resolves.toBe(
      await page.locator(".price-box__price").textContent(),
    );
  });
});

describe("the price explained at 375 px", () => {
  it("opens on a phone without sideways scrolling, axe-clean", async () => {
    const page = await newPage(browser, 375);
    await pricedConfigurator(page);
    await page.getByText("Hoe is deze prijs opgebouwd?").click();
    const table = page.getByRole("table", { name: "Opbouw van je prijs" });
    await expect(table.locator("tbody th").first().textContent()).resolves.toMatch(/^Basisprijs /);
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await expectNoAxeViolations(page, ".price-box");
    await page.context().close();
  });
});
