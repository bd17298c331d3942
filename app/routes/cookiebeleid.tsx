// /cookiebeleid: the cookies the shop sets (session, header counts, consent), and analytics and marketing only
// after consent.
import { ContentPage, ContentSection } from "../content/ContentPage";
import { informationPage } from "../content/information-page";
import type { Route } from "./+types/cookiebeleid";

const page = informationPage({
  title: "Cookiebeleid",
  description:
    "Welke cookies Raamwerk gebruikt: alleen wat de winkel nodig heeft, en statistieken of marketing pas als je daar toestemming voor geeft.",
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

/** The cookies the shop itself sets; names as the server and the consent banner write them. */
const ownCookies = [
  {
    name: "rw_sid",
    kind: "Functioneel",
    purpose:
      "Herkent je winkelwagen en kleurstalenmandje. Wordt pas gezet als je iets bewaart, bijvoorbeeld een product in je winkelwagen legt. Bevat alleen een willekeurig nummer.",
    duration: "1 jaar",
  },
  {
    name: "rw_counts",
    kind: "Functioneel",
    purpose:
      "Onthoudt hoeveel producten en stalen je hebt, zodat de teller bovenin direct klopt op elke pagina.",
    duration: "1 jaar",
  },
  {
    name: "rw_consent",
    kind: "Functioneel",
    purpose: "Onthoudt welke cookies je hebt toegestaan, zodat we je dat niet op elke pagina opnieuw vragen.",
    duration: "12 maanden",
  },
];

export default function Cookiebeleid() {
  return (
    <ContentPage
      title={page.title}
      lead={
        <p>
          Een cookie is een klein bestandje dat een website in je browser bewaart. We gebruiken er zo weinig
          mogelijk: alleen wat de winkel nodig heeft om te werken, en cookies voor statistieken en marketing
          pas als je daar zelf voor kiest.
        </p>
      }
    >
      <ContentSection id="functioneel" title="Functionele cookies: altijd aan">
        <p>
          Zonder deze cookies werkt je winkelwagen niet. Ze zijn van ons, worden niet gedeeld en zijn volgens
          de Telecommunicatiewet en de AVG toegestaan zonder toestemming.
        </p>
        {ownCookies.map((c) => (
          <div key={c.name} className="content-card">
            <h3>
              <code>{c.name}</code>
            </h3>
            <dl className="facts-list">
              <div>
                <dt>Soort</dt>
                <dd>{c.kind}</dd>
              </div>
              <div>
                <dt>Waarvoor</dt>
                <dd>{c.purpose}</dd>
              </div>
              <div>
                <dt>Bewaartijd</dt>
                <dd>{c.duration}</dd>
              </div>
            </dl>
          </div>
        ))}
        <p>
          Alleen kijken kost geen cookie: de pagina's zijn voor iedereen hetzelfde en zetten niets in je
          browser zolang je niets bewaart.
        </p>
      </ContentSection>

      <ContentSection id="analytisch" title="Analytische cookies: alleen met toestemming">
        <p>
          Met je toestemming meten we hoe bezoekers de winkel gebruiken: welke pagina's ze bekijken, welke
          producten ze samenstellen en waar ze afhaken. Zo zien we wat beter kan. Hiervoor gebruiken we Google
          Analytics, met ingekorte IP-adressen en zonder gegevens te delen voor Googles eigen doeleinden.
        </p>
      </ContentSection>

      <ContentSection id="marketing" title="Marketingcookies: alleen met toestemming">
        <p>
          Met je toestemming laten advertentiediensten zoals Google Ads zien welke advertentie tot een bezoek
          of bestelling leidde, en kunnen we je elders een relevante advertentie tonen.
        </p>
      </ContentSection>

      <ContentSection id="toestemming" title="Zo werkt je toestemming">
        <p>
          Bij je eerste bezoek vragen we wat je toestaat: <strong>Alles accepteren</strong>,{" "}
          <strong>Alleen noodzakelijk</strong> of <strong>Instellen</strong> per soort. Tot je kiest, staat
          alles behalve de functionele cookies uit, ook voor Google (Consent Mode: 'denied'). Zonder
          toestemming sturen we geen enkel statistiek- of marketinggegeven weg.
        </p>
        <p>
          Je keuze geldt 12 maanden. Je kunt haar op elk moment veranderen via{" "}
          <strong>Cookie-instellingen</strong> onderaan elke pagina. Trek je toestemming in, dan stoppen we
          direct met meten; cookies die al geplaatst zijn, kun je ook zelf verwijderen in de instellingen van
          je browser.
        </p>
        <p>
          Meer over wat we met je gegevens doen, lees je in ons <a href="/privacybeleid">privacybeleid</a>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
