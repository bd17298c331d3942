// /retourneren: made-to-measure products are excluded from the 14-day right of withdrawal (NL art. 6:230p BW,
// BE art. VI.53 WER); what does apply: swatches, wrong or damaged deliveries, defects and warranty.
import { company } from "../../domain/company";
import { ContentPage, ContentSection } from "../content/ContentPage";
import { informationPage } from "../content/information-page";
import { useRootData } from "../root-data";
import type { Route } from "./+types/retourneren";

const page = informationPage({
  title: "Retourneren en herroepingsrecht",
  description:
    "Maatwerk kun je niet retourneren: het wettelijke herroepingsrecht van 14 dagen geldt niet. Wat wel geldt bij schade, een verkeerde levering of een defect.",
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

const toc = [
  { id: "maatwerk", label: "Maatwerk: geen herroepingsrecht" },
  { id: "wel", label: "Wat wel kan" },
  { id: "schade", label: "Schade of verkeerd geleverd" },
  { id: "annuleren", label: "Annuleren voor productie" },
  { id: "hoe", label: "Zo meld je het" },
];

export default function Retourneren() {
  const { store } = useRootData();
  const belgian = store.code === "BE";
  const law = belgian
    ? "artikel VI.53, 3° van het Belgische Wetboek van economisch recht"
    : "artikel 6:230p onder f van het Burgerlijk Wetboek";
  return (
    <ContentPage
      title={page.title}
      toc={toc}
      lead={
        <p>
          Alles wat je bij ons bestelt, maken we op jouw maten in ons eigen atelier. Daarom kun je een product
          op maat niet zomaar terugsturen. Lees hieronder wat wel kan, en hoe we je helpen als er iets mis is.
        </p>
      }
    >
      <ContentSection id="maatwerk" title="Maatwerk: geen herroepingsrecht van 14 dagen">
        <div className="content-note">
          <p>
            <strong>Producten op maat kun je niet retourneren.</strong> Bij een aankoop op afstand heb je
            normaal 14 dagen bedenktijd, maar die geldt volgens {law} niet voor producten die volgens jouw
            specificaties zijn gemaakt. Rolgordijnen, plissés, jaloezieën, vouwgordijnen, lamellen, gordijnen,
            shutters, horren, zonwering, rolluiken en terrasoverkappingen maken we allemaal op jouw breedte,
            hoogte, kleur en bediening.
          </p>
        </div>
        <p>
          Twijfel je over je maten? Lees onze <a href="/meetinstructies">meetinstructies</a>, bestel eerst
          gratis kleurstalen, of laat ons <a href="/klantenservice/laten-monteren">inmeten en monteren</a>:
          meten wij, dan zijn wij verantwoordelijk voor de maten.
        </p>
      </ContentSection>

      <ContentSection id="wel" title="Wat wel kan">
        <ul className="bullet-list">
          <li>
            <strong>Kleurstalen</strong> zijn gratis en van jou; je hoeft ze niet terug te sturen.
          </li>
          <li>
            <strong>Losse producten die niet op maat zijn</strong>, zoals een extra afstandsbediening of een
            los bevestigingssetje, kun je binnen 14 dagen na ontvangst zonder opgave van reden herroepen.
            Stuur ze ongebruikt en in de originele verpakking terug; de retourkosten zijn voor jou. We betalen
            het aankoopbedrag binnen 14 dagen na je melding terug.
          </li>
          <li>
            <strong>Garantie</strong>: op al onze producten geldt de garantie die bij het product staat,
            bovenop je wettelijke rechten. Zie <a href="/klachten-en-garantie">klachten en garantie</a>.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="schade" title="Schade, een defect of verkeerd geleverd">
        <p>
          Is je product beschadigd aangekomen, werkt het niet goed, of is het niet wat je bestelde (een andere
          kleur of maat dan in je orderbevestiging)? Dan maken we het kosteloos goed: we repareren het, maken
          het opnieuw of vervangen het onderdeel. Je wettelijke recht op een deugdelijk product (conformiteit)
          blijft altijd gelden, ook bij maatwerk.
        </p>
        <p>
          Meld schade aan de verpakking liefst direct bij de bezorger, en schade of een verkeerde levering
          binnen 14 dagen na ontvangst bij ons. Gooi de verpakking nog niet weg en maak foto's.
        </p>
      </ContentSection>

      <ContentSection id="annuleren" title="Annuleren voordat we gaan maken">
        <p>
          Je bestelling gaat in productie zodra je betaling binnen is. Wil je iets wijzigen of annuleren, bel
          dan zo snel mogelijk. Zolang we nog niet zijn begonnen met zagen en naaien, kan dat kosteloos. Kies
          je voor inmeten, dan maken we pas na het inmeten; tot die afspraak kun je altijd nog wijzigen.
        </p>
      </ContentSection>

      <ContentSection id="hoe" title="Zo meld je het">
        <ol className="numbered-list">
          <li>
            Vraag service aan via het <a href="/klantenservice/contact#service">serviceformulier</a> met je
            ordernummer en de postcode van het afleveradres.
          </li>
          <li>Je krijgt direct een bevestiging per e-mail; binnen 2 werkdagen nemen we contact met je op.</li>
          <li>
            We spreken samen af hoe we het oplossen: een nieuw onderdeel, een monteur of een nieuw product.
          </li>
        </ol>
        <p>
          Liever bellen? Dat kan op {store.phone}, of mail naar{" "}
          <a href={`mailto:${company.email}`}>{company.email}</a>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
