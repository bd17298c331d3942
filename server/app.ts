// Builds the whole shop as one Fastify app: outside integrations, then the API areas, then the pages.
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { adviceRoutes } from "./advice/advice.routes.ts";
import { backofficeHeaders, backofficeRoutes } from "./backoffice/backoffice.routes.ts";
import { staffLoginLimit } from "./backoffice/staff/login-limit.ts";
import { cartRoutes, headerRoutes } from "./cart/cart.routes.ts";
import { catalogRoutes } from "./catalog/catalog.routes.ts";
import { previewSnapshot, registerCatalogPreview } from "./catalog/catalog-preview.ts";
import { CSRF_HEADER, checkoutRoutes } from "./checkout/checkout.routes.ts";
import type { Config, TrustProxy } from "./config.ts";
import { configuratorRoutes } from "./configurator/configurator.routes.ts";
import type { Database } from "./db/client.ts";
import { designsRoutes } from "./designs/designs.routes.ts";
import { edgeServerOptions, registerEdgeGuards } from "./http/edge.ts";
import { ClientError, NOT_FOUND_MESSAGE, registerErrorHandling } from "./http/errors.ts";
import type { SiteConfig } from "./http/load-context.ts";
import { privateLogger } from "./http/logging.ts";
import {
  errorResponses,
  errorsSchema,
  noSession,
  ok,
  responseSerializerCompiler,
  swaggerOptions,
} from "./http/openapi.ts";
import { loadServerBuild, pageCacheHooks } from "./http/page-cache.ts";
import { mailBudget } from "./http/rate-limits.ts";
import { rateLimitRedis } from "./http/redis.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { visitorPlugin } from "./http/visitor.ts";
import { invoicesRoutes } from "./invoices/invoices.routes.ts";
import { devMailboxRoutes } from "./mail/dev-mailbox.routes.ts";
import { mediaRoutes } from "./media/media.routes.ts";
import { photosRoutes } from "./media/photos.routes.ts";
import { orderStatusRoutes } from "./orders/orders.routes.ts";
import { paymentReturnRoutes, paymentRoutes } from "./payments/payments.routes.ts";
import { sandboxRoutes } from "./payments/sandbox.routes.ts";
import { SandboxPaymentProvider } from "./payments/sandbox.ts";
import { postcodeRoutes } from "./postcode/postcode.routes.ts";
import { cartQuoteRoutes, productQuoteRoutes } from "./quotes/quotes.routes.ts";
import { searchRoutes } from "./search/search.routes.ts";
import { seoRoutes } from "./seo/seo.routes.ts";
import { serviceRoutes } from "./service/service.routes.ts";
import { type BackgroundWork, servicesPlugin } from "./services.plugin.ts";
import { swatchesRoutes } from "./swatches/swatches.routes.ts";

z.config(z.locales.nl());

const healthSchema = z.object({
  status: z.enum(["ok", "fout"]),
  database: z.enum(["pglite", "postgres"]).describe("Het soort database"),
  reachable: z.boolean(),
});
/**
 * Which of a client's rate-limit counters a request counts against: writes to the API; reads (API reads and
 * page renders, which compute from the database); the drawn pictures under /media/, of which one page asks
 * dozens; or none for the build's static files under /assets/, which cost a file read and are cached for a year.
 */
export function rateBucket(request: FastifyRequest): "writes" | "reads" | "media" | null {
  // A preflight costs nothing and is answered before any handler (see http/edge.ts).
  if (request.method === "OPTIONS") return null;
  if (request.method === "GET" || request.method === "HEAD") {
    if (request.url.startsWith("/assets/")) return null;
    return request.url.startsWith("/media/") ? "media" : "reads";
  }
  return request.url.startsWith("/api/") ? "writes" : null;
}

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions["logger"];
  /** Background work to run while the app is up (services.plugin.ts); none by default. */
  background?: readonly BackgroundWork[];
  /** A database opened already (the tests' seeded copies); otherwise the app opens DATABASE_URL itself. */
  database?: Database;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the nearest n hops", as proxy-addr counts them. */
function trustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}

/**
 * The shop as one Fastify app: its services are built as it loads, and `app.close()` is the whole shutdown
 * (requests finish, background work stops, the database closes).
 */
