// The drawn images by their normalised request, kept up to a number of bytes rather than a number of entries.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

export interface CachedSvg {
  svg: string;
  etag: string;
}

/**
 * Drawing is deterministic, so an entry never goes stale within a catalogue version. The bound is in bytes: the
 * drawings range from 2 KB swatches to 20 KB scenes, and every colour, size and preview option is another key.
 */
export class SvgCache {
  readonly #entries: LRUCache<string, CachedSvg>;

  constructor(maxBytes: number) {
    this.#entries = new LRUCache<string, CachedSvg>({
      maxSize: maxBytes,
      // Strings of SVG are one byte a character in V8; the key and the etag are counted too.
      sizeCalculation: (entry, key) => entry.svg.length + entry.etag.length + key.length + 64,
    });
  }

  get(key: string, draw: () => string): CachedSvg {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const svg = draw();
    const entry = { svg, etag: `"${createHash("sha1").update(svg).digest("base64url")}"` };
    this.#entries.set(key, entry);
    return entry;
  }

  /** Bytes held, as counted for the bound. */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }
}
