// /advies-meet-afspraak-plannen: the home advice and measuring appointment, offered in the Dutch store only.
import { ADVICE_CREDIT_FROM_CENTS, ADVICE_INSTALMENTS } from "../../domain/advice/advice";
import { formatPriceRounded } from "../../domain/money";
import { AdviceForm } from "../advice/AdviceForm";
import adviceStylesheet from "../advice/advice.css?url";
import { notFound, publicPage } from "../cache-headers";
import { noScriptAction } from "../no-script";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/advies";

/** The fee comes from the service areas the owner edits (no catalogue change): kept a minute at most. */
export const headers = publicPage(60);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adviceStylesheet }];

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Advies- en meetafspraak aan huis plannen | Raamwerk",
    description:
      "Een adviseur komt bij je thuis met stalen, geeft advies en meet alles in. Gratis in de regio van onze vestigingen.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  // The appointment exists only in the Netherlands; the Belgian store must answer 404 here.
  if (!context.store.adviceAppointments) notFound();
  // The fee outside the free region, as the service areas the owner keeps say (the lowest paid one).
  const fees = (await context.services.advice.ranges())
    .filter((r) => r.kind === "paid")
    .map((r) => r.fee_cents);
  return { fee: fees.length > 0 ? Math.min(...fees) : null };
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Advies({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page advice-page">
      <h1>Advies- en meetafspraak aan huis</h1>
      <p className="page__lead advice-page__lead">
        Een van onze adviseurs komt bij je langs met een koffer vol stalen. Samen kijk je wat het mooist staat
        en wat het beste werkt voor jouw ramen; daarna meet de adviseur alles nauwkeurig in.
      </p>
      <div className="advice-page__layout">
        <div className="advice-page__main">
          <AdviceForm />
        </div>
        <aside className="advice-page__side" aria-label="Over de afspraak">
          <section className="advice-page__card" aria-labelledby="advies-kosten-uitleg">
            <h2 id="advies-kosten-uitleg">Wat kost een afspraak?</h2>
            <ul className="bullet-list">
              <li>
                In de regio rond onze vestigingen in Barendrecht, Waalwijk en Heinenoord is de afspraak
                gratis.
              </li>
              {loaderData.fee !== null && (
                <li>
                  Daarbuiten betaal je eenmalig{" "}
                  <span className="advice-page__price">{formatPriceRounded(loaderData.fee)}</span>. Bestel je
                  daarna voor meer dan{" "}
                  <span className="advice-page__price">{formatPriceRounded(ADVICE_CREDIT_FROM_CENTS)}</span>,
                  dan verrekenen we dit bedrag met je bestelling. Je kunt ook in {ADVICE_INSTALMENTS}{" "}
                  termijnen betalen.
                </li>
              )}
              <li>Heb je een couponcode voor een gratis afspraak? Die vul je in bij het plannen.</li>
            </ul>
          </section>
          <section className="advice-page__card" aria-labelledby="advies-zo-gaat-het">
            <h2 id="advies-zo-gaat-het">Zo gaat het</h2>
            <ol className="numbered-list">
              <li>Je vult je gegevens en je wensen in.</li>
              <li>Binnen 2 werkdagen nemen we contact met je op om de afspraak in te plannen.</li>
              <li>De adviseur komt langs, geeft advies en meet in. Je zit nergens aan vast.</li>
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
