// 'Past goed bij': a small row of products that go with this one and the accessories its configurator offers,
// each with its own 'Toevoegen aan winkelwagen' (AccessoryAddForm).
import { Link } from "react-router";
import { formatPrice } from "../../domain/money";
import { AccessoryAddForm } from "./AccessoryAddForm";
import { FromPrice } from "./FromPrice";
import type { Related } from "./related-products.server";

export function RelatedProducts({ related }: { related: Related }) {
  if (related.products.length === 0 && related.accessories.length === 0) return null;
  return (
    <section className="related" aria-labelledby="past-goed-bij">
      <h2 id="past-goed-bij">Past goed bij</h2>
      {related.products.length > 0 && (
        <ul className="related__row">
          {related.products.map((p) => (
            <li key={p.url_path} className="related__item">
              <img
                className="related__image"
                src={`${p.thumbnail}?w=240&h=207`}
                width={240}
                height={207}
                alt=""
                loading="lazy"
              />
              <div className="related__body">
                <p className="related__kind">{p.category}</p>
                <h3 className="related__name">
                  <Link to={`/${p.url_path}`}>{p.name}</Link>
                </h3>
                <FromPrice price={p.price} discountPrice={p.discount_price} className="related__price" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {related.accessories.length > 0 && (
        <>
          <h3 className="related__subtitle">
            Accessoires, los te bestellen of te kiezen bij het samenstellen
          </h3>
          <ul className="related__accessories">
            {related.accessories.map((a) => (
              <li key={a.entity_id} className="related__accessory">
                <img src={a.thumbnail} width={56} height={56} alt="" loading="lazy" />
                <div>
                  <p className="related__name">{a.name}</p>
                  <p className="related__text">{a.description}</p>
                </div>
                <strong className="related__accessory-price">{formatPrice(a.price)}</strong>
                <AccessoryAddForm entityId={a.entity_id} name={a.name} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
