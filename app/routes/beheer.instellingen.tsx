// /beheer/instellingen (owners): delivery and mount rates per country, the postcode ranges where we give home
// advice (free or for a fee), and the customer's change window (the cut-off after payment). Each counts at once:
// the cart for the next visitor, the next postcode check, the next change page.
import { ChangeWindowForm } from "../backoffice/shop-settings/ChangeWindowForm";
import { RatesForm } from "../backoffice/shop-settings/RatesForm";
import { ServiceAreasForm } from "../backoffice/shop-settings/ServiceAreasForm";
import { loadSettingsPage } from "../backoffice/shop-settings/shop-settings-pages.server";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.instellingen";

export function meta() {
  return [{ title: "Instellingen | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSettingsPage(request, context);
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Instellingen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Instellingen</h1>
      <section aria-labelledby="tarieven">
        <h2 id="tarieven">Tarieven per land</h2>
        <p className="beheer-hint">
          Verzendkosten gelden onder het bedrag voor gratis verzenden; voorrij- en meetkosten bij montage.
          Bedragen zijn inclusief btw.
        </p>
        {loaderData.rates.map((rates) => (
          <RatesForm key={rates.country} rates={rates} />
        ))}
      </section>
      <ServiceAreasForm areas={loaderData.areas} />
      <ChangeWindowForm settings={loaderData.changeWindow} />
    </>
  );
}
