// Keeps the header-counts cookie (domain/cart/header-counts.ts) true: every answer of the cart, basket and
// header calls that knows a count writes the cookie when it changed, so the next page (whose HTML is the same
// for everybody) shows the visitor's counts right after hydration. Those answers are the visitor's own: they
// say `private, no-store`, so no cache or proxy keeps them.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  formatHeaderCounts,
  HEADER_COUNTS_COOKIE,
  type HeaderCounts,
  parseHeaderCounts,
} from "../../domain/cart/header-counts.ts";

/** Which counts an answer of this scope tells (only successful answers are asked), or null for none. */
export type CountsInAnswer = (payload: unknown, request: FastifyRequest) => Partial<HeaderCounts> | null;

/**
 * Adds the hooks to a scope (an area's routes plugin): its answers are private, and `pick` says which count
 * an answer carries; the other one comes from the visitor's cookie, or from the database when it has none.
 */
export function keepHeaderCounts(app: FastifyInstance, pick: CountsInAnswer): void {
  const { cart, swatches } = app.services;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  app.addHook("preSerialization", async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const known = pick(payload, request);
    if (!known) return payload;
    const sent = parseHeaderCounts(request.cookies[HEADER_COUNTS_COOKIE]);
    // A visitor who never stored anything gets no cookie from reading an empty cart.
    if (!request.sessionId && !sent) return payload;
    const counts: HeaderCounts = {
      cart: known.cart ?? sent?.cart ?? (await cart.get(request.sessionId, request.store)).count,
      swatches: known.swatches ?? sent?.swatches ?? (await swatches.basket(request.sessionId)).total,
    };
    const value = formatHeaderCounts(counts);
    if (value !== request.cookies[HEADER_COUNTS_COOKIE]) reply.setVisitorCookie(HEADER_COUNTS_COOKIE, value);
    return payload;
  });
}

/** The cart count of an answer that carries the cart (`{ cart }`). */
export const cartCountOf: CountsInAnswer = (payload) => {
  const answer = payload as { cart?: { count?: unknown } } | null;
  return typeof answer?.cart?.count === "number" ? { cart: answer.cart.count } : null;
};
