// /beheer/catalogus/accessoires/:id (and /nieuw): one accessory's form; saving puts it in the draft.
import { AccessoryForm } from "../backoffice/catalog/AccessoryForm";
import { loadAccessoryPage } from "../backoffice/catalog/catalog-items.server";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.catalogus.accessoire";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.state?.item.name ?? "Nieuw accessoire"} | Accessoires | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAccessoryPage(request, context, params.id);
}

export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Accessoire({ loaderData }: Route.ComponentProps) {
  const { state } = loaderData;
  return (
    <>
      <h1>{state ? `Accessoire ${state.item.name}` : "Nieuw accessoire"}</h1>
      <AccessoryForm key={state?.item.id ?? "nieuw"} {...loaderData} />
    </>
  );
}
