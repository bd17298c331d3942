// /bestelling-volgen: a customer follows an order with its number and postcode. The page is the same for
// everyone (public, cacheable); the order is asked for in the browser after the form is sent.
import { useSearchParams } from "react-router";
import { publicPage } from "../cache-headers";
import { contentMeta } from "../content/content-meta";
import { OrderStatusForm } from "../order-status/OrderStatusForm";
import orderStatusStylesheet from "../styles/order-status.css?url";
import type { Route } from "./+types/bestelling-volgen";

export const headers = publicPage();

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: orderStatusStylesheet, precedence: "default" },
];

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, {
    title: "Bestelling volgen",
    path: "/bestelling-volgen",
    description:
      "Bekijk met je bestelnummer en postcode hoe ver je bestelling is, wanneer je hem verwacht en wat er nog komt.",
  });
}

export default function BestellingVolgen() {
  const [params] = useSearchParams();
  const orderNumber = (params.get("order") ?? "").slice(0, 40);
  return (
    <div className="page page--narrow content-page">
      <h1>Bestelling volgen</h1>
      <p className="page__lead">
        Vul je bestelnummer en de postcode van het afleveradres in. Je vindt je bestelnummer in de
        bevestigingsmail van je bestelling.
      </p>
      <OrderStatusForm orderNumber={orderNumber} />
    </div>
  );
}
