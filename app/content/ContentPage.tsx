// The one layout of the shop's information pages: breadcrumbs, heading and lead, an optional table of contents,
// the page's sections, and the other information pages to go on to.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { internationalPhone } from "../../domain/company";
import { contentPagesFor } from "../../domain/content-pages";
import { useRootData } from "../root-data";
import { useInternalLinkClicks } from "../ui/useInternalLinkClicks";
import { listedPath } from "./information-page";

export interface TocEntry {
  id: string;
  label: string;
}

interface ContentPageProps {
  title: string;
  lead: ReactNode;
  /** Anchors of the page's sections, shown as "Op deze pagina". */
  toc?: TocEntry[];
  /** A wider column for pages with drawings or tables. */
  wide?: boolean;
  children: ReactNode;
}

export function ContentPage({ title, lead, toc, wide, children }: ContentPageProps) {
  const { store } = useRootData();
  const followLink = useInternalLinkClicks();
  // This page is left out of the "Meer informatie" list.
  const path = listedPath(useLocation().pathname);
  const others = contentPagesFor(store).filter((p) => p.path !== path);
  return (
    <div className={`page content-page content-layout${wide ? " content-layout--wide" : ""}`}>
      <nav className="breadcrumbs" aria-label="Kruimelpad">
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="content-layout__main">
        <h1>{title}</h1>
        <div className="page__lead">{lead}</div>
        {toc && toc.length > 0 && (
          <nav className="content-toc" aria-labelledby="content-toc-title">
            <h2 id="content-toc-title" className="content-toc__title">
              Op deze pagina
            </h2>
            <ul>
              {toc.map((t) => (
                <li key={t.id}>
                  <a href={`#${t.id}`}>{t.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {children}
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: clicks come from the links inside, which Enter also clicks */}
      <aside className="content-layout__aside" aria-labelledby="content-more" onClick={followLink}>
        <h2 id="content-more">Meer informatie</h2>
        <ul>
          {others.map((p) => (
            <li key={p.path}>
              <a href={p.path} data-discover="true">
                {p.label}
              </a>
            </li>
          ))}
        </ul>
        <p>
          Liever even overleggen? Bel <a href={`tel:${internationalPhone(store.code)}`}>{store.phone}</a>.
        </p>
      </aside>
    </div>
  );
}

/** A section of a content page with its own anchor and heading. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="content-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
