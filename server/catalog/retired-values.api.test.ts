// A value the owner retires in the catalogue editor: after publishing, the configurator no longer offers it, and a
// cart row that held it keeps its price with a live value and says in Dutch that the choice is gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retiredResetReason } from "../../domain/configurator/messages.ts";
import type { ConfigurationDocument, OptionDef } from "../../domain/configurator/types.ts";
import {
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let owner: StaffClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

/** A select option of the roller blind with at least two values, none of them a colour, shown without rules. */
function choiceOption(): OptionDef {
  const hidden = new Set(rollerBlindDef.rules.filter((r) => r.kind === "show").map((r) => r.option));
  const found = rollerBlindDef.groups
    .flatMap((g) => g.options)
    .find(
      (o) =>
        (o.type === "select" || o.type === "imageselect") &&
        !hidden.has(o.id) &&
        o.values.length >= 2 &&
        o.values.every((v) => !v.colour_code),
    );
  if (!found) throw new Error("the roller blind has no plain select option");
  return found;
}

describe("retiring a value", () => {
  it("leaves it out of the configurator after publishing and resets a cart row that held it, with the reason", async () => {
    const option = choiceOption();
    const kept = option.values[0];
    const retired =
      option.values.find((v) => v.id !== option.default_value && v.id !== kept?.id) ?? option.values[1];
    if (!kept || !retired) throw new Error("no values");
    const values = { ...(await rollerBlindValues(t.app)), [option.id]: retired.id };
    const { v, cart } = await visitorWithRollerBlind(t.app, values);
    const row = Object.values(cart.items)[0] as { options: { name: string; value: string }[] };
    expect(row.options).toContainEqual(expect.objectContaining({ name: option.name, value: retired.name }));

    const productItem = await owner.get(`/api/beheer/catalog/items/products/${rollerBlind.id}`);
    const setId = productItem.json().item.optionSet as number;
    const got = await owner.get(`/api/beheer/catalog/items/optionSets/${setId}`);
    expect(got.statusCode, got.body).toBe(200);
    const { item, revision } = got.json() as {
      item: { definition: ConfigurationDocument };
      revision: string;
    };
    const definition: ConfigurationDocument = {
      ...item.definition,
      groups: item.definition.groups.map((g) => ({
        ...g,
        options: g.options.map((o) =>
          o.id !== option.id
            ? o
            : { ...o, values: o.values.map((x) => (x.id === retired.id ? { ...x, retired: true } : x)) },
        ),
      })),
    };
    const saved = await owner.put(`/api/beheer/catalog/items/optionSets/${setId}`, {
      item: { ...item, definition },
      revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await owner.post("/api/beheer/catalog/publish");
    expect(published.statusCode, published.body).toBe(200);

    const update = await t.app.inject({
      method: "POST",
      url: "/api/configurator/update",
      payload: {
        conf_id: rollerBlindDef.conf_id,
        prod_id: rollerBlind.id,
        values: {},
        filter_values: {},
        preview: "combine",
        edit_key: false,
      },
    });
    expect(update.statusCode).toBe(200);
    const offered = (update.json().conf_groups as { options: { id: number; values: { id: number }[] }[] }[])
      .flatMap((g) => g.options)
      .find((o) => o.id === option.id);
    expect(offered?.values.map((x) => x.id)).not.toContain(retired.id);
    expect(offered?.values.map((x) => x.id)).toContain(kept.id);

    const after = await v.get("/api/cart");
    expect(after.statusCode, after.body).toBe(200);
    const rows = Object.values(after.json().cart.items) as {
      notices?: string[];
      options: { name: string; value: string }[];
      price: number;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.notices).toEqual([retiredResetReason(option.name)]);
    expect(rows[0]?.options).not.toContainEqual(
      expect.objectContaining({ name: option.name, value: retired.name }),
    );
    expect(rows[0]?.price).toBeGreaterThan(0);
  });
});
