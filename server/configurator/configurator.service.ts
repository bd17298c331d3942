// Resolves a configuration the one way every caller needs it: looked up in the catalogue, its values
// normalised, its rules evaluated and its price computed; a request that cannot be resolved is a ClientError
// with the Dutch message and the field at fault. The configurator, cart, quote and swatch calls all use it.
// Evaluations are cached per (configuration, catalogue version, filters, normalised values): see evaluation-cache.ts.
import type { ProductDetail } from "../../domain/catalog.ts";
import { type UnavailableChoice, unavailableChoices } from "../../domain/configurator/availability.ts";
import { calculatePrice } from "../../domain/configurator/pricing.ts";
import { type Evaluation, evaluate } from "../../domain/configurator/rules.ts";
import type { ConfigurationDef, ConfPrice, ConfValues } from "../../domain/configurator/types.ts";
import { allOptions, normalizeValues } from "../../domain/configurator/values.ts";
import { prefixErrors } from "../../domain/validation/errors.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import { ClientError } from "../http/errors.ts";
import {
  DEFAULT_EVALUATION_CACHE_LIMITS,
  EvaluationCache,
  type EvaluationCacheLimits,
  evaluationKey,
} from "./evaluation-cache.ts";
import { rollRefusal } from "./roll-limit.ts";

export const CONFIGURATION_UNKNOWN = "Deze configuratie bestaat niet.";
export const PRODUCT_MISMATCH = "Dit product hoort niet bij deze configuratie.";
/** A product the owner switched off in the back office (products.active). */
export const PRODUCT_NOT_SOLD = "Dit product is niet meer te koop.";

/** The body key that carried the product id: the spec's calls name it differently, and errors name that key. */
export type ProductField = "prod_id" | "entity_id" | "product_id";

/** A configuration with the product it belongs to, as the catalogue holds them now. */
export interface Configured {
  def: ConfigurationDef;
  product: ProductDetail;
}

/** A configuration's values after defaults and rules, and their price (null while incomplete). Read-only: shared. */
interface Evaluated {
  evaluation: Evaluation;
  price: ConfPrice | null;
}

/** A configuration with its values after defaults and rules, and their price (null while incomplete). */
export interface Resolved extends Configured, Evaluated {
  /** The evaluation's cache key; null when it was not cached (a configuration of an older catalogue snapshot). */
  cacheKey: string | null;
}

export interface ResolveOptions {
  productField?: ProductField;
  /** The configurator's filters (option id → filter value); they narrow what a rule offers. */
  filters?: Record<string, string>;
  /**
   * Resolve with the configuration as defined, before the colours' availability (snapshot.definedConfigurations):
   * for a configuration that already holds an unavailable colour and keeps it (a placed order's row being
   * changed). The caller checks that no unavailable colour is newly chosen.
   */
  asDefined?: boolean;
}

export class ConfiguratorService {
  /** Evaluations and the routes' answers, for the current catalogue snapshot. */
  readonly cache: EvaluationCache<Evaluated>;

  constructor(
    private readonly catalog: CatalogService,
    cacheLimits: EvaluationCacheLimits = DEFAULT_EVALUATION_CACHE_LIMITS,
  ) {
    this.cache = new EvaluationCache(cacheLimits);
  }

  /** The configuration and its product; 404 for an unknown configuration, 400 for a product of another. */
  configuration(confId: number, prodId: number, productField: ProductField = "prod_id"): Configured {
    const snapshot = this.catalog.snapshot;
    const def = snapshot.configurations.get(confId);
    if (!def) throw new ClientError(404, { conf_id: CONFIGURATION_UNKNOWN });
    // Several products may share one option set (back office, decision 0044): the product must use this one.
    if (snapshot.inactiveProductIds.has(prodId))
      throw new ClientError(404, { [productField]: PRODUCT_NOT_SOLD });
    const product = snapshot.productById.get(prodId);
    if (!product || product.conf_id !== confId)
      throw new ClientError(400, { [productField]: PRODUCT_MISMATCH });
    return { def, product };
  }

  /** The browser's values applied to a found configuration; 400 with `values.`-keyed errors for values it cannot hold. */
  evaluate(configured: Configured, raw: unknown, filters?: Record<string, string>): Resolved {
    const { def } = configured;
    const normalized = normalizeValues(def, raw);
    // A room label the room rule refuses is typed, not tampered: like a size out of range it is a message at its
    // field and no price (calc-price and the cart then answer 400), not a refused request.
    const rooms = new Set(allOptions(def).flatMap((o) => (o.room ? [String(o.id)] : [])));
    const refused = Object.entries(normalized.errors);
    const typed = Object.fromEntries(refused.filter(([key]) => rooms.has(key)));
    if (refused.length > Object.keys(typed).length)
      throw new ClientError(400, prefixErrors(normalized.errors, "values."));
    const { evaluation, price, cacheKey } = this.#evaluated(configured, normalized.values, filters);
    if (Object.keys(typed).length === 0)
      return { def, product: configured.product, evaluation, price, cacheKey };
    // Not cached: the evaluation's key holds the label as left out, so its answer must not stand for this one.
    return {
      def,
      product: configured.product,
      evaluation: { ...evaluation, errors: { ...evaluation.errors, ...typed }, complete: false },
      price: null,
      cacheKey: null,
    };
  }

