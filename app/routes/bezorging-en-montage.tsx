// /bezorging-en-montage: what sending costs in this store (the live rates), pick-up at our locations, delivery
// times, and the measuring and mounting service.
import { MOUNT_EXTRA_DELIVERY, MOUNT_WARRANTY_YEARS } from "../../domain/cart/totals";
import { formatHours, locations, placeLine, streetLine } from "../../domain/company";
import { formatPrice } from "../../domain/money";
import { ContentPage, ContentSection } from "../content/ContentPage";
import { ratesFor } from "../content/content-pages.server";
import { informationPage } from "../content/information-page";
import type { Route } from "./+types/bezorging-en-montage";

const page = informationPage({
  title: "Bezorging en montage",
  description:
    "Wat bezorgen kost, gratis afhalen in Barendrecht, Waalwijk of Heinenoord, levertijden en onze service voor inmeten en monteren.",
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

export function loader({ context }: Route.LoaderArgs) {
  const rates = ratesFor(context.services.catalog.snapshot, context.store.country);
  return { rates, country: context.store.country };
}

const toc = [
  { id: "kosten", label: "Bezorgkosten" },
  { id: "levertijd", label: "Levertijd" },
  { id: "bezorging", label: "Hoe we bezorgen" },
  { id: "afhalen", label: "Gratis afhalen" },
  { id: "montage", label: "Inmeten en monteren" },
];

export default function BezorgingEnMontage({ loaderData }: Route.ComponentProps) {
  const { rates, country } = loaderData;
  const land = country === "BE" ? "België" : "Nederland";
  return (
    <ContentPage
      title={page.title}
      toc={toc}
      lead={
        <p>
          We bezorgen in heel {land}. Je kunt je bestelling ook gratis afhalen in een van onze showrooms, of
          door onze eigen monteurs laten inmeten en ophangen.
        </p>
      }
    >
      <ContentSection id="kosten" title={`Bezorgkosten in ${land}`}>
        <div className="content-table-wrap">
          <table className="content-table">
            <tbody>
              <tr>
                <th scope="row">Bezorgen, bestelling onder {formatPrice(rates.shipping_free_from)}</th>
                <td>{formatPrice(rates.shipping_cost)}</td>
              </tr>
              <tr>
                <th scope="row">Bezorgen, bestelling vanaf {formatPrice(rates.shipping_free_from)}</th>
                <td>Gratis</td>
              </tr>
              <tr>
                <th scope="row">Afhalen in een showroom</th>
                <td>Gratis</td>
              </tr>
              <tr>
                <th scope="row">Kleurstalen</th>
                <td>Gratis, ook de verzending</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Voor gratis bezorgen telt het bedrag van je producten, vóór een eventuele korting. Kies je voor
          inmeten en monteren, dan betaal je geen bezorgkosten: de monteur brengt alles mee. Alle bedragen
          zijn inclusief 21% btw. Je ziet de bezorgkosten altijd in je winkelwagen voordat je bestelt.
        </p>
      </ContentSection>

      <ContentSection id="levertijd" title="Levertijd">
        <p>
          Elk product heeft zijn eigen levertijd, want we maken alles op maat. Je ziet die op de
          productpagina, in de configurator en in je winkelwagen. De levertijd gaat in zodra je betaling
          binnen is. Kies je voor inmeten en monteren, dan komt daar de tijd voor het inmeten bij: reken op{" "}
          {MOUNT_EXTRA_DELIVERY} extra.
        </p>
      </ContentSection>

      <ContentSection id="bezorging" title="Hoe we bezorgen">
        <ul className="bullet-list">
          <li>
            Kleinere pakketten, zoals rolgordijnen, plissés en horren, gaan met een pakketdienst. Je krijgt
            een e-mail met een track-and-tracecode zodra je pakket onderweg is.
          </li>
          <li>
            Lange of zware producten, zoals screens, knikarmschermen, rolluiken en terrasoverkappingen,
            bezorgen we met onze eigen bus. We bellen of mailen vooraf om een dag af te spreken.
          </li>
          <li>
            Controleer je pakket bij ontvangst. Is de verpakking beschadigd, meld dat dan aan de bezorger en
            binnen 14 dagen bij ons (zie <a href="/retourneren">retourneren</a>).
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="afhalen" title="Gratis afhalen">
        <p>
          Kies in je winkelwagen een van onze showrooms als afhaalpunt. We mailen je zodra je bestelling
          klaarligt; neem je orderbevestiging mee.
        </p>
        <ul className="showroom-list">
          {locations.map((l) => (
            <li key={l.name}>
              <strong>{l.name}</strong>
              <span>{streetLine(l.address)}</span>
              <span>{placeLine(l.address)}</span>
              <span className="showroom-list__hours">
                {l.hours.map((h) => (
                  <span key={h.fromDay}>{formatHours(h)} uur</span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="montage" title="Inmeten en monteren">
        <p>
          Liever niet zelf meten en boren? Onze eigen monteurs meten alle ramen in één bezoek in en komen
          daarna monteren. Je kiest deze service in je winkelwagen; de kosten zie je daar vooraf.
        </p>
        <div className="content-table-wrap">
          <table className="content-table">
            <tbody>
              <tr>
                <th scope="row">Voorrijkosten per afspraak</th>
                <td>{formatPrice(rates.mount_start)}</td>
              </tr>
              <tr>
                <th scope="row">Inmeten van alle ramen in één bezoek</th>
                <td>{formatPrice(rates.measure_amount)}</td>
              </tr>
              <tr>
                <th scope="row">Montage per product</th>
                <td>Zie de productpagina ('montage vanaf')</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Op de montage krijg je {MOUNT_WARRANTY_YEARS} jaar garantie. Lees hoe het precies werkt op{" "}
          <a href="/klantenservice/laten-monteren">laten inmeten en monteren</a>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
