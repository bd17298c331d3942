// A page's canonical address and whether both stores have it: the rules search engines are told.

/**
 * The path a page is known by: no query (colour variants `?kleur=`, category filters `?type=`/`?sort=`, tracking
 * parameters all name the same page) and no trailing slash.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Pages only one store has, or that no search engine should list: the back office, the checkout, a restored
 * cart's link and the home advice appointment (NL only).
 */
const SINGLE_STORE = /^\/(beheer|checkout|winkelwagen|advies-meet-afspraak-plannen)(\/|$)/;

/** Whether the page exists in both stores, so it names its NL and BE versions (hreflang). */
export function hasAlternates(path: string): boolean {
  return !SINGLE_STORE.test(path);
}
