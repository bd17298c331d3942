// 'Controleren': every check a configurator, a category page and a cart need of a catalogue document, each finding
// in Dutch and naming the item (and field) to fix. Publishing refuses a document with any finding, so nothing the
// owner does can leave a product without a price, a value without its option or a page without its category.
import { DEFAULT_PRICE_GROUP, toCm } from "../configurator/matrix.ts";
import type { ConfigurationDocument, OptionDef, PriceMatrix, Rule } from "../configurator/types.ts";
import {
  type CatalogDocument,
  type DocOptionSet,
  type DocProduct,
  type ItemKind,
  itemLabel,
  keyOf,
} from "./document.ts";

export interface Finding {
  kind: ItemKind;
  key: string;
  /** The item's name as staff know it. */
  label: string;
  /** The field to fix, where one is to blame ('category', 'matrices.A'). */
  field?: string;
  message: string;
}

/**
 * First path segments the shop's own pages and files use: a product or category there would never be reached
 * (app/routes.ts lists pages first; server/app.ts serves /api, /media and the rest before the pages).
 */
export const RESERVED_SLUGS: readonly string[] = [
  "advies-meet-afspraak-plannen",
  "api",
  "assets",
  "beheer",
  "bestelling",
  "bestelling-volgen",
  "bezorging-en-montage",
  "checkout",
  "conf_images",
  "cookiebeleid",
  "favicon.svg",
  "klachten-en-garantie",
  "klantenservice",
  "media",
  "meetinstructies",
  "ontwerp",
  "privacybeleid",
  "retourneren",
  "robots.txt",
  "sitemap.xml",
  "veelgestelde-vragen",
  "voorwaarden",
  "winkelwagen",
  "zoeken",
];

const CHOICE_TYPES = new Set(["select", "imageselect", "colors", "fabric_choice"]);

export function checkDocument(doc: CatalogDocument): Finding[] {
  const findings: Finding[] = [];
  const add = <K extends ItemKind>(
    kind: K,
    item: CatalogDocument[K][number],
    message: string,
    field?: string,
  ) =>
    findings.push({
      kind,
      key: keyOf(kind, item),
      label: itemLabel(kind, item),
      message,
      ...(field ? { field } : {}),
    });

  const categorySlugs = new Set(doc.categories.map((c) => c.slug));
  const collectionSlugs = new Set(doc.collections.map((c) => c.slug));
  const colourByCode = new Map(doc.colours.map((c) => [c.code, c]));
  const optionSetById = new Map(doc.optionSets.map((s) => [s.id, s]));
  const accessoryIds = new Set(doc.accessories.map((a) => a.id));

  // Addresses share one namespace: /{slug} is a category or a product.
  const pageOwners = new Map<string, string>();
  const claim = <K extends "categories" | "products">(
    kind: K,
    item: CatalogDocument[K][number],
    slug: string,
  ) => {
    if (RESERVED_SLUGS.includes(slug))
      add(kind, item, `Het adres /${slug} is van een vaste pagina van de winkel.`, "slug");
    const owner = pageOwners.get(slug);
    if (owner) add(kind, item, `Het adres /${slug} is al van ${owner}.`, "slug");
    else pageOwners.set(slug, itemLabel(kind, item));
  };
  duplicates(doc.products.map((p) => p.sku)).forEach((sku) => {
    const item = doc.products.find((p) => p.sku === sku);
    if (item) add("products", item, `Het artikelnummer ${sku} komt vaker voor.`, "sku");
  });
  duplicates(doc.colours.map((c) => c.code)).forEach((code) => {
    const item = colourByCode.get(code);
    if (item) add("colours", item, `De kleurcode ${code} komt vaker voor.`, "code");
  });

  for (const c of doc.categories) {
    claim("categories", c, c.slug);
    if (c.parent !== null && !categorySlugs.has(c.parent))
      add("categories", c, `De bovenliggende categorie '${c.parent}' bestaat niet.`, "parent");
    if (c.parent === c.slug || hasParentCycle(doc, c.slug))
      add("categories", c, "Een categorie kan niet onder zichzelf hangen.", "parent");
  }
  for (const c of doc.colours) {
    if (!collectionSlugs.has(c.collection))
      add("colours", c, `De collectie '${c.collection}' bestaat niet.`, "collection");
  }

  const usedAsOptionSet = new Map<number, DocProduct[]>();
  for (const p of doc.products) {
    claim("products", p, p.slug);
    if (!categorySlugs.has(p.category))
      add("products", p, `De categorie '${p.category}' bestaat niet.`, "category");
    for (const extra of p.extraCategories)
      if (!categorySlugs.has(extra))
        add("products", p, `De categorie '${extra}' bestaat niet.`, "extraCategories");
    for (const slug of p.collections)
      if (!collectionSlugs.has(slug))
        add("products", p, `De collectie '${slug}' bestaat niet.`, "collections");
    const offered = new Set(
      doc.colours.filter((c) => p.collections.includes(c.collection)).map((c) => c.code),
    );
    for (const code of p.variantColours)
      if (!offered.has(code))
        add(
          "products",
          p,
          `De kaartkleur ${code} zit niet in de collecties van dit product.`,
          "variantColours",
        );
    if (p.drawings === 0 && p.photos.length === 0)
      add("products", p, "Het product heeft geen foto en geen tekening.", "photos");
    if (p.optionSet === null) {
      if (p.active)
        add(
          "products",
          p,
          "Kies een optieset: zonder configurator is het product niet te koop.",
          "optionSet",
        );
    } else if (!optionSetById.has(p.optionSet)) {
      add("products", p, `De optieset ${p.optionSet} bestaat niet.`, "optionSet");
    } else {
      usedAsOptionSet.set(p.optionSet, [...(usedAsOptionSet.get(p.optionSet) ?? []), p]);
    }
  }

  for (const set of doc.optionSets) {
    for (const message of optionSetFindings(set, colourByCode, accessoryIds))
      add("optionSets", set, message.text, message.field);
  }
  return findings;
}

