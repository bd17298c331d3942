// The pages' HTTP caching around React Router's handler: every public page (its route's `headers` export says
// `Cache-Control: public`, see app/cache-headers.ts) gets a strong ETag and a 304 on a matching If-None-Match,
// and is kept in memory, so the next visitor of that store and address gets the same bytes without a render.
// The key holds everything the HTML depends on: store and site address, path, query (sorted, without tracking
// parameters), the build and the catalogue version. Only a 200 or a 404 (briefly) that says public and sets no
// cookie is kept; a page without a Cache-Control becomes `private, no-store`. Compressed copies are made once
// per entry. Design: docs/caching.md; why: decisions/0019.
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { ReactRouterFastifyOptions } from "@mcansh/remix-fastify/react-router";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { ServerBuild } from "react-router";

/** Query parameters that only say where a visitor came from: they never change a page. */
const TRACKING_PARAMETER =
  /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;
/** What a 404 may be kept, at most, whatever its page says. */
const NOT_FOUND_TTL_S = 10;
/** Bodies smaller than this are sent as they are (compression would gain nothing). */
const COMPRESS_FROM_BYTES = 1024;
/** The response headers a cached answer repeats; everything else is the request's own (rate limits, security). */
const KEPT_HEADERS = ["content-type", "cache-control", "x-remix-response"] as const;
const PRIVATE = "private, no-store";

type PageRouteOptions = NonNullable<ReactRouterFastifyOptions["childServerOptions"]>;
type Encoding = "br" | "gzip" | "identity";

interface CachedPage {
  status: number;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  /** The strong validator of the uncompressed body, without quotes. */
  tag: string;
  body: Buffer;
  /** Compressed copies, made the first time a client asks for one. */
  encoded: Partial<Record<Exclude<Encoding, "identity">, Buffer>>;
}

export interface PageCacheOptions {
  /** The memory the kept pages may take; 0 keeps none (ETags and 304s still work). */
  maxBytes: number;
  /** The React Router build's version: a new build never serves the old build's pages. */
  buildVersion: string;
  /** The catalogue version now: a change makes every kept page stale. */
  catalogVersion: () => number;
  log: FastifyBaseLogger;
  /**
   * Whether a path is a product page: its HTML depends on `kleur` only, so every other parameter (the
   * configurator's values in the address, docs/designs.md) is left out of its key.
   */
  isProductPath?: (path: string) => boolean;
  /** A request whose page is only its own (a staff preview of the draft catalogue): neither served nor kept. */
  isPrivate?: () => boolean;
}

/** The parts of a request that decide its page. */
export interface PageKeyParts {
  store: string;
  siteBase: string;
  buildVersion: string;
  catalogVersion: number;
  /** The request's path and query, as it arrived. */
  url: string;
  /** A product page: only `kleur` of its query counts. */
  productPage?: boolean;
}

/** The one query parameter a product page's HTML depends on (the chosen colour). */
const PRODUCT_PAGE_PARAMETER = "kleur";

/** The query that changes a page: parameters sorted, tracking parameters left out; "" for none. */
export function pageQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !TRACKING_PARAMETER.test(name));
  kept.sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
}

export function pageCacheKey(parts: PageKeyParts): string {
  const queryAt = parts.url.indexOf("?");
  const path = queryAt === -1 ? parts.url : parts.url.slice(0, queryAt);
  const search = queryAt === -1 ? "" : parts.url.slice(queryAt + 1);
  const query = parts.productPage
    ? new URLSearchParams(
        new URLSearchParams(search).getAll(PRODUCT_PAGE_PARAMETER).map((v) => [PRODUCT_PAGE_PARAMETER, v]),
      ).toString()
    : pageQuery(search);
  return [parts.store, parts.siteBase, parts.buildVersion, parts.catalogVersion, path, query].join("|");
}

/** The seconds a shared cache may keep an answer (s-maxage), or null when it says nothing public. */
export function sharedMaxAge(cacheControl: string | undefined): number | null {
  if (!cacheControl || !/(^|[\s,])public([\s,]|$)/i.test(cacheControl)) return null;
  if (/(^|[\s,])(no-store|private|no-cache)([\s,=]|$)/i.test(cacheControl)) return null;
  const seconds = /(?:^|[\s,])s-maxage=(\d+)/i.exec(cacheControl)?.[1];
  return seconds === undefined ? null : Number(seconds);
}

