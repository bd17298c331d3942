// Random configurator requests for property tests: one of the given configurations, with what a browser may send
// for its options (mostly usable values, sometimes empty, out of range, unknown or as text) and filters.
import fc from "fast-check";
import type { ConfigurationDef, OptionDef } from "../../domain/configurator/types.ts";
import { allOptions } from "../../domain/configurator/values.ts";

/** What a browser may send for an option: mostly usable values, sometimes empty, out of range or unknown. */
function rawValue(option: OptionDef): fc.Arbitrary<unknown> {
  const empty = fc.constantFrom(null, "", "  ");
  switch (option.type) {
    case "number_cm":
    case "number_mm": {
      const min = option.min_value ?? 0;
      const max = option.max_value ?? 1000;
      const inRange = fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) });
      const near = fc.integer({ min: Math.round(min * 10) - 200, max: Math.round(max * 10) + 200 });
      return fc.oneof(
        { weight: 12, arbitrary: inRange.map((n) => n / 10) },
        { weight: 3, arbitrary: inRange.map((n) => String(n / 10).replace(".", ",")) },
        { weight: 2, arbitrary: near.map((n) => n / 10) },
        { weight: 1, arbitrary: fc.constantFrom(-0, "-0", "1e3", "abc") },
        { weight: 1, arbitrary: empty },
      );
    }
    case "select":
    case "imageselect":
    case "colors":
    case "fabric_choice": {
      const ids = option.values.map((v) => v.id);
      return fc.oneof(
        { weight: 16, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.constant(null) },
        { weight: 2, arbitrary: ids.length > 0 ? fc.constantFrom(...ids).map(String) : empty },
        { weight: 1, arbitrary: empty },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 99_999_999 }) },
      );
    }
    case "products": {
      const ids = [...(option.products ?? []).map((e) => e.product.entity_id), 424242];
      const row = fc.record({ entity_id: fc.constantFrom(...ids), amount: fc.integer({ min: -1, max: 4 }) });
      return fc.oneof(fc.array(row, { maxLength: 4 }), empty);
    }
    case "input":
      return fc.oneof(fc.string({ maxLength: 12 }), empty);
    case "warning":
      return fc.anything();
  }
}

/** One of `defs` with values for some of its options (the sizes more often than not), and filters now and then. */
export function configurationRequest(defs: readonly ConfigurationDef[]) {
  return fc.constantFrom(...defs).chain((def) => {
    const options = allOptions(def);
    // The sizes are there more often than not, as a browser sends them: without them nothing is priced.
    const sizes = options.filter((o) => o.dimension !== undefined).map((o) => String(o.id));
    const values = fc.oneof(
      fc.record(Object.fromEntries(options.map((o) => [String(o.id), rawValue(o)])), { requiredKeys: sizes }),
      fc.record(Object.fromEntries(options.map((o) => [String(o.id), rawValue(o)])), { requiredKeys: [] }),
    );
    const filterOptions = options.filter((o) => (o.filters ?? []).length > 0);
    const filterValues = filterOptions.flatMap((o) =>
      (o.filters ?? []).flatMap((f) => f.options.map((x) => x.value)),
    );
    const filters = fc.option(
      fc.dictionary(
        fc.constantFrom(...filterOptions.map((o) => String(o.id)), "0"),
        fc.constantFrom(...filterValues, "", " onbekend "),
      ),
      { nil: undefined },
    );
    return fc.record({ def: fc.constant(def), values, filters });
  });
}
