// The cached configurator gives exactly the uncached answer: over random configurations and values, with repeats
// (hits), a cache small enough to evict, and after the catalogue changes (a price change is never served old).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import type { ProductDetail } from "../../domain/catalog.ts";
import { calculatePrice } from "../../domain/configurator/pricing.ts";
import { evaluate } from "../../domain/configurator/rules.ts";
import type { ConfigurationDef } from "../../domain/configurator/types.ts";
import { allOptions, normalizeValues } from "../../domain/configurator/values.ts";
import { prefixErrors } from "../../domain/validation/errors.ts";
import { configurationRequest as request } from "../../tests/helpers/configuration-arbitrary.ts";
import { rollerBlind } from "../../tests/helpers/roller-blind-fixture.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import type { CatalogSnapshot } from "../catalog/snapshot.ts";
import { ClientError } from "../http/errors.ts";
import { ConfiguratorService } from "./configurator.service.ts";
import { evaluationKey } from "./evaluation-cache.ts";

/** The seed's configurations and the test fixture (whose accessories carry prices), as a snapshot holds them. */
function snapshotOf(defs: ConfigurationDef[], version: number): CatalogSnapshot {
  return {
    version,
    configurations: new Map(defs.map((def) => [def.conf_id, def])),
    productById: new Map(
      defs.map((def) => [def.prod_id, { entity_id: def.prod_id, conf_id: def.conf_id } as ProductDetail]),
    ),
    inactiveProductIds: new Set<number>(),
  } as CatalogSnapshot;
}

const seedDefs = (): ConfigurationDef[] => [
  rollerBlind(),
  ...catalogue.products.map((product) => configurationFor(product, catalogue)),
];

/** A catalogue whose snapshot the test replaces, as a reload does. */
function catalogHolding(snapshot: CatalogSnapshot): {
  catalog: CatalogService;
  replace(next: CatalogSnapshot): void;
} {
  let current = snapshot;
  const catalog = {
    get snapshot() {
      return current;
    },
  } as CatalogService;
  return { catalog, replace: (next) => (current = next) };
}

type Request = {
  def: ConfigurationDef;
  values: Record<string, unknown>;
  filters: Record<string, string> | undefined;
};

/** The answer without any cache: the engine's functions called directly, as the service did before it cached. */
function uncached({ def, values, filters }: Request) {
  const normalized = normalizeValues(def, values);
  if (Object.keys(normalized.errors).length > 0) {
    return { error: { status: 400, errors: prefixErrors(normalized.errors, "values.") } };
  }
  const evaluation = evaluate(def, normalized.values, filters);
  return { evaluation, price: calculatePrice(def, evaluation) };
}

function cached(service: ConfiguratorService, { def, values, filters }: Request) {
  try {
    const resolved = service.resolve(def.conf_id, def.prod_id, values, filters ? { filters } : {});
    return { evaluation: resolved.evaluation, price: resolved.price };
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    return { error: { status: error.statusCode, errors: error.errors } };
  }
}

