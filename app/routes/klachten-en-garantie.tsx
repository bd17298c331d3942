// /klachten-en-garantie: how to complain (the service form), the warranty per product family from the
// catalogue, and where a dispute can go (NL: De Geschillencommissie, BE: Consumentenombudsdienst).
import { MOUNT_WARRANTY_YEARS } from "../../domain/cart/totals";
import { company } from "../../domain/company";
import { ContentPage, ContentSection } from "../content/ContentPage";
import { warrantyByFamily } from "../content/content-pages.server";
import { informationPage } from "../content/information-page";
import { useRootData } from "../root-data";
import type { Route } from "./+types/klachten-en-garantie";

const page = informationPage({
  title: "Klachten en garantie",
  description:
    "Zo meld je een klacht bij Raamwerk, zo lang heb je garantie per productgroep, en hier kun je terecht als we er samen niet uitkomen.",
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

export function loader({ context }: Route.LoaderArgs) {
  return { families: warrantyByFamily(context.services.catalog.snapshot) };
}

const toc = [
  { id: "klacht-melden", label: "Een klacht melden" },
  { id: "garantie", label: "Garantie per productgroep" },
  { id: "niet-onder-garantie", label: "Wat niet onder garantie valt" },
  { id: "geschil", label: "Komen we er samen niet uit?" },
];

export default function KlachtenEnGarantie({ loaderData }: Route.ComponentProps) {
  const { store } = useRootData();
  const belgian = store.code === "BE";
  return (
    <ContentPage
      title={page.title}
      toc={toc}
      lead={
        <p>
          We maken elk product met de hand en controleren het voordat het ons atelier verlaat. Is er toch iets
          niet in orde, dan lossen we het op. Zo werkt dat.
        </p>
      }
    >
      <ContentSection id="klacht-melden" title="Een klacht melden">
        <ol className="numbered-list">
          <li>
            Vul het <a href="/klantenservice/contact#service">serviceformulier</a> in met je ordernummer, de
            postcode van het afleveradres en een korte omschrijving. Foto's kun je daarna mailen naar{" "}
            <a href={`mailto:${company.email}`}>{company.email}</a>.
          </li>
          <li>Je krijgt direct een bevestiging met het nummer van je serviceaanvraag.</li>
          <li>
            Binnen 2 werkdagen reageren we inhoudelijk. Binnen 14 dagen hebben we een oplossing of laten we je
            weten hoe lang het nog duurt en waarom.
          </li>
        </ol>
        <p>
          Meld een klacht bij voorkeur binnen 14 dagen nadat je het probleem ontdekt. Later melden mag ook,
          maar hoe eerder we het weten, hoe sneller we kunnen helpen. Bellen kan natuurlijk ook: {store.phone}
          .
        </p>
      </ContentSection>

      <ContentSection id="garantie" title="Garantie per productgroep">
        <p>
          Bovenop je wettelijke rechten geven we fabrieksgarantie op materiaal en constructiefouten. Op
          montage door onze eigen monteurs krijg je {MOUNT_WARRANTY_YEARS} jaar garantie. De garantie per
          product staat ook in de specificaties op de productpagina.
        </p>
        <div className="content-table-wrap">
          <table className="content-table">
            <thead>
              <tr>
                <th scope="col">Productgroep</th>
                <th scope="col">Garantie</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.families.map((f) => (
                <tr key={f.slug}>
                  <th scope="row">
                    <a href={`/${f.slug}`}>{f.name}</a>
                  </th>
                  <td>
                    {f.terms.length === 1 ? (
                      f.terms[0]?.value
                    ) : (
                      <ul className="bullet-list">
                        {f.terms.map((t) => (
                          <li key={t.value}>
                            {t.value}: {t.products.join(", ")}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          De garantie gaat in op de dag van levering of montage. Onder garantie repareren of vervangen we het
          product of onderdeel kosteloos; bij montage door ons komt de monteur zonder voorrijkosten.
        </p>
      </ContentSection>

      <ContentSection id="niet-onder-garantie" title="Wat niet onder garantie valt">
        <ul className="bullet-list">
          <li>
            schade door verkeerd gebruik, zoals een rolgordijn dat scheef wordt opgerold of zonwering die bij
            harde wind uit blijft staan;
          </li>
          <li>
            maten die je zelf hebt opgemeten en die niet passen (controleer ze vooraf met de{" "}
            <a href="/meetinstructies">meetinstructies</a>),
          </li>
          <li>montage die niet volgens de handleiding is gedaan;</li>
          <li>normale slijtage en kleine kleurverschillen tussen een kleurstaal en een groot doek;</li>
          <li>
            verkleuring van stoffen door jarenlang direct zonlicht, behalve bij doeken die daar uitdrukkelijk
            voor bedoeld zijn.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="geschil" title="Komen we er samen niet uit?">
        <p>
          Dat willen we voorkomen, maar mocht het gebeuren, dan kun je je geschil voorleggen aan een
          onafhankelijke instantie:
        </p>
        {belgian ? (
          <p>
            De <a href="https://consumentenombudsdienst.be">Consumentenombudsdienst</a> in Brussel bemiddelt
            gratis bij geschillen tussen consumenten en ondernemingen. Omdat wij in Nederland gevestigd zijn,
            kun je ook terecht bij <a href="https://www.degeschillencommissie.nl">De Geschillencommissie</a>{" "}
            in Den Haag.
          </p>
        ) : (
          <p>
            <a href="https://www.degeschillencommissie.nl">De Geschillencommissie</a> in Den Haag behandelt
            geschillen tussen consumenten en bedrijven. Je dient daar een klacht in nadat je die eerst bij ons
            hebt gemeld.
          </p>
        )}
        <p>
          Het Europese platform voor onlinegeschillenbeslechting (ODR) is op 20 juli 2025 gesloten; voor
          grensoverschrijdende geschillen helpt het{" "}
          <a href={belgian ? "https://www.eccbelgie.be" : "https://www.eccnederland.nl"}>
            Europees Consumenten Centrum
          </a>{" "}
          je verder. Je kunt natuurlijk ook altijd naar de rechter.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
