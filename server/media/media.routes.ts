// Serves the drawn product, atmosphere, category and swatch images under /media, sized by ?w= and ?h=.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  drawAccessory,
  drawCategory,
  drawOptionImage,
  drawPreviewBase,
  drawPreviewLayer,
  drawProduct,
  drawSfeer,
  drawSwatch,
  previewLayerNames,
} from "../../art/drawings.ts";
import { drawLogo } from "../../art/logo.ts";
import { drawMark, markNames } from "../../art/marks.ts";
import { drawMeasuring } from "../../art/measuring.ts";
import { operations } from "../../art/preview/context.ts";
import { drawSocialCard, SOCIAL_HEIGHT, SOCIAL_WIDTH } from "../../art/social.ts";
import { accessoryIcons } from "../../catalog/configurations/accessories.ts";
import type { SeedColour } from "../../catalog/types.ts";
import { measureDrawingFile, measureGuides } from "../../domain/measuring.ts";
import { type ProductKind, productKinds } from "../../domain/products.ts";
import { ClientError } from "../http/errors.ts";
import { PngCache, renderPng } from "./png.ts";
import { SvgCache } from "./svg-cache.ts";

const sizeQuery = z.object({
  w: z.coerce.number().int().min(16).max(2400).optional(),
  h: z.coerce.number().int().min(16).max(2400).optional(),
});

type Texture = SeedColour["texture"];

/** Sets the rendered size on the root element; the drawing keeps its own viewBox and is cropped to fill. */
function sized(svg: string, w?: number, h?: number): string {
  if (!w && !h) return svg;
  const attrs = `${w ? ` width="${w}"` : ""}${h ? ` height="${h}"` : ""} preserveAspectRatio="xMidYMid slice"`;
  return svg.replace(/^<svg\b/, `<svg${attrs}`);
}

function isKind(kind: string): kind is ProductKind {
  return (productKinds as readonly string[]).includes(kind);
}

