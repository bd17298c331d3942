// /beheer/catalogus/producten/:id and /beheer/catalogus/producten/nieuw: one product of the draft in a form; saved
// into the draft, live after 'Publiceren' on /beheer/catalogus. Medewerkers see it read-only.
import { Link } from "react-router";
import { CatalogTabs } from "../backoffice/catalog/CatalogTabs";
import { loadProductForm } from "../backoffice/catalog/catalog-pages.server";
import { ProductForm } from "../backoffice/catalog/product-form/ProductForm";
import { noScriptAction } from "../no-script";
import catalogStylesheet from "../styles/catalogus.css?url";
import type { Route } from "./+types/beheer.catalogus.product";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStylesheet }];

export function meta({ data }: Route.MetaArgs) {
  const name = data?.id === null ? "Nieuw product" : (data?.product.name ?? "Product");
  return [{ title: `${name} | Catalogus | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProductForm(request, context, params.id);
}

/** The form needs JavaScript: a post without it gets the Dutch message (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function CatalogusProduct({ loaderData }: Route.ComponentProps) {
  const { id, product, mayEdit } = loaderData;
  return (
    <>
      <CatalogTabs />
      <p>
        <Link to="/beheer/catalogus/producten">← Alle producten</Link>
      </p>
      <h1>{id === null ? "Nieuw product" : product.name}</h1>
      {!mayEdit && <p className="beheer-hint">Alleen de eigenaar kan de catalogus wijzigen.</p>}
      <ProductForm key={id ?? "nieuw"} data={loaderData} />
    </>
  );
}
