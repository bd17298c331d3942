// /bestelling/{number}/wijzigen?t=…: the customer's own page of a paid order, opened from the signed link in the
// confirmation mail, the question mail or /bestelling-volgen. While the change window is open: every row with a
// change form (the server prices the change before it is made), "Klopt zo" for the shop's question, and
// cancelling the whole order with a confirmation step. Works without JavaScript; private and never indexed.
import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { company } from "../../domain/company";
import { formatPrice } from "../../domain/money";
import { ChangeRow } from "../order-change/ChangeRow";
import orderChangeStylesheet from "../order-change/order-change.css?url";
import { changePageAction, loadChangePage } from "../order-change/order-change.server";
import { PendingChangePanel } from "../order-change/PendingChangePanel";
import formsStylesheet from "../styles/forms.css?url";
import type { Route } from "./+types/bestelling.wijzigen";

// The token is in the address: no other site learns it from a link followed on this page.
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: formsStylesheet },
  { rel: "stylesheet", href: orderChangeStylesheet },
];

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `Bestelling ${params.number} wijzigen | Raamwerk` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadChangePage(request, context, params.number);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return changePageAction(request, context, params.number);
}

/** How the payment of a change's difference went, as the provider's return says (?betaling=). */
const paymentTexts: Record<string, string> = {
  betaald:
    "Bedankt, je betaling is binnen en je wijziging is verwerkt. Je krijgt een e-mail met de factuur van het verschil.",
  verwerken:
    "Je betaling wordt nog verwerkt. Zodra ze binnen is, verwerken we je wijziging en krijg je een e-mail.",
  "te-laat":
    "Je betaling kwam binnen toen we je wijziging niet meer konden verwerken. Je bestelling blijft zoals ze was en we betalen je het bedrag terug; je krijgt er een e-mail over.",
};

const doneTexts: Record<string, string> = {
  gewijzigd: "Je wijziging is verwerkt. Je krijgt er een e-mail over.",
  bevestigd: "Bedankt voor je antwoord. We controleren je bestelling verder en gaan daarna aan de slag.",
  geannuleerd:
    "Je bestelling is geannuleerd. Je krijgt een e-mail; zodra de terugbetaling verwerkt is, ook de creditnota.",
};

export default function BestellingWijzigen({ loaderData, actionData }: Route.ComponentProps) {
  const { order, token, done, refund, askCancel, payment } = loaderData;
  const quote = actionData && "quote" in actionData ? actionData.quote : null;
  const problem = actionData && "errors" in actionData ? actionData : null;
  const self = `/bestelling/${encodeURIComponent(order.number)}/wijzigen?t=${encodeURIComponent(token)}`;
  return (
    <div className="page page--narrow order-change">
      <h1>Bestelling {order.number}</h1>
      <p className="order-change__state">
        <span className="order-change__badge">{order.stateLabel}</span>
      </p>
      {done && doneTexts[done] && (
        <p className="notice" role="status">
          {doneTexts[done]}
          {done === "gewijzigd" && refund > 0 ? ` We maken ${formatPrice(refund)} aan je over.` : ""}
        </p>
      )}
      {payment && paymentTexts[payment] && (
        <p className={payment === "te-laat" ? "notice notice--warning" : "notice"} role="status">
          {paymentTexts[payment]}
        </p>
      )}
      {order.pending && <PendingChangePanel pending={order.pending} failed={payment === "mislukt"} />}
      {order.open && order.rows.some((row) => row.question) ? (
        <p className="page__lead">
          We hebben een vraag over je bestelling en maken niets voordat je hebt geantwoord. Bevestig de regel
          met Klopt zo, of pas hem aan; annuleren kan ook.
        </p>
      ) : order.open ? (
        <p className="page__lead">
          Wijzigen of annuleren kan tot {order.deadline}. Daarna gaan we snijden. Pas een regel aan en bekijk
          eerst de nieuwe prijs; pas als je bevestigt, wijzigen we je bestelling.
        </p>
      ) : (
        <p className="notice notice--warning">{order.closedReason}</p>
      )}
      {problem && !problem.key && Object.values(problem.errors)[0] && (
        <p className="notice notice--warning" role="alert">
          {Object.values(problem.errors)[0]}
        </p>
      )}
      <ol className="order-change__rows">
        {order.rows.map((row) => (
          <ChangeRow
            key={row.key}
            row={row}
            open={order.open}
            quote={quote?.key === row.key ? quote : null}
            errors={problem?.key === row.key ? problem.errors : null}
          />
        ))}
      </ol>
      <p className="order-change__total">
        Totaal van je bestelling: <strong>{formatPrice(order.totalCents)}</strong>
      </p>
      {order.open && (
        <section className="order-change__cancel" aria-labelledby="annuleren">
          <h2 id="annuleren">Bestelling annuleren</h2>
          {askCancel ? (
            <>
              <p>
                Weet je het zeker? We annuleren je hele bestelling en betalen je terug wat je betaalde. Dit
                kun je niet ongedaan maken.
              </p>
              <Form method="post" className="order-change__buttons">
                <input type="hidden" name="intent" value="annuleer" />
                <button type="submit" className="button button--primary">
                  Ja, annuleer mijn bestelling
                </button>
                <Link to={self} className="button button--secondary">
                  Nee, terug
                </Link>
              </Form>
            </>
          ) : (
            <p>
              <Link to={`${self}&annuleren=1#annuleren`} className="button button--secondary">
                Annuleer je bestelling
              </Link>
            </p>
          )}
        </section>
      )}
      <p className="field__hint">
        Vragen? Bel {company.phone.NL} of mail {company.email} en noem je bestelnummer.
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : null;
  return (
    <div className="page page--narrow">
      <h1>Deze link werkt niet</h1>
      <p>
        {message ??
          `Er ging iets mis bij het openen van je bestelling. Probeer het later opnieuw of neem contact op met onze klantenservice (${company.phone.NL} of ${company.email}).`}
      </p>
      <Link to="/bestelling-volgen" className="button button--primary">
        Naar Bestelling volgen
      </Link>
    </div>
  );
}
