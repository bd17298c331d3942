// The configurator calls through the real app: valid and invalid values, tampering, and the preview and swatches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfigurationDef, ConfValues, OptionDef } from "../../domain/configurator/types.ts";
import { allOptions } from "../../domain/configurator/values.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const product = catalogue.products.find((p) => p.kind === "rolgordijn") ?? catalogue.products[0];
if (!product) throw new Error("no product");
const def: ConfigurationDef = configurationFor(product, catalogue);
const { width, height } = dimensionOptions(def);
if (!width || !height) throw new Error("the roller blind has no width or height option");
const fabric = allOptions(def).find((o) => o.type === "fabric_choice") as OptionDef;
const other = catalogue.products.find((p) => p.id !== product.id && p.kind !== product.kind);
const otherDef = other ? configurationFor(other, catalogue) : undefined;

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api/configurator/${url}`, payload });

/** A complete, valid configuration: every required choice option gets its default or first enabled value. */
async function validValues(): Promise<ConfValues> {
  const res = await post("update", {
    conf_id: def.conf_id,
    prod_id: def.prod_id,
    values: {},
    filter_values: {},
    preview: "combine",
    edit_key: false,
  });
  const body = res.json();
  const values: ConfValues = { ...body.conf_values, [width?.id ?? 0]: 120, [height?.id ?? 0]: 150 };
  for (const group of body.conf_groups) {
    for (const option of group.options) {
      if (values[option.id] == null && option.required && option.values.length > 0) {
        values[option.id] = option.values.find((v: { disabled?: string }) => !v.disabled)?.id;
      }
    }
  }
  return values;
}

describe("POST /api/configurator/update", () => {
  it("answers the whole configurator object with groups, defaults, price and preview", async () => {
    const values = await validValues();
    const res = await post("update", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values,
      filter_values: {},
      preview: "combine",
      edit_key: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      seperate_calls: false,
      estimate_only: false,
      errors: {},
    });
    expect(body.conf_groups.map((g: { name: string }) => g.name)).toEqual(def.groups.map((g) => g.name));
    expect(body.price).toBeGreaterThan(0);
    expect(body.price_advice).toBeGreaterThanOrEqual(body.price);
    expect(body.delivery_time).toMatch(/werkdag/);
    expect(body.conf_preview.layers).toHaveLength(4);
    expect(body.conf_preview.base).toBe(`/conf_images/new_product_options/${def.conf_id}/preview/base.svg`);
    expect(body.conf3D).toMatchObject({ kind: "rolgordijn", width_cm: 120, height_cm: 150 });
  });

  it("gives the exact Dutch messages for a missing and an out-of-range width, and no price", async () => {
    const values = await validValues();
    const missing = await post("update", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: { ...values, [width.id]: null },
      filter_values: {},
      preview: "combine",
      edit_key: false,
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json().errors[width.id]).toBe(`${width.name} is verplicht`);
    expect(missing.json().price).toBeUndefined();
    const tooWide = (width.max_value ?? 0) + 1;
    const res = await post("update", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: { ...values, [width.id]: tooWide },
      filter_values: {},
      preview: "combine",
      edit_key: false,
    });
    expect(res.json().errors[width.id]).toMatch(
      new RegExp(`^${width.name} moet tussen de \\d+ cm en \\d+ cm zijn!$`),
    );
    expect(res.json().price).toBeUndefined();
  });

  it("rounds number_cm values to one decimal", async () => {
    const values = await validValues();
    const res = await post("update", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: { ...values, [width.id]: 120.04 },
      filter_values: {},
      preview: "combine",
      edit_key: false,
    });
    expect(res.json().conf_values[width.id]).toBe(120);
  });

  it("leaves price and preview to their own calls in standard mode", async () => {
    const res = await post("update", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: await validValues(),
      filter_values: {},
      preview: "standard",
      edit_key: false,
    });
    expect(res.json()).toMatchObject({ seperate_calls: true, conf_preview: null });
    expect(res.json().price).toBeUndefined();
  });

  it("answers 404 for an unknown configuration and for an unknown edit key", async () => {
    const res = await post("update", {
      conf_id: 999999,
      prod_id: 999999,
      values: {},
      filter_values: {},
      preview: "combine",
      edit_key: false,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { conf_id: "Deze configuratie bestaat niet." } });
    const key = await post("update", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: {},
      filter_values: {},
      preview: "combine",
      edit_key: "bestaat-niet",
    });
    expect(key.statusCode).toBe(404);
    expect(key.json().errors.edit_key).toBeTruthy();
  });
});

describe("bad input to the configurator: a 400 with a clear message, never a 500, never a price", () => {
  it.each([
    ["a tampered price", { price: 1 }],
    ["a product of another configuration", { prod_id: other?.id }],
    ["wrong types", { conf_id: "abc" }],
    ["values that are not an object", { values: [1, 2] }],
  ])("refuses %s", async (_what, change) => {
    const values = await validValues();
    const res = await post("calc-price", { conf_id: def.conf_id, prod_id: def.prod_id, values, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().errors).every((m) => typeof m === "string" && m.length > 0)).toBe(true);
    expect(res.json().price).toBeUndefined();
  });

  it("refuses an unknown option id, an unknown value id and a value of another product", async () => {
    const values = await validValues();
    const foreignValue = otherDef
      ? allOptions(otherDef).find((o) => o.values.length > 0)?.values[0]?.id
      : undefined;
    for (const bad of [{ 999999: 1 }, { [fabric.id]: 999999999 }, { [fabric.id]: foreignValue }]) {
      const res = await post("calc-price", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values: { ...values, ...bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().price).toBeUndefined();
    }
  });

  it("answers calc-price for an out-of-range width with the message instead of a price", async () => {
    const values = await validValues();
    const res = await post("calc-price", {
      conf_id: def.conf_id,
      prod_id: def.prod_id,
      values: { ...values, [width.id]: (width.min_value ?? 1) - 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[`values.${width.id}`]).toMatch(/ moet tussen de .* cm zijn!$/);
  });
});

describe("POST /api/configurator/calc-price, get-preview and summary", () => {
  it("prices a wider blind higher, and the same values the same, whatever else the browser sends", async () => {
    const values = await validValues();
    const narrow = (await post("calc-price", { conf_id: def.conf_id, prod_id: def.prod_id, values })).json();
    const wide = (
      await post("calc-price", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values: { ...values, [width.id]: 200 },
      })
    ).json();
    expect(wide.price).toBeGreaterThan(narrow.price);
    expect(narrow).toMatchObject({
      price: expect.any(Number),
      discount_price: expect.any(Number),
      conf_price: expect.any(Number),
      price_advice: expect.any(Number),
    });
    const update = (
      await post("update", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values,
        filter_values: {},
        preview: "combine",
        edit_key: false,
      })
    ).json();
    expect(update.price).toBe(narrow.price);
  });

  it("answers the price's lines, which add up to the price, in calc-price and update alike", async () => {
    const values = await validValues();
    const res = await post("calc-price", { conf_id: def.conf_id, prod_id: def.prod_id, values });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const lines = body.lines as { kind: string; label: string; cents: number }[];
    expect(lines[0]?.label).toMatch(/^Basisprijs 120 × 150 cm \(staffel t\/m \d+ × \d+ cm\)$/);
    expect(lines.at(-1)).toEqual({ kind: "total", label: "Totaal", cents: body.price });
    expect(lines.slice(0, -1).reduce((sum, line) => sum + line.cents, 0)).toBe(body.price);
    expect(body.hints).toEqual(expect.any(Array));
    const update = (
      await post("update", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values,
        filter_values: {},
        preview: "combine",
        edit_key: false,
      })
    ).json();
    expect(update.lines).toEqual(lines);
    // Without a price there are no lines.
    const incomplete = (
      await post("update", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values: { ...values, [width.id]: null },
        filter_values: {},
        preview: "combine",
        edit_key: false,
      })
    ).json();
    expect(incomplete.lines).toBeUndefined();
  });

  it("hints at the price step just below a width, only where it is cheaper with the same choices", async () => {
    const values = await validValues();
    const group = Object.keys(def.matrices)[0] as string;
    const steps = (def.matrices[group]?.widths ?? []).filter((s) => s > (width.min_value ?? 0));
    const step = steps.find((s, i) => i > 0 && s + 2 <= (width.max_value ?? 0));
    if (step === undefined) throw new Error("no width step to test");
    const body = (
      await post("calc-price", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values: { ...values, [width.id]: step + 2, [height.id]: 150 },
      })
    ).json();
    const lower = (
      await post("calc-price", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values: { ...values, [width.id]: step, [height.id]: 150 },
      })
    ).json();
    const hint = body.hints.find((h: { dimension: string }) => h.dimension === "width");
    expect(hint).toMatchObject({ option_id: width.id, cm: 2, value: step, saving: body.price - lower.price });
    expect(hint.text).toMatch(/^2 cm smaller: € [\d.]+,(\d\d|-) minder$/);
  });

  it("changes the fabric layer of the preview with the colour", async () => {
    const values = await validValues();
    const first = (
      await post("get-preview", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values: { ...values, [fabric.id]: fabric.values[0]?.id },
      })
    ).json();
    const second = (
      await post("get-preview", {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        values: { ...values, [fabric.id]: fabric.values[1]?.id },
      })
    ).json();
    expect(first.layers[0]).not.toBe(second.layers[0]);
    expect(first.id).not.toBe(second.id);
    for (const url of [first.base, ...first.layers]) {
      const image = await t.app.inject({
        method: "GET",
        url: `${url}${url.includes("?") ? "&" : "?"}w=360&h=310`,
      });
      expect(image.statusCode, url).toBe(200);
      expect(image.body).toMatch(/^<svg[^>]* width="360" height="310"/);
    }
  });

  it("summarises the chosen values by name", async () => {
    const values = await validValues();
    const res = await post("summary", { conf_id: def.conf_id, prod_id: def.prod_id, values });
    expect(res.statusCode).toBe(200);
    const lines = res.json().summary as { name: string; value: string }[];
    expect(lines.find((l) => l.name === width.name)?.value).toBe("120 cm");
  });
});

describe("POST /api/swatches/get", () => {
  it("maps the colour options to their swatch colours", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/swatches/get",
      payload: { conf_id: def.conf_id, prod_id: def.prod_id },
    });
    expect(res.statusCode).toBe(200);
    const map = res.json().conf_colors as Record<
      string,
      Record<string, { colour_code: string; thumbnail: string }>
    >;
    const colours = Object.values(map).flatMap((m) => Object.values(m));
    expect(colours.length).toBeGreaterThan(0);
    expect(colours[0]?.thumbnail).toMatch(/^\/media\/swatch\/.+\.svg$/);
  });
});

describe("every seeded configuration", () => {
  it("answers update for every configurable product without a server error", async () => {
    for (const p of catalogue.products) {
      const res = await post("update", {
        conf_id: p.id,
        prod_id: p.id,
        values: {},
        filter_values: {},
        preview: "combine",
        edit_key: false,
      });
      expect(res.statusCode, p.urlPath).toBe(200);
      expect(res.json().estimate_only, p.urlPath).toBe(p.kind === "terrasoverkapping");
    }
  });
});
