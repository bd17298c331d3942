// /bestelling/:number/montage?t=…: the link in the planning mail. The customer sees the day and window of their
// fitting and confirms it or takes one of the other moments offered; plain form posts, so it works without
// JavaScript. Private (the customer's own order), not indexed.
import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { company } from "../../domain/company";
import type { Slot } from "../../domain/fitting/fitting";
import { privatePage } from "../cache-headers";
import { answerFittingLink, loadFittingLink } from "../fitting/customer-link.server";
import orderStatusStylesheet from "../styles/order-status.css?url";
import type { Route } from "./+types/bestelling.montage";

export const headers = privatePage;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: orderStatusStylesheet }];

export function meta() {
  return [{ title: "Je montageafspraak | Raamwerk" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadFittingLink(request, context, params.number);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return answerFittingLink(request, context, params.number);
}

const dayText = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "vrijdag 27 november 2026, tussen 12:00 en 17:00 uur". */
function moment(slot: Slot): string {
  return `${dayText.format(new Date(`${slot.date}T00:00:00Z`))}, tussen ${slot.from} en ${slot.to} uur`;
}

export default function Montage({ loaderData: view }: Route.ComponentProps) {
  if (view.kind === "done")
    return (
      <div className="page page--narrow content-page">
        <h1>Je montage is afgerond</h1>
        <p className="page__lead">
          Beste {view.firstname}, onze monteur heeft bestelling {view.number} opgehangen en opgeleverd. Het
          getekende opleverformulier hebben we je gemaild.
        </p>
      </div>
    );
  return (
    <div className="page page--narrow content-page">
      <h1>Je montageafspraak</h1>
      <p className="page__lead">
        Beste {view.firstname}, voor bestelling {view.number} komt onze monteur bij je langs.
      </p>
      <section className="order-status" aria-labelledby="afspraak">
        <h2 id="afspraak">{view.kind === "open" ? "Voorgestelde afspraak" : "Je afspraak"}</h2>
        <p className="order-status__state">
          <span className="order-status__badge">{moment(view.slot)}</span>
        </p>
        {view.kind === "answered" ? (
          <p role="status">
            {view.confirmation === "bevestigd"
              ? "Je hebt deze afspraak bevestigd. Dank je wel; tot dan!"
              : "Je hebt dit andere moment gekozen en we hebben de afspraak aangepast. Dank je wel; tot dan!"}
          </p>
        ) : (
          <Form method="post" className="fitting-choice">
            <p>
              {view.alternatives.length > 0
                ? "Past dit moment? Bevestig het, of kies een van de andere momenten hieronder."
                : "Past dit moment? Bevestig het dan met de knop."}
            </p>
            <button
              type="submit"
              name="keuze"
              value="bevestigen"
              className="button button--primary button--large"
            >
              Bevestigen
            </button>
            {view.alternatives.length > 0 && (
              <>
                <h3>Liever een ander moment?</h3>
                <ul className="fitting-choice__alternatives">
                  {view.alternatives.map((alt, i) => (
                    <li key={`${alt.date}-${alt.from}`}>
                      <button
                        type="submit"
                        name="keuze"
                        value={`alternatief-${i}`}
                        className="button button--secondary"
                      >
                        Kies {moment(alt)}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Form>
        )}
        <p className="order-status__meta">
          {view.kind === "open" && view.alternatives.length > 0
            ? "Past geen van deze momenten"
            : "Past dit moment niet"}
          , of wil je nog iets wijzigen? Bel ons op {company.phone.NL} of mail naar{" "}
          <a href={`mailto:${company.email}`}>{company.email}</a> en noem je bestelnummer.
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const expired = isRouteErrorResponse(error) && error.status === 410;
  const badChoice = isRouteErrorResponse(error) && error.status === 400;
  return (
    <div className="page page--narrow content-page">
      <h1>{expired ? "Deze link is verlopen" : badChoice ? "Kies een moment" : "Deze link werkt niet"}</h1>
      <p>
        {expired
          ? "De dag van deze montage is voorbij, dus bevestigen of verzetten kan hier niet meer."
          : badChoice
            ? "We konden je keuze niet lezen. Ga terug en kies een van de knoppen."
            : "We vinden geen montageafspraak bij deze link. Misschien is de link niet helemaal meegekopieerd uit de e-mail, of hebben we de afspraak intussen opnieuw ingepland: dan staat de nieuwe link in de laatste e-mail die je van ons kreeg."}{" "}
        Neem gerust contact op met de klantenservice via {company.phone.NL} of {company.email}; we helpen je
        graag.
      </p>
      <Link to="/" className="button button--primary">
        Naar de homepage
      </Link>
    </div>
  );
}