export async function buildApp({
  config,
  logger = false,
  background,
  database,
}: AppOptions): Promise<FastifyInstance> {
  const production = config.NODE_ENV !== "development";
  const app = Fastify({
    logger: privateLogger(logger),
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // The services plugin waits up to DATABASE_WAIT_SECONDS for the database, then migrates, seeds an empty one
    // and loads the catalogue; Fastify's default of ten seconds per plugin is too short for a first start.
    pluginTimeout: (config.DATABASE_WAIT_SECONDS + 300) * 1000,
    ...edgeServerOptions,
  });
  // First, so its onClose hook runs last: after every other plugin's, when nothing uses the services any more.
  await app.register(servicesPlugin, {
    config,
    ...(background ? { background } : {}),
    ...(database ? { database } : {}),
  });
  const { services, sessionSecret } = app;
  app.setValidatorCompiler(validatorCompiler);
  // Tests refuse an answer with fields its response schema would silently drop (see http/openapi.ts).
  app.setSerializerCompiler(responseSerializerCompiler(config.NODE_ENV === "test"));
  registerErrorHandling(app);
  registerEdgeGuards(app);

  await app.register(securityHeaders, { production });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie, { secret: sessionSecret });
  await app.register(visitorPlugin, {
    production: config.NODE_ENV === "production",
    siteUrl: config.SITE_URL,
    siteUrlBe: config.SITE_URL_BE,
  });
  const limits = {
    writes: config.RATE_LIMIT_WRITES,
    reads: config.RATE_LIMIT_READS,
    media: config.RATE_LIMIT_MEDIA,
  };
  const redis = config.REDIS_URL ? rateLimitRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook("onClose", async () => redis.disconnect());
  await app.register(fastifyRateLimit, {
    // Each client has one counter per bucket (see rateBucket); routes with a limit of their own count apart.
    max: (request) => limits[rateBucket(request) ?? "reads"],
    timeWindow: "1 minute",
    allowList: (request) => rateBucket(request) === null,
    keyGenerator: (request) => `${request.ip}|${rateBucket(request) ?? "-"}`,
    ...(redis ? { redis, skipOnError: true } : {}),
  });
  registerCatalogPreview(app, services.previewTokens, () => services.catalogEditor.previewSnapshot());
  mailBudget(app);
  const staffLoginAttempt = staffLoginLimit(app);
  backofficeHeaders(app);
  await app.register(fastifySwagger, swaggerOptions(config, CSRF_HEADER));

  await app.register(
    async (api) => {
      api.withTypeProvider<ZodTypeProvider>().get(
        "/healthz",
        {
          schema: {
            tags: ["systeem"],
            summary: "Bereikbaarheid van de database",
            operationId: "getHealth",
            ...noSession,
            response: {
              ...errorResponses(),
              200: ok("De database antwoordt", healthSchema),
              // Also the shared error shape: an outage or a shutdown may answer before this handler runs.
              503: ok("De database antwoordt niet", z.union([healthSchema, errorsSchema])),
            },
          },
        },
        async (_request, reply) => {
          const database = await services.database.ping();
          return reply.code(database ? 200 : 503).send({
            status: database ? "ok" : "fout",
            database: services.database.kind,
            reachable: database,
          });
        },
      );
      api.get("/docs", { schema: { hide: true } }, () => app.swagger());
      await api.register(catalogRoutes, { prefix: "/catalog" });
      await api.register(searchRoutes, { prefix: "/search" });
      await api.register(configuratorRoutes, { prefix: "/configurator" });
      await api.register(designsRoutes, { prefix: "/designs" });
      await api.register(swatchesRoutes, { prefix: "/swatches" });
      await api.register(cartRoutes, { prefix: "/cart" });
      await api.register(headerRoutes, { prefix: "/header" });
      await api.register(postcodeRoutes, { prefix: "/postcode" });
      await api.register(checkoutRoutes, { prefix: "/checkout", csrfSecret: sessionSecret });
      await api.register(paymentRoutes, { prefix: "/payments" });
      await api.register(adviceRoutes, { prefix: "/advice" });
      await api.register(serviceRoutes, { prefix: "/service" });
      await api.register(orderStatusRoutes, { prefix: "/orders" });
      await api.register(invoicesRoutes, { prefix: "/invoices" });
      await api.register(productQuoteRoutes, { prefix: "/product" });
      await api.register(cartQuoteRoutes, { prefix: "/cart" });
      await api.register(backofficeRoutes, { prefix: "/beheer" });
      api.all("/*", { schema: { hide: true } }, () => {
        throw new ClientError(404, { path: NOT_FOUND_MESSAGE });
      });
    },
    { prefix: "/api" },
  );
  await app.register(paymentReturnRoutes);
  await app.register(mediaRoutes);
  await app.register(photosRoutes);
  await app.register(seoRoutes);
  // The development mailbox shows every mail (restore links too): only when asked for with DEV_MAILBOX=true,
  // never by default; otherwise /dev/mailbox is the pages' 404.
  if (config.DEV_MAILBOX) await app.register(devMailboxRoutes);
  // The sandbox provider's hosted payment page (/betaalomgeving/…) exists whenever the sandbox is the payment
  // provider, in production too; with Adyen configured there is no such page.
  if (services.payments instanceof SandboxPaymentProvider) {
    await app.register(sandboxRoutes, { provider: services.payments });
  }

  // The built pages, with their HTTP caching and the page cache around them (not under Vite in development).
  const serverBuild = production ? await loadServerBuild() : undefined;
  const siteBases = { NL: new URL(config.SITE_URL).origin, BE: new URL(config.SITE_URL_BE).origin };
  await app.register(reactRouterFastify, {
    mode: production ? "production" : "development",
    ...(serverBuild && {
      productionServerBuild: serverBuild,
      childServerOptions: pageCacheHooks({
        maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
        buildVersion: serverBuild.assets.version,
        catalogVersion: () => services.catalog.live.version,
        log: app.log,
        isProductPath: (path) => services.catalog.snapshot.productByPath.has(path.slice(1)),
        isPrivate: () => previewSnapshot() !== undefined,
      }),
    }),
    getLoadContext: (request) => {
      // The configured address of this store, not the Host header (visitor.ts, site.ts).
      const siteBase = request.siteBase;
      const siteConfig: SiteConfig = {
        siteBase,
        apiBase: `${siteBase}/api/`,
        apiBaseBe: `${config.SITE_URL_BE.replace(/\/$/, "")}/api/`,
        store: request.store.code,
      };
      return {
        services,
        store: request.store,
        sessionId: request.sessionId,
        ensureSession: () => request.ensureSession(),
        siteConfig,
        siteBases,
        // The pages handler types its requests more widely (HTTP/2 too); the shop serves HTTP/1.1 only.
        staffLoginAttempt: () => staffLoginAttempt(request as FastifyRequest),
      };
    },
  });
  return app;
}
