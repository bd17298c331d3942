// Resolves a configuration the one way every caller needs it: looked up in the catalogue, its values
// normalised, its rules evaluated and its price computed; a request that cannot be resolved is a ClientError
// with the Dutch message and the field at fault. The configurator, cart, quote and swatch calls all use it.
import type { ProductDetail } from "../../domain/catalog.ts";
import { calculatePrice } from "../../domain/configurator/pricing.ts";
import { type Evaluation, evaluate } from "../../domain/configurator/rules.ts";
import type { ConfigurationDef, ConfPrice } from "../../domain/configurator/types.ts";
import { normalizeValues } from "../../domain/configurator/values.ts";
import { prefixErrors } from "../../domain/validation/errors.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import { ClientError } from "../http/errors.ts";

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

/** A configuration with its values after defaults and rules, and their price (null while incomplete). */
export interface Resolved extends Configured {
  evaluation: Evaluation;
  price: ConfPrice | null;
}

export interface ResolveOptions {
  productField?: ProductField;
  /** The configurator's filters (option id → filter value); they narrow what a rule offers. */
  filters?: Record<string, string>;
}

export class ConfiguratorService {
  constructor(private readonly catalog: CatalogService) {}

  /** The configuration and its product; 404 for an unknown configuration, 400 for a product of another. */
  configuration(confId: number, prodId: number, productField: ProductField = "prod_id"): Configured {
    const snapshot = this.catalog.snapshot;
    const def = snapshot.configurations.get(confId);
    if (!def) throw new ClientError(404, { conf_id: CONFIGURATION_UNKNOWN });
    if (snapshot.inactiveProductIds.has(def.prod_id))
      throw new ClientError(404, { [productField]: PRODUCT_NOT_SOLD });
    const product = snapshot.productById.get(def.prod_id);
    if (def.prod_id !== prodId || !product) throw new ClientError(400, { [productField]: PRODUCT_MISMATCH });
    return { def, product };
  }

  /** The browser's values applied to a found configuration; 400 with `values.`-keyed errors for values it cannot hold. */
  evaluate(configured: Configured, raw: unknown, filters?: Record<string, string>): Resolved {
    const { def } = configured;
    const normalized = normalizeValues(def, raw);
    if (Object.keys(normalized.errors).length > 0)
      throw new ClientError(400, prefixErrors(normalized.errors, "values."));
    const evaluation = evaluate(def, normalized.values, filters);
    return { ...configured, evaluation, price: calculatePrice(def, evaluation) };
  }

  /** Looked up and evaluated; the price is null while the configuration is incomplete. */
  resolve(confId: number, prodId: number, raw: unknown, options: ResolveOptions = {}): Resolved {
    return this.evaluate(this.configuration(confId, prodId, options.productField), raw, options.filters);
  }

  /** Resolved and priced: an incomplete configuration answers 400 with the rules' `values.`-keyed errors. */
  resolvePriced(
    confId: number,
    prodId: number,
    raw: unknown,
    options: ResolveOptions = {},
  ): Resolved & { price: ConfPrice } {
    const resolved = this.resolve(confId, prodId, raw, options);
    const { price } = resolved;
    if (!price) throw new ClientError(400, prefixErrors(resolved.evaluation.errors, "values."));
    return { ...resolved, price };
  }

  /**
   * A configuration as it was stored (a cart row), priced with today's catalogue: values it can no longer
   * hold are dropped rather than refused. Null when the configuration or product is gone or gives no price now.
   */
  stored(confId: number, prodId: number, values: unknown): (Resolved & { price: ConfPrice }) | null {
    const snapshot = this.catalog.snapshot;
    const def = snapshot.configurations.get(confId);
    const product = snapshot.productById.get(prodId);
    if (!def || !product || def.prod_id !== prodId) return null;
    const evaluation = evaluate(def, normalizeValues(def, values).values);
    const price = calculatePrice(def, evaluation);
    return price ? { def, product, evaluation, price } : null;
  }
}
