// /ontwerp/{code}: a saved design reopened on any device (docs/designs.md): the product, the preview, the chosen
// options and the price, the old price beside it when it changed since, and the way on to the configurator
// with these values. Private and never cached: opening keeps the design alive and the price is today's.
import { Link } from "react-router";
import { formatPrice } from "../../domain/money";
import { notFound, privatePage } from "../cache-headers";
import { LayeredPreview } from "../configurator/LayeredPreview";
import { SharePanel } from "../designs/SharePanel";
import { noScriptAction } from "../no-script";
import catalogStylesheet from "../styles/catalog.css?url";
import designsStylesheet from "../styles/designs.css?url";
import type { Route } from "./+types/ontwerp";

export const headers = privatePage;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: catalogStylesheet, precedence: "default" },
  { rel: "stylesheet", href: designsStylesheet, precedence: "default" },
];

export function meta({ data: page }: Route.MetaArgs) {
  return [
    { title: page ? `Bewaard ontwerp: ${page.productName} | Raamwerk` : "Ontwerp niet gevonden | Raamwerk" },
    // One person's design: never in a search engine.
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const design = await context.services.designs.open(params.code);
  if (!design || design.price === null) notFound();
  return {
    code: design.code,
    productName: design.product.name,
    productPath: `/${design.product.url_path}`,
    summary: design.summary,
    preview: design.preview,
    savedPrice: design.savedPrice,
    price: design.price,
    savedOn: design.createdAt.toISOString().slice(0, 10),
    address: design.address,
    colourNotices: design.colourNotices,
    link: `${context.siteConfig.siteBase}/ontwerp/${design.code}`,
  };
}

const dateFormat = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function SavedDesignPage({ loaderData: page }: Route.ComponentProps) {
  const changed = page.price !== page.savedPrice;
  return (
    <div className="page design-page">
      <nav className="breadcrumbs" aria-label="Kruimelpad">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={page.productPath}>{page.productName}</Link>
          </li>
          <li aria-current="page">Bewaard ontwerp</li>
        </ol>
      </nav>
      <div className="design-page__top">
        <div className="design-page__media">
          <LayeredPreview preview={page.preview} productName={page.productName} loading={false} />
        </div>
        <div className="design-page__info">
          <h1>{`${page.productName}: bewaard ontwerp`}</h1>
          <p className="design-page__saved">{`Bewaard op ${dateFormat.format(new Date(page.savedOn))}`}</p>
          <div className="design-page__price">
            {changed ? (
              <p className="notice" data-testid="price-changed">
                De prijs is veranderd sinds dit ontwerp werd bewaard: toen{" "}
                <s>{formatPrice(page.savedPrice)}</s>, nu <strong>{formatPrice(page.price)}</strong>.
              </p>
            ) : (
              <p>
                Prijs <strong className="design-page__amount">{formatPrice(page.price)}</strong>{" "}
                <span className="design-page__vat">incl. btw</span>
              </p>
            )}
          </div>
          {page.colourNotices.map((notice) => (
            <div key={notice.message} className="notice notice--warning design-page__colour" role="status">
              <p>{notice.message}</p>
              {notice.nearest && (
                <a className="button button--secondary" href={notice.nearest.address}>
                  <span
                    className="design-page__swatch"
                    style={{ background: notice.nearest.hex }}
                    aria-hidden="true"
                  />
                  {notice.nearest.label}
                </a>
              )}
            </div>
          ))}
          <h2 className="design-page__subtitle">Gekozen opties</h2>
          <dl className="summary">
            {page.summary.map((line) => (
              <div key={line.option_id} className="summary__row">
                <dt>{line.name}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <a className="button button--primary" href={page.address}>
              Verder met dit ontwerp
            </a>
          </p>
          <p className="design-page__hint">
            In de configurator kun je alles nog aanpassen en het ontwerp in je winkelwagen leggen. Dit
            bewaarde ontwerp blijft zoals het is.
          </p>
        </div>
      </div>
      <section className="design-page__share" aria-labelledby="delen-title">
        <h2 id="delen-title">Deel dit ontwerp</h2>
        <SharePanel code={page.code} url={page.link} />
      </section>
    </div>
  );
}