  /**
   * The evaluation and price of normalised values, from the cache when the configuration and product are the
   * current snapshot's (a request that waited for the database may hold an older one: it is evaluated uncached).
   */
  #evaluated(
    { def, product }: Configured,
    values: ConfValues,
    filters: Record<string, string> | undefined,
  ): Evaluated & { cacheKey: string | null } {
    const compute = (): Evaluated => {
      const evaluation = withRollCheck(def, product, evaluate(def, values, filters));
      return { evaluation, price: calculatePrice(def, evaluation) };
    };
    const snapshot = this.catalog.snapshot;
    if (!this.#current(snapshot, def, product)) return { ...compute(), cacheKey: null };
    // The product is part of the key: products sharing an option set differ in their fabric rolls (withRollCheck).
    const cacheKey = `${product.entity_id}|${evaluationKey(def, snapshot.version, values, filters)}`;
    const entry = this.cache.forSnapshot(snapshot).evaluation(cacheKey, () => frozen(compute()));
    return { evaluation: entry.evaluation, price: entry.price, cacheKey };
  }

  #current(snapshot: CatalogService["snapshot"], def: ConfigurationDef, product: ProductDetail): boolean {
    return (
      snapshot.configurations.get(def.conf_id) === def &&
      snapshot.productById.get(product.entity_id) === product
    );
  }

  /**
   * An answer built from a resolution (a route's serialized JSON), kept beside its evaluation: `name` says which
   * answer, with whatever else of the request it depends on. Built afresh when the resolution was not cached.
   */
  answer(resolved: Resolved, name: string, build: () => string): string {
    const snapshot = this.catalog.snapshot;
    if (resolved.cacheKey === null || !this.#current(snapshot, resolved.def, resolved.product))
      return build();
    return this.cache.forSnapshot(snapshot).answer(`${name}\n${resolved.cacheKey}`, build);
  }

  /** Looked up and evaluated; the price is null while the configuration is incomplete. */
  resolve(confId: number, prodId: number, raw: unknown, options: ResolveOptions = {}): Resolved {
    const configured = this.configuration(confId, prodId, options.productField);
    const defined = options.asDefined ? this.catalog.snapshot.definedConfigurations.get(confId) : undefined;
    return this.evaluate(defined ? { ...configured, def: defined } : configured, raw, options.filters);
  }

  /** Resolved and priced: an incomplete configuration answers 400 with the rules' `values.`-keyed errors. */
  resolvePriced(
    confId: number,
    prodId: number,
    raw: unknown,
    options: ResolveOptions = {},
  ): Resolved & { price: ConfPrice } {
    const { def, product, evaluation, price, cacheKey } = this.resolve(confId, prodId, raw, options);
    if (!price) throw new ClientError(400, prefixErrors(evaluation.errors, "values."));
    return { def, product, evaluation, price, cacheKey };
  }

  /**
   * A configuration as it was stored (a cart row, a saved design), priced with today's catalogue: values it can
   * no longer hold are dropped rather than refused. A colour that is not available now is kept and priced as
   * chosen (the configuration as defined, before availability), and named in `unavailable` with the nearest
   * available colour, so the page can say so and offer the switch. Null when the configuration or product is
   * gone or gives no price now.
   */
  stored(
    confId: number,
    prodId: number,
    values: unknown,
  ): (Resolved & { price: ConfPrice; unavailable: UnavailableChoice[] }) | null {
    const snapshot = this.catalog.snapshot;
    const sold = snapshot.configurations.get(confId);
    const product = snapshot.productById.get(prodId);
    if (!sold || !product || product.conf_id !== confId) return null;
    const unavailable = unavailableChoices(sold, values);
    const def = unavailable.length > 0 ? (snapshot.definedConfigurations.get(confId) ?? sold) : sold;
    const resolved = {
      def,
      product,
      ...this.#evaluated({ def, product }, normalizeValues(def, values).values, undefined),
    };
    const { price } = resolved;
    return price ? { ...resolved, price, unavailable } : null;
  }
}

/**
 * The rules' evaluation with the fabric roll's check (roll-limit.ts): a size no roll of the chosen colour can make
 * is an error at the width field, like the rules' own size limits, so the configuration has no price.
 */
function withRollCheck(def: ConfigurationDef, product: ProductDetail, evaluation: Evaluation): Evaluation {
  const refused = rollRefusal(def, product.kind, evaluation);
  if (!refused) return evaluation;
  return {
    ...evaluation,
    errors: { ...evaluation.errors, [String(refused.optionId)]: refused.reason },
    complete: false,
  };
}

/** An evaluation made read-only before it is shared: a caller that changed it would change other answers. */
function frozen(evaluated: Evaluated): Evaluated {
  const { evaluation, price } = evaluated;
  deepFreeze(evaluation.values);
  deepFreeze(evaluation.errors);
  deepFreeze(evaluation.resets);
  deepFreeze(evaluation.filters);
  for (const limits of evaluation.limits.values()) Object.freeze(limits);
  Object.freeze(evaluation);
  if (price) Object.freeze(price);
  return Object.freeze(evaluated);
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
