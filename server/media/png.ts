// Raster copies of our drawings for the places that take no SVG (social previews, Merchant Center, the
// Organization logo): rendered with resvg off the main thread and kept in memory by bytes, like the SVGs.
import { createHash } from "node:crypto";
import { renderAsync } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";

export interface CachedPng {
  png: Buffer;
  etag: string;
}

/** Renders `svg` at `width` pixels wide (its height follows the drawing's own size). */
export async function renderPng(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: width },
    // Our drawings hold no text: no font is looked for, which keeps the render fast.
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}

/**
 * Each key is rendered once: a second request while the first renders waits for the same result, and the bound
 * is in bytes (a 1200 x 630 preview is 30 to 150 KB).
 */
export class PngCache {
  readonly #entries: LRUCache<string, CachedPng>;
  readonly #rendering = new Map<string, Promise<CachedPng>>();

  constructor(maxBytes: number) {
    this.#entries = new LRUCache<string, CachedPng>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.png.length + entry.etag.length + key.length + 64,
    });
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<CachedPng> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    let pending = this.#rendering.get(key);
    if (!pending) {
      pending = render()
        .then((png) => {
          const entry = { png, etag: `"${createHash("sha1").update(png).digest("base64url")}"` };
          this.#entries.set(key, entry);
          return entry;
        })
        .finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, pending);
    }
    return pending;
  }
}
