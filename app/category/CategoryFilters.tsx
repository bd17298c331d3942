// A category's filters and sort order around its product list: a GET form with checkboxes that works without
// JavaScript ('Toon resultaten'), and with it updates the list at once, replacing the address as it goes. On
// phones the filters sit in a collapsible panel above the list; from 992 px they are a sidebar.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import {
  DEFAULT_SORT,
  emptySelection,
  type Facet,
  type ListQuery,
  listQueryString,
  sortOptions,
} from "../../domain/catalog-filters";

const FORM_ID = "category-filters";

export function CategoryFilters({
  slug,
  facets,
  query,
  selected,
  shown,
  total,
  children,
}: {
  slug: string;
  facets: Facet[];
  query: ListQuery;
  selected: number;
  shown: number;
  total: number;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDetailsElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // From a change until the next list has loaded, the boxes show what was chosen: first the address asked for
  // (set at once, before the router has started), then the address being navigated to.
  const navigation = useNavigation();
  const location = useLocation();
  // The asked address holds only on the page it was asked from: any next location (a new key) forgets it.
  const [asked, setAsked] = useState<{ from: string; search: string } | null>(null);
  const pending =
    (asked?.from === location.key ? asked.search : null) ??
    (navigation.location?.pathname === location.pathname ? navigation.location.search : location.search);
  const chosen = new URLSearchParams(pending);
  const sort = sortOptions.find((o) => o.value === chosen.get("sort"))?.value ?? query.sort;

  // The form's values as the address; the default sort is left out, as the server's links leave it out.
  function update() {
    if (!formRef.current) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(formRef.current)) {
      if (typeof value === "string" && !(key === "sort" && value === DEFAULT_SORT)) params.append(key, value);
    }
    const search = params.toString();
    setAsked({ from: location.key, search: search ? `?${search}` : "" });
    navigate(`/${slug}${search ? `?${search}` : ""}`, { replace: true, preventScrollReset: true });
  }

  const addressOf = (next: ListQuery) => {
    const search = listQueryString(next);
    return `/${slug}${search ? `?${search}` : ""}`;
  };
  const clearAddress = addressOf({ selection: emptySelection(), sort: query.sort });
  // Each chosen value as a link that takes it away again.
  const chips = facets.flatMap((facet) =>
    facet.values
      .filter((v) => v.selected)
      .map((v) => ({
        key: `${facet.key}-${v.value}`,
        label: v.label,
        to: addressOf({
          ...query,
          selection: {
            ...query.selection,
            [facet.key]: query.selection[facet.key].filter((x) => x !== v.value),
          },
        }),
      })),
  );

  return (
    <div className="listing">
      <details className="filters" ref={panelRef}>
        <summary className="filters__toggle">
          <span>Filters{selected > 0 ? ` (${selected})` : ""}</span>
        </summary>
        <form
          method="get"
          action={`/${slug}`}
          id={FORM_ID}
          ref={formRef}
          className="filters__form"
          aria-label="Filters"
          onSubmit={(event) => {
            // The list is already up to date; on a phone the button closes the panel to show it.
            event.preventDefault();
            update();
            if (panelRef.current) panelRef.current.open = false;
          }}
        >
          {facets.map((facet) => (
            <fieldset key={facet.key} className="filters__group">
              <legend>{facet.title}</legend>
              <ul>
                {facet.values.map((v) => {
                  const checked = chosen.getAll(facet.key).includes(v.value);
                  return (
                    <li key={v.value}>
                      <label
                        className={v.count === 0 && !checked ? "filters__value is-empty" : "filters__value"}
                      >
                        <input
                          type="checkbox"
                          name={facet.key}
                          value={v.value}
                          checked={checked}
                          disabled={v.count === 0 && !checked}
                          onChange={update}
                        />
                        <span>{v.label}</span>
                        <span className="filters__count">
                          <span aria-hidden="true">({v.count})</span>
                          <span className="visually-hidden">
                            , {v.count === 1 ? "1 product" : `${v.count} producten`}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
          <div className="filters__actions">
            <button type="submit" className="button button--primary">
              Toon resultaten
            </button>
            {selected > 0 && (
              <Link to={clearAddress} className="button button--link" replace preventScrollReset>
                Wis filters
              </Link>
            )}
          </div>
        </form>
      </details>
      <div className="listing__main">
        <div className="listing__bar">
          <h2 className="section-title listing__count" aria-live="polite">
            {shown === total
              ? `${total} ${total === 1 ? "product" : "producten"}`
              : `${shown} van ${total} producten`}
          </h2>
          <div className="listing__sort">
            <label htmlFor="category-sort">Sorteren op</label>
            <select id="category-sort" name="sort" form={FORM_ID} value={sort} onChange={update}>
              {sortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {!hydrated && (
              <button type="submit" form={FORM_ID} className="button button--secondary">
                Sorteer
              </button>
            )}
          </div>
        </div>
        {chips.length > 0 && (
          <ul className="listing__chips" aria-label="Gekozen filters">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  to={chip.to}
                  className="chip listing__chip"
                  aria-label={`${chip.label} weghalen`}
                  replace
                  preventScrollReset
                >
                  {chip.label}
                  <span aria-hidden="true"> ×</span>
                </Link>
              </li>
            ))}
            <li>
              <Link to={clearAddress} className="button button--link" replace preventScrollReset>
                Wis filters
              </Link>
            </li>
          </ul>
        )}
        {children}
      </div>
    </div>
  );
}
