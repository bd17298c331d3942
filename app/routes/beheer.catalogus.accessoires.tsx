// /beheer/catalogus/accessoires: the accessories the configurators offer, with their price and icon.
import { Link } from "react-router";
import { formatPrice } from "../../domain/money";
import { CatalogTabs } from "../backoffice/catalog/CatalogTabs";
import { loadAccessoriesPage } from "../backoffice/catalog/catalog-items.server";
import { TableWrap } from "../backoffice/TableWrap";
import catalogStylesheet from "../styles/catalogus.css?url";
import type { Route } from "./+types/beheer.catalogus.accessoires";

export function meta() {
  return [{ title: "Accessoires | Catalogus | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccessoriesPage(request, context);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStylesheet }];

export default function Accessoires({ loaderData }: Route.ComponentProps) {
  const { canEdit, accessories } = loaderData;
  return (
    <>
      <div className="beheer-title">
        <h1>Accessoires</h1>
        {canEdit && (
          <Link to="/beheer/catalogus/accessoires/nieuw" className="beheer-button">
            Nieuw accessoire
          </Link>
        )}
      </div>
      <CatalogTabs />
      <TableWrap label="Accessoires">
        <table className="beheer-table beheer-table--stack">
          <thead>
            <tr>
              <th scope="col">Pictogram</th>
              <th scope="col">Naam</th>
              <th scope="col">SKU</th>
              <th scope="col">Prijs</th>
            </tr>
          </thead>
          <tbody>
            {accessories.map((a) => (
              <tr key={a.id}>
                <td data-label="Pictogram">
                  <img src={`/media/accessoire/${a.icon}.svg`} alt="" width={32} height={32} />
                </td>
                <td data-label="Naam">
                  <Link to={`/beheer/catalogus/accessoires/${a.id}`}>{a.name}</Link>
                </td>
                <td data-label="SKU">{a.sku}</td>
                <td data-label="Prijs">{formatPrice(a.priceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}
