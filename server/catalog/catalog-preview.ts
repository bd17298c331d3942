// 'Voorbeeld': staff see the storefront as the draft catalogue would make it, visitors never do. A signed cookie
// (an HMAC over the staff member and an expiry, with a server secret) marks a browser as previewing; for its
// requests the catalogue service answers the draft's snapshot (AsyncLocalStorage, set per request), the page
// cache is passed by, and nothing can be ordered (cart and checkout writes are refused with a Dutch reason).
import { AsyncLocalStorage } from "node:async_hooks";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ClientError } from "../http/errors.ts";
import type { CatalogSnapshot } from "./snapshot.ts";

export const PREVIEW_COOKIE = "rw_voorbeeld";
/** How long a preview lasts before staff open it again from the back office. */
export const PREVIEW_HOURS = 2;
export const PREVIEW_WRITE_REFUSED =
  "Je bekijkt een voorbeeld van de catalogus: bestellen kan daarin niet. Stop het voorbeeld om te bestellen.";

const scope = new AsyncLocalStorage<CatalogSnapshot>();

/** The draft's snapshot when this request is a staff preview; undefined otherwise. */
export function previewSnapshot(): CatalogSnapshot | undefined {
  return scope.getStore();
}

/** Runs `next` (a Fastify hook's `done`) with the preview snapshot as the catalogue of everything it calls. */
export function runInPreview(snapshot: CatalogSnapshot, next: () => void): void {
  scope.run(snapshot, next);
}

export class PreviewTokens {
  readonly #secret: string;
  constructor(secret: string) {
    this.#secret = secret;
  }

  #mac(payload: string): string {
    return createHmac("sha256", this.#secret).update(`catalogus-voorbeeld\n${payload}`).digest("base64url");
  }

  issue(staffId: number, now = Date.now()): string {
    const payload = `${staffId}.${now + PREVIEW_HOURS * 3_600_000}`;
    return `${payload}.${this.#mac(payload)}`;
  }

  /** The staff member of a valid, unexpired token; undefined for anything else. */
  verify(token: string | undefined, now = Date.now()): number | undefined {
    const parts = token?.split(".");
    if (parts?.length !== 3) return undefined;
    const [staffId, expires, mac] = parts as [string, string, string];
    const expected = Buffer.from(this.#mac(`${staffId}.${expires}`));
    const sent = Buffer.from(mac);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return undefined;
    if (!(Number(expires) > now)) return undefined;
    const id = Number(staffId);
    return Number.isInteger(id) ? id : undefined;
  }
}

/**
 * The storefront's side of a preview: a request with a valid preview cookie runs with the draft's snapshot; its
 * writes are refused (a draft product cannot be ordered), except the configurator's, which only compute.
 */
export function registerCatalogPreview(
  app: FastifyInstance,
  tokens: PreviewTokens,
  preview: () => Promise<CatalogSnapshot>,
): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const path = request.url;
    if (
      path.startsWith("/beheer") ||
      path.startsWith("/api/beheer") ||
      tokens.verify(request.cookies[PREVIEW_COOKIE]) === undefined
    ) {
      done();
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD" && !path.startsWith("/api/configurator/")) {
      done(new ClientError(403, { preview: PREVIEW_WRITE_REFUSED }));
      return;
    }
    preview().then(
      (snapshot) => runInPreview(snapshot, done),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
