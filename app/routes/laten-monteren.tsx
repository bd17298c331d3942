// /klantenservice/laten-monteren: how our measuring and mounting service works and what it costs.

import { Link } from "react-router";
import { informationPage } from "../content/information-page";
import { useRootData } from "../root-data";
import type { Route } from "./+types/laten-monteren";

// Its own narrow layout rather than ContentPage's, without breadcrumbs.
const page = informationPage({
  title: "Laten inmeten en monteren",
  description:
    "Onze eigen monteurs meten in en monteren je raamdecoratie, zonwering of rolluiken. Met 2 jaar montagegarantie.",
  stylesheet: null,
  breadcrumbs: false,
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

export default function LatenMonteren() {
  const { store } = useRootData();
  return (
    <div className="page page--narrow content-page">
      <h1>{page.title}</h1>
      <p className="page__lead">
        Geen tijd of zin om zelf te meten en te boren? Onze eigen monteurs doen het voor je. Je kiest de
        montageservice gewoon in je winkelwagen.
      </p>
      <h2>Zo werkt het</h2>
      <ol className="numbered-list">
        <li>Je stelt je producten samen en kiest in de winkelwagen voor inmeten en monteren.</li>
        <li>Binnen 2 werkdagen bellen we je om een afspraak te maken voor het inmeten.</li>
        <li>De monteur meet alles nauwkeurig in; pas daarna gaan je producten in productie.</li>
        <li>Zodra alles klaar is, komen we monteren en nemen we het verpakkingsmateriaal weer mee.</li>
      </ol>
      <h2>Wat kost het?</h2>
      <p>De montageservice bestaat uit drie delen, die je vooraf in je winkelwagen ziet:</p>
      <ul className="bullet-list">
        <li>
          <strong>Voorrijkosten</strong>: een vast starttarief per afspraak.
        </li>
        <li>
          <strong>Meetkosten</strong>: voor het inmeten van alle ramen in één bezoek.
        </li>
        <li>
          <strong>Montagekosten per product</strong>: op elke productpagina zie je vanaf welk bedrag we het
          product monteren.
        </li>
      </ul>
      <p>
        Met montage duurt de levering 2 tot 4 weken langer, omdat we eerst komen inmeten. Op de montage krijg
        je 2 jaar garantie. Horren monteren we niet: die zijn zo gemaakt dat je ze zonder boren zelf plaatst.
      </p>
      {store.adviceAppointments && (
        <p>
          Wil je eerst advies aan huis, met stalen en een monteur die meedenkt?{" "}
          <Link to="/advies-meet-afspraak-plannen">Plan een advies- en meetafspraak</Link>.
        </p>
      )}
    </div>
  );
}
