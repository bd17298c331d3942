// `/{product}/kleuren`: every colour a product comes in, grouped by tag group and collection; a colour opens the colour popup.
import { data, Link } from "react-router";
import type { Colour, ColourCollection } from "../../domain/catalog";
import { usePopup } from "../popups/PopupProvider";
import type { Route } from "./+types/product-colours";

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return [
    { title: `Kleuren van ${page.product.name} | Raamwerk` },
    {
      name: "description",
      content: `Alle kleuren en collecties van de ${page.product.name.toLowerCase()}. Vraag gratis kleurstalen aan.`,
    },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = context.services.catalog.product(params.slug);
  // Only products have a colours page; anything else must 404.
  if (!product) throw data(null, { status: 404 });
  const groups = new Map<string, ColourCollection[]>();
  for (const collection of product.collections) {
    groups.set(collection.tag_group, [...(groups.get(collection.tag_group) ?? []), collection]);
  }
  return {
    product: {
      name: product.name,
      url_path: product.url_path,
      category: product.category,
      category_slug: product.category_slug,
    },
    groups: [...groups.entries()].map(([tagGroup, collections]) => ({ tagGroup, collections })),
  };
}

export default function ProductColours({ loaderData }: Route.ComponentProps) {
  const { product, groups } = loaderData;
  const popup = usePopup();
  const show = (colour: Colour, collection: ColourCollection) =>
    popup.open({
      type: "color",
      title: colour.name,
      size: 450,
      data: { colour, collection: collection.name, productName: product.name },
    });

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Kruimelpad">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/${product.category_slug}`}>{product.category}</Link>
          </li>
          <li>
            <Link to={`/${product.url_path}`}>{product.name}</Link>
          </li>
          <li aria-current="page">Kleuren</li>
        </ol>
      </nav>
      <h1>Kleuren van de {product.name.toLowerCase()}</h1>
      <p className="page__lead">
        Klik op een kleur om hem groter te bekijken. Twijfel je tussen een paar kleuren? Vraag ze gratis aan
        als kleurstaal.
      </p>
      {groups.map((group) => (
        <section key={group.tagGroup} className="colour-group" aria-labelledby={`groep-${group.tagGroup}`}>
          <h2 id={`groep-${group.tagGroup}`}>{group.tagGroup}</h2>
          {group.collections.map((collection) => (
            <div key={collection.slug} className="colour-collection">
              <h3>
                {collection.name}{" "}
                <span className="colour-collection__count">({collection.colours.length} kleuren)</span>
              </h3>
              <ul className="colour-grid">
                {collection.colours.map((colour) => (
                  <li key={colour.code}>
                    <button type="button" className="colour-tile" onClick={() => show(colour, collection)}>
                      <img
                        src={`${colour.thumbnail}?w=150&h=150`}
                        width={150}
                        height={150}
                        alt=""
                        loading="lazy"
                      />
                      <span className="colour-tile__name">{colour.name}</span>
                      <span className="colour-tile__code">{colour.code}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <p>
        <Link to={`/${product.url_path}#configureren`} className="button button--primary">
          Stel je {product.name.toLowerCase()} samen
        </Link>
      </p>
    </div>
  );
}
