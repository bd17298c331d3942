// The configurator's cached answers through the real app: byte for byte the answers built afresh, and a price
// change published in the back office is answered at once.
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { calculatePrice } from "../../domain/configurator/pricing.ts";
import { evaluate } from "../../domain/configurator/rules.ts";
import { normalizeValues } from "../../domain/configurator/values.ts";
import { configurationRequest } from "../../tests/helpers/configuration-arbitrary.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { priceMatrices } from "../catalog/catalog.schema.ts";
import { publishCatalogChange } from "../catalog/catalog-version.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const defs = catalogue.products.slice(0, 6).map((product) => configurationFor(product, catalogue));

/** Every configurator call a request can make, with the fields besides the values that change the answer. */
function calls(request: {
  def: { conf_id: number; prod_id: number };
  values: unknown;
  filters?: Record<string, string>;
}) {
  const ids = { conf_id: request.def.conf_id, prod_id: request.def.prod_id, values: request.values };
  const update = { ...ids, filter_values: request.filters ?? {}, edit_key: false };
  return [
    ["calc-price", ids],
    ["get-preview", ids],
    ["summary", ids],
    ["update", { ...update, preview: "combine" }],
    ["update", { ...update, preview: "standard" }],
  ] as const;
}

async function answer([url, payload]: readonly [string, object]) {
  const res = await t.app.inject({ method: "POST", url: `/api/configurator/${url}`, payload });
  return { status: res.statusCode, type: res.headers["content-type"], body: res.body };
}

describe("cached configurator answers", () => {
  // Up to 300 catalogue reloads: over the default 30 s when other work shares the two cores.
  it("are byte for byte the answers built afresh, for random configurations in any order", {
    timeout: 120_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(configurationRequest(defs), { minLength: 1, maxLength: 4 }),
        async (requests) => {
          const all = requests.flatMap(calls);
          // First from whatever the cache holds by now, then again (hits), then each from an emptied cache: a
          // reload makes a new catalogue snapshot, which empties it.
          const first = [];
          for (const call of all) first.push(await answer(call));
          for (const [i, call] of all.entries()) expect(await answer(call)).toEqual(first[i]);
          for (const [i, call] of all.entries()) {
            await t.services.catalog.load();
            expect(await answer(call), call[0]).toEqual(first[i]);
          }
        },
      ),
      { numRuns: 15 },
    );
    expect(t.services.configurator.cache.size.answers).toBeGreaterThan(0);
  });

  it("follow a price change published in the back office at once", async () => {
    const def = defs[0];
    const { width, height } = def ? dimensionOptions(def) : {};
    if (!def || !width || !height) throw new Error("no configuration with a size");
    const values = { [width.id]: (width.min_value ?? 50) + 20, [height.id]: (height.min_value ?? 50) + 20 };
    const price = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/configurator/calc-price",
        payload: { conf_id: def.conf_id, prod_id: def.prod_id, values },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const before = await price();
    expect(await price()).toEqual(before);
    // Every price of the configuration's tables 10 euro up, as the back office's price tables do it.
    await publishCatalogChange(t.services.database.db, t.services.catalog, async (tx) => {
      const tables = await tx.select().from(priceMatrices).where(eq(priceMatrices.confId, def.conf_id));
      for (const table of tables) {
        await tx
          .update(priceMatrices)
          .set({ cents: table.cents.map((row) => row.map((cents) => cents + 1000)) })
          .where(and(eq(priceMatrices.confId, def.conf_id), eq(priceMatrices.priceGroup, table.priceGroup)));
      }
    });
    const after = await price();
    const current = t.services.catalog.snapshot.configurations.get(def.conf_id);
    if (!current) throw new Error("configuration gone");
    const expected = calculatePrice(current, evaluate(current, normalizeValues(current, values).values));
    expect(after).toMatchObject(expected ?? { price: "none" });
    expect(after.conf_price).toBeGreaterThan(before.conf_price);
  });
});
