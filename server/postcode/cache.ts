// The postcode service's answers by address, so a visitor typing does not ask twice: lru-cache keeps the most
// recently used ones, each for its own time to live.
import { LRUCache } from "lru-cache";

/**
 * Keeps at most `max` entries; an entry counts as absent from the moment its time to live has passed. A value
 * may be null (a cached "no such address").
 */
export class LruCache<V> {
  // lru-cache holds objects only, so each value is boxed: a cached null is then told apart from a miss. The
  // expiry is kept in the box too, against the injected clock (lru-cache's own TTL takes an entry made at
  // time 0 as timeless and keeps one for a moment past its TTL).
  readonly #entries: LRUCache<string, { value: V; expires: number }>;

  constructor(
    max: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#entries = new LRUCache({ max });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, or undefined when absent or expired; a hit counts as a use. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#entries.set(key, { value, expires: this.now() + ttlMs });
  }
}
