// /beheer/catalogus/optiesets/:id: one option set edited as forms (steps, options, values, surcharges, rules),
// saved into the catalogue's draft; the products using it follow once the draft is published.
import { Link } from "react-router";
import { OptionSetEditor } from "../backoffice/catalog/option-sets/OptionSetEditor";
import { loadOptionSetPage } from "../backoffice/catalog/option-sets/option-sets-pages.server";
import { noScriptAction } from "../no-script";
import optionSetsStylesheet from "../styles/option-sets.css?url";
import type { Route } from "./+types/beheer.catalogus.optieset";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: optionSetsStylesheet }];

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Optieset ${data?.set.name ?? ""} | Catalogus | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOptionSetPage(request, context, params.id);
}

/** Its form needs JavaScript: a post without it is answered with the Dutch message (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function OptionSet({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/beheer/catalogus/optiesets">← Alle optiesets</Link>
      </p>
      <h1>Optieset {loaderData.set.name}</h1>
      {!loaderData.canEdit && <p className="beheer-notice">Alleen de eigenaar kan een optieset wijzigen.</p>}
      {/* A new load (another set, or after a save elsewhere) starts the form afresh. */}
      <OptionSetEditor key={`${loaderData.set.id}`} data={loaderData} />
    </>
  );
}
