// The category page's loader data that depends on the catalogue only, worked out once per catalogue snapshot (a
// reload makes a new snapshot, so the WeakMap forgets the old lists with it).
import type { Category } from "../../domain/catalog";

interface CategoriesOfSnapshot {
  categories: Category[];
}

const subcategoryLists = new WeakMap<CategoriesOfSnapshot, Map<string, Category[]>>();

/** The categories directly below `slug`, in catalogue order. */
export function subcategoriesOf(snapshot: CategoriesOfSnapshot, slug: string): Category[] {
  let bySlug = subcategoryLists.get(snapshot);
  if (!bySlug) {
    bySlug = new Map();
    subcategoryLists.set(snapshot, bySlug);
  }
  let list = bySlug.get(slug);
  if (!list) {
    list = snapshot.categories.filter((c) => c.parent_slug === slug);
    bySlug.set(slug, list);
  }
  return list;
}
