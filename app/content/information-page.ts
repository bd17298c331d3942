// One shell for the head of the shop's information pages (domain/content-pages.ts): public and cacheable, the
// page's stylesheet, title and description with the sharing tags (seo/meta.ts), and a BreadcrumbList (home ›
// page) with absolute addresses on the store's own site. A route module states only its title and description;
// its address is written once, in that list, and found there by the address the page answers on.
import type { MetaDescriptor } from "react-router";
import { contentPages } from "../../domain/content-pages";
import { publicPage } from "../cache-headers";
import { canonicalPath } from "../seo/canonical";
import { pageMeta, rootDataOf } from "../seo/meta";
import { breadcrumbJsonLd } from "../seo/structured-data";
import contentStylesheet from "./content.css?url";

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

export interface InformationPageHead {
  /** The page's heading, and its title before " | Raamwerk". */
  title: string;
  description: string;
  /** The page's stylesheet: the content layout's (content.css) unless named; null for none. */
  stylesheet?: string | null;
  /** A BreadcrumbList (home › page) in the head: yes unless false. */
  breadcrumbs?: boolean;
}

/**
 * The address of the information page `pathname` asks for, as domain/content-pages.ts lists it (React Router
 * also matches another case and a trailing slash). Contract: every information page is in that list.
 */
export function listedPath(pathname: string): string {
  const asked = canonicalPath(pathname).toLowerCase();
  const page = contentPages.find((p) => p.path === asked);
  if (!page) throw new Error(`${asked} is not in domain/content-pages.ts, the list of information pages`);
  return page.path;
}

/** The store's site address from the root loader's data, "" when the root has none (its error page). */
function siteBaseOf(args: MetaArgsLike): string {
  return rootDataOf(args.matches)?.siteConfig.siteBase?.replace(/\/$/, "") ?? "";
}

/** A route module's `headers`, `links` and `meta` (which takes more structured data after its arguments). */
export function informationPage({
  title,
  description,
  stylesheet = contentStylesheet,
  breadcrumbs = true,
}: InformationPageHead) {
  // React writes a stylesheet with a precedence at the top of the head, before the module preloads.
  const links = stylesheet ? [{ rel: "stylesheet", href: stylesheet, precedence: "default" }] : [];
  return {
    title,
    headers: publicPage(),
    links: () => links,
    meta: (args: MetaArgsLike, ...structuredData: object[]): MetaDescriptor[] => {
      const crumbs = [
        { name: "Home", path: "/" },
        { name: title, path: listedPath(args.location.pathname) },
      ];
      return pageMeta(args.matches, {
        title: `${title} | Raamwerk`,
        description,
        structuredData: breadcrumbs
          ? [breadcrumbJsonLd(crumbs, siteBaseOf(args)), ...structuredData]
          : structuredData,
      });
    },
  };
}
