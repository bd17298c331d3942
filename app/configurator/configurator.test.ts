// Unit tests for the wizard's pure parts: the state reducer of spec section 4's refresh, number parsing,
// accessory rows, colour filters, the final action and the API base.
import { describe, expect, it } from "vitest";
import type { ConfiguratorResponse, ValueView } from "../../domain/configurator/api.ts";
import type { FilterDef } from "../../domain/configurator/types.ts";
import { configuratorApiBase } from "./api.ts";
import { passesFilter } from "./controls/ColorControl.tsx";
import { inputText, parseNumber } from "./controls/NumberControl.tsx";
import { withAmount } from "./controls/ProductsControl.tsx";
import { configuratorReducer, initialConfiguratorState } from "./useConfigurator.ts";
import { finishKind } from "./Wizard.tsx";

function response(overrides: Partial<ConfiguratorResponse> = {}): ConfiguratorResponse {
  return {
    conf_id: 1001,
    prod_id: 1001,
    edit_key: false,
    product_name: "Rolgordijn verduisterend",
    conf_values: { "1": 120 },
    conf_filters: {},
    conf_groups: [],
    conf3D: null,
    seperate_calls: false,
    conf_preview: { base: "/b.svg", id: "p1", layers: [], external: false },
    errors: {},
    resets: [],
    delivery_time: "8 werkdagen",
    warranty: "5 jaar garantie",
    thumbnail: "/t.svg",
    estimate_only: false,
    price: 6545,
    discount_price: 1155,
    conf_price: 7700,
    price_advice: 7700,
    ...overrides,
  };
}

describe("configuratorReducer", () => {
  const started = configuratorReducer(initialConfiguratorState(1001, 1001), {
    type: "start",
    conf_id: 1001,
    prod_id: 1001,
    edit_key: "abc",
    preview_mode: "combine",
  });

  it("starts loading, with the edit-init flag set in edit mode", () => {
    expect(started).toMatchObject({
      loading: true,
      price_loading: true,
      preview_loading: true,
      edit_init: true,
    });
  });

  it("stores a changed value at once and sets the preview and price loading", () => {
    const loaded = configuratorReducer(started, { type: "update_ok", response: response() });
    const changed = configuratorReducer(loaded, { type: "set_value", option_id: "1", value: 150 });
    expect(changed.conf_values["1"]).toBe(150);
    expect(changed).toMatchObject({ preview_loading: true, price_loading: true });
  });

  it("clears the preview and price loading at once when the answer needs no separate calls", () => {
    const loaded = configuratorReducer(started, { type: "update_ok", response: response() });
    expect(loaded).toMatchObject({
      loading: false,
      preview_loading: false,
      price_loading: false,
      edit_init: false,
      price: 6545,
      price_advice: 7700,
      loaded: true,
    });
    expect(loaded.conf_preview?.id).toBe("p1");
  });

  it("keeps the preview and price loading until their own calls answer when the answer says so", () => {
    const loaded = configuratorReducer(started, {
      type: "update_ok",
      response: response({ seperate_calls: true, price: undefined, conf_preview: null }),
    });
    expect(loaded).toMatchObject({ preview_loading: true, price_loading: true });
    const priced = configuratorReducer(loaded, {
      type: "price_ok",
      response: {
        price: 100,
        discount_price: 0,
        conf_price: 100,
        price_advice: 100,
        delivery_time: "9 werkdagen",
        errors: {},
      },
    });
    expect(priced).toMatchObject({ price: 100, price_loading: false, delivery_time: "9 werkdagen" });
    const previewed = configuratorReducer(priced, {
      type: "preview_ok",
      preview: { base: "/b.svg", id: "p2", layers: [], external: false },
    });
    expect(previewed).toMatchObject({ preview_loading: false });
    expect(previewed.conf_preview?.id).toBe("p2");
  });

  it("has no price while the configuration is incomplete", () => {
    const incomplete = configuratorReducer(started, {
      type: "update_ok",
      response: response({
        price: undefined,
        discount_price: undefined,
        conf_price: undefined,
        price_advice: undefined,
        errors: { "1": "Breedte is verplicht" },
      }),
    });
    expect(incomplete.price).toBeNull();
    expect(incomplete.errors).toEqual({ "1": "Breedte is verplicht" });
  });

  it("shows the last answer's resets until the visitor sets that option again", () => {
    const reset = { option_id: 4, name: "Bediening", reason: "Kettingbediening kan tot 250 cm breed." };
    const loaded = configuratorReducer(started, {
      type: "update_ok",
      response: response({ resets: [reset] }),
    });
    expect(loaded.resets).toEqual({ "4": reset });
    const chosen = configuratorReducer(loaded, { type: "set_value", option_id: "4", value: 42 });
    expect(chosen.resets).toEqual({});
  });

  it("stores a filter, with null as empty text", () => {
    const filtered = configuratorReducer(started, { type: "set_filter", option_id: "3", value: "" });
    expect(filtered.conf_filters).toEqual({ "3": "" });
  });

  it("sets the 3D flags independently", () => {
    const loading = configuratorReducer(started, { type: "set_3d", loading: true });
    expect(loading).toMatchObject({ loading_3d: true, ready_3d: false });
    expect(configuratorReducer(loading, { type: "set_3d", ready: true })).toMatchObject({
      loading_3d: true,
      ready_3d: true,
    });
  });
});

