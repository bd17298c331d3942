// /klantenservice/contact: how to reach us, opening hours and the showrooms; the service request form lives here too.

import { Link } from "react-router";
import { publicPage } from "../cache-headers";
import { useRootData } from "../root-data";
import { pageMeta } from "../seo/meta";
import { ServiceRequestForm } from "../service/ServiceRequestForm";
import { Icon } from "../ui/Icon";
import type { Route } from "./+types/contact";

export const headers = publicPage();

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Contact en klantenservice | Raamwerk",
    description: "Bel, mail of kom langs in een van onze showrooms in Barendrecht, Waalwijk of Heinenoord.",
  });
}

const showrooms = [
  { name: "Barendrecht", address: "Dierensteinweg 12", zipcode: "2991 XJ Barendrecht" },
  { name: "Waalwijk", address: "Taxandriaweg 8", zipcode: "5142 PA Waalwijk" },
  { name: "Heinenoord", address: "Sluisendijk 3", zipcode: "3274 LB Heinenoord" },
];

export default function Contact() {
  const { store } = useRootData();
  return (
    <div className="page page--narrow content-page">
      <h1>Contact en klantenservice</h1>
      <p className="page__lead">
        Heb je een vraag over een product, je bestelling of de montage? We helpen je graag. De meeste vragen
        beantwoorden we dezelfde werkdag.
      </p>
      <div className="contact-grid">
        <section className="contact-card" aria-labelledby="bellen">
          <Icon name="phone" />
          <h2 id="bellen">Bellen</h2>
          <p>
            <a href={`tel:${store.phone.replace(/[^0-9+]/g, "")}`}>{store.phone}</a>
          </p>
          <p>Maandag t/m vrijdag 9.00 - 17.30 uur</p>
          <p>Zaterdag 10.00 - 16.00 uur</p>
        </section>
        <section className="contact-card" aria-labelledby="mailen">
          <Icon name="mail" />
          <h2 id="mailen">Mailen</h2>
          <p>
            <a href="mailto:klantenservice@raamwerk.nl">klantenservice@raamwerk.nl</a>
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
          {showrooms.map((s) => (
            <li key={s.name}>
              <strong>{s.name}</strong>
              <span>{s.address}</span>
              <span>{s.zipcode}</span>
            </li>
          ))}
        </ul>
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
