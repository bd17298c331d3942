// /beheer/bestellingen/:number: an order's page in the back office. For now only its number and the refund panel;
// the order's full detail (rows, addresses, payments, history, mails) joins it from the orders area.
import { Link } from "react-router";
import { RefundPanel } from "../backoffice/orders/RefundPanel";
import { loadRefundsPage } from "../backoffice/orders/refunds.server";
import type { Route } from "./+types/beheer.bestellingen.$number";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Bestelling ${params.number} | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRefundsPage(request, context, params.number);
}

export default function Bestelling({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <p className="beheer-hint">
        <Link to="/beheer">Overzicht</Link>
      </p>
      <h1>Bestelling {params.number}</h1>
      <RefundPanel orderNumber={loaderData.refunds.orderNumber} refunds={loaderData.refunds} />
    </>
  );
}
