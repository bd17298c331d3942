// A category: intro, subcategories, the filters with their counts, the sort order and the product cards; the
// list is reported to the data layer once shown.
import { useEffect } from "react";
import { Link } from "react-router";
import type { ProductCard as Card, Category } from "../../domain/catalog";
import type { Facet, ListQuery } from "../../domain/catalog-filters";
import { ProductCard } from "../product/ProductCard";
import { itemFromCard, track } from "../tracking/dataLayer";
import { Icon } from "../ui/Icon";
import { CategoryFilters } from "./CategoryFilters";

export function CategoryPage({
  category,
  subcategories,
  products,
  total,
  facets,
  query,
  selected,
}: {
  category: Category;
  subcategories: Category[];
  /** The cards that match the filters, in the chosen order. */
  products: Card[];
  /** All products of the category. */
  total: number;
  facets: Facet[];
  query: ListQuery;
  selected: number;
}) {
  useEffect(() => {
    track("view_item_list", {
      item_list_id: category.slug,
      item_list_name: category.name,
      items: products.map((p, index) => ({ ...itemFromCard(p), index })),
    });
  }, [category, products]);

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Kruimelpad">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <header className="category-hero">
        <div className="category-hero__text">
          <h1>{category.name}</h1>
          <p>{category.description}</p>
          <ul className="check-list">
            {category.usps.map((usp) => (
              <li key={usp}>
                <Icon name="check" size={18} />
                {usp}
              </li>
            ))}
          </ul>
        </div>
        <img
          className="category-hero__image"
          src={`${category.image}?w=600&h=400`}
          width={600}
          height={400}
          alt=""
          fetchPriority="high"
        />
      </header>
      {subcategories.length > 0 && (
        <nav className="chip-nav" aria-label={`Soorten ${category.name.toLowerCase()}`}>
          {subcategories.map((s) => (
            <Link key={s.slug} to={`/${s.slug}`} className="chip">
              {s.name}
            </Link>
          ))}
        </nav>
      )}
      <CategoryFilters
        slug={category.slug}
        facets={facets}
        query={query}
        selected={selected}
        shown={products.length}
        total={total}
      >
        {products.length > 0 ? (
          <div className="card-grid">
            {products.map((card, index) => (
              <ProductCard key={card.entity_id} card={card} listName={category.name} index={index} />
            ))}
          </div>
        ) : (
          <div className="listing__empty">
            <p>Geen producten met deze filters. Haal een filter weg of begin opnieuw.</p>
            <Link to={`/${category.slug}`} className="button button--secondary">
              Wis filters
            </Link>
          </div>
        )}
      </CategoryFilters>
    </div>
  );
}
