// The four kinds of request as the back office's pages name them: the address under /beheer, the titles, and
// the API noun each page calls (domain/requests.ts).
import type { RequestKind } from "../../../domain/requests";

export interface RequestKindPage {
  kind: RequestKind;
  /** The page's address under /beheer. */
  path: string;
  title: string;
  /** One of them, as a heading starts: 'Offerte OF-2026-000012'. */
  one: string;
  /** What the list says when there is nothing to show. */
  none: string;
}

export const requestKindPages: Record<RequestKind, RequestKindPage> = {
  quotes: {
    kind: "quotes",
    path: "offertes",
    title: "Offertes",
    one: "Offerte",
    none: "Geen offertes gevonden.",
  },
  advice: {
    kind: "advice",
    path: "adviesafspraken",
    title: "Adviesafspraken",
    one: "Adviesafspraak",
    none: "Geen adviesafspraken gevonden.",
  },
  service: {
    kind: "service",
    path: "serviceaanvragen",
    title: "Serviceaanvragen",
    one: "Serviceaanvraag",
    none: "Geen serviceaanvragen gevonden.",
  },
  swatches: {
    kind: "swatches",
    path: "kleurstalen",
    title: "Kleurstalen",
    one: "Kleurstalenbestelling",
    none: "Geen kleurstalenbestellingen gevonden.",
  },
};

/**
 * The kind a /beheer/<path>[/<number>] address is about; null for any other address. A client-side navigation
 * asks the loader for `<path>.data`, which names the same page.
 */
export function kindOfPath(pathname: string): RequestKindPage | null {
  const segment = (pathname.split("/")[2] ?? "").replace(/\.data$/, "");
  return Object.values(requestKindPages).find((page) => page.path === segment) ?? null;
}
