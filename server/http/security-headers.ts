// Security headers on every response: helmet's, worked out once at start-up. Helmet's middleware sets the same
// headers on every response (no directive depends on the request), so it runs once against a response that only
// records them, and each request gets the recorded list: the same headers and values in the same order, without
// helmet's twelve middleware calls per request, which showed in the profile of the JSON routes.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

type Middleware = ReturnType<typeof helmet>;

/**
 * The shop's helmet: a CSP of 'self' in production (see docs/http.md), no cross-origin embedder policy, the referrer
 * to this shop only.
 */
export function shopHelmet(production: boolean): Middleware {
  return helmet({
    contentSecurityPolicy: production
      ? {
          directives: {
            defaultSrc: ["'self'"],
            // React Router hydrates from inline scripts it writes itself.
            scriptSrc: ["'self'", "'unsafe-inline'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            connectSrc: ["'self'"],
            // The 3D preview runs in a module worker from our own assets.
            workerSrc: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Helmet's no-referrer makes a browser post a form with `Origin: null`, and React Router refuses an action
    // from an origin not its own: every page's form would fail without JavaScript. same-origin sends the
    // referrer to this shop only and nothing to any other site.
    referrerPolicy: { policy: "same-origin" },
  });
}

export interface RecordedHeaders {
  /** Set on every response, in helmet's order, names as helmet writes them. */
  set: [name: string, value: OutgoingHttpHeader][];
  /** Removed from every response (X-Powered-By). */
  removed: string[];
}

/** What the middleware does to a response, recorded from one run against a response that only takes notes. */
export function recordHeaders(middleware: Middleware): RecordedHeaders {
  const recorded: RecordedHeaders = { set: [], removed: [] };
  const response = {
    setHeader(name: string, value: OutgoingHttpHeader) {
      recorded.set.push([name, value]);
      return response;
    },
    removeHeader(name: string) {
      recorded.removed.push(name);
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Every middleware of helmet is synchronous: a run that did not finish would be one this copy cannot repeat.
  if (!finished) throw new Error("helmet did not finish synchronously: its headers cannot be recorded");
  return recorded;
}

export const securityHeaders = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    const { set, removed } = recordHeaders(shopHelmet(opts.production));
    // As the reply's headers, which Fastify writes in one go with its own (in lower case, as it writes those):
    // setting them on the raw response made Node validate and store each one twice. They come first, and a
    // route's own header (reply.header, e.g. a preview's CSP) replaces one, as before.
    const headers = Object.fromEntries(set.map(([name, value]) => [name.toLowerCase(), value]));
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      for (const name of removed) reply.raw.removeHeader(name);
      done();
    });
  },
  { name: "security-headers" },
);