/** Bytes of drawn images kept: the common ones stay drawn, and no stream of new URLs can grow the process. */
const SVG_CACHE_BYTES = 16 * 1024 * 1024;

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const cache = new SvgCache(SVG_CACHE_BYTES);
  const { catalog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  function send(request: FastifyRequest, reply: FastifyReply, draw: () => string) {
    // The key is the path and the query as the route parsed it, so unknown or reordered parameters are one entry.
    const key = `${request.url.split("?")[0]} ${JSON.stringify(request.query ?? {})}`;
    const entry = cache.get(key, draw);
    const ifNoneMatch = request.headers["if-none-match"];
    reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=86400, stale-while-revalidate=604800")
      .header("etag", entry.etag);
    if (ifNoneMatch === entry.etag) return reply.code(304).send();
    return reply.send(entry.svg);
  }

  const notFound = (): never => {
    throw new ClientError(404, { image: "Deze afbeelding bestaat niet." });
  };

  for (const url of ["/media/logo.svg", "/favicon.svg"]) {
    app.get(url, { schema: { hide: true } }, (request, reply) => send(request, reply, drawLogo));
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
      if (!match || !product || !colour || !isKind(product.kind)) return notFound();
      const view = Number(match[1]);
      if (view > 5) return notFound();
      const { w, h } = request.query;
      return send(request, reply, () =>
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
      if (!match || !product || !colour || !isKind(product.kind)) return notFound();
      if (!product.gallery.some((g) => g.image === `/${request.params.file}`)) return notFound();
      const { w, h } = request.query;
      return send(request, reply, () =>
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
      if (!colour) return notFound();
      const { w, h } = request.query;
      return send(request, reply, () => sized(drawSwatch(colour.hex, colour.texture as Texture), w, h));
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
      if (!detail || !hex || !isKind(detail.kind)) return notFound();
      const { w, h } = request.query;
      return send(request, reply, () => sized(drawCategory(detail.kind as ProductKind, hex), w, h));
    },
  );

  const confParams = z.object({ confId: z.coerce.number().int().positive(), file: z.string().max(100) });
  const hexParam = z
    .string()
    .regex(/^([0-9a-f]{6})?$/i, "Kleur moet een hexadecimale code zijn")
    .optional();
  const layerQuery = sizeQuery.extend({
    hex: hexParam,
    kader: hexParam,
    kleur: z.string().max(40).optional(),
    cassette: z.enum(["0", "1"]).default("0"),
    zijde: z.enum(["links", "rechts"]).default("rechts"),
    montage: z.enum(["in", "op"]).default("in"),
    bediening: z.enum(operations).default("ketting"),
  });

  /** The layered preview: the base scene and its layers, each drawn for the product kind of the configuration. */
  r.get(
    "/conf_images/new_product_options/:confId/preview/:file",
    { schema: { params: confParams, querystring: layerQuery, hide: true } },
    (request, reply) => {
      const def = catalog.snapshot.configurations.get(request.params.confId);
      const product = def ? catalog.snapshot.productOfConfiguration.get(def.conf_id) : undefined;
      const name = request.params.file.replace(/\.svg$/, "");
      if (!product || !isKind(product.kind) || !request.params.file.endsWith(".svg")) return notFound();
      const kind = product.kind as ProductKind;
      const q = request.query;
      if (name === "base") {
        return send(request, reply, () => sized(drawPreviewBase(kind), q.w, q.h));
      }
      const layer = previewLayerNames.find((l) => l === name);
      if (!layer) return notFound();
      const colour = q.kleur ? catalog.snapshot.colourByCode.get(q.kleur) : undefined;
      const hex = q.hex ? `#${q.hex}` : (colour?.hex ?? product.variants[0]?.hex ?? "#e9e4da");
      const params = {
        kind,
        hex,
        texture: (colour?.texture ?? "plain") as Texture,
        ...(q.kader ? { frameHex: `#${q.kader}` } : {}),
        cassette: q.cassette === "1",
        side: q.zijde,
        mount: q.montage,
        operation: q.bediening,
      };
      return send(request, reply, () => sized(drawPreviewLayer(layer, params), q.w, q.h));
    },
  );

  /** Tiles of image-select values: drawn from the option's and the value's names. */
  r.get(
    "/conf_images/new_product_options/:confId/options/:file",
    { schema: { params: confParams, querystring: sizeQuery, hide: true } },
    (request, reply) => {
      const def = catalog.snapshot.configurations.get(request.params.confId);
      const product = def ? catalog.snapshot.productOfConfiguration.get(def.conf_id) : undefined;
      const valueId = Number(request.params.file.replace(/\.svg$/, ""));
      const option = def?.groups
        .flatMap((g) => g.options)
        .find((o) => o.values.some((v) => v.id === valueId));
      const value = option?.values.find((v) => v.id === valueId);
      if (!product || !option || !value || !isKind(product.kind)) return notFound();
      const { w, h } = request.query;
      return send(request, reply, () =>
        sized(drawOptionImage(product.kind as ProductKind, option.name, value.name, value.value), w, h),
      );
    },
  );

  // The payment and delivery marks (footer, cart) and the measuring guide's drawings (/meetinstructies).
  r.get(
    "/media/tekens/:file",
    { schema: { params: z.object({ file: z.string().max(60) }), querystring: sizeQuery, hide: true } },
    (request, reply) => {
      const name = markNames.find((m) => `${m}.svg` === request.params.file);
      if (!name) return notFound();
      const { w, h } = request.query;
      return send(request, reply, () => sized(drawMark(name), w, h));
    },
  );

  r.get(
    "/media/meetinstructies/:file",
    { schema: { params: z.object({ file: z.string().max(60) }), querystring: sizeQuery, hide: true } },
    (request, reply) => {
      for (const guide of measureGuides)
        for (const mounting of guide.mountings)
          if (measureDrawingFile(guide, mounting) === request.params.file) {
            const { w, h } = request.query;
            return send(request, reply, () => sized(drawMeasuring(guide, mounting), w, h));
          }
      return notFound();
    },
  );

  r.get(
    "/media/accessoire/:file",
    { schema: { params: z.object({ file: z.string().max(60) }), querystring: sizeQuery, hide: true } },
    (request, reply) => {
      const icon = accessoryIcons.find((i) => `${i}.svg` === request.params.file);
      if (!icon) return notFound();
      const { w, h } = request.query;
      return send(request, reply, () => sized(drawAccessory(icon), w, h));
    },
  );

  /**
   * Banners of configurator options: an atmosphere picture of the product the option belongs to, wide on
   * desktops and squarer on phones (the `-mobiel` file).
   */
  r.get(
    "/media/banners/:file",
    { schema: { params: z.object({ file: z.string().max(120) }), querystring: sizeQuery, hide: true } },
    (request, reply) => {
      const path = `/media/banners/${request.params.file}`;
      const snapshot = catalog.snapshot;
      const def = [...snapshot.configurations.values()].find((d) =>
        d.groups.some((g) => g.options.some((o) => o.banner?.desktop === path || o.banner?.mobile === path)),
      );
      const product = def ? snapshot.productOfConfiguration.get(def.conf_id) : undefined;
      const colour = snapshot.colourByCode.get(product?.variants[0]?.code ?? "");
      if (!product || !colour || !isKind(product.kind)) return notFound();
      const mobile = request.params.file.includes("-mobiel");
      const { w = mobile ? 600 : 1200, h = mobile ? 400 : 300 } = request.query;
      return send(request, reply, () =>
        sized(
          drawSfeer(product.kind as ProductKind, colour.hex, colour.texture as Texture, "woonkamer"),
          w,
          h,
        ),
      );
    },
  );

  pngRoutes(app, new PngCache(PNG_CACHE_BYTES));
}

/** Bytes of rendered PNGs kept: the shop's previews (one per product and category) and the logo all fit. */
const PNG_CACHE_BYTES = 32 * 1024 * 1024;

/** A week in the browser and a month stale for proxies: a preview changes only with the catalogue's drawings. */
const PNG_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=2592000";

/**
 * The raster previews: the logo (512 px square, for the Organization's structured data) and a 1200 x 630
 * picture per product, per category and for the shop, for Open Graph and Twitter cards.
 */
function pngRoutes(app: FastifyInstance, cache: PngCache): void {
  const { catalog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = (): never => {
    throw new ClientError(404, { image: "Deze afbeelding bestaat niet." });
  };

  async function send(request: FastifyRequest, reply: FastifyReply, svg: () => string, width: number) {
    const key = request.url.split("?")[0] ?? request.url;
    const entry = await cache.get(key, () => renderPng(svg(), width));
    reply
      .header("content-type", "image/png")
      .header("cache-control", PNG_CACHE_CONTROL)
      .header("etag", entry.etag);
    if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    return reply.send(entry.png);
  }

  app.get("/media/logo.png", { schema: { hide: true } }, (request, reply) =>
    send(request, reply, drawLogo, 512),
  );
  app.get("/media/social/raamwerk.png", { schema: { hide: true } }, (request, reply) =>
    send(request, reply, drawSocialCard, SOCIAL_WIDTH),
  );

  const fileParams = z.object({ file: z.string().max(120) });

  /** The product in its first colour, in the room of its first atmosphere picture (else the product view). */
  r.get("/media/social/product/:file", { schema: { params: fileParams, hide: true } }, (request, reply) => {
    const product = catalog.product(request.params.file.replace(/\.png$/, ""));
    const colour = catalog.snapshot.colourByCode.get(product?.variants[0]?.code ?? "");
    if (!request.params.file.endsWith(".png") || !product || !colour || !isKind(product.kind))
      return notFound();
    const kind = product.kind as ProductKind;
    const room = /-([a-z]+)\.svg$/.exec(product.gallery[0]?.image ?? "")?.[1];
    const texture = colour.texture as Texture;
    return send(
      request,
      reply,
      () =>
        sized(
          room ? drawSfeer(kind, colour.hex, texture, room) : drawProduct(kind, colour.hex, texture, 0),
          SOCIAL_WIDTH,
          SOCIAL_HEIGHT,
        ),
      SOCIAL_WIDTH,
    );
  });

  r.get("/media/social/category/:file", { schema: { params: fileParams, hide: true } }, (request, reply) => {
    const slug = request.params.file.replace(/\.png$/, "");
    const card = catalog.category(slug) ? catalog.cards(slug)[0] : undefined;
    const detail = card ? catalog.snapshot.productById.get(card.entity_id) : undefined;
    const hex = detail?.variants[0]?.hex;
    if (!request.params.file.endsWith(".png") || !detail || !hex || !isKind(detail.kind)) return notFound();
    const kind = detail.kind as ProductKind;
    return send(
      request,
      reply,
      () => sized(drawCategory(kind, hex), SOCIAL_WIDTH, SOCIAL_HEIGHT),
      SOCIAL_WIDTH,
    );
  });
}
