import { describe, expect, it } from "vitest";
import { decodeDesign, designUrlTable, withDesign } from "../../domain/configurator/design-url.ts";
import { lookupTable } from "../../domain/configurator/matrix.ts";
import { calculatePrice, deliveryTime, productionDays } from "../../domain/configurator/pricing.ts";
import { evaluate } from "../../domain/configurator/rules.ts";
import {
  type Condition,
  type ConfigurationDef,
  type ConfValues,
  type OptionDef,
  optionTypes,
  type Surcharge,
} from "../../domain/configurator/types.ts";
import { productionTimeText } from "../../domain/delivery/production.ts";
import { ROOM_OPTION_NAMES } from "../../domain/validation/room.ts";
import { catalogue } from "../catalogue.ts";
import type { SeedProduct } from "../types.ts";
import { accessories } from "./accessories.ts";
import { configurationFor } from "./configurations.ts";

const configs = catalogue.products.map((product) => ({ product, def: configurationFor(product, catalogue) }));
const choiceTypes = new Set(["select", "imageselect", "colors", "fabric_choice"]);
const numberTypes = new Set(["number_cm", "number_mm"]);

function optionsOf(def: ConfigurationDef): OptionDef[] {
  return def.groups.flatMap((g) => g.options);
}

function dimension(def: ConfigurationDef, d: "width" | "height"): OptionDef {
  const option = optionsOf(def).find((o) => o.dimension === d);
  if (!option) throw new Error(`${def.conf_id} heeft geen ${d}`);
  return option;
}

function fabricOf(def: ConfigurationDef): OptionDef | undefined {
  return optionsOf(def).find((o) => o.type === "fabric_choice");
}

function byName(def: ConfigurationDef, name: string): OptionDef {
  const option = optionsOf(def).find((o) => o.name === name);
  if (!option) throw new Error(`${def.conf_id} heeft geen optie ${name}`);
  return option;
}

function valueId(option: OptionDef, name: string): number {
  const value = option.values.find((v) => v.name === name);
  if (!value) throw new Error(`${option.name} heeft geen waarde ${name}`);
  return value.id;
}

function conditionsOf(def: ConfigurationDef): Condition[] {
  return def.rules.flatMap((r) => r.when);
}

/** The catalogue size with every default, and required options without a default filled in. */
function defaultValues(product: SeedProduct, def: ConfigurationDef): ConfValues {
  const values: ConfValues = {
    [String(dimension(def, "width").id)]: product.breedte,
    [String(dimension(def, "height").id)]: product.hoogte,
  };
  for (let pass = 0; pass < 3; pass++) {
    const evaluation = evaluate(def, values);
    for (const key of Object.keys(evaluation.errors)) {
      const option = optionsOf(def).find((o) => String(o.id) === key);
      if (option && numberTypes.has(option.type)) values[key] = option.min_value ?? 1;
      else if (option?.type === "input") values[key] = "Woonkamer";
    }
  }
  return values;
}

/** Every text a visitor can read in a configuration. */
function visitorTexts(def: ConfigurationDef): string[] {
  const texts: string[] = [def.name];
  for (const group of def.groups) {
    texts.push(group.name);
    if (group.text !== undefined) texts.push(group.text);
    for (const option of group.options) {
      texts.push(option.name);
      for (const t of [option.tooltip, option.text]) if (t !== undefined) texts.push(t);
      for (const value of option.values) {
        texts.push(value.name);
        if (value.label) texts.push(value.label.text);
        if (value.collection) texts.push(value.collection.name);
      }
      for (const filter of option.filters ?? []) {
        texts.push(filter.name, ...filter.options.map((o) => o.label));
      }
      for (const entry of option.products ?? []) texts.push(entry.product.name, entry.product.description);
    }
  }
  for (const rule of def.rules) if (rule.kind !== "show") texts.push(rule.reason);
  return texts;
}

