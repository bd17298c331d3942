// /beheer/catalogus: the catalogue editor's home. The draft (what it changes, check, preview, publish, discard), the
// published versions with 'Terugzetten', and export and import. Every member of staff reads; the owner changes.
// ?voorbeeld=uit (the storefront's preview banner) clears the preview cookie and comes back here.

import { CatalogTabs } from "../backoffice/catalog/CatalogTabs";
import { CsvImportExport } from "../backoffice/catalog/CsvImportExport";
import { loadCatalogOverview } from "../backoffice/catalog/catalog-pages.server";
import { DraftPanel } from "../backoffice/catalog/DraftPanel";
import { ExportImport } from "../backoffice/catalog/ExportImport";
import { VersionsList } from "../backoffice/catalog/VersionsList";
import { noScriptAction } from "../no-script";
import catalogStylesheet from "../styles/catalogus.css?url";
import type { Route } from "./+types/beheer.catalogus";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStylesheet }];

export function meta() {
  return [{ title: "Catalogus | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalogOverview(request, context);
}

/** The import form needs JavaScript: a post without it gets the Dutch message (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Catalogus({ loaderData }: Route.ComponentProps) {
  const { mayEdit, versions, families } = loaderData;
  return (
    <>
      <h1>Catalogus</h1>
      <CatalogTabs />
      <p className="beheer-hint">
        Wijzigingen in de catalogus komen eerst in het concept. Bezoekers zien ze pas na 'Publiceren'.
      </p>
      <DraftPanel draft={loaderData} />
      <VersionsList versions={versions} mayEdit={mayEdit} />
      <ExportImport families={families} mayEdit={mayEdit} />
      <CsvImportExport canEdit={mayEdit} optionSets={loaderData.optionSets} initialKind="producten" />
    </>
  );
}
