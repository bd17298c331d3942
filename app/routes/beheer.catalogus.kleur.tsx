// /beheer/catalogus/kleuren/:code (and /nieuw?collectie=…): one colour's form; saving puts it in the draft.
import { ColourForm } from "../backoffice/catalog/ColourForm";
import { loadColourPage } from "../backoffice/catalog/catalog-items.server";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.catalogus.kleur";

export function meta({ data }: Route.MetaArgs) {
  const name = data?.state ? `${data.state.item.name} (${data.state.item.code})` : "Nieuwe kleur";
  return [{ title: `${name} | Kleuren | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadColourPage(request, context, params.code);
}

export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Kleur({ loaderData }: Route.ComponentProps) {
  const { state } = loaderData;
  return (
    <>
      <h1>{state ? `Kleur ${state.item.name} (${state.item.code})` : "Nieuwe kleur"}</h1>
      {state && !state.published && (
        <p className="beheer-hint">Deze kleur staat alleen nog in het concept.</p>
      )}
      <ColourForm key={state?.item.code ?? "nieuw"} {...loaderData} />
    </>
  );
}
