// The configurator's answers of api.ts as zod schemas: the API's response schemas (and so the OpenAPI document).
// The option groups are described by their main fields and pass every other field through unchanged.
import { z } from "zod";
import type { ConfiguratorResponse, Preview, PriceResponse, SummaryLine } from "./api.ts";
import type { ConfPrice } from "./types.ts";

const cents = z.number().int().describe("Centen incl. btw");

const confValuesSchema = z
  .record(
    z.string(),
    // null rides on the number branch: OpenAPI 3.0 knows `nullable` only beside a type.
    z.union([
      z.number().nullable(),
      z.string(),
      z.array(z.object({ entity_id: z.number().int(), amount: z.number().int() })),
    ]),
  )
  .describe("Optienummer → gekozen waarde: waardenummer, getal, tekst of accessoireregels");

const priceShape = {
  price: cents.optional().describe("Wat de bezoeker betaalt: price_advice min discount_price"),
  discount_price: cents.optional().describe("Het kortingsbedrag"),
  conf_price: cents.optional().describe("Het samengestelde product zelf"),
  price_advice: cents.optional().describe("Adviesprijs vóór korting, inclusief accessoires"),
};

export const priceLineSchema = z
  .object({
    kind: z.enum(["base", "option", "accessory", "discount", "total"]),
    label: z
      .string()
      .describe("Bijv. 'Basisprijs 120 × 180 cm (staffel t/m 125 × 200 cm)' of 'Bediening: Motor'"),
    cents: z.number().int().describe("Centen incl. btw; negatief voor een korting"),
  })
  .describe("Een regel van de prijs");

const priceLinesShape = {
  lines: z
    .array(priceLineSchema)
    .optional()
    .describe(
      "Alleen met een prijs: de regels; alle regels behalve de laatste (het totaal) tellen op tot het totaal",
    ),
  hints: z
    .array(
      z.object({
        option_id: z.number().int(),
        dimension: z.enum(["width", "height"]),
        cm: z.number().describe("Zoveel cm kleiner"),
        value: z.number().describe("De waarde van de optie op de prijsstaffel"),
        saving: cents.describe("Zoveel goedkoper"),
        text: z.string().describe("Bijv. '1 cm smaller: € 12,- minder'"),
      }),
    )
    .optional()
    .describe("Een maat net boven een prijsstaffel: wat die maat goedkoper is, met dezelfde keuzes"),
};

const errorsByOption = z.record(z.string(), z.string()).describe("Optienummer → Nederlandse melding");

export const previewSchema = z.object({
  base: z.string(),
  id: z.string().describe("Verandert als een laag verandert"),
  layers: z.array(z.string()),
  external: z.boolean(),
  fabric_sku: z.string().optional(),
});

const valueViewSchema = z
  .looseObject({
    id: z.number().int(),
    name: z.string(),
    option_id: z.number().int(),
    price_label: z.string().optional().describe("Bijv. '+ € 12,50'; ontbreekt als de waarde niets kost"),
    disabled: z.string().optional().describe("Waarom een regel de waarde uitschakelt"),
  })
  .describe("Een keuzewaarde zoals de wizard haar toont; verdere velden zoals in de configuratie");

const optionViewSchema = z
  .looseObject({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    required: z.boolean(),
    group_id: z.number().int(),
    values: z.array(valueViewSchema),
    min_value: z.number().optional(),
    max_value: z.number().optional(),
    max_reason: z.string().optional(),
  })
  .describe("Een optie zoals de wizard haar toont; verdere velden zoals in de configuratie");

export const configuratorResponseSchema = z.object({
  ...priceShape,
  ...priceLinesShape,
  conf_id: z.number().int(),
  prod_id: z.number().int(),
  edit_key: z.union([z.string(), z.literal(false)]),
  product_name: z.string(),
  conf_values: confValuesSchema,
  conf_filters: z.record(z.string(), z.string()),
  conf_groups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      text: z.string().optional(),
      options: z.array(optionViewSchema),
    }),
  ),
  conf3D: z
    .object({
      kind: z.string(),
      width_cm: z.number(),
      height_cm: z.number(),
      hex: z.string(),
      texture: z.string(),
      cassette: z.boolean(),
      control_side: z.enum(["links", "rechts"]),
    })
    .nullable(),
  seperate_calls: z.boolean().describe("True: prijs en voorbeeld komen met hun eigen aanroepen"),
  conf_preview: previewSchema.nullable(),
  errors: errorsByOption,
  resets: z.array(z.object({ option_id: z.number().int(), name: z.string(), reason: z.string() })),
  delivery_time: z.string(),
  warranty: z.string(),
  thumbnail: z.string(),
  estimate_only: z.boolean(),
});

export const priceResponseSchema = z.object({
  ...priceShape,
  ...priceLinesShape,
  delivery_time: z.string(),
  errors: errorsByOption,
});

export const summaryLineSchema = z.object({
  option_id: z.number().int(),
  name: z.string(),
  value: z.string(),
  crm_only: z.boolean(),
});

type SameKeys<T, U> = [keyof T] extends [keyof U] ? ([keyof U] extends [keyof T] ? true : false) : false;
type AllTrue<T extends true[]> = T;
/** Does not compile when a schema and its type in api.ts differ in a field name. */
export type ConfiguratorSchemasMatchTypes = AllTrue<
  [
    SameKeys<ConfiguratorResponse, z.output<typeof configuratorResponseSchema>>,
    SameKeys<PriceResponse, z.output<typeof priceResponseSchema>>,
    SameKeys<ConfPrice, Pick<z.output<typeof priceResponseSchema>, keyof ConfPrice>>,
    SameKeys<Preview, z.output<typeof previewSchema>>,
    SameKeys<SummaryLine, z.output<typeof summaryLineSchema>>,
  ]
>;
