// Security headers on every response (helmet), with the middleware built once at start-up instead of per
// request: building it parses the CSP directives, which showed up in the profile of the JSON routes.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

export const securityHeaders = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    const middleware = helmet({
      contentSecurityPolicy: opts.production
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
    });
    app.addHook("onRequest", (request, reply, done) => {
      middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: "security-headers" },
);
