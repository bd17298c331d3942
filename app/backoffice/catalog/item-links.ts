// Where the back office edits an item of each kind: the links of 'Controleren''s findings and of the lists.
import type { ItemKind } from "../../../domain/catalog-editor/document";

const editPaths: Record<ItemKind, string> = {
  products: "/beheer/catalogus/producten",
  colours: "/beheer/catalogus/kleuren",
  collections: "/beheer/catalogus/collecties",
  categories: "/beheer/catalogus/categorieen",
  optionSets: "/beheer/catalogus/optiesets",
  accessories: "/beheer/catalogus/accessoires",
};

export function itemEditPath(kind: ItemKind, key: string): string {
  return `${editPaths[kind]}/${encodeURIComponent(key)}`;
}
