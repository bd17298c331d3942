// /beheer/catalogus/kleuren: every collection with its colours as the draft has them, filtered by collection and
// availability; the owner adds colours and collections and loads them in bulk from a CSV file.
import { Link } from "react-router";
import { CatalogTabs } from "../backoffice/catalog/CatalogTabs";
import { ColourFilters, ColourList } from "../backoffice/catalog/ColourList";
import { CsvImportExport } from "../backoffice/catalog/CsvImportExport";
import { loadColoursPage } from "../backoffice/catalog/catalog-items.server";
import { noScriptAction } from "../no-script";
import catalogStylesheet from "../styles/catalogus.css?url";
import type { Route } from "./+types/beheer.catalogus.kleuren";

export function meta() {
  return [{ title: "Kleuren | Catalogus | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadColoursPage(request, context);
}

/** The CSV upload needs JavaScript: a post without it gets the Dutch message (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStylesheet }];

export default function Kleuren({ loaderData }: Route.ComponentProps) {
  const { canEdit, collections, colours, filter, optionSets, draftOpen } = loaderData;
  return (
    <>
      <div className="beheer-title">
        <h1>Kleuren</h1>
        {canEdit && (
          <div className="beheer-buttons">
            <Link
              to={`/beheer/catalogus/kleuren/nieuw${filter.collection ? `?collectie=${filter.collection}` : ""}`}
              className="beheer-button"
            >
              Nieuwe kleur
            </Link>
            <Link to="/beheer/catalogus/collecties/nieuw" className="beheer-button beheer-button--quiet">
              Nieuwe collectie
            </Link>
          </div>
        )}
      </div>
      <CatalogTabs />
      <p className="beheer-hint">
        {draftOpen
          ? "Je ziet het concept: wijzigingen staan pas in de winkel na 'Publiceren'."
          : "Je ziet de gepubliceerde catalogus. Een wijziging komt eerst in een concept."}
      </p>
      <ColourFilters collections={collections} filter={filter} />
      <CsvImportExport canEdit={canEdit} optionSets={optionSets} />
      <ColourList collections={collections} colours={colours} canEdit={canEdit} />
    </>
  );
}
