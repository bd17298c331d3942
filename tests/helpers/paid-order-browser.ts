// A paid order for browser tests, placed the quick way: the checkout's own calls from the page's context (so its
// session cookie) for a roller blind of 120 × 150 cm, then the sandbox page's 'Betaling geslaagd'. The one way the
// browser tests get a paid order when the checkout's pages are not what they test.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";

const product = catalogue.products.find((p) => p.kind === "rolgordijn");

type ApiResponse = Awaited<ReturnType<Page["request"]["post"]>>;

const headers = { "X-Requested-With": "XMLHttpRequest" };

async function ok<T = unknown>(response: ApiResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * Puts `count` roller blinds of 120 × 150 cm (or the cart's default of one) in the cart of the page's browser
 * context with the cart's own call, as the configurator would: the quick way, where the configurator is not
 * what a test tests.
 */
export async function addRollerBlind(page: Page, baseUrl: string, count?: number): Promise<void> {
  if (!product) throw new Error("no roller blind");
  const def = configurationFor(product, catalogue);
  const dims = dimensionOptions(def);
  const api = (path: string) => `${baseUrl}/api/${path}`;
  // A valid configuration as a visitor makes it: defaults, a size, and the first open value of every choice.
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
      data: {
        conf_id: def.conf_id,
        entity_id: product.id,
        values,
        ...(count === undefined ? {} : { count }),
      },
    }),
  );
}

/**
 * Answers the order's number and total (cents); `count` roller blinds, or the cart's default of one; `mount`: with
 * our mounting service.
 */
export async function placePaidOrder(
  page: Page,
  baseUrl: string,
  { email, count, mount }: { email: string; count?: number; mount?: boolean },
): Promise<{ number: string; total: number }> {
  const api = (path: string) => `${baseUrl}/api/${path}`;
  await page.goto(baseUrl);
  await addRollerBlind(page, baseUrl, count);
  if (mount)
    await ok(
      await page.request.post(api("cart/setServiceType"), { headers, data: { service_type: "mount" } }),
    );
  await ok(
    await page.request.post(api("checkout/gegevens"), {
      headers,
      data: {
        default: { type: "private" },
        factuur: {
          prefix: "Dhr",
          firstname: "Joost",
          lastname: "Bakker",
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
  const placed = await ok<{ order: { number: string; total: number }; paymentLink: string }>(
    await page.request.post(api("checkout/placeOrder"), {
      headers: { ...headers, "x-csrf-token": data.csrf_token },
      data: { payment_method: "ideal" },
    }),
  );
  await page.goto(placed.paymentLink);
  await page.getByRole("button", { name: "Betaling geslaagd" }).click();
  await page.waitForURL(/\/checkout\/bedankt\?order=RW-/);
  return { number: placed.order.number, total: placed.order.total };
}
