// Which store a request's Host names and the absolute address its pages link to: the configured site addresses,
// never the Host header itself, so a forged host cannot put its name into the pages' API base or structured data.
import { resolveStore, type StoreCode } from "../../domain/store.ts";

export interface Site {
  store: StoreCode;
  /** Scheme, host and port the pages use for absolute links and the browser's API base (no trailing slash). */
  base: string;
}

/** Local development and test hosts: they name this machine, so answering with them points nowhere else. */
const LOOPBACK = /^(localhost|be\.localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

function origin(url: string): { host: string; base: string } {
  const parsed = new URL(url);
  return { host: parsed.host.toLowerCase(), base: parsed.origin };
}

/**
 * A resolver for the configured addresses. The configured hosts and loopback hosts answer with themselves;
 * any other host keeps its store by name (`*.be` is Belgian) and gets that store's configured address.
 */
export function siteResolver(
  siteUrl: string,
  siteUrlBe: string,
): (host: string | undefined, protocol: string) => Site {
  const nl = origin(siteUrl);
  const be = origin(siteUrlBe);
  const resolve = (rawHost: string | undefined, protocol: string): Site => {
    const host = (rawHost ?? "").toLowerCase().replace(/\.(?=:|$)/, "");
    if (host === nl.host) return { store: "NL", base: nl.base };
    if (host === be.host) return { store: "BE", base: be.base };
    const store = resolveStore(host).code;
    if (LOOPBACK.test(host)) return { store, base: `${protocol === "https" ? "https" : "http"}://${host}` };
    return { store, base: store === "BE" ? be.base : nl.base };
  };
  // Every request asks, nearly always with one of a few hosts: their answers are kept (frozen, as they are
  // shared). The Host header is the client's to choose, so only a bounded number of them.
  const known = new Map<string, Readonly<Site>>();
  return (rawHost, protocol) => {
    const key = `${protocol} ${rawHost ?? ""}`;
    let site = known.get(key);
    if (site === undefined) {
      site = Object.freeze(resolve(rawHost, protocol));
      if (known.size < KNOWN_HOSTS) known.set(key, site);
    }
    return site;
  };
}

/** How many host and protocol pairs a site resolver keeps the answer of. */
const KNOWN_HOSTS = 64;

/** Whether a request is for the back office: its pages (/beheer) or its API (/api/beheer). */
export function isBackofficeUrl(url: string): boolean {
  return /^\/(api\/)?beheer(\/|\?|$)/.test(url);
}
