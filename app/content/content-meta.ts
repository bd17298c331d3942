// The head of an information page: title, description, and a BreadcrumbList (home › page) as JSON-LD, with
// absolute addresses on the store's own site.
import type { MetaDescriptor } from "react-router";
import type { RootData } from "../root-data";

interface MetaArgsLike {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The store's site address from the root loader's data, "" when the root has none (its error page). */
export function siteBaseOf(args: MetaArgsLike): string {
  const root = args.matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return root?.siteConfig.siteBase?.replace(/\/$/, "") ?? "";
}

export function breadcrumbJsonLd(siteBase: string, path: string, title: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteBase}/` },
      { "@type": "ListItem", position: 2, name: title, item: `${siteBase}${path}` },
    ],
  };
}

/** Title, description and breadcrumb JSON-LD for a content page; `extra` adds more structured data. */
export function contentMeta(
  args: MetaArgsLike,
  page: { title: string; description: string; path: string },
  ...extra: object[]
): MetaDescriptor[] {
  const siteBase = siteBaseOf(args);
  return [
    { title: `${page.title} | Raamwerk` },
    { name: "description", content: page.description },
    { "script:ld+json": breadcrumbJsonLd(siteBase, page.path, page.title) },
    ...extra.map((data) => ({ "script:ld+json": data })),
  ];
}
