// A colour in the products that offer it: every option set's colour option that lists colours of the colour's
// collection gets a value for it (named, coloured and priced as the colour says), or has it retired where the
// owner no longer offers it. Values are never removed: carts, saved designs and orders keep naming them.
import type { OptionDef, OptionValueDef } from "../configurator/types.ts";
import type { CatalogDocument, DocColour } from "./document.ts";

/** The products that sell the colour's collection, and of those the ones whose configurator offers the colour now. */
export function colourOffer(doc: CatalogDocument, code: string): { possible: number[]; offered: number[] } {
  const colour = doc.colours.find((c) => c.code === code);
  if (!colour) return { possible: [], offered: [] };
  const possible = doc.products.filter((p) => p.collections.includes(colour.collection));
  const offered = possible.filter((p) => {
    const set = doc.optionSets.find((s) => s.id === p.optionSet);
    return set?.definition.groups.some((g) =>
      g.options.some((o) => o.values.some((v) => v.colour_code === code && !v.retired)),
    );
  });
  return { possible: possible.map((p) => p.id), offered: offered.map((p) => p.id) };
}

/**
 * The document with the colour offered by exactly `offeredBy` (product ids) among the products that sell its
 * collection. A product's option set without a colour option of that collection is left alone.
 */
export function withColourOffered(
  doc: CatalogDocument,
  colour: DocColour,
  offeredBy: number[],
): CatalogDocument {
  const collection = doc.collections.find((k) => k.slug === colour.collection);
  const codesOfCollection = new Set(
    doc.colours.filter((c) => c.collection === colour.collection).map((c) => c.code),
  );
  const wanted = new Set<number>();
  const unwanted = new Set<number>();
  for (const p of doc.products) {
    if (p.optionSet === null || !p.collections.includes(colour.collection)) continue;
    (offeredBy.includes(p.id) ? wanted : unwanted).add(p.optionSet);
  }
  const optionSets = doc.optionSets.map((set) => {
    if (!wanted.has(set.id) && !unwanted.has(set.id)) return set;
    const offer = wanted.has(set.id);
    let nextValueId =
      Math.max(
        0,
        ...set.definition.groups.flatMap((g) => g.options.flatMap((o) => o.values.map((v) => v.id))),
      ) + 1;
    const groups = set.definition.groups.map((g) => ({
      ...g,
      options: g.options.map((option): OptionDef => {
        const siblings = option.values.filter((v) => v.colour_code && codesOfCollection.has(v.colour_code));
        if (siblings.length === 0 || (option.type !== "colors" && option.type !== "fabric_choice"))
          return option;
        const own = option.values.find((v) => v.colour_code === colour.code);
        if (own) {
          return {
            ...option,
            values: option.values.map((v) => (v === own ? valueFor(colour, { ...v, retired: !offer }) : v)),
          };
        }
        if (!offer) return option;
        const model = siblings[0] as OptionValueDef;
        const added: OptionValueDef = valueFor(colour, {
          id: nextValueId++,
          name: colour.name,
          ...(model.collection
            ? { collection: model.collection }
            : collection
              ? { collection: { type: collection.type, name: collection.name } }
              : {}),
          ...(model.tags ? { tags: model.tags } : {}),
          ...(model.price_group ? { price_group: model.price_group } : {}),
        });
        return { ...option, values: [...option.values, added] };
      }),
    }));
    return { ...set, definition: { ...set.definition, groups } };
  });
  return { ...doc, optionSets };
}

function valueFor(colour: DocColour, value: OptionValueDef): OptionValueDef {
  const { retired, ...rest } = value;
  return {
    ...rest,
    name: colour.name,
    value: colour.hex,
    colour_code: colour.code,
    ...(colour.priceGroup && rest.price_group !== undefined ? { price_group: colour.priceGroup } : {}),
    ...(colour.disableSwatches ? { disable_swatches: true } : {}),
    ...(retired ? { retired: true } : {}),
  };
}