describe("the configurator's cache", () => {
  it("answers exactly as the engine uncached, on a miss and on a hit, in any order of requests", () => {
    const defs = seedDefs();
    const service = new ConfiguratorService(catalogHolding(snapshotOf(defs, 1)).catalog);
    fc.assert(
      fc.property(fc.array(request(defs), { minLength: 1, maxLength: 6 }), (requests) => {
        // Twice through: the second pass is answered from the cache, after other keys were stored.
        for (const pass of [1, 2]) {
          for (const r of requests) expect(cached(service, r), `pass ${pass}`).toEqual(uncached(r));
        }
      }),
      { numRuns: 300 },
    );
    expect(service.cache.size.evaluations).toBeGreaterThan(100);
  });

  it("answers exactly as uncached when it holds only a few evaluations and evicts", () => {
    const defs = seedDefs();
    const service = new ConfiguratorService(catalogHolding(snapshotOf(defs, 1)).catalog, {
      evaluations: 3,
      answerBytes: 1000,
    });
    fc.assert(
      fc.property(fc.array(request(defs), { minLength: 1, maxLength: 8 }), (requests) => {
        for (const r of [...requests, ...requests.reverse()]) expect(cached(service, r)).toEqual(uncached(r));
      }),
      { numRuns: 200 },
    );
    expect(service.cache.size.evaluations).toBeLessThanOrEqual(3);
  });

  it("prices a stored cart row as the engine does, values it can no longer hold dropped", () => {
    const defs = seedDefs();
    const service = new ConfiguratorService(catalogHolding(snapshotOf(defs, 1)).catalog);
    fc.assert(
      fc.property(request(defs), (r) => {
        const evaluation = evaluate(r.def, normalizeValues(r.def, r.values).values);
        const price = calculatePrice(r.def, evaluation);
        for (const _ of [1, 2]) {
          const stored = service.stored(r.def.conf_id, r.def.prod_id, r.values);
          expect(stored && { evaluation: stored.evaluation, price: stored.price }).toEqual(
            price ? { evaluation, price } : null,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it("never answers a price from before a catalogue change, with or without a new version number", () => {
    const defs = seedDefs();
    const { catalog, replace } = catalogHolding(snapshotOf(defs, 1));
    const service = new ConfiguratorService(catalog);
    let version = 1;
    let changedPrices = 0;
    fc.assert(
      fc.property(request(defs), fc.integer({ min: 1, max: 5000 }), fc.boolean(), (r, extra, sameVersion) => {
        const before = cached(service, r);
        expect(before).toEqual(uncached(r));
        // The owner raises every price of this configuration: a new snapshot with new objects, as a reload makes.
        const changed = structuredClone(r.def);
        for (const matrix of Object.values(changed.matrices)) {
          matrix.cents = matrix.cents.map((row) => row.map((cents) => cents + extra));
        }
        if (!sameVersion) version += 1;
        replace(snapshotOf([...defs.filter((d) => d.conf_id !== changed.conf_id), changed], version));
        const next = { ...r, def: changed };
        const after = cached(service, next);
        expect(after).toEqual(uncached(next));
        if (before.price && after.price && before.price.conf_price !== after.price.conf_price)
          changedPrices += 1;
        // And back: the first definition again, in yet another snapshot.
        replace(snapshotOf(defs, sameVersion ? version : ++version));
        expect(cached(service, r)).toEqual(uncached(r));
      }),
      { numRuns: 150 },
    );
    // The property above has teeth: in many runs the old answer would have been a different price.
    expect(changedPrices).toBeGreaterThan(10);
  });

  it("evaluates a configuration of an older snapshot uncached, and keeps no answer for it", () => {
    const defs = seedDefs();
    const { catalog, replace } = catalogHolding(snapshotOf(defs, 1));
    const service = new ConfiguratorService(catalog);
    const def = defs[0] as ConfigurationDef;
    const configured = service.configuration(def.conf_id, def.prod_id);
    replace(snapshotOf(seedDefs(), 2));
    const resolved = service.evaluate(configured, {});
    expect(resolved.cacheKey).toBeNull();
    expect(resolved.evaluation).toEqual(evaluate(def, {}));
    let built = 0;
    const build = () => `${++built}`;
    expect([service.answer(resolved, "x", build), service.answer(resolved, "x", build)]).toEqual(["1", "2"]);
  });

  it("keeps an answer per evaluation and name until the catalogue changes", () => {
    const defs = seedDefs();
    const { catalog, replace } = catalogHolding(snapshotOf(defs, 1));
    const service = new ConfiguratorService(catalog);
    const def = defs[0] as ConfigurationDef;
    let built = 0;
    const build = () => `${++built}`;
    const answer = (name: string) =>
      service.answer(service.resolve(def.conf_id, def.prod_id, {}), name, build);
    expect([answer("a"), answer("a"), answer("b"), answer("a")]).toEqual(["1", "1", "2", "1"]);
    replace(snapshotOf(defs, 2));
    expect(answer("a")).toBe("3");
  });
});

describe("evaluation keys", () => {
  const def = rollerBlind();
  const key = (values: Record<string, unknown>, filters?: Record<string, string>) =>
    evaluationKey(def, 1, values as never, filters);

  it("differ for values that differ: a number and its text, 0 and -0, empty and a blank text", () => {
    const width = String(allOptions(def)[0]?.id);
    const keys = [
      { [width]: 5 },
      { [width]: "5" },
      { [width]: 0 },
      { [width]: -0 },
      { [width]: null },
      { [width]: "" },
      {},
    ];
    expect(new Set(keys.map((values) => key(values))).size).toBe(keys.length);
  });

  it("name the configuration, the catalogue version and the filters that apply, not the order of the values", () => {
    const [width, height] = allOptions(def).map((o) => String(o.id));
    expect(key({ [String(width)]: 100, [String(height)]: 120 })).toBe(
      key({ [String(height)]: 120, [String(width)]: 100 }),
    );
    expect(evaluationKey(def, 2, {}, undefined)).not.toBe(key({}));
    expect(evaluationKey({ ...def, conf_id: 8 }, 1, {}, undefined)).not.toBe(key({}));
    // A filter of no option, or an empty one, does not apply: the same evaluation.
    expect(key({}, { "999": "x", [String(width)]: " " })).toBe(key({}));
  });
});
