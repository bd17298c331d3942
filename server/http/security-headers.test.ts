// The recorded security headers are helmet's: the same headers, values and order as its middleware sets per
// request, in production (with the CSP) and outside it, on answers that set headers of their own too.
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { recordHeaders, securityHeaders, shopHelmet } from "./security-headers.ts";

/** A tiny app with a JSON route and a route that sets its own CSP, its security headers added by `register`. */
async function appWith(register: (app: FastifyInstance) => PromiseLike<unknown>) {
  const app = Fastify();
  await register(app);
  app.get("/json", () => ({ ok: true }));
  app.get("/own", (_request, reply) =>
    reply.header("content-security-policy", "default-src 'none'").send("x"),
  );
  await app.ready();
  return app;
}

async function answers(app: FastifyInstance) {
  return Promise.all(
    ["/json", "/own", "/missing"].map(async (url) => {
      const res = await app.inject({ url });
      // The order on the wire; names in any case (helmet writes "X-Frame-Options", Fastify "content-type").
      const names = (res.raw.res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
      return { headers: res.headers, names: names.map((name) => name.toLowerCase()) };
    }),
  );
}

describe("security headers", () => {
  it.each([true, false])("are helmet's own, production %s", async (production) => {
    const perRequest = await appWith(async (app) => {
      const middleware = shopHelmet(production);
      app.addHook("onRequest", (request, reply, done) =>
        middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
      );
    });
    const recorded = await appWith((app) => app.register(securityHeaders, { production }));
    const expected = await answers(perRequest);
    const actual = await answers(recorded);
    for (const answer of actual) delete answer.headers.date;
    for (const answer of expected) delete answer.headers.date;
    expect(actual).toEqual(expected);
    expect(Boolean(actual[0]?.headers["content-security-policy"])).toBe(production);
    expect(actual[0]?.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // With no-referrer a browser posts a form with Origin: null, which React Router's actions refuse.
    expect(actual[0]?.headers["referrer-policy"]).toBe("same-origin");
    expect(actual[0]?.names[0]).toBe(production ? "content-security-policy" : "cross-origin-opener-policy");
    expect(actual[1]?.headers["content-security-policy"]).toBe("default-src 'none'");
  });

  it("record the production CSP exactly", () => {
    const { set, removed } = recordHeaders(shopHelmet(true));
    expect(Object.fromEntries(set)["Content-Security-Policy"]).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self' 'unsafe-inline';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self'",
    );
    expect(removed).toEqual(["X-Powered-By"]);
  });
});
