// The configurator's work remembered per (configuration, catalogue version, filters, normalised values): an LRU of
// evaluations with their prices, and an LRU of the routes' serialized answers built from them. Both are bounded and
// belong to one catalogue snapshot: the first use with a newer snapshot empties them, so a price change is never
// answered from before it. Evaluating is a pure function of what the key names, so a hit is the uncached answer.

import { LRUCache } from "lru-cache";
import { configurationIndex } from "../../domain/configurator/compiled.ts";
import { cleanFilters } from "../../domain/configurator/rules.ts";
import type { ConfigurationDef, ConfValue, ConfValues } from "../../domain/configurator/types.ts";

export interface EvaluationCacheLimits {
  /** Evaluations kept (about 3.5 KB each on the seed: values, rule state, errors and price of one configuration). */
  evaluations: number;
  /** Bytes of serialized answers kept (an update's answer is about 10 KB, a price about 150 bytes). */
  answerBytes: number;
}

export const DEFAULT_EVALUATION_CACHE_LIMITS: EvaluationCacheLimits = {
  evaluations: 2_000,
  answerBytes: 8 * 1024 * 1024,
};

/**
 * The key of an evaluation: the configuration, the catalogue version, the filters that apply and the normalised
 * values in wizard order. Values are written so that different values never share a key: numbers as numbers (-0
 * apart, which evaluation keeps), text and accessory rows as JSON, which quotes text.
 */
export function evaluationKey(
  def: ConfigurationDef,
  version: number,
  values: ConfValues,
  filters: Record<string, string> | undefined,
): string {
  const index = configurationIndex(def);
  let key = `${def.conf_id}|${version}|${JSON.stringify(cleanFilters(index.byId, filters))}|`;
  for (const option of index.holding) {
    const name = String(option.id);
    if (Object.hasOwn(values, name)) key += `${name}=${valueKey(values[name] ?? null)};`;
  }
  return key;
}

function valueKey(value: ConfValue): string {
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  return JSON.stringify(value);
}

export class EvaluationCache<Entry extends object> {
  readonly #evaluations: LRUCache<string, Entry>;
  readonly #answers: LRUCache<string, string>;
  #snapshot: object | undefined;

  constructor(limits: EvaluationCacheLimits = DEFAULT_EVALUATION_CACHE_LIMITS) {
    this.#evaluations = new LRUCache<string, Entry>({ max: limits.evaluations });
    this.#answers = new LRUCache<string, string>({
      maxSize: limits.answerBytes,
      // At most two bytes a character (V8 keeps text with '€' two bytes wide), the key counted too.
      sizeCalculation: (answer, key) => (answer.length + key.length) * 2 + 64,
    });
  }

  /** Entries hold for one catalogue snapshot: a different one empties the cache before it is used. */
  forSnapshot(snapshot: object): this {
    if (snapshot !== this.#snapshot) {
      this.#evaluations.clear();
      this.#answers.clear();
      this.#snapshot = snapshot;
    }
    return this;
  }

  evaluation(key: string, compute: () => Entry): Entry {
    const hit = this.#evaluations.get(key);
    if (hit) return hit;
    const entry = compute();
    this.#evaluations.set(key, entry);
    return entry;
  }

  answer(key: string, build: () => string): string {
    const hit = this.#answers.get(key);
    if (hit !== undefined) return hit;
    const answer = build();
    this.#answers.set(key, answer);
    return answer;
  }

  /** Entries held: evaluations, and answers with their counted bytes. */
  get size(): { evaluations: number; answers: number; answerBytes: number } {
    return {
      evaluations: this.#evaluations.size,
      answers: this.#answers.size,
      answerBytes: this.#answers.calculatedSize,
    };
  }
}
