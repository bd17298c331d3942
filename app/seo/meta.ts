// The meta tags a route module's `meta` returns: title, description, and the Open Graph and Twitter tags that
// repeat them with a raster preview image (social sites take no SVG). The address and store tags are the
// layout's (HeadLinks.tsx).
import type { MetaDescriptor } from "react-router";
import type { RootData } from "../root-data";

/** The preview images' size: what Facebook, LinkedIn and X show large (1.91:1). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** The shop's own preview (the logo mark on a drawn window), for pages without a picture of their own. */
export const DEFAULT_SOCIAL_IMAGE = "/media/social/raamwerk.png";

export interface PageMeta {
  title: string;
  description: string;
  /** A path under /media/social/ (a PNG 1200 x 630); the shop's own preview when left out. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "product";
  /** JSON-LD objects, each its own script. */
  structuredData?: object[];
}

/** The root route's data in a route's `meta` arguments. */
export function rootDataOf(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.data as RootData | undefined;
}

export function pageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  page: PageMeta,
): MetaDescriptor[] {
  const base = rootDataOf(matches)?.siteConfig.siteBase ?? "";
  const image = `${base}${page.image ?? DEFAULT_SOCIAL_IMAGE}`;
  const imageAlt = page.imageAlt ?? page.title;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(page.structuredData ?? []).map((jsonLd) => ({ "script:ld+json": jsonLd })),
  ];
}
