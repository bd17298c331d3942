// /veelgestelde-vragen: questions about measuring, ordering, delivery, mounting and warranty as disclosures,
// with the same questions as FAQPage structured data.
import { ContentPage, ContentSection } from "../content/ContentPage";
import { ratesFor } from "../content/content-pages.server";
import { faqGroups, faqJsonLd } from "../content/faq";
import { informationPage } from "../content/information-page";
import type { Route } from "./+types/veelgestelde-vragen";

const page = informationPage({
  title: "Veelgestelde vragen",
  description:
    "Antwoorden op de meest gestelde vragen over meten, bestellen, betalen, bezorgen, monteren en garantie bij Raamwerk.",
});

export const headers = page.headers;
export const links: Route.LinksFunction = page.links;

export function loader({ context }: Route.LoaderArgs) {
  const rates = ratesFor(context.services.catalog.snapshot, context.store.country);
  return { groups: faqGroups(rates, context.store) };
}

export function meta(args: Route.MetaArgs) {
  return page.meta(args, ...(args.data ? [faqJsonLd(args.data.groups)] : []));
}

export default function VeelgesteldeVragen({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <ContentPage
      title={page.title}
      toc={groups.map((g) => ({ id: g.id, label: g.title }))}
      lead={
        <p>
          Staat je vraag er niet bij? Bel of mail ons gerust; de meeste vragen beantwoorden we dezelfde
          werkdag.
        </p>
      }
    >
      {groups.map((group) => (
        <ContentSection key={group.id} id={group.id} title={group.title}>
          {group.items.map((item) => (
            <details key={item.id} id={item.id} className="faq-item">
              <summary>{item.question}</summary>
              <div className="faq-item__answer">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {item.link && (
                  <p>
                    <a href={item.link.href}>{item.link.label}</a>
                  </p>
                )}
              </div>
            </details>
          ))}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
