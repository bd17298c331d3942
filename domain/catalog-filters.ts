// A category's filters and sorting: facts per product, the facets with their counts, the chosen filters read from
// the address, and the order of the cards. Pure: the category page's loader feeds it the catalogue's data.
import type { ProductCard } from "./catalog.ts";
import { formatPriceRounded } from "./money.ts";
import type { ProductKind } from "./products.ts";

/** The address keys of the filters, in the order the page shows them; each may be repeated (`?licht=a&licht=b`). */
export const filterKeys = ["type", "kleur", "licht", "bediening", "montage", "prijs"] as const;
export type FilterKey = (typeof filterKeys)[number];

export const filterTitles: Record<FilterKey, string> = {
  type: "Soort",
  kleur: "Kleur",
  licht: "Licht",
  bediening: "Bediening",
  montage: "Montage",
  prijs: "Prijs",
};

/** The sort orders of `?sort=`; the first is the default and is left out of the address. */
export const sortOptions = [
  { value: "populair", label: "Populair" },
  { value: "prijs-oplopend", label: "Prijs oplopend" },
  { value: "prijs-aflopend", label: "Prijs aflopend" },
  { value: "beoordeling", label: "Beoordeling" },
] as const;
export type SortKey = (typeof sortOptions)[number]["value"];
export const DEFAULT_SORT: SortKey = "populair";

/** What a product does with the daylight; a catalogue fact per product (catalog/facets.ts). */
export const lightControls = {
  verduisterend: "Verduisterend",
  lichtdoorlatend: "Lichtdoorlatend",
  lichtdempend: "Lichtdempend",
  regelbaar: "Licht regelbaar",
} as const;
export type LightControl = keyof typeof lightControls;

/** Product kinds as a filter value names them. */
export const kindLabels: Record<ProductKind, string> = {
  rolgordijn: "Rolgordijnen",
  "duo-rolgordijn": "Duo-rolgordijnen",
  plisse: "Plissés",
  jaloezie: "Jaloezieën",
  vouwgordijn: "Vouwgordijnen",
  lamellen: "Verticale lamellen",
  screen: "Screens",
  knikarmscherm: "Knikarmschermen",
  rolluik: "Rolluiken",
  shutter: "Shutters",
  gordijn: "Gordijnen",
  hor: "Horren",
  hordeur: "Hordeuren",
  terrasoverkapping: "Terrasoverkappingen",
};

/** Colour families, in the order a shopper scans them; a colour's family follows from its hex code. */
export const colourFamilies = {
  wit: "Wit en crème",
  beige: "Beige en zand",
  grijs: "Grijs en antraciet",
  zwart: "Zwart",
  bruin: "Bruin en hout",
  rood: "Rood, oranje en roze",
  geel: "Geel",
  groen: "Groen",
  blauw: "Blauw",
} as const;
export type ColourFamily = keyof typeof colourFamilies;

/**
 * How a product is operated, found by words in the configurator's 'Bediening' values (or the product's
 * 'Bediening' spec when it has no such option). The first pattern that matches a word wins per word.
 */
export const operations = {
  elektrisch: "Elektrisch",
  ketting: "Ketting",
  koord: "Koord",
  veer: "Veer",
  stang: "Stang of slingerstang",
  hand: "Met de hand",
} as const;
export type Operation = keyof typeof operations;
const operationPatterns: [Operation, RegExp][] = [
  ["elektrisch", /motor|zonne-energie|handzender|elektrisch|schakelaar|\bapp\b/i],
  ["ketting", /ketting/i],
  ["koord", /koord/i],
  ["veer", /\bveer/i],
  ["stang", /stang|stok|monocommando/i],
  ["hand", /greep|met de hand|onderlat|lintoproller|kantelmechanisme/i],
];

export const mountOptions = { mogelijk: "Montage mogelijk", zelf: "Zelf monteren" } as const;

