// GET /media/foto/{id}-{width}.{avif|webp|jpg}: one stored copy of an uploaded photo, cached for a year (the id
// is the original's hash, so an address never shows another picture), with its ETag and a 304 on If-None-Match.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { PHOTO_CONTENT_TYPES, type PhotoFormat } from "../../domain/photos.ts";
import { ClientError } from "../http/errors.ts";
import type { PhotoVariant } from "./photo-store.ts";

const FILE = /^([0-9a-f]{32})-(\d{2,4})\.(avif|webp|jpg)$/;
const FORMAT_BY_EXTENSION: Record<string, PhotoFormat> = { avif: "avif", webp: "webp", jpg: "jpeg" };
/** Bytes of copies kept in memory: a product page's first photo is asked for by every visitor. */
const PHOTO_CACHE_BYTES = 32 * 1024 * 1024;

export async function photosRoutes(app: FastifyInstance): Promise<void> {
  const { photos } = app.services;
  const cache = new LRUCache<string, PhotoVariant>({
    maxSize: PHOTO_CACHE_BYTES,
    sizeCalculation: (variant) => variant.bytes.length + 128,
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/media/foto/:file",
      { schema: { params: z.object({ file: z.string().max(100) }), hide: true } },
      async (request, reply) => {
        const match = FILE.exec(request.params.file);
        const format = FORMAT_BY_EXTENSION[match?.[3] ?? ""];
        if (!match || !format) throw new ClientError(404, { image: "Deze foto bestaat niet." });
        const key = request.params.file;
        let variant = cache.get(key);
        if (!variant) {
          variant = (await photos.variant(match[1] as string, Number(match[2]), format)) ?? undefined;
          if (!variant) throw new ClientError(404, { image: "Deze foto bestaat niet." });
          cache.set(key, variant);
        }
        reply
          .header("content-type", PHOTO_CONTENT_TYPES[format])
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("etag", variant.etag);
        const ifNoneMatch = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim());
        if (ifNoneMatch?.includes(variant.etag) || ifNoneMatch?.includes("*")) return reply.code(304).send();
        return reply.send(variant.bytes);
      },
    );
}
