// Builds the whole shop as one Fastify app: outside integrations, then the API areas, then the pages.
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { adviceRoutes } from "./advice/advice.routes.ts";
import { cartRoutes, headerRoutes } from "./cart/cart.routes.ts";
import { catalogRoutes } from "./catalog/catalog.routes.ts";
import { checkoutRoutes, paymentReturnRoutes, paymentRoutes } from "./checkout/checkout.routes.ts";
import { configuratorRoutes } from "./configurator/configurator.routes.ts";
import { closingAnswer } from "./http/closing.ts";
import { errorBody, NOT_FOUND_MESSAGE, registerErrorHandling } from "./http/errors.ts";
import type { SiteConfig } from "./http/load-context.ts";
import { rateLimitRedis } from "./http/redis.ts";
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

export interface AppOptions {
  services: Services;
  sessionSecret: string;
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp({
  services,
  sessionSecret,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const production = config.NODE_ENV !== "development";
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Our own Dutch 503 while shutting down (closingAnswer).
    return503OnClosing: false,
  });
  app.decorate("services", services);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(securityHeaders, { production });
  await app.register(closingAnswer);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie, { secret: sessionSecret });
  await app.register(visitorPlugin, { production: config.NODE_ENV === "production" });
  const redis = config.REDIS_URL ? rateLimitRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook("onClose", async () => redis.disconnect());
  await app.register(fastifyRateLimit, {
    max: config.RATE_LIMIT_WRITES,
    timeWindow: "1 minute",
    // Reads are served from memory; only writes to the API are counted.
    allowList: (request) =>
      request.method === "GET" || request.method === "HEAD" || !request.url.startsWith("/api/"),
    keyGenerator: (request) => request.ip,
    ...(redis ? { redis, skipOnError: true } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Webwinkel API",
        description: "JSON API van de webwinkel (spec sectie 7).",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.get(
        "/healthz",
        { schema: { tags: ["systeem"], summary: "Bereikbaarheid van de database" } },
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
  // The development mailbox exists outside production only; there /dev/mailbox is the pages' 404.
  if (config.NODE_ENV !== "production") await app.register(devMailboxRoutes);
  // The sandbox provider's hosted payment page (/betaalomgeving/…) exists whenever the sandbox is the payment
  // provider, in production too; with Adyen configured there is no such page.
  if (services.payments instanceof SandboxPaymentProvider) {
    await app.register(sandboxRoutes, { provider: services.payments });
  }

  await app.register(reactRouterFastify, {
    mode: production ? "production" : "development",
    getLoadContext: (request) => {
      const siteBase = `${request.protocol}://${request.host}`;
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
