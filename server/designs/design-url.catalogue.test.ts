// Every product of the seed catalogue: each value of each option survives the trip through the address
// (domain/configurator/design-url.ts), as a whole configuration and one option at a time.
import { describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import {
  decodeDesign,
  designUrlTable,
  encodeDesign,
  RESERVED_KEYS,
} from "../../domain/configurator/design-url.ts";
import { evaluate } from "../../domain/configurator/rules.ts";
import type { ConfigurationDef, ConfValue, ConfValues, OptionDef } from "../../domain/configurator/types.ts";

const configs = catalogue.products.map((product) => configurationFor(product, catalogue));

/** Through the address as a browser has it: encoded, written as text, parsed again. */
function roundTrip(def: ConfigurationDef, values: ConfValues) {
  const table = designUrlTable(def);
  const query = new URLSearchParams(encodeDesign(table, values)).toString();
  return { query, ...decodeDesign(table, new URLSearchParams(query)) };
}

function samples(option: OptionDef): ConfValue[] {
  switch (option.type) {
    case "number_cm":
      return [option.min_value ?? 10, option.max_value ?? 300, (option.min_value ?? 10) + 0.5];
    case "number_mm":
      return [option.min_value ?? 0, option.max_value ?? 100];
    case "input":
      return ["Woonkamer links", "Zolder & raam #2 (oost) 50% éé+"];
    case "products": {
      const entries = option.products ?? [];
      return [
        ...entries.map((e) => [{ entity_id: e.product.entity_id, amount: 1 }]),
        entries.map((e) => ({ entity_id: e.product.entity_id, amount: e.max_amount })),
      ];
    }
    case "warning":
      return [];
    default:
      return option.values.map((v) => v.id);
  }
}

describe("a design in the address, for every product of the catalogue", () => {
  it.each(configs.map((def) => [def.name, def] as const))("%s: every value round-trips", (_name, def) => {
    const table = designUrlTable(def);
    const keys = table.options.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(RESERVED_KEYS.has(key)).toBe(false);
      expect(key).toMatch(/^[a-z0-9-]+$/);
    }
    for (const option of def.groups.flatMap((g) => g.options)) {
      for (const value of samples(option)) {
        const values = { [String(option.id)]: value };
        const back = roundTrip(def, values);
        expect(back.resets).toEqual([]);
        expect(back.values, `${option.name} via ${back.query}`).toEqual(values);
      }
    }
    // A whole configuration as the server answers it (defaults after the rules), in one address.
    const whole = Object.fromEntries(
      Object.entries(evaluate(def, {}).values).filter(
        ([, v]) => v !== null && !(Array.isArray(v) && v.length === 0),
      ),
    );
    expect(roundTrip(def, whole).values).toEqual(whole);
  });

  it("is readable: the sizes and the fabric of a roller blind by name", () => {
    const def = configs.find((d) => d.groups.some((g) => g.options.some((o) => o.name === "Stof en kleur")));
    if (!def) throw new Error("geen rolgordijn");
    const options = def.groups.flatMap((g) => g.options);
    const byName = (name: string) => options.find((o) => o.name === name) as OptionDef;
    const fabric = byName("Stof en kleur");
    const { query } = roundTrip(def, {
      [byName("Breedte").id]: 120,
      [byName("Hoogte").id]: 180,
      [fabric.id]: fabric.values[1]?.id ?? 0,
    });
    expect(query).toBe(
      `breedte=120&hoogte=180&stof=${fabric.values[1]?.name.toLowerCase().replace(/ /g, "-")}`,
    );
  });
});