function hasParentCycle(doc: CatalogDocument, start: string): boolean {
  const parentOf = new Map(doc.categories.map((c) => [c.slug, c.parent]));
  const seen = new Set<string>();
  let at: string | null | undefined = start;
  while (at) {
    if (seen.has(at)) return true;
    seen.add(at);
    at = parentOf.get(at);
  }
  return false;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const v of values) (seen.has(v) ? twice : seen).add(v);
  return [...twice];
}

interface SetFinding {
  text: string;
  field?: string;
}

/** What is wrong with one option set: its options, values, rules and price tables. */
export function optionSetFindings(
  set: DocOptionSet,
  colourByCode: ReadonlyMap<string, { availability: string }>,
  accessoryIds: ReadonlySet<number>,
): SetFinding[] {
  const out: SetFinding[] = [];
  const def = set.definition;
  const options = def.groups.flatMap((g) => g.options);
  const optionById = new Map(options.map((o) => [o.id, o]));
  for (const id of duplicates(options.map((o) => String(o.id))))
    out.push({ text: `Optienummer ${id} komt vaker voor.` });
  for (const id of duplicates(options.flatMap((o) => o.values.map((v) => String(v.id)))))
    out.push({ text: `Waardenummer ${id} komt vaker voor.` });
  if (def.groups.length === 0) out.push({ text: "De optieset heeft geen stappen." });

  for (const option of options) {
    const live = option.values.filter((v) => !v.retired);
    if (CHOICE_TYPES.has(option.type)) {
      const reachable = live.filter(
        (v) => !v.colour_code || colourByCode.get(v.colour_code)?.availability !== "uit_collectie",
      );
      if (reachable.length === 0)
        out.push({
          text: `De optie '${option.name}' heeft geen waarde die te kiezen is.`,
          field: `option.${option.id}`,
        });
      if (typeof option.default_value === "number" && !live.some((v) => v.id === option.default_value))
        out.push({
          text: `De standaardwaarde van '${option.name}' bestaat niet meer.`,
          field: `option.${option.id}`,
        });
    }
    for (const v of option.values) {
      if (v.colour_code && !colourByCode.has(v.colour_code))
        out.push({
          text: `De kleur ${v.colour_code} van '${option.name}' bestaat niet.`,
          field: `option.${option.id}`,
        });
    }
    if (option.type === "products")
      for (const entry of option.products ?? [])
        if (!accessoryIds.has(entry.product.entity_id))
          out.push({
            text: `Het accessoire ${entry.product.entity_id} van '${option.name}' bestaat niet.`,
            field: `option.${option.id}`,
          });
    if (
      (option.type === "number_cm" || option.type === "number_mm") &&
      !(Number(option.min_value) < Number(option.max_value))
    )
      out.push({
        text: `De kleinste maat van '${option.name}' is niet kleiner dan de grootste.`,
        field: `option.${option.id}`,
      });
  }

  def.rules.forEach((rule, i) => {
    for (const message of ruleFindings(rule, optionById))
      out.push({ text: `Regel ${i + 1}: ${message}`, field: `rules.${i}` });
  });
  for (const message of matrixFindings(def, set.matrices)) out.push(message);
  return out;
}

