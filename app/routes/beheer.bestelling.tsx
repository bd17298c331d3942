// /beheer/bestellingen/:number: one order whole (rows with every option, addresses, payments, its invoice,
// history, mails, audit) and its next steps: the fulfilment moves, cancelling (a paid order with its refund), and
// refunds.
import { Link } from "react-router";
import { stateLabels } from "../../domain/orders/fulfilment";
import { Badge } from "../backoffice/Badge";
import { FittingPanel } from "../backoffice/fitting/FittingPanel";
import { loadOrderFitting } from "../backoffice/fitting/fitting-pages.server";
import { CheckSummary } from "../backoffice/orders/CheckSummary";
import { FulfilmentActions } from "../backoffice/orders/FulfilmentActions";
import { stateTones } from "../backoffice/orders/labels";
import { OrderAudit, OrderEvents, OrderMails } from "../backoffice/orders/OrderHistory";
import { OrderInvoices } from "../backoffice/orders/OrderInvoices";
import { OrderPayments } from "../backoffice/orders/OrderPayments";
import { OrderRows } from "../backoffice/orders/OrderRows";
import { OrderSummary } from "../backoffice/orders/OrderSummary";
import { loadOrderPage } from "../backoffice/orders/orders-pages.server";
import { RefundPanel } from "../backoffice/orders/RefundPanel";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.bestelling";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Bestelling ${params.number} | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadOrderPage(request, context, params.number);
  return { ...page, fitting: await loadOrderFitting(context, params.number) };
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Bestelling({ loaderData }: Route.ComponentProps) {
  const { order, refunds, today, mayDownloadInvoices, check, fitting } = loaderData;
  const checking = order.state === "te_controleren" || order.state === "wacht_op_klant";
  return (
    <>
      <p className="beheer-back">
        <Link to="/beheer/bestellingen">← Alle bestellingen</Link>
      </p>
      <div className="beheer-title beheer-title--start">
        <h1>Bestelling {order.number}</h1>
        <Badge tone={stateTones[order.state]}>{stateLabels[order.state]}</Badge>
      </div>
      <section aria-labelledby="stappen">
        <h2 id="stappen">Volgende stap</h2>
        <FulfilmentActions order={order} today={today} refundableCents={refunds?.refundableCents ?? 0} />
      </section>
      {checking && check && <CheckSummary check={check} />}
      <FittingPanel number={order.number} state={order.state} fitting={fitting} />
      <OrderSummary order={order} />
      <section aria-labelledby="regels">
        <h2 id="regels">Regels</h2>
        <OrderRows order={order} findings={checking ? check?.findings : undefined} />
      </section>
      <section aria-labelledby="betalingen">
        <h2 id="betalingen">Betalingen</h2>
        <OrderPayments order={order} />
        <RefundPanel orderNumber={order.number} refunds={refunds} />
      </section>
      <section aria-labelledby="facturen">
        <h2 id="facturen">Factuur</h2>
        <OrderInvoices order={order} mayDownload={mayDownloadInvoices} />
      </section>
      <section aria-labelledby="geschiedenis">
        <h2 id="geschiedenis">Geschiedenis</h2>
        <OrderEvents order={order} />
      </section>
      <section aria-labelledby="mails">
        <h2 id="mails">E-mails</h2>
        <OrderMails order={order} />
      </section>
      <section aria-labelledby="logboek">
        <h2 id="logboek">Logboek</h2>
        <OrderAudit order={order} />
      </section>
    </>
  );
}
