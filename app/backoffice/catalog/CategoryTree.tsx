// The categories as a tree (top categories, each with its children, in position order). The owner moves a category
// up or down among its siblings: the two swapped categories are saved with each other's position.
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { DocCategory } from "../../../domain/catalog-editor/document";
import { callBeheer, useBackofficeData } from "../api";
import { ErrorList } from "../shop-settings/fields";

const byPosition = (a: DocCategory, b: DocCategory) => a.position - b.position || a.id - b.id;

export function CategoryTree({ categories, canEdit }: { categories: DocCategory[]; canEdit: boolean }) {
  const { csrfToken } = useBackofficeData();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const children = (parent: string | null) =>
    categories
      .filter((c) => c.parent === parent || (parent === null && !categories.some((p) => p.slug === c.parent)))
      .sort(byPosition);

  async function swap(a: DocCategory, b: DocCategory) {
    setBusy(true);
    setErrors({});
    const [pa, pb] = a.position === b.position ? [b.position + 1, a.position] : [b.position, a.position];
    for (const [category, position] of [
      [a, pa],
      [b, pb],
    ] as const) {
      const path = `catalog/items/categories/${category.id}`;
      const current = await callBeheer<{ item: DocCategory; revision: string }>("GET", path, csrfToken);
      const result = current.ok
        ? await callBeheer("PUT", path, csrfToken, {
            item: { ...current.data.item, position },
            revision: current.data.revision,
          })
        : current;
      if (!result.ok) {
        setErrors(result.errors);
        break;
      }
    }
    setBusy(false);
    await revalidator.revalidate();
  }

  function branch(parent: string | null, depth: number) {
    const list = children(parent);
    if (list.length === 0) return null;
    return (
      <ul className={depth === 0 ? "beheer-tree" : undefined}>
        {list.map((c, i) => (
          <li key={c.id}>
            <div className="beheer-tree__row">
              <Link to={`/beheer/catalogus/categorieen/${c.id}`}>{c.name}</Link>
              <span className="beheer-hint">/{c.slug}</span>
              {canEdit && (
                <span className="beheer-tree__moves">
                  <button
                    type="button"
                    className="beheer-button beheer-button--quiet"
                    disabled={busy || i === 0}
                    onClick={() => swap(c, list[i - 1] as DocCategory)}
                    aria-label={`${c.name} omhoog`}
                  >
                    Omhoog
                  </button>
                  <button
                    type="button"
                    className="beheer-button beheer-button--quiet"
                    disabled={busy || i === list.length - 1}
                    onClick={() => swap(c, list[i + 1] as DocCategory)}
                    aria-label={`${c.name} omlaag`}
                  >
                    Omlaag
                  </button>
                </span>
              )}
            </div>
            {depth < 5 && branch(c.slug, depth + 1)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="beheer-panel" aria-label="Categorieën">
      <ErrorList errors={errors} />
      {branch(null, 0)}
    </section>
  );
}
