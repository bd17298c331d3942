// The head links every page shares: the canonical address, the hreflang alternates between the NL and BE stores,
// and the Open Graph and Twitter tags that follow from the address and the store. The title, description and
// preview image come from each route's `meta` (seo/meta.ts).
import { useLocation, useRouteError } from "react-router";
import { useOptionalRootData } from "../root-data";
import { canonicalPath, hasAlternates } from "./canonical";

const OG_LOCALE = { NL: "nl_NL", BE: "nl_BE" } as const;

export function HeadLinks() {
  const data = useOptionalRootData();
  const { pathname } = useLocation();
  const error = useRouteError();
  // An error page (a 404) has no address of its own to name.
  if (!data || error) return null;
  const path = canonicalPath(pathname);
  const canonical = `${data.siteConfig.siteBase}${path}`;
  const store = data.store.code;
  // The visitor's own store keeps the address it was asked on (as the canonical), the other its configured one.
  const bases = { ...data.seo.bases, [store]: data.siteConfig.siteBase };
  const other = store === "NL" ? "BE" : "NL";
  return (
    <>
      <link rel="canonical" href={canonical} />
      {hasAlternates(path) && (
        <>
          <link rel="alternate" hrefLang="nl-NL" href={`${bases.NL}${path}`} />
          <link rel="alternate" hrefLang="nl-BE" href={`${bases.BE}${path}`} />
          <link rel="alternate" hrefLang="x-default" href={`${bases.NL}${path}`} />
        </>
      )}
      {!path.startsWith("/beheer") && (
        <>
          <meta property="og:url" content={canonical} />
          <meta property="og:site_name" content={data.seo.company.name} />
          <meta property="og:locale" content={OG_LOCALE[store]} />
          <meta property="og:locale:alternate" content={OG_LOCALE[other]} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
    </>
  );
}
