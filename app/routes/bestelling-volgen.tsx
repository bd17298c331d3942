// /bestelling-volgen: a customer follows an order with its number and postcode. The page is the same for
// everyone (public, cacheable); the order is asked for in the browser after the form is sent.
import { useSearchParams } from "react-router";
import { informationPage } from "../content/information-page";
import { noScriptAction } from "../no-script";
import { OrderStatusForm } from "../order-status/OrderStatusForm";
import orderStatusStylesheet from "../styles/order-status.css?url";
import type { Route } from "./+types/bestelling-volgen";

const page = informationPage({
  title: "Bestelling volgen",
  description:
    "Bekijk met je bestelnummer en postcode hoe ver je bestelling is, wanneer je hem verwacht en wat er nog komt.",
  stylesheet: orderStatusStylesheet,
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function BestellingVolgen() {
  const [params] = useSearchParams();
  const orderNumber = (params.get("order") ?? "").slice(0, 40);
  return (
    <div className="page page--narrow content-page">
      <h1>{page.title}</h1>
      <p className="page__lead">
        Vul je bestelnummer en de postcode van het afleveradres in. Je vindt je bestelnummer in de
        bevestigingsmail van je bestelling.
      </p>
      <OrderStatusForm orderNumber={orderNumber} />
    </div>
  );
}