function ruleFindings(rule: Rule, optionById: ReadonlyMap<number, OptionDef>): string[] {
  const out: string[] = [];
  const target = optionById.get(rule.option);
  if (!target) return [`de optie ${rule.option} bestaat niet.`];
  if (rule.kind === "disable_values") {
    const ids = new Set(target.values.map((v) => v.id));
    for (const id of rule.values)
      if (!ids.has(id)) out.push(`de waarde ${id} bestaat niet bij '${target.name}'.`);
  }
  for (const condition of rule.when) {
    if ("area" in condition) {
      for (const id of condition.area) if (!optionById.has(id)) out.push(`de optie ${id} bestaat niet.`);
      continue;
    }
    const option = optionById.get(condition.option);
    if (!option) {
      out.push(`de optie ${condition.option} bestaat niet.`);
      continue;
    }
    if (!CHOICE_TYPES.has(option.type)) continue;
    const ids = new Set(option.values.map((v) => v.id));
    const named =
      "is" in condition
        ? [condition.is]
        : "oneOf" in condition
          ? condition.oneOf
          : "notOneOf" in condition
            ? condition.notOneOf
            : [];
    for (const id of named)
      if (typeof id === "number" && !ids.has(id))
        out.push(`de waarde ${id} bestaat niet bij '${option.name}'.`);
  }
  return out;
}

/** Every price group in use has a table, and every table covers the size options' whole range without a gap. */
function matrixFindings(def: ConfigurationDocument, matrices: Record<string, PriceMatrix>): SetFinding[] {
  const options = def.groups.flatMap((g) => g.options);
  const width = options.find((o) => o.dimension === "width");
  const height = options.find((o) => o.dimension === "height");
  if (!width || !height) return [];
  const out: SetFinding[] = [];
  // The price group of the chosen fabric_choice value, or the default table without one (matrix.ts, priceGroupOf).
  const fabrics = options.filter((o) => o.type === "fabric_choice");
  const groups = new Set(
    fabrics.flatMap((o) =>
      o.values.filter((v) => !v.retired).map((v) => v.price_group ?? DEFAULT_PRICE_GROUP),
    ),
  );
  if (fabrics.length === 0) groups.add(DEFAULT_PRICE_GROUP);
  for (const group of groups) {
    const matrix = matrices[group];
    const field = `matrices.${group}`;
    const name = group === DEFAULT_PRICE_GROUP ? "De prijstabel" : `De prijstabel van prijsgroep ${group}`;
    if (!matrix) {
      out.push({ text: `${name} ontbreekt.`, field });
      continue;
    }
    const maxWidth = cm(width, width.max_value);
    const maxHeight = cm(height, height.max_value);
    if (!ascending(matrix.widths) || !ascending(matrix.heights))
      out.push({ text: `${name}: de maten lopen niet op.`, field });
    if ((matrix.widths.at(-1) ?? 0) < maxWidth)
      out.push({
        text: `${name} gaat tot ${matrix.widths.at(-1) ?? 0} cm breed, de optie tot ${maxWidth} cm.`,
        field,
      });
    if ((matrix.heights.at(-1) ?? 0) < maxHeight)
      out.push({
        text: `${name} gaat tot ${matrix.heights.at(-1) ?? 0} cm hoog, de optie tot ${maxHeight} cm.`,
        field,
      });
    const holes = matrix.heights.flatMap((h, r) =>
      matrix.widths.flatMap((w, c) => {
        const cents = matrix.cents[r]?.[c];
        return typeof cents === "number" && cents > 0 ? [] : [`${w} × ${h}`];
      }),
    );
    if (holes.length > 0)
      out.push({
        text: `${name} heeft geen prijs voor ${holes.slice(0, 5).join(", ")}${holes.length > 5 ? ` en ${holes.length - 5} andere maten` : ""}.`,
        field,
      });
  }
  return out;
}

function cm(option: OptionDef, value: number | undefined): number {
  return Math.ceil(toCm(option, Number(value ?? 0)));
}

function ascending(steps: number[]): boolean {
  return steps.every((s, i) => i === 0 || s > (steps[i - 1] as number));
}
