// /beheer/catalogus/collecties/:slug (and /nieuw): one colour collection's form; saving puts it in the draft.
import { Link } from "react-router";
import { CollectionForm } from "../backoffice/catalog/CollectionForm";
import { loadCollectionPage } from "../backoffice/catalog/catalog-items.server";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.catalogus.collectie";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.state?.item.name ?? "Nieuwe collectie"} | Collecties | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCollectionPage(request, context, params.slug);
}

export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Collectie({ loaderData }: Route.ComponentProps) {
  const { state, colours, canEdit } = loaderData;
  return (
    <>
      <h1>{state ? `Collectie ${state.item.name}` : "Nieuwe collectie"}</h1>
      {state && (
        <p>
          <Link to={`/beheer/catalogus/kleuren?collectie=${state.item.slug}`}>
            {colours === 1 ? "1 kleur" : `${colours} kleuren`} in deze collectie
          </Link>
          {canEdit && (
            <>
              {" · "}
              <Link to={`/beheer/catalogus/kleuren/nieuw?collectie=${state.item.slug}`}>
                Nieuwe kleur in deze collectie
              </Link>
            </>
          )}
        </p>
      )}
      <CollectionForm key={state?.item.slug ?? "nieuw"} {...loaderData} />
    </>
  );
}
