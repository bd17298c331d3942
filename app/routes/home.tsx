// Home page: what we make, the product families and the featured products.

import { Link } from "react-router";
import { publicPage } from "../cache-headers";
import { ProductCard } from "../product/ProductCard";
import { pageMeta, rootDataOf } from "../seo/meta";
import { organizationJsonLd, webSiteJsonLd } from "../seo/structured-data";
import homeStylesheet from "../styles/home.css?url";
import { Icon } from "../ui/Icon";
import type { Route } from "./+types/home";

export const headers = publicPage();

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: homeStylesheet, precedence: "default" },
];

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  const base = root?.siteConfig.siteBase ?? "";
  return pageMeta(matches, {
    title: "Raamdecoratie en zonwering op maat | Raamwerk",
    description:
      "Rolgordijnen, plissés, jaloezieën, screens, rolluiken, shutters, horren en terrasoverkappingen op maat. Zelf samenstellen met directe prijs, gratis kleurstalen en montage door onze eigen monteurs.",
    structuredData: root
      ? [organizationJsonLd(root.seo.company, base), webSiteJsonLd(root.seo.company, base)]
      : [],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const families = catalog.snapshot.categories.filter((c) => c.parent_slug === null);
  const featured = catalog.featured();
  const heroProduct = catalog.snapshot.products.find(
    (p) => p.entity_id === featured[0]?.entity_id && p.gallery.length > 0,
  );
  const hero = heroProduct?.gallery[0] ? `/media/sfeer_fotos${heroProduct.gallery[0].image}` : null;
  return { families, featured, hero, adviceAppointments: context.store.adviceAppointments };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { families, featured, hero, adviceAppointments } = loaderData;
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title">Raamdecoratie en zonwering, precies op jouw maat</h1>
          <p>
            Stel je rolgordijn, plissé, screen of rolluik stap voor stap samen en zie direct wat het kost. Wij
            maken het in ons eigen atelier en komen het op verzoek inmeten en monteren.
          </p>
          <div className="hero__actions">
            <a href="#assortiment" className="button button--primary button--large">
              Bekijk het assortiment
            </a>
            {adviceAppointments && (
              <Link to="/advies-meet-afspraak-plannen" className="button button--secondary button--large">
                Plan een adviesafspraak
              </Link>
            )}
          </div>
        </div>
        {hero && (
          <img
            className="hero__image"
            src={`${hero}?w=1200&h=800`}
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
          />
        )}
      </section>

      <section id="assortiment" aria-labelledby="assortiment-title">
        <h2 id="assortiment-title" className="section-title">
          Ons assortiment
        </h2>
        <ul className="family-grid">
          {families.map((c) => (
            <li key={c.slug}>
              <Link to={`/${c.slug}`} className="family-tile">
                <img src={`${c.image}?w=600&h=400`} width={600} height={400} alt="" loading="lazy" />
                <span className="family-tile__name">{c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="populair">
        <h2 id="populair" className="section-title">
          Populair bij onze klanten
        </h2>
        <div className="card-grid">
          {featured.map((card, index) => (
            <ProductCard key={card.entity_id} card={card} listName="Populair" index={index} belowTheFold />
          ))}
        </div>
      </section>

      <section className="steps" aria-labelledby="zo-werkt-het">
        <h2 id="zo-werkt-het" className="section-title">
          Zo werkt het
        </h2>
        <ol className="steps__list">
          <li>
            <Icon name="swatch" />
            <h3>Kies je kleur</h3>
            <p>Vraag tot 5 kleurstalen gratis aan en bekijk ze thuis bij daglicht.</p>
          </li>
          <li>
            <Icon name="ruler" />
            <h3>Stel samen op maat</h3>
            <p>Vul je maten in, kies bediening en montage en zie direct de prijs.</p>
          </li>
          <li>
            <Icon name="tools" />
            <h3>Zelf monteren of laten doen</h3>
            <p>Monteer het zelf met onze handleiding, of laat onze monteurs inmeten en ophangen.</p>
          </li>
        </ol>
      </section>
    </div>
  );
}