describe("number fields", () => {
  it.each([
    ["120", 120],
    ["120,5", 120.5],
    ["120.5", 120.5],
    [" 80 ", 80],
    ["", null],
  ])("parses %j as %j", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it("refuses text that is no number", () => {
    expect(parseNumber("12a")).toBeNaN();
    expect(parseNumber(",")).toBeNaN();
  });

  it("writes numbers with a decimal comma and no thousands dots", () => {
    expect(inputText(120.5)).toBe("120,5");
    expect(inputText(12000)).toBe("12000");
  });
});

describe("accessory rows", () => {
  it("adds with amount 1, changes the amount, and removes at 0", () => {
    const added = withAmount([], 901, 1);
    expect(added).toEqual([{ entity_id: 901, amount: 1 }]);
    expect(withAmount(added, 901, 3)).toEqual([{ entity_id: 901, amount: 3 }]);
    expect(withAmount(added, 901, 0)).toEqual([]);
  });
});

describe("colour filters", () => {
  const filters: FilterDef[] = [
    {
      id: "licht",
      name: "Lichtdoorlatendheid",
      on: "tag",
      options: [{ value: "verduisterend", label: "Verduisterend" }],
    },
    { id: "collectie", name: "Collectie", on: "collection", options: [{ value: "Basic", label: "Basic" }] },
  ];
  const colour = (tags: string[], collection: string): ValueView => ({
    id: 1,
    name: "Zandbeige",
    option_id: 3,
    tags,
    collection: { type: "stof", name: collection },
  });

  it("matches tags and collections, and passes everything without a filter", () => {
    expect(passesFilter(colour(["verduisterend"], "Premium"), filters, "verduisterend")).toBe(true);
    expect(passesFilter(colour(["lichtdoorlatend"], "Basic"), filters, "verduisterend")).toBe(false);
    expect(passesFilter(colour([], "Basic"), filters, "Basic")).toBe(true);
    expect(passesFilter(colour([], "Premium"), filters, "")).toBe(true);
  });
});

describe("final action", () => {
  it("saves in edit mode, asks a quote for quote-only products, else adds to the cart", () => {
    expect(finishKind({ edit_key: "abc", quote_only: true })).toBe("save");
    expect(finishKind({ edit_key: false, quote_only: true })).toBe("quote");
    expect(finishKind({ edit_key: false, quote_only: false })).toBe("cart");
  });
});

describe("configuratorApiBase", () => {
  it("falls back to /api/ outside the browser", () => {
    expect(configuratorApiBase()).toBe("/api/");
  });
});
