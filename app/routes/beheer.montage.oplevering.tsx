// /beheer/montage/:number: the handover at the customer's, on the fitter's phone: the appointment, the form with
// the rows to tick off, remarks, extra work and the customer's signature; once signed, the PDF to download.
import { Link } from "react-router";
import { formatDate } from "../../domain/format";
import { loadHandover } from "../backoffice/fitting/fitting-pages.server";
import { HandoverForm } from "../backoffice/fitting/HandoverForm";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.montage.oplevering";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Oplevering ${params.number} | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadHandover(request, context, params.number);
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Oplevering({ loaderData }: Route.ComponentProps) {
  const { appointment: a } = loaderData;
  return (
    <>
      <p className="beheer-back">
        <Link to={`/beheer/montage?dag=${a.date}`}>← Montages van {formatDate(a.date)}</Link>
      </p>
      <h1>Oplevering {a.orderNumber}</h1>
      <p className="fitting-handover__who">
        {a.customer.name}, {a.customer.address}
      </p>
      <p className="fitting-handover__who">
        {formatDate(a.date)}, {a.from}–{a.to} · monteur {a.fitterName}
      </p>
      {a.handedOver ? (
        <div className="beheer-notice" role="status">
          <p>
            <strong>Opgeleverd en getekend.</strong> De bestelling is afgerond en de klant krijgt het
            getekende opleverformulier per e-mail.
          </p>
          <p>
            <a className="beheer-button" href={`/api/beheer/fitting/orders/${a.orderNumber}/handover.pdf`}>
              Getekende oplevering (PDF)
            </a>
          </p>
        </div>
      ) : (
        <HandoverForm appointment={a} />
      )}
    </>
  );
}
