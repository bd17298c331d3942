// Who may do what in the back office: the staff session cookie, the check on every /api/beheer call (401 without
// a session, 403 for a medewerker where only the owner may go, 403 for a write without the session's CSRF token),
// and the same check for the /beheer pages' loaders.
import { timingSafeEqual } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FITTER_ONLY_MESSAGE, mayUse, type StaffArea, type StaffRole } from "../../../domain/staff.ts";
import { ClientError } from "../../http/errors.ts";
import type { StaffService, StaffSession } from "./staff.service.ts";

/** The staff cookie: set for the pages (/beheer) and for the API (/api/beheer), nowhere else. */
export const STAFF_COOKIE = "rw_beheer";
export const STAFF_COOKIE_PATHS = ["/beheer", "/api/beheer"] as const;
export const STAFF_CSRF_HEADER = "x-csrf-token";

export const NOT_LOGGED_IN_MESSAGE = "Log in om de beheeromgeving te gebruiken.";
export const OWNER_ONLY_MESSAGE = "Alleen de eigenaar van de winkel mag dit.";
/** Why `role` may not go where it asked: a fitter sees only the fitting, a medewerker not the owner's areas. */
export function refusalFor(role: StaffRole): string {
  return role === "monteur" ? FITTER_ONLY_MESSAGE : OWNER_ONLY_MESSAGE;
}
export const CSRF_MESSAGE = "Deze pagina is verouderd. Laad de pagina opnieuw en probeer het nog eens.";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A back-office call: "public" needs no session (login, setting a password); otherwise the area it belongs
     * to decides who may use it (domain/staff.ts).
     */
    staffArea?: StaffArea | "public" | "any";
  }
  interface FastifyRequest {
    /** The logged-in member of staff on a back-office call; null elsewhere. */
    staffSession: StaffSession | null;
  }
}

/**
 * The cookie's attributes, the one place they are written: the API's answers (setStaffCookie) and the login
 * pages' redirects (staffCookieHeaders) set the same cookie. A session cookie (no Max-Age): the server ends the
 * session after its idle time.
 */
function staffCookieOptions(path: string, secure: boolean) {
  return { path, httpOnly: true, sameSite: "strict", secure } as const;
}

/** Secure whenever a shop address is https, or the request came over https. */
export function staffCookieSecure(
  config: { SITE_URL: string; SITE_URL_BE: string },
  requestOverHttps: boolean,
): boolean {
  return config.SITE_URL.startsWith("https:") || config.SITE_URL_BE.startsWith("https:") || requestOverHttps;
}

export function setStaffCookie(reply: FastifyReply, token: string, secure: boolean): void {
  for (const path of STAFF_COOKIE_PATHS)
    reply.setCookie(STAFF_COOKIE, token, staffCookieOptions(path, secure));
}

/** The same cookie as Set-Cookie header values, for a page's action (a Response, not a Fastify reply). */
export function staffCookieHeaders(token: string, secure: boolean): string[] {
  return STAFF_COOKIE_PATHS.map((path) =>
    fastifyCookie.serialize(STAFF_COOKIE, token, staffCookieOptions(path, secure)),
  );
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  for (const path of STAFF_COOKIE_PATHS) reply.clearCookie(STAFF_COOKIE, staffCookieOptions(path, secure));
}

function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== "string") return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Registers the check for every route of the /api/beheer scope. Each route says its area in its config
 * (`staffArea`); a route that forgot to is treated as the owner's, so a missing line never opens a door.
 */
export function registerStaffAccess(app: FastifyInstance, staff: StaffService): void {
  app.decorateRequest("staffSession", null);
  app.addHook("onRequest", async (request: FastifyRequest) => {
    const area = request.routeOptions.config?.staffArea;
    if (area === "public") return;
    const session = await staff.session(request.cookies[STAFF_COOKIE]);
    if (!session) throw new ClientError(401, { session: NOT_LOGGED_IN_MESSAGE });
    if (area !== "any" && !mayUse(session.staff.role, area ?? "staff"))
      throw new ClientError(403, { role: refusalFor(session.staff.role) });
    if (request.method !== "GET" && request.method !== "HEAD") {
      if (!sameToken(request.headers[STAFF_CSRF_HEADER], session.csrfToken))
        throw new ClientError(403, { csrf: CSRF_MESSAGE });
    }
    request.staffSession = session;
  });
}

/** The staff session of a back-office call that passed the check (routes other than "public" only). */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new ClientError(401, { session: NOT_LOGGED_IN_MESSAGE });
  return request.staffSession;
}

/** Reads the staff cookie from a Cookie header (the pages' loaders get the raw request). */
export function staffTokenFromCookieHeader(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === STAFF_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}
