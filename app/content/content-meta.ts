// The head of an information page: title, description, the sharing tags (seo/meta.ts) and a BreadcrumbList
// (home › page) as JSON-LD, with absolute addresses on the store's own site.
import type { MetaDescriptor } from "react-router";
import { pageMeta, rootDataOf } from "../seo/meta";
import { breadcrumbJsonLd } from "../seo/structured-data";

interface MetaArgsLike {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The store's site address from the root loader's data, "" when the root has none (its error page). */
export function siteBaseOf(args: MetaArgsLike): string {
  return rootDataOf(args.matches)?.siteConfig.siteBase?.replace(/\/$/, "") ?? "";
}

/** Title, description and breadcrumb JSON-LD for a content page; `extra` adds more structured data. */
export function contentMeta(
  args: MetaArgsLike,
  page: { title: string; description: string; path: string },
  ...extra: object[]
): MetaDescriptor[] {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: page.title, path: page.path },
  ];
  return pageMeta(args.matches, {
    title: `${page.title} | Raamwerk`,
    description: page.description,
    structuredData: [breadcrumbJsonLd(crumbs, siteBaseOf(args)), ...extra],
  });
}
