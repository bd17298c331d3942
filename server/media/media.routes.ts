// Serves the drawn product, atmosphere, category and swatch images under /media, sized by ?w= and ?h=.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SeedColour } from "../../catalog/types.ts";
import { type ProductKind, productKinds } from "../../catalog/types.ts";
import { errorBody } from "../http/errors.ts";
import { drawCategory, drawLogo, drawProduct, drawSfeer, drawSwatch } from "./draw.ts";

const sizeQuery = z.object({
  w: z.coerce.number().int().min(16).max(2400).optional(),
  h: z.coerce.number().int().min(16).max(2400).optional(),
});

type Texture = SeedColour["texture"];

/** Drawn images by URL; drawing is deterministic, so an entry never goes stale within a catalogue version. */
class SvgCache {
  #entries = new Map<string, { svg: string; etag: string }>();
  constructor(private readonly limit: number) {}

  get(key: string, draw: () => string): { svg: string; etag: string } {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const svg = draw();
    const entry = { svg, etag: `"${createHash("sha1").update(svg).digest("base64url")}"` };
    if (this.#entries.size >= this.limit) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
    return entry;
  }
}

/** Sets the rendered size on the root element; the drawing keeps its own viewBox and is cropped to fill. */
function sized(svg: string, w?: number, h?: number): string {
  if (!w && !h) return svg;
  const attrs = `${w ? ` width="${w}"` : ""}${h ? ` height="${h}"` : ""} preserveAspectRatio="xMidYMid slice"`;
  return svg.replace(/^<svg\b/, `<svg${attrs}`);
}

function isKind(kind: string): kind is ProductKind {
  return (productKinds as readonly string[]).includes(kind);
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const cache = new SvgCache(4000);
  const { catalog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  function send(reply: FastifyReply, ifNoneMatch: string | undefined, key: string, draw: () => string) {
    const entry = cache.get(key, draw);
    reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=86400, stale-while-revalidate=604800")
      .header("etag", entry.etag);
    if (ifNoneMatch === entry.etag) return reply.code(304).send();
    return reply.send(entry.svg);
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).send(errorBody("image", "Deze afbeelding bestaat niet."));

  for (const url of ["/media/logo.svg", "/favicon.svg"]) {
    app.get(url, { schema: { hide: true } }, (request, reply) =>
      send(reply, request.headers["if-none-match"], url, drawLogo),
    );
  }

  r.get(
    "/media/product/:urlPath/:file",
    {
      schema: {
        params: z.object({ urlPath: z.string(), file: z.string() }),
        querystring: sizeQuery,
        hide: true,
      },
    },
    (request, reply) => {
      const { urlPath, file } = request.params;
      const match = /^(\d)-([a-z0-9-]+)\.svg$/.exec(file);
      const product = catalog.product(urlPath);
      const colour = match ? catalog.snapshot.colourByCode.get(match[2] ?? "") : undefined;
      if (!match || !product || !colour || !isKind(product.kind)) return notFound(reply);
      const view = Number(match[1]);
      if (view > 5) return notFound(reply);
      const { w, h } = request.query;
      return send(reply, request.headers["if-none-match"], request.url, () =>
        sized(drawProduct(product.kind as ProductKind, colour.hex, colour.texture as Texture, view), w, h),
      );
    },
  );

  r.get(
    "/media/sfeer_fotos/:file",
    { schema: { params: z.object({ file: z.string() }), querystring: sizeQuery, hide: true } },
    (request, reply) => {
      const match = /^([a-z0-9-]+)-([a-z]+)\.svg$/.exec(request.params.file);
      const product = match ? catalog.product(match[1] ?? "") : undefined;
      const colour = catalog.snapshot.colourByCode.get(product?.variants[0]?.code ?? "");
      if (!match || !product || !colour || !isKind(product.kind)) return notFound(reply);
      if (!product.gallery.some((g) => g.image === `/${request.params.file}`)) return notFound(reply);
      const { w, h } = request.query;
      return send(reply, request.headers["if-none-match"], request.url, () =>
        sized(
          drawSfeer(product.kind as ProductKind, colour.hex, colour.texture as Texture, match[2] ?? ""),
          w,
          h,
        ),
      );
    },
  );

  r.get(
    "/media/swatch/:file",
    { schema: { params: z.object({ file: z.string() }), querystring: sizeQuery, hide: true } },
    (request, reply) => {
      const match = /^([a-z0-9-]+)\.svg$/.exec(request.params.file);
      const colour = match ? catalog.snapshot.colourByCode.get(match[1] ?? "") : undefined;
      if (!colour) return notFound(reply);
      const { w, h } = request.query;
      return send(reply, request.headers["if-none-match"], request.url, () =>
        sized(drawSwatch(colour.hex, colour.texture as Texture), w, h),
      );
    },
  );

  r.get(
    "/media/category/:file",
    { schema: { params: z.object({ file: z.string() }), querystring: sizeQuery, hide: true } },
    (request, reply) => {
      const slug = request.params.file.replace(/\.svg$/, "");
      const card = catalog.category(slug) ? catalog.cards(slug)[0] : undefined;
      const detail = card ? catalog.snapshot.productById.get(card.entity_id) : undefined;
      const hex = detail?.variants[0]?.hex;
      if (!detail || !hex || !isKind(detail.kind)) return notFound(reply);
      const { w, h } = request.query;
      return send(reply, request.headers["if-none-match"], request.url, () =>
        sized(drawCategory(detail.kind as ProductKind, hex), w, h),
      );
    },
  );
}
