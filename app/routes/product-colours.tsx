// `/{product}/kleuren`: every colour a product comes in, grouped by tag group and collection; a colour opens the colour popup.
// Colours out of the collection are not in the product's collections; a sold-out one says so under its code.
import { Link } from "react-router";
import type { Colour, ColourCollection } from "../../domain/catalog";
import type { ConfigurationDef } from "../../domain/configurator/types";
import { allOptions } from "../../domain/configurator/values";
import { countNoun, nameWithArticle } from "../../domain/products";
import { movedOrNotFound, publicPage } from "../cache-headers";
import { usePopup } from "../popups/PopupProvider";
import { pageMeta } from "../seo/meta";
import type { SwatchRequest } from "../swatches/api";
import { useRequestSwatch } from "../swatches/useRequestSwatch";
import type { Route } from "./+types/product-colours";

export const headers = publicPage();

export function meta({ data: page, matches }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta(matches, {
    title: `Kleuren van ${page.product.name} | Raamwerk`,
    description: `Alle kleuren en collecties van ${page.product.named}. Vraag gratis kleurstalen aan.`,
    image: `/media/social/product/${page.product.url_path}.png`,
    imageAlt: page.product.name,
  });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const product = context.services.catalog.product(params.slug);
  // Only products have a colours page; a moved one's leads to its new address, anything else must 404.
  if (!product) return movedOrNotFound(context.services.catalog, params.slug, request.url);
  const groups = new Map<string, ColourCollection[]>();
  for (const collection of product.collections) {
    groups.set(collection.tag_group, [...(groups.get(collection.tag_group) ?? []), collection]);
  }
  return {
    product: {
      name: product.name,
      /** "het rolgordijn verduisterend": the name after its article. */
      named: nameWithArticle(product.kind, product.name),
      url_path: product.url_path,
      category: product.category,
      category_slug: product.category_slug,
    },
    groups: [...groups.entries()].map(([tagGroup, collections]) => ({ tagGroup, collections })),
    swatches: swatchTargets(
      context.services.catalog.snapshot.configurations.get(product.conf_id ?? 0),
      product.entity_id,
    ),
  };
}

/**
 * Which option and value of the product's configuration each colour code is, for 'Kleurstaal aanvragen';
 * null for a product without a configuration. The first swatch option offering a colour wins.
 */
function swatchTargets(def: ConfigurationDef | undefined, productId: number) {
  if (!def) return null;
  const targets: Record<string, { option_id: number; value: number }> = {};
  for (const option of allOptions(def)) {
    if (!option.color_swatches) continue;
    for (const value of option.values) {
      if (value.colour_code && !value.disable_swatches && !(value.colour_code in targets)) {
        targets[value.colour_code] = { option_id: option.id, value: value.id };
      }
    }
  }
  return { conf_id: def.conf_id, product_id: productId, targets };
}

export default function ProductColours({ loaderData }: Route.ComponentProps) {
  const { product, groups, swatches } = loaderData;
  const popup = usePopup();
  const { requestSwatch, pending } = useRequestSwatch();
  const swatchOf = (colour: Colour): SwatchRequest | undefined => {
    const target = swatches?.targets[colour.code];
    return swatches && target && !colour.disable_swatches
      ? { conf_id: swatches.conf_id, product_id: swatches.product_id, ...target }
      : undefined;
  };
  const show = (colour: Colour, collection: ColourCollection) =>
    popup.open({
      type: "color",
      title: colour.name,
      size: 450,
      data: { colour, collection: collection.name, productName: product.name, swatch: swatchOf(colour) },
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
      <h1>Kleuren van {product.named}</h1>
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
                <span className="colour-collection__count">
                  ({countNoun(collection.colours.length, "kleur", "kleuren")})
                </span>
              </h3>
              <ul className="colour-grid">
                {collection.colours.map((colour) => {
                  const swatch = swatchOf(colour);
                  return (
                    <li key={colour.code} className="colour-grid__item">
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
                        {colour.unavailable_reason && (
                          <span className="colour-tile__unavailable">{colour.unavailable_reason}</span>
                        )}
                      </button>
                      {swatch ? (
                        <button
                          type="button"
                          className="colour-tile__request"
                          aria-label={`Kleurstaal aanvragen: ${colour.name}`}
                          disabled={pending}
                          onClick={() =>
                            requestSwatch(swatch, { colour: colour.name, product_name: product.name })
                          }
                        >
                          Kleurstaal aanvragen
                        </button>
                      ) : (
                        swatches && <span className="colour-tile__no-swatch">Geen kleurstaal mogelijk</span>
                      )}
                    </li>
                  );
                })}
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
