// Every page and API request knows its store (by host) and its anonymous visitor (by a signed session cookie).
// A session starts on the visitor's first write (the routes that keep state call ensureSession), never on a page:
// public pages set no cookie, so their HTML is the same for everybody and can be cached.
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { resolveStore, type Store, stores } from "../../domain/store.ts";
import { isBackofficeUrl, siteResolver } from "./site.ts";

declare module "fastify" {
  interface FastifyRequest {
    store: Store;
    /** The configured address of this request's site (see site.ts), for absolute links; never the raw Host. */
    siteBase: string;
    /** The visitor's session id from the signed cookie; "" when the request came without one. */
    sessionId: string;
    /** The session id, starting a session (and setting its cookie) when the request has none. */
    ensureSession(): string;
    /** The visitor plugin's own: the reply ensureSession sets the cookie on (null for file requests). */
    visitorReply: FastifyReply | null;
  }
  interface FastifyReply {
    /** Sets a visitor cookie with the shop's attributes (site-wide, a year, SameSite=Lax, Secure on https). */
    setVisitorCookie(name: string, value: string, options?: { httpOnly?: boolean; signed?: boolean }): void;
  }
}

export const SESSION_COOKIE = "rw_sid";
const STORE_COOKIE = "rw_store";
const ONE_YEAR_S = 365 * 24 * 3600;
/** What a session id looks like (ensureSession makes 24 base64url characters). */
const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * Requests for files never get a session: a Set-Cookie would spoil their caching. Nor does the back office,
 * which has a staff session of its own.
 */
function isFileRequest(url: string): boolean {
  return (
    isBackofficeUrl(url) ||
    url.startsWith("/assets/") ||
    url.startsWith("/media/") ||
    url.startsWith("/conf_images/") ||
    url === "/favicon.ico"
  );
}

export const visitorPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      production: boolean;
      /** The configured site addresses: the store by host, and https there makes the cookie Secure. */
      siteUrl: string;
      siteUrlBe: string;
    },
  ) => {
    const site = siteResolver(opts.siteUrl, opts.siteUrlBe);
    // Behind a proxy that ends TLS the request arrives over http: the configured https address decides.
    const secureSite = opts.siteUrl.startsWith("https:") || opts.siteUrlBe.startsWith("https:");
    app.decorateRequest("store", undefined as unknown as Store);
    app.decorateRequest("siteBase", "");
    app.decorateRequest("sessionId", "");
    // The reply a session started by ensureSession sets its cookie on: a field of the request rather than a
    // WeakMap entry per request, which the garbage collector pays for.
    app.decorateRequest("visitorReply", null);
    app.decorateRequest("ensureSession", function (this: FastifyRequest) {
      if (this.sessionId) return this.sessionId;
      this.sessionId = randomBytes(18).toString("base64url");
      this.visitorReply?.setVisitorCookie(SESSION_COOKIE, this.sessionId, { httpOnly: true, signed: true });
      return this.sessionId;
    });
    app.decorateReply(
      "setVisitorCookie",
      function (this: FastifyReply, name: string, value: string, options = {}) {
        this.setCookie(name, value, {
          path: "/",
          httpOnly: options.httpOnly ?? false,
          sameSite: "lax",
          secure: secureSite || this.request.protocol === "https",
          signed: options.signed ?? false,
          maxAge: ONE_YEAR_S,
        });
      },
    );

    /** The store, the site address and the session of a request (no I/O: a callback hook, no promise). */
    function knowVisitor(request: FastifyRequest, reply: FastifyReply): void {
      const resolved = site(request.host, request.protocol);
      request.siteBase = resolved.base;
      const override = opts.production ? undefined : storeOverride(request, reply);
      request.store = override ? resolveStore(undefined, override) : stores[resolved.store];
      if (isFileRequest(request.url)) return;
      const signed = request.cookies[SESSION_COOKIE];
      const unsigned = signed ? request.unsignCookie(signed) : undefined;
      if (unsigned?.valid && unsigned.value && SESSION_ID.test(unsigned.value)) {
        request.sessionId = unsigned.value;
        return;
      }
      // No session yet: the routes (and private pages) that keep state start one themselves.
      request.visitorReply = reply;
    }
    app.addHook("onRequest", (request, reply, done) => {
      knowVisitor(request, reply);
      done();
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
