// /beheer/catalogus/categorieen: the categories as a tree in the draft's order; the owner reorders them and adds one.
import { Link } from "react-router";
import { CatalogTabs } from "../backoffice/catalog/CatalogTabs";
import { CategoryTree } from "../backoffice/catalog/CategoryTree";
import { loadCategoriesPage } from "../backoffice/catalog/catalog-items.server";
import catalogStylesheet from "../styles/catalogus.css?url";
import type { Route } from "./+types/beheer.catalogus.categorieen";

export function meta() {
  return [{ title: "Categorieën | Catalogus | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCategoriesPage(request, context);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogStylesheet }];

export default function Categorieen({ loaderData }: Route.ComponentProps) {
  const { canEdit, categories } = loaderData;
  return (
    <>
      <div className="beheer-title">
        <h1>Categorieën</h1>
        {canEdit && (
          <Link to="/beheer/catalogus/categorieen/nieuw" className="beheer-button">
            Nieuwe categorie
          </Link>
        )}
      </div>
      <CatalogTabs />
      <p className="beheer-hint">
        De volgorde hier is die van het menu en de categoriepagina&rsquo;s. Een wijziging komt in het concept.
      </p>
      <CategoryTree categories={categories} canEdit={canEdit} />
    </>
  );
}
