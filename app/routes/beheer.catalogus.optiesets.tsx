// /beheer/catalogus/optiesets: the draft's option sets (configurations), with the products that use each; the
// owner opens one to edit it or starts a new one as a copy.
import { Link } from "react-router";
import { CatalogTabs } from "../backoffice/catalog/CatalogTabs";
import { NewOptionSetForm } from "../backoffice/catalog/option-sets/NewOptionSetForm";
import { loadOptionSetsPage } from "../backoffice/catalog/option-sets/option-sets-pages.server";
import { TableWrap } from "../backoffice/TableWrap";
import { noScriptAction } from "../no-script";
import catalogStylesheet from "../styles/catalogus.css?url";
import optionSetsStylesheet from "../styles/option-sets.css?url";
import type { Route } from "./+types/beheer.catalogus.optiesets";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: catalogStylesheet },
  { rel: "stylesheet", href: optionSetsStylesheet },
];

export function meta() {
  return [{ title: "Optiesets | Catalogus | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOptionSetsPage(request, context);
}

/** Its form needs JavaScript: a post without it is answered with the Dutch message (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function OptionSets({ loaderData }: Route.ComponentProps) {
  const { sets, canEdit } = loaderData;
  return (
    <>
      <h1>Optiesets</h1>
      <CatalogTabs />
      <p className="beheer-hint">
        Een optieset bevat de stappen, opties, waarden en regels van de configurator. Meerdere producten
        kunnen één optieset delen: een wijziging geldt dan voor allemaal.
      </p>
      <TableWrap label="Optiesets">
        <table className="beheer-table beheer-table--stack">
          <caption className="visually-hidden">Optiesets</caption>
          <thead>
            <tr>
              <th scope="col">Naam</th>
              <th scope="col">Nummer</th>
              <th scope="col">Gebruikt door</th>
              <th scope="col">Opties</th>
            </tr>
          </thead>
          <tbody>
            {sets.map((s) => (
              <tr key={s.id}>
                <td data-label="Naam">
                  <Link to={`/beheer/catalogus/optiesets/${s.id}`}>{s.name}</Link>
                </td>
                <td data-label="Nummer">{s.id}</td>
                <td data-label="Gebruikt door">
                  {s.products.length > 0 ? s.products.join(", ") : "Geen product"}
                </td>
                <td data-label="Opties">{s.options}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {canEdit && <NewOptionSetForm sets={sets} />}
    </>
  );
}
