// /beheer/catalogus/producten: every product of the draft, with a search box, 'Nieuw product' and 'Kopie maken'.
import { CatalogTabs } from "../backoffice/catalog/CatalogTabs";
import { loadProductList } from "../backoffice/catalog/catalog-pages.server";
import { ProductList } from "../backoffice/catalog/ProductList";
import catalogStylesheet from "../styles/catalogus.css?url";
import type { Route } from "./+types/beheer.catalogus.producten";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStylesheet }];

export function meta() {
  return [{ title: "Producten | Catalogus | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductList(request, context);
}

export default function CatalogusProducten({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Producten</h1>
      <CatalogTabs />
      <ProductList products={loaderData.products} mayEdit={loaderData.mayEdit} />
    </>
  );
}
