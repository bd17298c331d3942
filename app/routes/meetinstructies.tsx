// /meetinstructies: how to measure in the recess ('in de dag') and on the frame or wall ('op de dag'), per
// product family with its own anchor (#plisse), with our own drawings; the configurator's size step links here.
import { measureDrawingFile, measureGuides } from "../../domain/measuring";
import { ContentPage, ContentSection } from "../content/ContentPage";
import { informationPage } from "../content/information-page";
import { generalSteps, guideTexts, mountingTitles } from "../content/measuring-guide";
import type { Route } from "./+types/meetinstructies";

const page = informationPage({
  title: "Meetinstructies",
  description:
    "Zo meet je je raam op voor raamdecoratie, zonwering, rolluiken, horren en terrasoverkappingen op maat: in de dag of op de dag, met tekeningen per product.",
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;
export const meta: Route.MetaFunction = page.meta;

const guides = measureGuides.flatMap((guide) => {
  const text = guideTexts[guide.id];
  return text ? [{ guide, text }] : [];
});

export default function Meetinstructies() {
  return (
    <ContentPage
      title={page.title}
      wide
      toc={[
        { id: "voor-je-begint", label: "Voor je begint" },
        ...guides.map(({ guide, text }) => ({ id: guide.id, label: text.title })),
      ]}
      lead={
        <p>
          Goed meten is het halve werk: wij maken je product precies op de maten die je doorgeeft. Kies eerst
          of het in de dag of op de dag komt, en volg dan de stappen voor jouw product.
        </p>
      }
    >
      <ContentSection id="voor-je-begint" title="Voor je begint">
        <div className="measure-pair">
          <div>
            <h3>In de dag</h3>
            <p>
              Het product hangt binnen de raamopening (de dag), strak tegen de zijkanten. Dat oogt rustig en
              laat de vensterbank vrij. Je geeft de kleinste maat van de opening door; wij houden de speling
              aan.
            </p>
          </div>
          <div>
            <h3>Op de dag</h3>
            <p>
              Het product hangt op het kozijn of de muur en valt over de opening heen. Dat verduistert beter
              en past ook als de dag ondiep is. Je geeft de totale maat van het product door, met de overlap
              erbij.
            </p>
          </div>
        </div>
        <ul className="bullet-list">
          {generalSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        <p className="content-note">
          In de tekeningen geven de <strong className="measure-key measure-key--width">groene pijlen</strong>{" "}
          de breedte aan, de <strong className="measure-key measure-key--height">oranje pijlen</strong> de
          hoogte en de <strong className="measure-key measure-key--overlap">grijze pijlen</strong> de overlap.
        </p>
      </ContentSection>

      {guides.map(({ guide, text }) => (
        <section
          key={guide.id}
          id={guide.id}
          aria-labelledby={`${guide.id}-title`}
          className="content-section measure-family"
        >
          <h2 id={`${guide.id}-title`}>{text.title}</h2>
          <p>{text.intro}</p>
          <div className="measure-pair">
            {guide.mountings.map((mounting) => {
              const steps = text.steps[mounting] ?? [];
              return (
                <div key={mounting}>
                  <h3>{mountingTitles[mounting]}</h3>
                  <figure className="measure-figure">
                    <img
                      src={`/media/meetinstructies/${measureDrawingFile(guide, mounting)}`}
                      alt={`${text.title}, ${mountingTitles[mounting].toLowerCase()}: waar je de breedte en de hoogte meet`}
                      width={480}
                      height={360}
                      loading="lazy"
                    />
                  </figure>
                  <ol className="numbered-list">
                    {steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </div>
              );
            })}
          </div>
          {text.tip && <p className="content-note">{text.tip}</p>}
        </section>
      ))}

      <ContentSection id="hulp" title="Liever niet zelf meten?">
        <p>
          Onze monteurs meten alle ramen in één bezoek in, en dan zijn wij verantwoordelijk voor de maten.
          Lees <a href="/klantenservice/laten-monteren">hoe inmeten en monteren werkt</a>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