/** From-price bands (after discount) in cents: [address value, lowest, highest exclusive]. */
export const priceBands: [string, number, number][] = [
  ["tot-50", 0, 5000],
  ["50-100", 5000, 10000],
  ["100-250", 10000, 25000],
  ["250-500", 25000, 50000],
  ["500-1000", 50000, 100000],
  ["vanaf-1000", 100000, Number.POSITIVE_INFINITY],
];

function priceBandLabel([, low, high]: [string, number, number]): string {
  if (low === 0) return `Tot ${formatPriceRounded(high)}`;
  if (high === Number.POSITIVE_INFINITY) return `Vanaf ${formatPriceRounded(low)}`;
  return `${formatPriceRounded(low)} tot ${formatPriceRounded(high)}`;
}

/** The filter values one product has, per key. */
export type ProductFacts = Record<FilterKey, string[]>;

export interface ProductFactsInput {
  kind: ProductKind;
  /** Hex codes of every colour the product is sold in. */
  colourHexes: string[];
  lightControl: LightControl[];
  /** Names of the configurator's operation values, or the 'Bediening' spec's text. */
  operationNames: string[];
  /** False where we do not measure and mount (the category's flag). */
  mountable: boolean;
  /** From-price after discount, cents. */
  fromPrice: number;
}

/** A colour's family by its hue, saturation and lightness. */
export function colourFamily(hex: string): ColourFamily {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d > 0) {
    if (max === r) h = 60 * (((g - b) / d) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
    if (h < 0) h += 360;
  }
  if (l < 0.18) return "zwart";
  if (l > 0.9 && s < 0.5) return "wit";
  // Warm tones with little colour: cream, sand and wood before grey; strong warm tones are red or yellow.
  const warm = h >= 15 && h < 55;
  if (s < 0.1 || (d < 0.06 && !warm)) return "grijs";
  if (warm && h < 22 && s >= 0.45 && l >= 0.4) return "rood";
  if (warm && h >= 36 && s >= 0.55 && l < 0.8) return "geel";
  if (warm && s < 0.65) {
    if (l >= 0.85) return "wit";
    if (l >= 0.55) return "beige";
    return "bruin";
  }
  if (h < 15 || h >= 300) return "rood";
  if (h < 40) return l < 0.45 ? "bruin" : "rood";
  if (h < 58) return "geel";
  if (h < 170) return "groen";
  if (h < 260) return "blauw";
  return "rood";
}

/** The operations named in a list of names: each name may name several ("Koord en draaistok"). */
export function operationsOf(names: string[]): Operation[] {
  const found = new Set<Operation>();
  for (const name of names) {
    for (const [operation, pattern] of operationPatterns) if (pattern.test(name)) found.add(operation);
  }
  return Object.keys(operations).filter((o): o is Operation => found.has(o as Operation));
}

export function priceBandOf(cents: number): string {
  return priceBands.find(([, low, high]) => cents >= low && cents < high)?.[0] ?? "tot-50";
}

/** Every filter value of one product. */
export function productFacts(input: ProductFactsInput): ProductFacts {
  const families = new Set(input.colourHexes.map(colourFamily));
  return {
    type: [input.kind],
    kleur: Object.keys(colourFamilies).filter((f) => families.has(f as ColourFamily)),
    licht: Object.keys(lightControls).filter((l) => input.lightControl.includes(l as LightControl)),
    bediening: operationsOf(input.operationNames),
    montage: [input.mountable ? "mogelijk" : "zelf"],
    prijs: [priceBandOf(input.fromPrice)],
  };
}

/** The label of every value a key can have, in the order the page lists them. */
function valueLabels(key: FilterKey): [string, string][] {
  switch (key) {
    case "type":
      return Object.entries(kindLabels);
    case "kleur":
      return Object.entries(colourFamilies);
    case "licht":
      return Object.entries(lightControls);
    case "bediening":
      return Object.entries(operations);
    case "montage":
      return Object.entries(mountOptions);
    case "prijs":
      return priceBands.map((band) => [band[0], priceBandLabel(band)]);
  }
}

/** Chosen values per key; a key without values is not filtered on. */
export type Selection = Record<FilterKey, string[]>;

