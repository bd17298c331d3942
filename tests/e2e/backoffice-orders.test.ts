// The back office's orders in the browser: an order placed and paid through the shop's own calls and the sandbox
// page, found in /beheer/bestellingen by searching its number, opened, moved to production and then sent with a
// track-and-trace link; the customer's mail is in the dev mailbox and listed on the order. axe-core finds
// nothing on the list and the order, at 1280 and 375 px, and a phone never scrolls sideways.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { loginAsStaff } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
const product = catalogue.products.find((p) => p.kind === "rolgordijn");
if (!product) throw new Error("no roller blind");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Mail = { to: string; subject: string; text: string };

async function mailsTo(to: string): Promise<Mail[]> {
  return (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

/** Places and pays an order as tests/e2e/service.test.ts does: the checkout's calls, then the sandbox page. */
async function placePaidOrder(page: Page, email: string): Promise<string> {
  if (!product) throw new Error("no roller blind");
  const def = configurationFor(product, catalogue);
  const dims = dimensionOptions(def);
  const api = (path: string) => `${baseUrl}/api/${path}`;
  const headers = { "X-Requested-With": "XMLHttpRequest" };
  const ok = async <T = unknown>(response: Awaited<ReturnType<Page["request"]["post"]>>): Promise<T> => {
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  await page.goto(baseUrl);
  const answer = await ok<{
    conf_values: ConfValues;
    conf_groups: {
      options: { id: number; required: boolean; values: { id: number; disabled?: string }[] }[];
    }[];
  }>(
    await page.request.post(api("configurator/update"), {
      headers,
      data: { conf_id: def.conf_id, prod_id: def.prod_id, values: {}, filter_values: {}, preview: "combine" },
    }),
  );
  const values: ConfValues = {
    ...answer.conf_values,
    [dims.width?.id ?? 0]: 120,
    [dims.height?.id ?? 0]: 150,
  };
  for (const group of answer.conf_groups)
    for (const option of group.options) {
      const open = option.values.find((v) => !v.disabled);
      if (values[option.id] == null && option.required && open) values[option.id] = open.id;
    }
  await ok(
    await page.request.post(api("cart/add"), {
      headers,
      data: { conf_id: def.conf_id, entity_id: product.id, values },
    }),
  );
  await ok(
    await page.request.post(api("checkout/gegevens"), {
      headers,
      data: {
        default: { type: "private" },
        factuur: {
          prefix: "Mevr",
          firstname: "Femke",
          lastname: "Jansen",
          zipcode: "3274 LB",
          housenumber: "3",
          street: "Sluisendijk",
          city: "Heinenoord",
          email,
          telephone: "0612345678",
        },
      },
    }),
  );
  const data = await (await page.request.get(api("checkout/payment-data"), { headers })).json();
  const ideal = data.paymentMethods.find((m: { type: string }) => m.type === "ideal");
  await ok(
    await page.request.post(api("checkout/betalen"), {
      headers,
      data: { brandCode: "ideal", issuerId: ideal.issuers[0].id },
    }),
  );
  const placed = await ok<{ order: { number: string }; paymentLink: string }>(
    await page.request.post(api("checkout/placeOrder"), {
      headers: { ...headers, "x-csrf-token": data.csrf_token },
      data: { payment_method: "ideal" },
    }),
  );
  await page.goto(placed.paymentLink);
  await page.getByRole("button", { name: "Betaling geslaagd" }).click();
  await page.waitForURL(/\/checkout\/bedankt\?order=RW-/);
  return placed.order.number;
}

async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  expect(await hasHorizontalScroll(page), page.url()).toBe(false);
}

describe.each([1280, 375])("orders in the back office at %i px", (width) => {
  it("finds a paid order by its number, moves it to production and sent, and the customer gets the mail", async () => {
    const page = await newPage(browser, width);
    const email = `bestelling-${width}-${Date.now()}@example.nl`;
    const number = await placePaidOrder(page, email);
    await loginAsStaff(page, socket, width === 375 ? "medewerker" : "eigenaar");

    await page
      .getByRole("navigation", { name: "Beheer" })
      .getByRole("link", { name: "Bestellingen" })
      .click();
    await page.waitForURL(/\/beheer\/bestellingen$/);
    await expect.poll(() => page.getByRole("heading", { name: "Bestellingen" }).isVisible()).toBe(true);
    await checkPage(page);

    await page.getByLabel("Zoek op bestelnummer, naam, e-mail of postcode").fill(number);
    await page.getByRole("button", { name: "Filteren" }).click();
    await page.waitForURL(new RegExp(`zoek=${number}`));
    const rows = page.locator(".beheer-orders tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("Betaald");
    const csv = page.getByRole("link", { name: "Exporteer als CSV" });
    expect(await csv.getAttribute("href")).toBe(`/api/beheer/orders/export.csv?zoek=${number}`);
    const download = await page.request.get(`${baseUrl}/api/beheer/orders/export.csv?zoek=${number}`);
    expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await download.text()).split("\r\n")[1]).toMatch(new RegExp(`^${number};`));
    await checkPage(page);

    await page.getByRole("link", { name: number }).click();
    await page.waitForURL(new RegExp(`/beheer/bestellingen/${number}$`));
    const state = page.locator(".beheer-title .beheer-badge");
    await expect.poll(() => state.textContent()).toBe("Betaald");
    await checkPage(page);

    await page.getByRole("button", { name: "In productie nemen" }).click();
    await expect.poll(() => state.textContent()).toBe("In productie");
    const link = `https://jouw.postnl.nl/track-and-trace/3SRAAM${width}`;
    await page.getByLabel("Track-and-trace-link (niet verplicht)").fill("geen link");
    await page.getByRole("button", { name: "Verzonden", exact: true }).click();
    await expect.poll(() => page.getByText("Vul een geldige track-and-trace-link in").isVisible()).toBe(true);
    await checkPage(page);
    await page.getByLabel("Track-and-trace-link (niet verplicht)").fill(link);
    await page.getByRole("button", { name: "Verzonden", exact: true }).click();
    await expect.poll(() => state.textContent()).toBe("Verzonden");
    await expect.poll(() => page.getByRole("link", { name: link }).isVisible()).toBe(true);
    const mailRow = page.getByRole("link", { name: `Je bestelling is verzonden (${number})` });
    await expect.poll(() => mailRow.isVisible()).toBe(true);
    expect(await mailRow.getAttribute("href")).toMatch(/^\/beheer\/mails\/\d+$/);
    await checkPage(page);

    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.subject))
      .toEqual(
        expect.arrayContaining([
          `Je bestelling is in productie (${number})`,
          `Je bestelling is verzonden (${number})`,
        ]),
      );
    const sent = (await mailsTo(email)).find((m) => m.subject.startsWith("Je bestelling is verzonden"));
    expect(sent?.text).toContain(link);
    await page.context().close();
  });
});
