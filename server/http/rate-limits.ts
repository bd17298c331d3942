// Per-route rate limits on top of the general limit for API writes (see app.ts): larger for calls that only
// compute, smaller for calls that send e-mail.
import type { FastifyInstance } from "fastify";

/**
 * Configurator calls follow every change a visitor makes, so they get the larger limit of routes that
 * only compute instead of the limit for writes.
 */
export function computeRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.services.config.RATE_LIMIT_COMPUTE, timeWindow: "1 minute" } };
}

/** Calls that send an e-mail to an address the visitor types get a small limit, so nobody can mail-bomb. */
export function mailRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.services.config.RATE_LIMIT_MAIL, timeWindow: "1 minute" } };
}
