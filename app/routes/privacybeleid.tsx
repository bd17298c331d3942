// /privacybeleid: what personal data the shop keeps for carts, orders, quotes, appointments, service requests
// and swatch orders, why, how long (as the code keeps it), who else sees it, and the visitor's rights.
import { addressLine, company } from "../../domain/company";
import { ContentPage, ContentSection } from "../content/ContentPage";
import { informationPage } from "../content/information-page";
import { useRootData } from "../root-data";
import type { Route } from "./+types/privacybeleid";

const page = informationPage({
  title: "Privacybeleid",
  description:
    "Welke gegevens Raamwerk bewaart voor je winkelwagen, bestelling, offerte of afspraak, waarom, hoe lang, en hoe je je rechten onder de AVG gebruikt.",
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

const toc = [
  { id: "wie", label: "Wie wij zijn" },
  { id: "welke-gegevens", label: "Welke gegevens en waarom" },
  { id: "bewaartermijnen", label: "Hoe lang we ze bewaren" },
  { id: "delen", label: "Met wie we gegevens delen" },
  { id: "beveiliging", label: "Beveiliging" },
  { id: "rechten", label: "Jouw rechten" },
  { id: "klacht", label: "Een klacht over privacy" },
];

/** What we keep, why and on which legal basis (AVG art. 6). */
const purposes = [
  {
    what: "Winkelwagen",
    data: "De producten en maten die je samenstelt, gekoppeld aan een willekeurig sessienummer in een cookie. Geen naam of adres.",
    why: "Zodat je winkelwagen bewaard blijft terwijl je verder kijkt.",
    basis: "Uitvoering van de overeenkomst die je wilt sluiten (art. 6 lid 1 sub b AVG).",
  },
  {
    what: "Bestelling",
    data: "Naam, factuur- en afleveradres, e-mailadres, telefoonnummer, bij zakelijke klanten bedrijfsnaam en btw-nummer, de bestelde producten, de betaalstatus en de e-mails die we je over je bestelling sturen.",
    why: "Om je bestelling te maken, te bezorgen of te monteren, je te informeren en de betaling te verwerken.",
    basis: "Uitvoering van de overeenkomst (sub b) en onze wettelijke bewaarplicht (sub c).",
  },
  {
    what: "Offerte",
    data: "Naam, adres, e-mailadres, telefoonnummer en de samengestelde producten.",
    why: "Om je de offerte als pdf te mailen en er later op terug te kunnen komen.",
    basis: "Maatregelen op jouw verzoek voordat een overeenkomst wordt gesloten (sub b).",
  },
  {
    what: "Advies- en meetafspraak",
    data: "Naam, adres, e-mailadres, telefoonnummer, je voorkeursmoment, de producten waarin je interesse hebt en je opmerkingen.",
    why: "Om de afspraak te plannen en de adviseur voor te bereiden.",
    basis: "Maatregelen op jouw verzoek (sub b).",
  },
  {
    what: "Serviceaanvraag",
    data: "Je ordernummer, de postcode van het afleveradres, je omschrijving van het probleem en je contactgegevens uit de bestelling.",
    why: "Om je vraag of klacht over een geleverd product af te handelen.",
    basis: "Uitvoering van de overeenkomst en wettelijke garantie (sub b en c).",
  },
  {
    what: "Kleurstalen",
    data: "Naam, afleveradres, e-mailadres en telefoonnummer, en welke stalen je wilt.",
    why: "Om de stalen op te sturen.",
    basis: "Uitvoering van de overeenkomst (sub b).",
  },
  {
    what: "Beheer en logboeken",
    data: "Wat onze medewerkers in het beheer wijzigen (zoals de status van je bestelling), met wie het deed en wanneer. Onze server noteert per verzoek technische gegevens zoals het IP-adres, maar geen namen, adressen of e-mailadressen.",
    why: "Om fouten en misbruik op te sporen en te kunnen nagaan wie wat heeft gewijzigd.",
    basis: "Ons gerechtvaardigd belang bij een veilige en controleerbare winkel (sub f).",
  },
  {
    what: "Statistieken en marketing",
    data: "Welke pagina's en producten je bekijkt en wat je in je winkelwagen legt.",
    why: "Om de winkel te verbeteren en relevante advertenties te tonen.",
    basis:
      "Alleen met je toestemming (sub a), die je altijd kunt intrekken via Cookie-instellingen onderaan elke pagina.",
  },
];

export default function Privacybeleid() {
  const { store } = useRootData();
  const belgian = store.code === "BE";
  return (
    <ContentPage
      title={page.title}
      toc={toc}
      lead={
        <p>
          We gaan zorgvuldig om met je gegevens en vragen niet meer dan we nodig hebben om je raamdecoratie op
          maat te maken en te leveren. Hier lees je precies wat we bewaren, waarom, hoe lang, en wat je
          rechten zijn.
        </p>
      }
    >
      <ContentSection id="wie" title="Wie wij zijn">
        <p>
          {company.legalName}, {addressLine(company.address)}, ingeschreven bij de Kamer van Koophandel onder
          nummer {company.kvkNumber}, is verantwoordelijk voor de verwerking van je persoonsgegevens via de
          webwinkels raamwerk.nl en raamwerk.be. Vragen over privacy stel je aan{" "}
          <a href={`mailto:${company.email}`}>{company.email}</a>, onder vermelding van 'Privacy'.
        </p>
      </ContentSection>

      <ContentSection id="welke-gegevens" title="Welke gegevens we bewaren en waarom">
        <p>
          Je kunt de hele winkel bekijken zonder dat we iets van je bewaren. Pas als je iets doet, zoals een
          product in je winkelwagen leggen of een offerte aanvragen, slaan we gegevens op:
        </p>
        {purposes.map((p) => (
          <div key={p.what} className="content-card">
            <h3>{p.what}</h3>
            <dl className="facts-list">
              <div>
                <dt>Welke gegevens</dt>
                <dd>{p.data}</dd>
              </div>
              <div>
                <dt>Waarvoor</dt>
                <dd>{p.why}</dd>
              </div>
              <div>
                <dt>Grondslag</dt>
                <dd>{p.basis}</dd>
              </div>
            </dl>
          </div>
        ))}
        <p>
          We vragen nooit om bijzondere persoonsgegevens en nemen geen besluiten over je op basis van
          geautomatiseerde profilering.
        </p>
      </ContentSection>

      <ContentSection id="bewaartermijnen" title="Hoe lang we je gegevens bewaren">
        <ul className="bullet-list">
          <li>
            <strong>Winkelwagen:</strong> het sessiecookie dat je winkelwagen herkent, vervalt een jaar nadat
            het is gezet. Een link om een bewaarde winkelwagen te herstellen werkt 30 dagen.
          </li>
          <li>
            <strong>Bestellingen en facturen:</strong> 7 jaar na het einde van het boekjaar, omdat de
            belastingwet ons dat verplicht (
            {belgian
              ? "voor Belgische bestellingen ook de Belgische btw-regels"
              : "art. 52 Algemene wet inzake rijksbelastingen"}
            ).
          </li>
          <li>
            <strong>Betalingen:</strong> we bewaren alleen de status en het bedrag, nooit je kaart- of
            bankgegevens; die blijven bij onze betaaldienst.
          </li>
          <li>
            <strong>Offertes, afspraken, serviceaanvragen en kleurstalen:</strong> we verwijderen ze niet
            automatisch. Vraag je ons om verwijdering, dan doen we dat binnen een maand, tenzij ze bij een
            bestelling horen die we moeten bewaren.
          </li>
          <li>
            <strong>Verzonden e-mails en het logboek van het beheer:</strong> zo lang als de bestelling of
            aanvraag waar ze bij horen.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="delen" title="Met wie we gegevens delen">
        <p>We verkopen je gegevens nooit. We delen alleen wat nodig is met:</p>
        <ul className="bullet-list">
          <li>
            <strong>Onze betaaldienst</strong> (Adyen N.V., Amsterdam), die je betaling verwerkt voor iDEAL,
            Bancontact, creditcard, PayPal en Klarna.
          </li>
          <li>
            <strong>De vervoerder</strong> die je pakket bezorgt: naam, afleveradres en telefoonnummer.
          </li>
          <li>
            <strong>Een postcodedienst</strong> die bij een Nederlandse postcode en huisnummer de straat en
            plaats invult. Alleen die postcode en dat huisnummer gaan daarheen.
          </li>
          <li>
            <strong>Onze hostingpartij en e-maildienst</strong>, binnen de Europese Unie, die de winkel
            draaien en onze e-mails versturen.
          </li>
          <li>
            <strong>Analyse- en advertentiediensten</strong>, alleen als je daarvoor toestemming hebt gegeven
            (zie het <a href="/cookiebeleid">cookiebeleid</a>).
          </li>
        </ul>
        <p>
          Met elke partij die gegevens voor ons verwerkt, hebben we een verwerkersovereenkomst. We geven geen
          gegevens door buiten de Europese Economische Ruimte, behalve aan partijen die onder het EU-VS Data
          Privacy Framework vallen of met de standaardcontractbepalingen van de Europese Commissie werken.
        </p>
      </ContentSection>

      <ContentSection id="beveiliging" title="Beveiliging">
        <p>
          De hele winkel werkt via een versleutelde verbinding (https). Medewerkers loggen in met een eigen
          account; wachtwoorden worden alleen als onomkeerbare hash opgeslagen en sessies lopen vanzelf af.
          Elke wijziging in het beheer wordt vastgelegd in een logboek.
        </p>
      </ContentSection>

      <ContentSection id="rechten" title="Jouw rechten en hoe je ze gebruikt">
        <p>Onder de Algemene verordening gegevensbescherming (AVG) heb je het recht om:</p>
        <ul className="bullet-list">
          <li>je gegevens in te zien en een kopie te krijgen;</li>
          <li>onjuiste gegevens te laten verbeteren;</li>
          <li>je gegevens te laten verwijderen, voor zover wij ze niet wettelijk moeten bewaren;</li>
          <li>de verwerking te laten beperken of er bezwaar tegen te maken;</li>
          <li>je gegevens in een gangbaar bestand mee te nemen naar een andere partij;</li>
          <li>een gegeven toestemming in te trekken, bijvoorbeeld voor cookies via Cookie-instellingen.</li>
        </ul>
        <p>
          Mail je verzoek naar <a href={`mailto:${company.email}`}>{company.email}</a> of bel {store.phone}.
          Noem je naam, het e-mailadres waarmee je bij ons bekend bent en, als je dat hebt, je order- of
          offertenummer. We kunnen je vragen je identiteit te bevestigen, zodat we je gegevens aan niemand
          anders geven. Je krijgt binnen een maand antwoord; het kost je niets.
        </p>
      </ContentSection>

      <ContentSection id="klacht" title="Een klacht over privacy">
        <p>
          Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan eerst weten; we lossen het
          graag samen op. Je hebt ook altijd het recht een klacht in te dienen bij de toezichthouder:
        </p>
        <ul className="bullet-list">
          {belgian ? (
            <>
              <li>
                in België bij de{" "}
                <a href="https://www.gegevensbeschermingsautoriteit.be">
                  Gegevensbeschermingsautoriteit (GBA)
                </a>
                ;
              </li>
              <li>
                of, omdat wij in Nederland gevestigd zijn, bij de{" "}
                <a href="https://autoriteitpersoonsgegevens.nl">Autoriteit Persoonsgegevens</a>.
              </li>
            </>
          ) : (
            <li>
              in Nederland bij de{" "}
              <a href="https://autoriteitpersoonsgegevens.nl">Autoriteit Persoonsgegevens</a>.
            </li>
          )}
        </ul>
        <p className="content-updated">
          Dit privacybeleid is voor het laatst bijgewerkt op 25 november 2026.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
