// The whole way of a new product (issue 25): the owner, at 1280 px, copies a product into a new one, gives it a
// name, an address and a photo, switches it on, makes a new colour offered by it alone, checks and publishes;
// then a shopper on a phone finds the product with its photo, configures it in the new colour and buys it. The
// colour leaves the collection again at the end (the shop is shared by every browser test file).

import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { withCatalogueDraft } from "../helpers/catalogue-lock.ts";
import { loginAsStaff, staffApi } from "../helpers/staff-browser.ts";

const baseUrl = inject("baseUrl");
const socket = inject("beheerSocket");
let browser: Browser;

const source = catalogue.products.find((p) => p.urlPath === "overgordijn-velvet");
if (!source) throw new Error("the test's product changed: pick another");
const stamp = Date.now().toString(36);
const NAME = `Velvet Lente ${stamp}`;
const SLUG = `velvet-lente-${stamp}`;
const CODE = `LT-${stamp.toUpperCase()}`;
const COLOUR = `Lentegroen ${stamp}`;
const headers = { "x-requested-with": "fetch" };

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

async function ok<T>(response: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}) {
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function makeProduct(owner: Page): Promise<number> {
  await owner.goto(`${baseUrl}/beheer/catalogus/producten`);
  await owner.getByLabel("Zoeken op naam of categorie").fill(source?.name ?? "");
  await owner.getByRole("button", { name: `Kopie maken van ${source?.name}` }).click();
  await owner.waitForURL(/\/beheer\/catalogus\/producten\/\d+$/);
  const id = Number(owner.url().split("/").pop());
  await owner.getByLabel("Naam", { exact: true }).fill(NAME);
  await owner.getByLabel("Adres (slug)").fill(SLUG);
  await owner.getByLabel("Artikelnummer (SKU)").fill(`VL-${stamp}`.toUpperCase());
  await owner.getByLabel("Te koop (aan)").check();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#6b8f4e" } })
    .jpeg()
    .toBuffer();
  await owner
    .getByLabel(/^Foto toevoegen/)
    .setInputFiles({ name: "lente.jpg", mimeType: "image/jpeg", buffer: photo });
  const alt = owner.getByLabel("Alt-tekst (wat staat er op de foto?)").last();
  await alt.waitFor({ timeout: 30_000 });
  await alt.fill("Velvet gordijn in lentegroen voor een hoog raam");
  await expectCleanPage(owner);
  await owner.getByRole("button", { name: "Opslaan in het concept" }).click();
  await expect
    .poll(() => owner.getByRole("status").filter({ hasText: "Opgeslagen" }).count(), { timeout: 15_000 })
    .toBe(1);
  return id;
}

async function makeColour(owner: Page) {
  await owner.goto(`${baseUrl}/beheer/catalogus/kleuren/nieuw?collectie=velvet`);
  const form = owner.getByRole("form", { name: "Nieuwe kleur" });
  await form.getByLabel("Kleurcode").fill(CODE);
  await form.getByLabel("Naam").fill(COLOUR);
  await form.getByLabel("Kleur (hex)").fill("#6b8f4e");
  // Offered by the new product only: the other velvet products keep their colours.
  const offeredBy = form.getByRole("group", { name: "Aangeboden bij" });
  for (const box of await offeredBy.getByRole("checkbox").all()) await box.uncheck();
  await offeredBy.getByRole("checkbox", { name: NAME }).check();
  await form.getByRole("button", { name: "Opslaan in het concept" }).click();
  await owner.waitForURL(new RegExp(`/beheer/catalogus/kleuren/${CODE}$`));
}

describe("a new product made in the back office", () => {
  it(
    "is made with a photo and a new colour, checked, published, configured and bought on a phone",
    () =>
      withCatalogueDraft(baseUrl, async () => {
        const owner = await newPage(browser, 1280);
        owner.on("dialog", (dialog) => void dialog.accept());
        await loginAsStaff(owner, socket, "eigenaar");
        try {
          const id = await makeProduct(owner);
          await makeColour(owner);

          await owner.goto(`${baseUrl}/beheer/catalogus`);
          await owner.getByRole("button", { name: "Controleren" }).click();
          await expect.poll(() => owner.getByText("Alles is in orde").count(), { timeout: 15_000 }).toBe(1);
          await owner.getByRole("button", { name: "Publiceren" }).click();
          await expect
            .poll(() => owner.getByRole("status").filter({ hasText: "gepubliceerd" }).count(), {
              timeout: 30_000,
            })
            .toBe(1);

          const shopper = await newPage(browser, 375);
          await shopper.goto(`${baseUrl}/${SLUG}`);
          expect(await shopper.locator("h1").first().textContent()).toContain(NAME);
          const photo = shopper.locator('img[src*="/media/foto/"]').first();
          expect(await photo.getAttribute("alt")).toBe("Velvet gordijn in lentegroen voor een hoog raam");
          await expectCleanPage(shopper);

          // Configured as the wizard does, with the shop's own calls: the new colour and a size.
          const api = (path: string) => `${baseUrl}/api/${path}`;
          const confId = Number(
            (await staffApi(owner, "GET", `/catalog/items/products/${id}`)).json.item.optionSet,
          );
          const answer = await ok<{
            conf_values: Record<string, unknown>;
            conf_groups: {
              options: {
                id: number;
                type: string;
                required: boolean;
                min_value?: number;
                max_value?: number;
                values: { id: number; name: string; disabled?: string }[];
              }[];
            }[];
          }>(
            await shopper.request.post(api("configurator/update"), {
              headers,
              data: { conf_id: confId, prod_id: id, values: {}, filter_values: {}, preview: "combine" },
            }),
          );
          const values: Record<string, unknown> = { ...answer.conf_values };
          for (const option of answer.conf_groups.flatMap((g) => g.options)) {
            const colour = option.values.find((v) => v.name === COLOUR);
            if (colour) values[option.id] = colour.id;
            else if ((option.type === "number_cm" || option.type === "number_mm") && option.required)
              values[option.id] = Math.round(((option.min_value ?? 50) + (option.max_value ?? 200)) / 2);
            else if (values[option.id] == null && option.required) {
              const open = option.values.find((v) => !v.disabled);
              if (open) values[option.id] = open.id;
            }
          }
          expect(Object.values(values)).toContain(
            answer.conf_groups
              .flatMap((g) => g.options)
              .flatMap((o) => o.values)
              .find((v) => v.name === COLOUR)?.id,
          );
          await ok(
            await shopper.request.post(api("cart/add"), {
              headers,
              data: { conf_id: confId, entity_id: id, values },
            }),
          );

          await shopper.goto(`${baseUrl}/checkout`);
          expect(await shopper.getByText(COLOUR).count()).toBeGreaterThan(0);
          await ok(
            await shopper.request.post(api("checkout/gegevens"), {
              headers,
              data: {
                default: { type: "private" },
                factuur: {
                  prefix: "Mevr",
                  firstname: "Lotte",
                  lastname: "Groen",
                  zipcode: "3274 LB",
                  housenumber: "3",
                  street: "Sluisendijk",
                  city: "Heinenoord",
                  email: `lente-${stamp}@example.nl`,
                  telephone: "0612345678",
                },
              },
            }),
          );
          const data = await (await shopper.request.get(api("checkout/payment-data"), { headers })).json();
          const ideal = data.paymentMethods.find((m: { type: string }) => m.type === "ideal");
          await ok(
            await shopper.request.post(api("checkout/betalen"), {
              headers,
              data: { brandCode: "ideal", issuerId: ideal.issuers[0].id },
            }),
          );
          const placed = await ok<{ order: { number: string }; paymentLink: string }>(
            await shopper.request.post(api("checkout/placeOrder"), {
              headers: { ...headers, "x-csrf-token": data.csrf_token },
              data: { payment_method: "ideal" },
            }),
          );
          await shopper.goto(placed.paymentLink);
          await shopper.getByRole("button", { name: "Betaling geslaagd" }).click();
          await shopper.waitForURL(/\/checkout\/bedankt\?order=RW-/);
          expect(await shopper.getByText(placed.order.number).count()).toBeGreaterThan(0);
          await shopper.context().close();
        } finally {
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
