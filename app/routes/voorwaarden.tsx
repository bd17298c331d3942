// /voorwaarden: the general terms of sale, in short articles.
import { informationPage } from "../content/information-page";
import type { Route } from "./+types/voorwaarden";

// Its own narrow layout rather than ContentPage's, without breadcrumbs.
const page = informationPage({
  title: "Algemene voorwaarden",
  description:
    "De algemene voorwaarden van Raamwerk B.V. voor bestellingen, maatwerk, levering, montage en garantie.",
  stylesheet: null,
  breadcrumbs: false,
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

const articles: { title: string; body: string[] }[] = [
  {
    title: "Artikel 1 - Toepasselijkheid",
    body: [
      "Deze voorwaarden gelden voor elke bestelling bij Raamwerk B.V., gevestigd in Barendrecht, via de webwinkel, telefonisch of in een van onze showrooms.",
    ],
  },
  {
    title: "Artikel 2 - Prijzen",
    body: [
      "Alle prijzen zijn in euro en inclusief 21% btw. De prijs die je bij het samenstellen ziet, is de prijs voor de maten en opties die je hebt gekozen. Verzend-, meet- en montagekosten zie je apart in je winkelwagen voordat je bestelt.",
    ],
  },
  {
    title: "Artikel 3 - Maatwerk en herroepingsrecht",
    body: [
      "Onze producten worden op jouw maten gemaakt. Voor maatwerk geldt het wettelijke herroepingsrecht van 14 dagen niet. Controleer je maten daarom goed voordat je bestelt, of laat ons inmeten.",
      "Kleurstalen zijn gratis en hoef je niet terug te sturen.",
    ],
  },
  {
    title: "Artikel 4 - Levering en afhalen",
    body: [
      "De levertijd staat bij elk product en in je winkelwagen. Je kunt je bestelling laten bezorgen of gratis afhalen in Barendrecht, Waalwijk of Heinenoord. Kies je voor inmeten en monteren, dan wordt de levertijd 2 tot 4 weken langer.",
    ],
  },
  {
    title: "Artikel 5 - Betaling",
    body: [
      "Je betaalt bij het bestellen via iDEAL, Bancontact, creditcard of een andere betaalmethode die we aanbieden. Je bestelling gaat in productie zodra de betaling is ontvangen.",
    ],
  },
  {
    title: "Artikel 6 - Garantie",
    body: [
      "Op onze producten geven we de garantie die bij het product staat vermeld. Op montage door onze monteurs krijg je 2 jaar garantie. Garantie geldt niet bij onjuist gebruik of montage die niet volgens de handleiding is uitgevoerd.",
    ],
  },
  {
    title: "Artikel 7 - Klachten",
    body: [
      "Meld een klacht binnen 14 dagen na levering via de klantenservice, met je ordernummer. We reageren binnen 2 werkdagen en zoeken samen met je naar een oplossing.",
    ],
  },
];

export default function Voorwaarden() {
  return (
    <div className="page page--narrow content-page">
      <h1>{page.title}</h1>
      {articles.map((a) => (
        <section key={a.title}>
          <h2>{a.title}</h2>
          {a.body.map((p) => (
            <p key={p.slice(0, 30)}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
