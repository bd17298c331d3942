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

  /** Moves `list[i]` to `list[j]`'s place: the two swap positions; siblings sharing one position are numbered first. */
  async function move(list: DocCategory[], i: number, j: number) {
    setBusy(true);
    setErrors({});
    const order = [...list];
    [order[i], order[j]] = [order[j] as DocCategory, order[i] as DocCategory];
    const distinct = new Set(list.map((c) => c.position)).size === list.length;
    const base = Math.min(...list.map((c) => c.position));
    const positions = distinct
      ? new Map([
          [list[i] as DocCategory, (list[j] as DocCategory).position],
          [list[j] as DocCategory, (list[i] as DocCategory).position],
        ])
      : new Map(order.map((c, n) => [c, base + n]));
    for (const [category, position] of positions) {
      if (category.position === position) continue;
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
                    onClick={() => move(list, i, i - 1)}
                    aria-label={`${c.name} omhoog`}
                  >
                    Omhoog
                  </button>
                  <button
                    type="button"
                    className="beheer-button beheer-button--quiet"
                    disabled={busy || i === list.length - 1}
                    onClick={() => move(list, i, i + 1)}
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
