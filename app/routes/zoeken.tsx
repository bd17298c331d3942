// `/zoeken?q=`: the products a search finds as cards, the categories and colours it matches, and when nothing is
// found, what to try instead. The same for everyone (public, cached per query) but kept out of search engines.
import { useEffect } from "react";
import { data, Form, Link } from "react-router";
import { checkQuery, MAX_QUERY_LENGTH } from "../../domain/search";
import { publicPage } from "../cache-headers";
import { ProductCard } from "../product/ProductCard";
import catalogStylesheet from "../styles/catalog.css?url";
import { itemFromCard } from "../tracking/dataLayer";
import type { Route } from "./+types/zoeken";

export const headers = publicPage();

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: catalogStylesheet, precedence: "default" },
];

export function meta({ data: page }: Route.MetaArgs) {
  return [
    { title: page?.query ? `Zoeken naar ‘${page.query}’ | Raamwerk` : "Zoeken | Raamwerk" },
    // Result pages are endless variations of the catalogue's own pages: followed, never indexed.
    { name: "robots", content: "noindex, follow" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { search } = context.services;
  const raw = new URL(request.url).searchParams.get("q");
  const popular = search.popularCategories();
  const checked = checkQuery(raw);
  if (!checked.ok) {
    const empty = !raw?.trim();
    // A field left empty is no error, only a page to search from; a query we cannot take answers 400.
    return data(
      {
        query: empty ? "" : (raw ?? "").slice(0, MAX_QUERY_LENGTH),
        error: empty ? null : checked.message,
        popular,
        found: null,
      },
      { status: empty ? 200 : 400 },
    );
  }
  const found = await search.results(context.store, checked.query);
  return { query: checked.query, error: null, popular, found };
}

/** 'Geen resultaten voor …' also when a corrected spelling found something: the query itself found nothing. */
function heading(query: string, found: { corrected: string | null } | null, nothing: boolean): string {
  if (!found) return "Zoeken";
  if (nothing || found.corrected) return `Geen resultaten voor ‘${query}’`;
  return `Zoekresultaten voor ‘${query}’`;
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { query, error, popular, found } = loaderData;
  const products = found?.products ?? [];

  useEffect(() => {
    if (!found) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ ecommerce: null });
    window.dataLayer.push({
      event: "view_search_results",
      search_term: query,
      ecommerce: {
        currency: "EUR",
        item_list_name: "Zoekresultaten",
        items: found.products.map((p, index) => ({ ...itemFromCard(p), index })),
      },
    });
  }, [found, query]);

  const nothing = found !== null && products.length === 0 && found.categories.length === 0;
  return (
    <div className="page search-page">
      <nav className="breadcrumbs" aria-label="Kruimelpad">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">Zoeken</li>
        </ol>
      </nav>
      <h1>{heading(query, found, nothing)}</h1>
      <Form
        method="get"
        action="/zoeken"
        role="search"
        aria-label="Opnieuw zoeken"
        className="search-page__form"
      >
        <label htmlFor="zoekpagina-veld" className="visually-hidden">
          Zoekterm
        </label>
        <input
          id="zoekpagina-veld"
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Zoek op product, categorie of kleur"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "zoekpagina-fout" : undefined}
        />
        <button type="submit" className="button button--primary">
          Zoeken
        </button>
      </Form>
      {error && (
        <p id="zoekpagina-fout" className="field-error" role="alert">
          {error}
        </p>
      )}
      {found?.corrected && !nothing && (
        <p className="search-page__note">
          Bedoelde je <Link to={`/zoeken?q=${encodeURIComponent(found.corrected)}`}>{found.corrected}</Link>?
          Hieronder de resultaten daarvoor.
        </p>
      )}
      {(found?.categories.length ?? 0) > 0 && (
        <nav className="chip-nav" aria-label="Gevonden categorieën">
          {found?.categories.map((c) => (
            <Link key={c.url} to={c.url} className="chip">
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      {(found?.colours.length ?? 0) > 0 && (
        <nav className="chip-nav" aria-label="Gevonden kleuren">
          {found?.colours.map((c) => (
            <Link key={c.url} to={c.url} className="chip">
              <span className="search-page__swatch" style={{ background: c.hex }} />
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      {found && !nothing && (
        <>
          <h2 className="section-title">
            {products.length} {products.length === 1 ? "product" : "producten"}
          </h2>
          <div className="card-grid">
            {products.map((card, index) => (
              <ProductCard key={card.entity_id} card={card} listName="Zoekresultaten" index={index} />
            ))}
          </div>
        </>
      )}
      {(nothing || !found) && (
        <section aria-labelledby="zoeken-tips">
          {nothing && (
            <p className="search-page__note">
              Controleer de spelling, of zoek met een ander of algemener woord, zoals ‘rolgordijn’, ‘plissé’
              of een kleur.
            </p>
          )}
          <h2 id="zoeken-tips" className="section-title">
            Populaire categorieën
          </h2>
          <nav className="chip-nav" aria-label="Populaire categorieën">
            {popular.map((c) => (
              <Link key={c.url} to={c.url} className="chip">
                {c.name}
              </Link>
            ))}
          </nav>
        </section>
      )}
    </div>
  );
}
