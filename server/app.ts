// Builds the whole shop as one Fastify app: outside integrations, then the API areas, then the pages.
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { validatorCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import { z } from "zod";
import { adviceRoutes } from "./advice/advice.routes.ts";
import { cartRoutes, headerRoutes } from "./cart/cart.routes.ts";
import { catalogRoutes } from "./catalog/catalog.routes.ts";
import {
  CSRF_HEADER,
  checkoutRoutes,
  paymentReturnRoutes,
  paymentRoutes,
} from "./checkout/checkout.routes.ts";
import type { TrustProxy } from "./config.ts";
import { configuratorRoutes } from "./configurator/configurator.routes.ts";
import { edgeServerOptions, registerEdgeGuards } from "./http/edge.ts";
import { errorBody, NOT_FOUND_MESSAGE, registerErrorHandling } from "./http/errors.ts";
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
import { mailBudget } from "./http/rate-limits.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { visitorPlugin } from "./http/visitor.ts";
import { devMailboxRoutes } from "./mail/dev-mailbox.routes.ts";
import { mediaRoutes } from "./media/media.routes.ts";
import { sandboxRoutes } from "./payments/sandbox.routes.ts";
import { SandboxPaymentProvider } from "./payments/sandbox.ts";
import { postcodeRoutes } from "./postcode/postcode.routes.ts";
import { quoteRoutes } from "./quotes/quotes.routes.ts";
import { seoRoutes } from "./seo/seo.routes.ts";
import { serviceRoutes } from "./service/service.routes.ts";
import type { Services } from "./services.ts";
import { swatchesRoutes } from "./swatches/swatches.routes.ts";

z.config(z.locales.nl());

const healthSchema = z.object({
  status: z.enum(["ok", "fout"]),
  database: z.enum(["pglite", "postgres"]).describe("Het soort database"),
  reachable: z.boolean(),
});

export interface AppOptions {
  services: Services;
  sessionSecret: string;
  logger?: FastifyServerOptions["logger"];
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "the nearest n hops", as proxy-addr counts them. */
function trustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}

export async function buildApp({
  services,
  sessionSecret,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const production = config.NODE_ENV !== "development";
  const app = Fastify({
    logger: privateLogger(logger),
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    ...edgeServerOptions,
  });
  app.decorate("services", services);
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
  await app.register(fastifyRateLimit, {
    max: config.RATE_LIMIT_WRITES,
    timeWindow: "1 minute",
    // Reads are served from memory; only writes to the API are counted (OPTIONS is answered before this).
    allowList: (request) =>
      request.method === "GET" ||
      request.method === "HEAD" ||
      request.method === "OPTIONS" ||
      !request.url.startsWith("/api/"),
    keyGenerator: (request) => request.ip,
    ...(config.REDIS_URL
      ? { redis: new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) }
      : {}),
  });
  mailBudget(app);
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
      await api.register(configuratorRoutes, { prefix: "/configurator" });
      await api.register(swatchesRoutes, { prefix: "/swatches" });
      await api.register(cartRoutes, { prefix: "/cart" });
      await api.register(headerRoutes, { prefix: "/header" });
      await api.register(postcodeRoutes, { prefix: "/postcode" });
      await api.register(checkoutRoutes, { prefix: "/checkout", csrfSecret: sessionSecret });
      await api.register(paymentRoutes, { prefix: "/payments" });
      await api.register(adviceRoutes, { prefix: "/advice" });
      await api.register(serviceRoutes, { prefix: "/service" });
      await api.register(quoteRoutes);
      api.all("/*", { schema: { hide: true } }, (_request, reply) =>
        reply.code(404).send(errorBody("path", NOT_FOUND_MESSAGE)),
      );
    },
    { prefix: "/api" },
  );
  await app.register(paymentReturnRoutes);
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  // The development mailbox shows every mail (restore links too): only when asked for with DEV_MAILBOX=true,
  // never by default; otherwise /dev/mailbox is the pages' 404.
  if (config.DEV_MAILBOX) await app.register(devMailboxRoutes);
  // The sandbox provider's hosted payment page (/betaalomgeving/…) exists whenever the sandbox is the payment
  // provider, in production too; with Adyen configured there is no such page.
  if (services.payments instanceof SandboxPaymentProvider) {
    await app.register(sandboxRoutes, { provider: services.payments });
  }

  await app.register(reactRouterFastify, {
    mode: production ? "production" : "development",
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
        sessionIsNew: request.sessionIsNew,
        siteConfig,
      };
    },
  });
  return app;
}
