// One per-address limit on trying passwords in the back office, shared by every way in: the JSON calls
// (POST /api/beheer/login and /password, which the pages use with JavaScript) and the login pages' own form
// posts (/beheer/inloggen, /beheer/wachtwoord/…, without JavaScript). A route's own `rateLimit` config would give
// each route its own counters, so one could be used to get round the other; this is one limiter, one store
// (Redis-backed when configured), one key per address: `beheer-login|<ip>`.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { ClientError } from "../../http/errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route tries a password: it counts against the address's staff login limit (staffLoginLimit). */
    staffLogin?: boolean;
  }
}

export const STAFF_LOGIN_WINDOW_MINUTES = 15;

/** The Dutch refusal once an address has used up its attempts; `seconds` until the window ends. */
export function tooManyLoginsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Te veel pogingen om in te loggen vanaf dit adres. Probeer het over ${minutes} ${
    minutes === 1 ? "minuut" : "minuten"
  } opnieuw.`;
}

/** One attempt counted: allowed, or refused with the seconds to wait. */
export type StaffLoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Registers the limit on the root app, before the routes (like mailBudget): every route with `staffLogin: true`
 * in its config counts an attempt as its first onRequest hook and answers 429 in the `{ errors }` shape when
 * the address is over its limit. Returns the same count for the pages' actions (through the load context).
 */
export function staffLoginLimit(
  app: FastifyInstance,
): (request: FastifyRequest) => Promise<StaffLoginAttempt> {
  const check = app.createRateLimit({
    max: app.services.config.RATE_LIMIT_STAFF_LOGIN,
    timeWindow: `${STAFF_LOGIN_WINDOW_MINUTES} minutes`,
    keyGenerator: (request) => `beheer-login|${request.ip}`,
    // The general limit lets page posts through (app.ts, rateBucket); this one counts every attempt.
    allowList: () => false,
  });
  const attempt = async (request: FastifyRequest): Promise<StaffLoginAttempt> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
  const hook: onRequestHookHandler = async (request, reply) => {
    const answer = await attempt(request);
    if (answer.allowed) return;
    reply.header("retry-after", String(answer.retryAfterSeconds));
    throw new ClientError(429, { request: tooManyLoginsMessage(answer.retryAfterSeconds) });
  };
  app.addHook("onRoute", (route) => {
    if (!route.config?.staffLogin) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [hook, ...hooks];
  });
  return attempt;
}
