// Who may keep a page: the Cache-Control of each route module's `headers` export. Public pages (the catalogue,
// the content pages, the 404) are the same for every visitor of a store: a CDN or proxy may keep them for a
// while (s-maxage) and serve a stale copy while it asks again; browsers always ask (max-age=0, answered with
// a 304 when the ETag still matches). Pages with the visitor's cart, order or forms say private, no-store.
// The shop's own page cache (server/http/page-cache.ts) keeps exactly the public ones, at most s-maxage long.
import { data, type HeadersFunction, redirect } from "react-router";

/** Seconds a proxy may keep a catalogue page; a catalogue change is purged (see docs/caching.md). */
export const PUBLIC_PAGE_SECONDS = 300;
/** A 404 is kept only briefly: the slug may exist a moment later (a new product). */
export const NOT_FOUND_SECONDS = 10;

export const PRIVATE_PAGE = "private, no-store";

export function publicCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 12}`;
}

/** The `headers` export of a public page; `seconds` shorter for a page that reads more than the catalogue. */
export function publicPage(seconds = PUBLIC_PAGE_SECONDS): HeadersFunction {
  return () => ({ "Cache-Control": publicCacheControl(seconds) });
}

/** The `headers` export of a page with the visitor's own data. */
export const privatePage: HeadersFunction = () => ({ "Cache-Control": PRIVATE_PAGE });

/** Answers the root's 404 page for an unknown address, which a proxy (and the shop) may keep briefly. */
export function notFound(): never {
  throw data(null, {
    status: 404,
    headers: { "Cache-Control": `public, max-age=0, s-maxage=${NOT_FOUND_SECONDS}` },
  });
}

/**
 * A product or category address the owner changed (catalog_redirects) answers a permanent redirect to the new
 * one, with the rest of the path and the query; anything else the 404.
 */
export async function movedOrNotFound(
  catalog: { movedTo(slug: string): Promise<string | undefined> },
  slug: string,
  url: string,
): Promise<never> {
  const to = await catalog.movedTo(slug);
  if (!to) notFound();
  const { pathname, search } = new URL(url);
  throw redirect(`${pathname.replace(`/${slug}`, `/${to}`)}${search}`, {
    status: 301,
    headers: { "Cache-Control": publicCacheControl(3600) },
  });
}

/**
 * The root's `headers`: private unless a page says otherwise, and the brief public 404 when the root's error
 * page answers a notFound(). Any other error (a 500) stays private.
 */
export const rootHeaders: HeadersFunction = ({ errorHeaders }) => {
  const errorCacheControl = errorHeaders?.get("Cache-Control");
  return { "Cache-Control": errorCacheControl ?? PRIVATE_PAGE };
};
