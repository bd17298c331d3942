// An order's product rows as the workshop reads them: the row reference, the room label, the options, the
// production sheet of the row's kind (domain/production/engine.ts) and the check against its colour's roll.
// Pure over the catalogue: the werkbon, the labels and the cut list all print from this one reading.
import { productionRules } from "../../catalog/production/production.ts";
import { collectionRolls, rollFor } from "../../catalog/production/rolls.ts";
import type { Cart, CartItem, CartItemOption } from "../../domain/cart/types.ts";
import type { Category, ColourCollection } from "../../domain/catalog.ts";
import { computeProduction, inputFromRow } from "../../domain/production/engine.ts";
import { type Roll, type RollFit, rowFitsRoll } from "../../domain/production/rolls.ts";
import { formatRowRef } from "../../domain/production/row-ref.ts";
import type { ProductionSheet } from "../../domain/production/types.ts";
import type { ProductKind } from "../../domain/products.ts";
import type { CustomerData } from "../../domain/validation/customer.ts";
import { ROOM_OPTION_NAMES } from "../../domain/validation/room.ts";

/** The options a room label is asked in (catalog/configurations/helpers.ts roomOption, domain/validation/room.ts). */
export const ROOM_OPTIONS: readonly string[] = ROOM_OPTION_NAMES;

/**
 * What the production documents read of the catalogue (the live one, server/catalog/snapshot.ts): every product's
 * kind and collections, switched-off ones too (an order may hold one), the collections' colours and the roll widths
 * the owner set per colour.
 */
export interface ProductionCatalogue {
  productionFacts: ReadonlyMap<number, { kind: ProductKind; collections: string[]; family: string }>;
  collections: readonly ColourCollection[];
  categories: readonly Pick<Category, "slug" | "name">[];
  rollWidthByCode: ReadonlyMap<string, number>;
}

/** What the production documents read of an order (a row of the orders table). */
export interface ProductionOrder {
  number: string;
  customer: CustomerData;
  cart: Pick<Cart, "items" | "service_type" | "shipping_method">;
  createdAt: Date;
  paidAt: Date | null;
}

/** The colour a row was ordered in, found in the product's collections. */
export interface RowColour {
  collection: string;
  collectionName: string;
  code: string;
  name: string;
}

export interface ProductionRow {
  /** 'RW-2026-000123/2'. */
  ref: string;
  orderNumber: string;
  position: number;
  productName: string;
  kind: ProductKind | null;
  count: number;
  room: string | null;
  /** Every option of the row but the room label, in the configurator's order. */
  options: CartItemOption[];
  colour: RowColour | null;
  sheet: ProductionSheet | null;
  /** Why there is no sheet (an unknown product, a size that is not a number), in Dutch. */
  error: string | null;
  roll: Roll | null;
  /** The roll check; null when the row has no fabric from a roll (or its fabric measures are missing). */
  fit: RollFit | null;
}

const UNKNOWN_PRODUCT =
  "Dit product staat niet meer in de catalogus: de productiematen zijn niet te berekenen. Maak deze regel met de hand.";

/**
 * The colour of the row: an option whose value names a colour of one of the product's collections ('Gebroken wit',
 * or 'Gebroken wit (Verduisterend Basic)' where the option spans collections). A colour of a collection with a roll
 * (the fabric) wins over a frame's or profile's.
 */
export function rowColour(
  collections: readonly string[],
  options: readonly CartItemOption[],
  known: readonly ColourCollection[],
): RowColour | null {
  const found: RowColour[] = [];
  for (const option of options) {
    const match = /^(.*?)(?: \(([^()]+)\))?$/.exec(option.value.trim());
    const name = match?.[1] ?? option.value;
    const collectionName = match?.[2];
    for (const slug of collections) {
      const collection = known.find((c) => c.slug === slug);
      if (!collection || (collectionName && collection.name !== collectionName)) continue;
      const colour = collection.colours.find((c) => c.name === name);
      if (colour)
        found.push({
          collection: slug,
          collectionName: collection.name,
          code: colour.code,
          name: colour.name,
        });
    }
  }
  return found.find((c) => collectionRolls[c.collection]) ?? found[0] ?? null;
}

function productionRow(
  catalog: ProductionCatalogue,
  orderNumber: string,
  position: number,
  item: CartItem,
): ProductionRow {
  const roomOption = item.options.find((o) => ROOM_OPTIONS.includes(o.name) && o.value.trim() !== "");
  const base = {
    ref: formatRowRef({ orderNumber, position }),
    orderNumber,
    position,
    productName: item.product_name,
    count: item.count,
    room: roomOption?.value.trim() ?? null,
    options: item.options.filter((o) => !ROOM_OPTIONS.includes(o.name)),
  };
  const product = catalog.productionFacts.get(item.entity_id);
  if (!product)
    return { ...base, kind: null, colour: null, sheet: null, error: UNKNOWN_PRODUCT, roll: null, fit: null };
  const rules = productionRules[product.kind];
  const colour = rowColour(product.collections, item.options, catalog.collections);
  const input = inputFromRow(rules, item.options, colour?.collection);
  if ("error" in input)
    return { ...base, kind: product.kind, colour, sheet: null, error: input.error, roll: null, fit: null };
  const roll = colour
    ? rollFor(colour.collection, colour.code, catalog.rollWidthByCode.get(colour.code))
    : null;
  return {
    ...base,
    kind: product.kind,
    colour,
    sheet: computeProduction(rules, input),
    error: null,
    roll,
    fit: roll ? rowFitsRoll(rules, input, roll) : null,
  };
}

/** The order's product rows, numbered from 1 in the cart's order; service and discount rows are not made. */
export function productionRows(
  order: Pick<ProductionOrder, "number" | "cart">,
  catalog: ProductionCatalogue,
): ProductionRow[] {
  return Object.values(order.cart.items)
    .filter((item) => item.type === "product")
    .map((item, index) => productionRow(catalog, order.number, index + 1, item));
}
