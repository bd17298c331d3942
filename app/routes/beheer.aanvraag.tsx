// /beheer/offertes/:number (and the other three kinds): one request with the customer's data, what was asked,
// its status and internal note, and for a quote its PDF and 'Bestel deze offerte'.
import { Link } from "react-router";
import { formatDateTime } from "../backoffice/format";
import { QuoteActions } from "../backoffice/requests/QuoteActions";
import { CustomerPanel, RequestContent } from "../backoffice/requests/RequestContent";
import { RequestPanel } from "../backoffice/requests/RequestPanel";
import { loadRequestDetail } from "../backoffice/requests/requests.server";
import { StatusBadge } from "../backoffice/requests/StatusBadge";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.aanvraag";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data ? `${data.kind.one} ${data.request.number}` : "Aanvraag"} | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRequestDetail(request, context, params.number);
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Aanvraag({ loaderData }: Route.ComponentProps) {
  const { kind, request } = loaderData;
  return (
    <>
      <p className="beheer-back">
        <Link to={`/beheer/${kind.path}`}>← {kind.title}</Link>
      </p>
      <h1>
        {kind.one} {request.number}
      </h1>
      <p className="beheer-hint beheer-meta">
        <StatusBadge status={request.status} /> Ontvangen {formatDateTime(request.createdAt)} · winkel{" "}
        {request.store}
      </p>
      <div className="beheer-split">
        <div>
          <RequestContent content={request.content} />
        </div>
        <div>
          <RequestPanel
            kind={request.kind}
            number={request.number}
            status={request.status}
            note={request.internalNote}
            updatedAt={request.updatedAt}
          />
          {request.content.kind === "quotes" && (
            <QuoteActions
              number={request.number}
              email={request.customer.email}
              orderable={request.content.orderable}
            />
          )}
          <CustomerPanel customer={request.customer} />
        </div>
      </div>
    </>
  );
}
