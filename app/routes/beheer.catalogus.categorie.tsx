// /beheer/catalogus/categorieen/:id (and /nieuw): one category's form; saving puts it in the draft.
import { CategoryForm } from "../backoffice/catalog/CategoryForm";
import { loadCategoryPage } from "../backoffice/catalog/catalog-items.server";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.catalogus.categorie";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.state?.item.name ?? "Nieuwe categorie"} | Categorieën | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCategoryPage(request, context, params.id);
}

export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Categorie({ loaderData }: Route.ComponentProps) {
  const { state } = loaderData;
  return (
    <>
      <h1>{state ? `Categorie ${state.item.name}` : "Nieuwe categorie"}</h1>
      <CategoryForm key={state?.item.id ?? "nieuw"} {...loaderData} />
    </>
  );
}
