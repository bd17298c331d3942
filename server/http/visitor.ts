// Every page and API request knows its store (by host) and its anonymous visitor (by a signed session cookie).
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { resolveStore, type Store } from "../../domain/store.ts";

declare module "fastify" {
  interface FastifyRequest {
    store: Store;
    /** The visitor's session id; the cookie carrying it is set on the first visit. */
    sessionId: string;
  }
}

export const SESSION_COOKIE = "rw_sid";
const STORE_COOKIE = "rw_store";
const ONE_YEAR_S = 365 * 24 * 3600;

/** Requests for files never get a session: a Set-Cookie would spoil their caching. */
function isFileRequest(url: string): boolean {
  return (
    url.startsWith("/assets/") ||
    url.startsWith("/media/") ||
    url.startsWith("/conf_images/") ||
    url === "/favicon.ico"
  );
}

export const visitorPlugin = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    app.decorateRequest("store", undefined as unknown as Store);
    app.decorateRequest("sessionId", "");

    app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      request.store = resolveStore(request.host, opts.production ? undefined : storeOverride(request, reply));
      if (isFileRequest(request.url)) return;
      const signed = request.cookies[SESSION_COOKIE];
      const unsigned = signed ? request.unsignCookie(signed) : undefined;
      if (unsigned?.valid && unsigned.value && /^[A-Za-z0-9_-]{22,64}$/.test(unsigned.value)) {
        request.sessionId = unsigned.value;
        return;
      }
      request.sessionId = randomBytes(18).toString("base64url");
      reply.setCookie(SESSION_COOKIE, request.sessionId, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        signed: true,
        maxAge: ONE_YEAR_S,
      });
    });
  },
  { name: "visitor", dependencies: ["@fastify/cookie"] },
);

/** Development only: `?store=be` picks the Belgian store and a cookie keeps it while browsing. */
function storeOverride(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.store === "string" ? query.store.toUpperCase() : undefined;
  if (asked === "NL" || asked === "BE") {
    reply.setCookie(STORE_COOKIE, asked, { path: "/", sameSite: "lax", httpOnly: true });
    return asked;
  }
  return request.cookies[STORE_COOKIE];
}