/** Whether If-None-Match names this body (any of its encodings; weak comparison, as RFC 9110 asks). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim().replace(/^W\//, "");
    return value === "*" || value.replace(/^"|"$/g, "").replace(/-(br|gzip)$/, "") === tag;
  });
}

/** The best encoding the client accepts: brotli, then gzip, else the body as it is. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const quality = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return "identity";
}

function encode(page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === "identity") return page.body;
  const known = page.encoded[encoding];
  if (known) return known;
  const made =
    encoding === "br"
      ? brotliCompressSync(page.body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzipSync(page.body);
  page.encoded[encoding] = made;
  return made;
}

/** Answers a public page: its headers and ETag, a 304 when the client has it, else the body it can read. */
function answer(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Buffer | null {
  for (const name of KEPT_HEADERS) {
    const value = page.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  const encoding =
    page.body.length < COMPRESS_FROM_BYTES ? "identity" : chooseEncoding(request.headers["accept-encoding"]);
  reply.header("vary", "Accept-Encoding");
  reply.header("etag", encoding === "identity" ? `"${page.tag}"` : `"${page.tag}-${encoding}"`);
  if (matchesTag(request.headers["if-none-match"], page.tag)) {
    reply.code(304);
    reply.removeHeader("content-type");
    reply.removeHeader("content-length");
    return null;
  }
  reply.code(page.status);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return encode(page, encoding);
}

async function readBody(payload: unknown): Promise<Buffer | null> {
  if (payload === null || payload === undefined) return null;
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === "string") return Buffer.from(payload);
  if (typeof (payload as Readable).pipe === "function") {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return null;
}

/** The memory an entry takes: its bodies and a little for the rest. */
function pageSize(page: CachedPage): number {
  return Object.values(page.encoded).reduce((sum, buffer) => sum + buffer.length, page.body.length + 512);
}

function isPageType(contentType: unknown): boolean {
  return typeof contentType === "string" && /^(text\/html|text\/x-script)/.test(contentType);
}

/**
 * The route hooks for React Router's handler (its `childServerOptions`): `preHandler` answers from the cache
 * (after the app's onRequest hooks, so a kept page still counts against the client's rate limit and gets the
 * security headers), `onSend` decides what a rendered page may be and keeps it.
 */
export function pageCacheHooks(options: PageCacheOptions): PageRouteOptions {
  const cache =
    options.maxBytes > 0
      ? new LRUCache<string, CachedPage>({
          maxSize: options.maxBytes,
          sizeCalculation: pageSize,
        })
      : null;
  let catalogVersion = options.catalogVersion();
  const stats = { hits: 0, misses: 0 };
  const keys = new WeakMap<FastifyRequest, string>();
  const answered = new WeakSet<FastifyRequest>();

  function count(hit: boolean) {
    if (hit) stats.hits++;
    else stats.misses++;
    const total = stats.hits + stats.misses;
    if (total % 1000 === 0) {
      options.log.debug(
        {
          hits: stats.hits,
          misses: stats.misses,
          hitRate: stats.hits / total,
          pages: cache?.size ?? 0,
          bytes: cache?.calculatedSize ?? 0,
        },
        "page cache",
      );
    }
  }

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cache || (request.method !== "GET" && request.method !== "HEAD") || options.isPrivate?.()) return;
    const version = options.catalogVersion();
    if (version !== catalogVersion) {
      // Every kept page was rendered from the catalogue before: none may be served any more.
      catalogVersion = version;
      cache.clear();
    }
    const key = pageCacheKey({
      store: request.store.code,
      siteBase: request.siteBase,
      buildVersion: options.buildVersion,
      catalogVersion: version,
      url: request.url,
      productPage: options.isProductPath?.(request.url.split("?")[0] ?? "") ?? false,
    });
    const page = cache.get(key);
    count(page !== undefined);
    if (!page) {
      if (request.method === "GET") keys.set(request, key);
      return;
    }
    answered.add(request);
    const before = pageSize(page);
    const body = answer(request, reply, page);
    // A compressed copy made just now grows the entry: set it again so the cache counts its new size.
    if (pageSize(page) !== before) cache.set(key, page, { noUpdateTTL: true });
    reply.header("x-page-cache", "hit");
    return reply.send(body);
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (answered.has(request) || !isPageType(reply.getHeader("content-type"))) return payload;
    const cacheControl = reply.getHeader("cache-control");
    const maxAge = sharedMaxAge(typeof cacheControl === "string" ? cacheControl : undefined);
    // A page that sets a cookie is somebody's own, whatever its route said; an error page is nobody's to keep.
    if (
      maxAge === null ||
      reply.hasHeader("set-cookie") ||
      reply.statusCode >= 500 ||
      options.isPrivate?.()
    ) {
      reply.header("cache-control", PRIVATE);
      return payload;
    }
    if (reply.statusCode !== 200 && reply.statusCode !== 404) return payload;
    const body = await readBody(payload);
    if (!body) return payload;
    const page: CachedPage = {
      status: reply.statusCode,
      headers: Object.fromEntries(
        KEPT_HEADERS.map((name) => [name, reply.getHeader(name)]).filter(
          ([, value]) => typeof value === "string",
        ),
      ),
      // A validator, not a secret: SHA-1 is the fastest hash OpenSSL offers here, and 160 bits never collide by chance.
      tag: createHash("sha1").update(body).digest("base64url"),
      body,
      encoded: {},
    };
    const key = keys.get(request);
    const ttlSeconds = page.status === 404 ? Math.min(maxAge, NOT_FOUND_TTL_S) : maxAge;
    if (cache && key && ttlSeconds > 0) cache.set(key, page, { ttl: ttlSeconds * 1000 });
    reply.header("x-page-cache", "miss");
    reply.removeHeader("content-length");
    return answer(request, reply, page);
  };

  // The library types its route for HTTP/2 servers as well; the shop's server is HTTP/1.
  return { preHandler, onSend } as unknown as PageRouteOptions;
}

/**
 * The React Router build `npm run build` wrote, loaded once: it renders the pages, and its version keys the cache.
 * The same file @mcansh/remix-fastify would load (REMIX_ROOT or the working directory, then build/server).
 */
export async function loadServerBuild(): Promise<ServerBuild> {
  const root = process.env.REMIX_ROOT ?? process.cwd();
  return (await import(pathToFileURL(`${root}/build/server/index.js`).href)) as ServerBuild;
}
