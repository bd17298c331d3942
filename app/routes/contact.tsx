// /klantenservice/contact: how to reach us, opening hours and the showrooms; the service request form lives here too.

import { Link } from "react-router";
import {
  addressLine,
  company,
  companyNumbers,
  formatHours,
  internationalPhone,
  locations,
  placeLine,
  streetLine,
} from "../../domain/company";
import { informationPage } from "../content/information-page";
import { noScriptAction } from "../no-script";
import { useRootData } from "../root-data";
import { ServiceRequestForm } from "../service/ServiceRequestForm";
import { Icon } from "../ui/Icon";
import type { Route } from "./+types/contact";

// Its own narrow layout rather than ContentPage's, without breadcrumbs.
const page = informationPage({
  title: "Contact en klantenservice",
  description: "Bel, mail of kom langs in een van onze showrooms in Barendrecht, Waalwijk of Heinenoord.",
  breadcrumbs: false,
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Contact() {
  const { store } = useRootData();
  return (
    <div className="page page--narrow content-page">
      <h1>{page.title}</h1>
      <p className="page__lead">
        Heb je een vraag over een product, je bestelling of de montage? We helpen je graag. De meeste vragen
        beantwoorden we dezelfde werkdag.
      </p>
      <div className="contact-grid">
        <section className="contact-card" aria-labelledby="bellen">
          <Icon name="phone" />
          <h2 id="bellen">Bellen</h2>
          <p>
            <a href={`tel:${internationalPhone(store.code)}`}>{store.phone}</a>
          </p>
          {company.serviceHours.map((h) => (
            <p key={h.fromDay}>{formatHours(h, "long")}</p>
          ))}
        </section>
        <section className="contact-card" aria-labelledby="mailen">
          <Icon name="mail" />
          <h2 id="mailen">Mailen</h2>
          <p>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
          <p>Vermeld bij een vraag over je bestelling altijd je ordernummer.</p>
        </section>
      </div>
      <section aria-labelledby="showrooms">
        <h2 id="showrooms">Showrooms en afhaalpunten</h2>
        <p>
          In onze showrooms zie en voel je alle stoffen en systemen. Je kunt je bestelling hier ook gratis
          afhalen.
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
              <span className="showroom-list__note">{l.description}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="bedrijfsgegevens">
        <h2 id="bedrijfsgegevens">Bedrijfsgegevens</h2>
        <dl className="facts-list">
          {[
            { label: "Naam", value: company.legalName },
            { label: "Adres", value: addressLine(company.address) },
            ...companyNumbers(store.code),
          ].map((n) => (
            <div key={n.label}>
              <dt>{n.label}</dt>
              <dd>{n.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="service">
        <h2 id="service">Service op je bestelling</h2>
        <p>
          Is er iets mis met een geleverd product, of heb je een onderdeel nodig? Vraag service aan met je
          ordernummer en de postcode van het afleveradres; je ontvangt dan per e-mail een bevestiging van je
          serviceaanvraag.
        </p>
        <ServiceRequestForm />
        <p>
          Liever eerst overleggen? Lees hoe{" "}
          <Link to="/klantenservice/laten-monteren">inmeten en monteren</Link> bij ons werkt of bel ons
          gerust.
        </p>
      </section>
    </div>
  );
}