describe("seed configurations: the whole catalogue", () => {
  it("has a configuration for every product", () => {
    expect(configs).toHaveLength(catalogue.products.length);
    expect(catalogue.products.length).toBeGreaterThanOrEqual(31);
  });

  it("has ids unique across all configurations", () => {
    const ids = configs.flatMap(({ def }) => [
      ...def.groups.map((g) => g.id),
      ...optionsOf(def).map((o) => o.id),
      ...optionsOf(def).flatMap((o) => o.values.map((v) => v.id)),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    const confIds = configs.map(({ def }) => def.conf_id);
    expect(new Set(confIds).size).toBe(confIds.length);
  });

  it("uses every option type somewhere", () => {
    const used = new Set(configs.flatMap(({ def }) => optionsOf(def).map((o) => o.type)));
    for (const type of optionTypes) expect(used, type).toContain(type);
  });

  it("uses every rule kind and every surcharge kind", () => {
    const rules = new Set(configs.flatMap(({ def }) => def.rules.map((r) => r.kind)));
    expect([...rules].sort()).toEqual(["disable_values", "max", "show"]);
    const conditions = configs.flatMap(({ def }) => conditionsOf(def));
    expect(conditions.some((c) => "area" in c)).toBe(true);
    expect(conditions.some((c) => "above" in c && "option" in c)).toBe(true);
    const surcharges = configs.flatMap(({ def }) =>
      optionsOf(def).flatMap((o) => o.values.flatMap((v) => (v.surcharge ? [v.surcharge.kind] : []))),
    );
    const kinds: Surcharge["kind"][] = ["fixed", "per_metre_width", "per_m2", "percentage"];
    for (const kind of kinds) expect(surcharges, kind).toContain(kind);
    const slower = configs.flatMap(({ def }) =>
      optionsOf(def).flatMap((o) => o.values.filter((v) => (v.different_delivery_time ?? 0) > 0)),
    );
    expect(slower.length).toBeGreaterThan(0);
  });

  it("makes exactly the terrace roofs quote requests", () => {
    for (const { product, def } of configs) {
      expect(def.estimate_only, product.name).toBe(product.kind === "terrasoverkapping");
    }
  });

  it("shows a banner on one or two products", () => {
    const withBanner = configs.filter(({ def }) => optionsOf(def).some((o) => o.banner));
    expect(withBanner.length).toBeGreaterThanOrEqual(1);
    expect(withBanner.length).toBeLessThanOrEqual(2);
    for (const { def } of withBanner) {
      for (const option of optionsOf(def)) {
        if (!option.banner) continue;
        expect(option.banner.url).toMatch(/^\/[a-z0-9/-]+$/);
        expect(option.banner.mobile).toMatch(/^\/media\/banners\/[a-z0-9-]+\.svg$/);
        expect(option.banner.desktop).toMatch(/^\/media\/banners\/[a-z0-9-]+\.svg$/);
      }
    }
  });

  it("offers every accessory somewhere", () => {
    const offered = new Set(
      configs.flatMap(({ def }) =>
        optionsOf(def).flatMap((o) => (o.products ?? []).map((e) => e.product.entity_id)),
      ),
    );
    for (const accessory of accessories) expect(offered, accessory.name).toContain(accessory.id);
  });

  it("asks every product's room label once, as the room option the overview shows", () => {
    for (const { def } of configs) {
      const rooms = optionsOf(def).filter((o) => o.room);
      expect(rooms, String(def.conf_id)).toHaveLength(1);
      const [room] = rooms;
      expect(room?.type).toBe("input");
      expect(ROOM_OPTION_NAMES).toContain(room?.name);
      expect(room?.placeholder).toBe("Slaapkamer links");
      expect(room?.required).toBe(false);
    }
  });

  it("gave the awnings and terrace roofs their room label last, so no older option id moved", () => {
    for (const { product, def } of configs) {
      if (product.kind !== "knikarmscherm" && product.kind !== "terrasoverkapping") continue;
      const ids = optionsOf(def).map((o) => o.id);
      expect(optionsOf(def).find((o) => o.room)?.id).toBe(Math.max(...ids));
    }
  });

  it("carries the room label in the link and leaves out one the room rule refuses, saying why", () => {
    const seedDef = configs.find((c) => c.product.kind === "rolgordijn")?.def;
    if (!seedDef) throw new Error("no roller blind");
    const seedTable = designUrlTable(seedDef);
    const room = seedDef.groups.flatMap((g) => g.options).find((o) => o.room);
    if (!room) throw new Error("no room option");
    const search = withDesign(seedTable, "", { [room.id]: "Slaapkamer links" });
    expect(search).toBe("?ruimte=Slaapkamer+links");
    expect(decodeDesign(seedTable, new URLSearchParams(search)).values).toEqual({
      [room.id]: "Slaapkamer links",
    });
    const tooLong = decodeDesign(seedTable, new URLSearchParams({ ruimte: "k".repeat(41) }));
    expect(tooLong.values).toEqual({});
    expect(tooLong.resets).toEqual([
      {
        option_id: room.id,
        name: "Ruimte of raam",
        reason: "Ruimte of raam mag maximaal 40 tekens bevatten",
      },
    ]);
  });

  it("is deterministic and survives JSON", () => {
    for (const { product, def } of configs) {
      expect(configurationFor(product, catalogue)).toEqual(def);
      expect(JSON.parse(JSON.stringify(def))).toEqual(def);
    }
  });
});

describe("seed configurations: accessories", () => {
  it("has 6 to 8 accessories with ids from 9001, unique skus and prices", () => {
    expect(accessories.length).toBeGreaterThanOrEqual(6);
    expect(accessories.length).toBeLessThanOrEqual(8);
    accessories.forEach((a, i) => {
      expect(a.id).toBe(9001 + i);
      expect(a.priceCents).toBeGreaterThan(0);
      expect(Number.isSafeInteger(a.priceCents)).toBe(true);
      expect(a.name.trim()).not.toBe("");
      expect(a.description.trim()).not.toBe("");
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });
    expect(new Set(accessories.map((a) => a.sku)).size).toBe(accessories.length);
    expect(new Set(accessories.map((a) => a.slug)).size).toBe(accessories.length);
  });
});

describe.each(configs.map((c) => [c.product.name, c] as const))(
  "seed configuration: %s",
  (_name, { product, def }) => {
    const options = optionsOf(def);
    const byId = new Map(options.map((o) => [o.id, o]));
    const width = dimension(def, "width");
    const height = dimension(def, "height");

    it("has its product's ids and facts", () => {
      expect(def.conf_id).toBe(product.id);
      expect(def.prod_id).toBe(product.id);
      expect(def.discount_percent).toBe(product.discountPercent);
      expect(def.delivery_days).toBeGreaterThan(0);
      expect(Number.isInteger(def.delivery_days)).toBe(true);
      expect(def.warranty_years).toBeGreaterThanOrEqual(2);
      for (const group of def.groups) {
        expect(group.id - product.id * 10).toBeGreaterThanOrEqual(1);
        expect(group.id - product.id * 10).toBeLessThanOrEqual(9);
      }
      for (const option of options) {
        expect(option.id - product.id * 100).toBeGreaterThanOrEqual(1);
        expect(option.id - product.id * 100).toBeLessThanOrEqual(99);
        for (const value of option.values) {
          expect(value.id - product.id * 10000).toBeGreaterThanOrEqual(1);
          expect(value.id - product.id * 10000).toBeLessThanOrEqual(9999);
        }
      }
    });

    it("numbers its groups, options and values in the order the wizard shows them", () => {
      expect(def.groups.map((g) => g.id)).toEqual(def.groups.map((_, i) => product.id * 10 + i + 1));
      expect(options.map((o) => o.id)).toEqual(options.map((_, i) => product.id * 100 + i + 1));
      const values = options.flatMap((o) => o.values);
      expect(values.map((v) => v.id)).toEqual(values.map((_, i) => product.id * 10000 + i + 1));
      expect(width.id).toBe(product.id * 100 + 1);
      expect(height.id).toBe(product.id * 100 + 2);
    });

    it("says the product's production time in the same words as the product page", () => {
      expect(productionDays(def, {})).toEqual(product.productionDays);
      expect(deliveryTime(def, {})).toBe(productionTimeText(product.productionDays));
    });

    it("has 3 to 5 steps, none empty", () => {
      expect(def.groups.length).toBeGreaterThanOrEqual(3);
      expect(def.groups.length).toBeLessThanOrEqual(5);
      for (const group of def.groups) expect(group.options.length, group.name).toBeGreaterThan(0);
    });

    it("has width and height options with realistic ranges around the catalogue size", () => {
      for (const [option, size] of [
        [width, product.breedte],
        [height, product.hoogte],
      ] as const) {
        expect(option.type).toBe("number_cm");
        expect(option.required).toBe(true);
        expect(option.min_value).toBeGreaterThan(0);
        expect(option.max_value).toBeGreaterThan(option.min_value as number);
        expect(size).toBeGreaterThanOrEqual(option.min_value as number);
        expect(size).toBeLessThanOrEqual(option.max_value as number);
      }
      expect(options.filter((o) => o.dimension === "width")).toHaveLength(1);
      expect(options.filter((o) => o.dimension === "height")).toHaveLength(1);
    });

    it("has options that are well formed", () => {
      for (const option of options) {
        if (numberTypes.has(option.type)) {
          expect(option.min_value, option.name).toBeDefined();
          expect(option.max_value, option.name).toBeGreaterThan(option.min_value as number);
          expect(option.values).toEqual([]);
        }
        if (choiceTypes.has(option.type)) {
          expect(option.values.length, option.name).toBeGreaterThan(0);
          expect(new Set(option.values.map((v) => v.name)).size, option.name).toBe(option.values.length);
          if (option.default_value !== undefined) {
            expect(
              option.values.map((v) => v.id),
              option.name,
            ).toContain(Number(option.default_value));
          }
          expect(option.show_as_select).toBe(option.type === "select");
        }
        if (option.type === "imageselect") {
          for (const value of option.values) {
            expect(value.image).toBe(
              `/conf_images/new_product_options/${def.conf_id}/options/${value.id}.svg`,
            );
          }
        }
        if (option.type === "colors" || option.type === "fabric_choice") {
          for (const value of option.values) expect(value.value, value.name).toMatch(/^#[0-9a-f]{6}$/);
        }
        if (option.type === "warning") {
          expect(option.text).toMatch(/^Let op: /);
          expect(
            def.rules.some((r) => r.kind === "show" && r.option === option.id),
            option.name,
          ).toBe(true);
        }
        if (option.type === "products") {
          expect(option.products?.length, option.name).toBeGreaterThan(0);
          for (const entry of option.products ?? []) {
            const accessory = accessories.find((a) => a.id === entry.product.entity_id);
            expect(accessory, entry.product.name).toBeDefined();
            expect(entry.product.conf_id).toBeNull();
            expect(entry.product.price).toBe(accessory?.priceCents);
            expect(entry.product.name).toBe(accessory?.name);
            expect(entry.product.url.url_path).toBe(`accessoires/${accessory?.slug}`);
            expect(entry.product.thumbnail).toBe(`/media/accessoire/${accessory?.icon}.svg`);
            expect(entry.max_amount).toBeGreaterThanOrEqual(1);
          }
        } else {
          expect(option.products).toBeUndefined();
        }
      }
    });

    it("has fabrics with colours of its collections, price groups with a table, and filters that match", () => {
      const fabrics = options.filter((o) => o.type === "fabric_choice");
      const colours = new Map(
        catalogue.collections.flatMap((c) =>
          c.colours.map((colour) => [colour.code, { colour, collection: c }]),
        ),
      );
      for (const fabric of fabrics) {
        expect(fabric.required).toBe(true);
        expect(fabric.color_swatches).toBe(true);
        for (const value of fabric.values) {
          const source = colours.get(value.colour_code ?? "");
          expect(source, value.name).toBeDefined();
          expect(product.collections).toContain(source?.collection.slug);
          expect(value.name).toBe(source?.colour.name);
          expect(value.value).toBe(source?.colour.hex);
          expect(value.collection).toEqual({ type: source?.collection.type, name: source?.collection.name });
          expect(value.disable_swatches ?? false).toBe(source?.colour.disableSwatches ?? false);
          expect(value.price_group, value.name).toBeDefined();
          expect(Object.keys(def.matrices), value.name).toContain(value.price_group);
        }
        for (const filter of fabric.filters ?? []) {
          expect(filter.options.length).toBeGreaterThanOrEqual(2);
          for (const o of filter.options) {
            const matches = fabric.values.filter((v) =>
              filter.on === "collection" ? v.collection?.name === o.value : (v.tags ?? []).includes(o.value),
            );
            expect(matches.length, `${filter.name}: ${o.label}`).toBeGreaterThan(0);
          }
        }
        const collectionNames = new Set(fabric.values.map((v) => v.collection?.name));
        const collectionFilter = fabric.filters?.some((f) => f.on === "collection") ?? false;
        expect(collectionFilter).toBe(collectionNames.size > 1);
      }
      // The product's first colour is the default of its first fabric.
      const first = fabrics[0];
      if (first) {
        const firstValue = first.values.find((v) => v.id === first.default_value);
        expect(firstValue?.price_group).toBe("A");
      } else {
        expect(Object.keys(def.matrices)).toEqual(["default"]);
      }
    });

    it("has rules that refer to its own options and values", () => {
      const checkCondition = (c: Condition) => {
        if ("area" in c) {
          expect(byId.get(c.area[0])?.dimension).toBe("width");
          expect(byId.get(c.area[1])?.dimension).toBe("height");
          expect(c.above).toBeGreaterThan(0);
          return;
        }
        const option = byId.get(c.option);
        expect(option, `conditie op ${c.option}`).toBeDefined();
        if (!option) return;
        if ("above" in c) {
          expect(numberTypes.has(option.type), option.name).toBe(true);
          expect(c.above).toBeGreaterThanOrEqual(option.min_value as number);
          expect(c.above).toBeLessThan(option.max_value as number);
          return;
        }
        expect(choiceTypes.has(option.type), option.name).toBe(true);
        const ids = option.values.map((v) => v.id);
        const referenced = "is" in c ? [c.is] : "oneOf" in c ? c.oneOf : c.notOneOf;
        for (const id of referenced) expect(ids, option.name).toContain(id);
      };
      for (const rule of def.rules) {
        const option = byId.get(rule.option);
        expect(option, `regel op ${rule.option}`).toBeDefined();
        expect(rule.when.length).toBeGreaterThan(0);
        rule.when.forEach(checkCondition);
        if (rule.kind === "disable_values") {
          expect(rule.values.length).toBeGreaterThan(0);
          for (const id of rule.values) expect(option?.values.map((v) => v.id)).toContain(id);
          expect(rule.reason.trim()).not.toBe("");
        }
        if (rule.kind === "max") {
          expect(option && numberTypes.has(option.type)).toBe(true);
          expect(rule.max).toBeLessThan(option?.max_value as number);
          expect(rule.max).toBeGreaterThanOrEqual(option?.min_value as number);
          expect(rule.reason.trim()).not.toBe("");
        }
      }
    });

    it("has rectangular price tables with increasing steps and prices that never drop", () => {
      expect(Object.keys(def.matrices).length).toBeGreaterThan(0);
      for (const [group, m] of Object.entries(def.matrices)) {
        expect(m.cents, group).toHaveLength(m.heights.length);
        for (const row of m.cents) expect(row).toHaveLength(m.widths.length);
        for (const steps of [m.widths, m.heights]) {
          for (let i = 0; i < steps.length; i++) {
            expect(Number.isInteger(steps[i])).toBe(true);
            if (i > 0) expect(steps[i] as number).toBeGreaterThan(steps[i - 1] as number);
          }
        }
        m.cents.forEach((row, h) => {
          row.forEach((cents, w) => {
            expect(Number.isSafeInteger(cents) && cents > 0, `${group}[${h}][${w}]`).toBe(true);
            if (w > 0) expect(cents).toBeGreaterThanOrEqual(row[w - 1] as number);
            if (h > 0) expect(cents).toBeGreaterThanOrEqual((m.cents[h - 1] as number[])[w] as number);
          });
        });
      }
    });

    it("prices every size in the width and height ranges", () => {
      for (const m of Object.values(def.matrices)) {
        for (const [option, steps] of [
          [width, m.widths],
          [height, m.heights],
        ] as const) {
          expect(Math.max(...steps)).toBeGreaterThanOrEqual(option.max_value as number);
          expect(Math.min(...steps)).toBeGreaterThanOrEqual(option.min_value as number);
        }
      }
    });

    it("costs its from-price at the catalogue size in group A", () => {
      const fabric = fabricOf(def);
      const values: ConfValues = { [String(width.id)]: product.breedte, [String(height.id)]: product.hoogte };
      if (fabric) values[String(fabric.id)] = fabric.default_value as number;
      const table = lookupTable(def, values);
      expect(table.ok).toBe(true);
      if (table.ok) {
        expect(table.cents).toBe(product.fromPriceCents);
        expect(["A", "default"]).toContain(table.group);
      }
      // And nothing in that table is cheaper: the card's 'vanaf' is true.
      const group = fabric ? "A" : "default";
      const cheapest = Math.min(...(def.matrices[group]?.cents.flat() ?? []));
      expect(cheapest).toBe(product.fromPriceCents);
    });

    it("is complete with its defaults at the catalogue size, for the from-price", () => {
      const values = defaultValues(product, def);
      const evaluation = evaluate(def, values);
      expect(evaluation.errors).toEqual({});
      expect(evaluation.complete).toBe(true);
      const price = calculatePrice(def, evaluation);
      expect(price?.conf_price).toBe(product.fromPriceCents);
      expect(price?.price_advice).toBe(product.fromPriceCents);
    });

    it("has non-empty Dutch visitor texts without placeholders", () => {
      for (const text of visitorTexts(def)) {
        expect(text.trim(), JSON.stringify(text)).not.toBe("");
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\b(todo|lorem|ipsum|placeholder|undefined|null|NaN|xxx)\b/i);
        expect(text).not.toMatch(/\b(the|and|please|click|choose|select|width|height|color)\b/i);
        expect(text).not.toMatch(/[{}]|\$\{/);
      }
    });
  },
);

describe("seed configurations: rules at work", () => {
  const product = catalogue.products.find((p) => p.sku === "RG-VERD");
  if (!product) throw new Error("Rolgordijn verduisterend ontbreekt");
  const def = configurationFor(product, catalogue);
  const width = dimension(def, "width");
  const height = dimension(def, "height");
  const fabric = byName(def, "Stof en kleur");
  const operation = byName(def, "Bediening");
  const cassette = byName(def, "Cassette");
  const bottomRail = byName(def, "Onderlat");
  const base = (w: number, h: number): ConfValues => ({ [String(width.id)]: w, [String(height.id)]: h });

  it("shows the bottom rail only with a cassette", () => {
    expect(evaluate(def, base(100, 150)).visible.has(bottomRail.id)).toBe(false);
    const withCassette = { ...base(100, 150), [String(cassette.id)]: valueId(cassette, "Met cassette") };
    expect(evaluate(def, withCassette).visible.has(bottomRail.id)).toBe(true);
  });

  it("disables the spring above 180 cm", () => {
    const veer = valueId(operation, "Veer");
    expect(evaluate(def, { ...base(180, 150), [String(operation.id)]: veer }).errors).toEqual({});
    const wide = evaluate(def, { ...base(181, 150), [String(operation.id)]: veer });
    expect(wide.disabled.get(veer)).toBe("Veerbediening is tot 180 cm breed mogelijk.");
    expect(wide.values[String(operation.id)]).toBe(valueId(operation, "Kindveilige ketting"));
  });

  it("limits the width of a narrow fabric", () => {
    const narrow = fabric.values.find((v) => v.price_group === "B");
    if (!narrow) throw new Error("Geen stof uit prijsgroep B");
    const evaluation = evaluate(def, { ...base(250, 150), [String(fabric.id)]: narrow.id });
    expect(evaluation.limits.get(width.id)?.max).toBe(200);
    expect(evaluation.errors[String(width.id)]).toBeDefined();
  });

  it("shows the motor warning and the remote accessories only with a motor, and the warning only when large", () => {
    const motor = { [String(operation.id)]: valueId(operation, "Accumotor") };
    const warning = options(def).find((o) => o.type === "warning");
    const remotes = byName(def, "Bediening op afstand");
    if (!warning) throw new Error("Geen waarschuwing");
    expect(evaluate(def, base(300, 300)).visible.has(warning.id)).toBe(false);
    expect(evaluate(def, base(300, 300)).visible.has(remotes.id)).toBe(false);
    expect(evaluate(def, { ...base(100, 150), ...motor }).visible.has(warning.id)).toBe(false);
    expect(evaluate(def, { ...base(100, 150), ...motor }).visible.has(remotes.id)).toBe(true);
    expect(evaluate(def, { ...base(200, 300), ...motor }).visible.has(warning.id)).toBe(true);
  });

  it("adds the motor's price and delivery time", () => {
    const values = {
      ...base(product.breedte, product.hoogte),
      [String(operation.id)]: valueId(operation, "Accumotor"),
    };
    const price = calculatePrice(def, evaluate(def, values));
    expect(price?.conf_price).toBe(product.fromPriceCents + 14900);
  });
});

function options(def: ConfigurationDef): OptionDef[] {
  return optionsOf(def);
}