export function emptySelection(): Selection {
  return { type: [], kleur: [], licht: [], bediening: [], montage: [], prijs: [] };
}

export interface ListQuery {
  selection: Selection;
  sort: SortKey;
}

/**
 * The filters and sort order an address asks for. Values no product of the list has, unknown keys and an unknown
 * sort are ignored (the list falls back to all products, in popular order): a bad address never fails.
 */
export function parseListQuery(params: URLSearchParams, facts: ProductFacts[]): ListQuery {
  const selection = emptySelection();
  for (const key of filterKeys) {
    // A key the page offers no choice for (see facetsOf) is not filtered on either.
    const known = narrows(facts, key) ? new Set(facts.flatMap((f) => f[key])) : new Set<string>();
    selection[key] = [...new Set(params.getAll(key))].filter((v) => known.has(v));
  }
  const asked = params.get("sort");
  const sort = sortOptions.find((o) => o.value === asked)?.value ?? DEFAULT_SORT;
  return { selection, sort };
}

/** True when choosing a value of `key` can leave products out: not every product has the same values. */
function narrows(facts: ProductFacts[], key: FilterKey): boolean {
  const present = new Set(facts.flatMap((f) => f[key]));
  return [...present].some((v) => facts.some((f) => !f[key].includes(v)));
}

/** True when the product has one of the chosen values of every key with a choice, leaving out `except`. */
function matches(facts: ProductFacts, selection: Selection, except?: FilterKey): boolean {
  return filterKeys.every(
    (key) =>
      key === except || selection[key].length === 0 || selection[key].some((v) => facts[key].includes(v)),
  );
}

export interface FilterValue {
  value: string;
  label: string;
  /** Products the list would show with this value added to the other keys' choices. */
  count: number;
  selected: boolean;
}

export interface Facet {
  key: FilterKey;
  title: string;
  values: FilterValue[];
}

/**
 * The facets of a list: per key the values its products have, each with its count given the other keys' choices
 * (values of one key widen the list, keys narrow it). A key is left out when it cannot narrow the list: no
 * product has a value for it, or every product has the same values.
 */
export function facetsOf(facts: ProductFacts[], selection: Selection): Facet[] {
  const facets: Facet[] = [];
  for (const key of filterKeys) {
    if (!narrows(facts, key)) continue;
    const present = new Set(facts.flatMap((f) => f[key]));
    const others = facts.filter((f) => matches(f, selection, key));
    facets.push({
      key,
      title: filterTitles[key],
      values: valueLabels(key)
        .filter(([value]) => present.has(value))
        .map(([value, label]) => ({
          value,
          label,
          count: others.filter((f) => f[key].includes(value)).length,
          selected: selection[key].includes(value),
        })),
    });
  }
  return facets;
}

/** The items whose facts match every chosen key. */
export function applyFilters<T>(items: T[], factsOf: (item: T) => ProductFacts, selection: Selection): T[] {
  return items.filter((item) => matches(factsOf(item), selection));
}

/** The cards in the chosen order; ties keep the catalogue's order (which is also 'populair'). */
export function sortCards(cards: ProductCard[], sort: SortKey): ProductCard[] {
  const list = [...cards];
  switch (sort) {
    case "prijs-oplopend":
      return list.sort((a, b) => a.discount_price - b.discount_price);
    case "prijs-aflopend":
      return list.sort((a, b) => b.discount_price - a.discount_price);
    case "beoordeling":
      return list.sort((a, b) => b.stars_average - a.stars_average || b.total_reviews - a.total_reviews);
    default:
      return list;
  }
}

/** How many values are chosen in all. */
export function selectedCount(selection: Selection): number {
  return filterKeys.reduce((n, key) => n + selection[key].length, 0);
}

/** The address query of a list (without '?'), keys in the page's order, the default sort left out. */
export function listQueryString({ selection, sort }: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) for (const value of selection[key]) params.append(key, value);
  if (sort !== DEFAULT_SORT) params.set("sort", sort);
  return params.toString();
}
