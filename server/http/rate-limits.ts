// Per-route rate limits on top of the general limit for API writes (see app.ts): larger for calls that only
// compute, and one budget shared by every call that sends e-mail.
import type { FastifyInstance, onRequestHookHandler } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route sends an e-mail: it spends from the client's shared mail budget (mailBudget). */
    mailBudget?: boolean;
  }
}

/**
 * Configurator calls follow every change a visitor makes, so they get the larger limit of routes that
 * only compute instead of the limit for writes.
 */
export function computeRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.services.config.RATE_LIMIT_COMPUTE, timeWindow: "1 minute" } };
}

/**
 * Calls that send an e-mail to an address the visitor types spend from one small budget per client for all
 * of them together (mailBudget), so six routes do not add up to six limits. Each mail also counts against
 * its recipient's hourly limit (Mailer).
 */
export function mailRateLimit(_app: FastifyInstance) {
  return { mailBudget: true };
}

/**
 * One limiter, one counter store, for every mail route: a per-route limit would give each route its own
 * counters. Registered once on the root app, after @fastify/rate-limit and before the routes: each mail route
 * gets the budget as its first onRequest hook (before the general limit's, which @fastify/rate-limit adds per
 * route), and no other request pays for a check.
 */
export function mailBudget(app: FastifyInstance): void {
  const limiter = app.rateLimit({
    max: app.services.config.RATE_LIMIT_MAIL,
    timeWindow: "1 minute",
    keyGenerator: (request) => `mail|${request.ip}`,
  });
  const spend: onRequestHookHandler = async (request, reply) => {
    await limiter.call(app, request, reply);
  };
  app.addHook("onRoute", (route) => {
    if (!route.config?.mailBudget) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [spend, ...hooks];
  });
}
