// What changed between two catalogue documents, in Dutch lines for the audit log and the list of versions:
// "Product 'Rolgordijn Duo' toegevoegd", "Kleur 'Zand (RG-1023)' gewijzigd: beschikbaarheid, verwachte datum".
import {
  type CatalogDocument,
  type ItemKind,
  type ItemOf,
  itemKinds,
  itemLabel,
  keyOf,
  kindNames,
} from "./document.ts";

/** Field names as the forms call them; a field not listed is named by its key. */
const fieldNames: Record<string, string> = {
  name: "naam",
  slug: "adres",
  sku: "artikelnummer",
  kind: "soort",
  category: "categorie",
  extraCategories: "extra categorieën",
  optionSet: "optieset",
  shortDescription: "korte beschrijving",
  description: "beschrijving",
  specs: "kenmerken",
  usps: "voordelen",
  seoTitle: "SEO-titel",
  seoDescription: "SEO-beschrijving",
  discountPercent: "korting",
  discountLabel: "kortingslabel",
  confLabel: "label",
  productionDays: "levertijd",
  active: "te koop",
  reviewsShown: "reviews getoond",
  position: "volgorde",
  collections: "collecties",
  variantColours: "kaartkleuren",
  photos: "foto's",
  drawings: "tekeningen",
  rooms: "sfeerbeelden",
  hex: "kleur",
  availability: "beschikbaarheid",
  expectedOn: "verwachte datum",
  priceGroup: "prijsgroep",
  rollWidthCm: "rolbreedte",
  photo: "foto",
  parent: "bovenliggende categorie",
  filters: "filters",
  definition: "opties en regels",
  matrices: "prijstabellen",
  priceCents: "prijs",
  mountCostCents: "montagekosten",
  featured: "uitgelicht",
  quoteOnly: "alleen offerte",
};

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * JSON with every object's keys sorted: the same data gives the same text whatever order its keys came in
 * (PostgreSQL's jsonb keeps them in its own order).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function changedFields(before: object, after: object): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (k) =>
      canonicalJson((before as Record<string, unknown>)[k]) !==
      canonicalJson((after as Record<string, unknown>)[k]),
  );
}

/** One line per added, changed or removed item, in the kinds' order. */
export function summariseChange(before: CatalogDocument, after: CatalogDocument): string[] {
  const lines: string[] = [];
  for (const kind of itemKinds) lines.push(...kindLines(kind, before, after));
  return lines;
}

function kindLines<K extends ItemKind>(kind: K, before: CatalogDocument, after: CatalogDocument): string[] {
  const noun = capitalised(kindNames[kind].one);
  const old = new Map((before[kind] as ItemOf<K>[]).map((item) => [keyOf(kind, item), item]));
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const item of after[kind] as ItemOf<K>[]) {
    const key = keyOf(kind, item);
    seen.add(key);
    const was = old.get(key);
    if (!was) {
      lines.push(`${noun} '${itemLabel(kind, item)}' toegevoegd`);
      continue;
    }
    const fields = changedFields(was, item);
    if (fields.length > 0)
      lines.push(
        `${noun} '${itemLabel(kind, item)}' gewijzigd: ${fields.map((f) => fieldNames[f] ?? f).join(", ")}`,
      );
  }
  for (const [key, item] of old)
    if (!seen.has(key)) lines.push(`${noun} '${itemLabel(kind, item)}' verwijderd`);
  return lines;
}
