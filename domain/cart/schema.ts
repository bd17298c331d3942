// The cart and the swatch basket as zod schemas: the API's response schemas (and so the OpenAPI document).
// The compile-time checks below keep them field for field equal to the types in types.ts.
import { z } from "zod";
import { priceLineSchema } from "../configurator/api-schema.ts";
import { vatDecisionSchema } from "../vat/schema.ts";
import {
  type Cart,
  type CartItem,
  cartItemTypes,
  type SwatchBasket,
  type SwatchItem,
  serviceTypes,
  shippingMethods,
} from "./types.ts";

const cents = z.number().int().describe("Centen incl. btw (excl. btw als vat.zeroRated)");

export const cartItemSchema = z.object({
  key: z.string().describe("Regelnummer; bij productregels ook de bewerksleutel van de configurator"),
  type: z
    .enum(cartItemTypes)
    .describe("accessory: een los accessoire zonder configuratie (conf_id 0, entity_id het accessoire)"),
  product_name: z.string(),
  product_url: z.string(),
  image_thumbnail: z.string(),
  count: z.number().int(),
  price: cents.describe("Per stuk na productkorting (negatief bij kortingsregels)"),
  price_advice: cents.describe("Per stuk, de adviesprijs vóór productkorting"),
  subtotal: cents.describe("price × count"),
  discount: cents.describe("Korting op deze regel, alle stuks samen"),
  discount_percentage: z.number(),
  discount_on: z.enum(["producten", "tweede_product"]).nullable(),
  discount_description: z.string().nullable(),
  delivery_time: z.string(),
  different_delivery_time: z.number().int(),
  production_days: z
    .object({ min: z.number().int(), max: z.number().int() })
    .optional()
    .describe("Productregels: werkdagen tot de levering, met de extra tijd van montage"),
  expected_delivery: z.string().optional().describe("Productregels: 'Verwacht in huis: maandag 7 december'"),
  mount_cost: cents.nullable().describe("Montage per stuk; null waar we dit product niet monteren"),
  options: z.array(z.object({ name: z.string(), value: z.string(), crm_only: z.boolean() })),
  room: z
    .object({ name: z.string(), value: z.string() })
    .optional()
    .describe("Productregels: de ruimte ('Slaapkamer links', leeg als er geen is) en de naam van de vraag"),
  price_lines: z
    .array(priceLineSchema)
    .optional()
    .describe("Productregels: de opbouw van de prijs per stuk; de laatste regel is het totaal (price)"),
  colour_notices: z
    .array(
      z.object({
        option_id: z.number().int(),
        message: z.string(),
        nearest: z
          .object({ value: z.number().int(), name: z.string(), hex: z.string(), label: z.string() })
          .nullable(),
      }),
    )
    .optional()
    .describe(
      "Productregels met een kleur die nu niet leverbaar is: de melding en de kleur die er het meest op lijkt",
    ),
  notices: z
    .array(z.string())
    .optional()
    .describe(
      "Productregels: waarom een keuze is teruggezet ('Motor: deze keuze bestaat niet meer, kies opnieuw.')",
    ),
  entity_id: z.number().int(),
  conf_id: z.number().int(),
  cat_name: z.string(),
});

export const cartSchema = z.object({
  items: z
    .record(z.string(), cartItemSchema)
    .describe("Per regelnummer, in de volgorde van toevoegen; service- en kortingsregels als laatste"),
  count: z.number().int().describe("Aantal producten (stuks)"),
  subtotal: cents,
  total: cents,
  tax_amount: cents.describe("De btw (21%) in total"),
  total_discount: cents,
  shipping_amount: cents,
  shipping_method: z.enum(shippingMethods),
  shipping_cost: cents,
  shipping_free_from: cents,
  service_type: z.enum(serviceTypes),
  mount_total: cents,
  mount_start: cents,
  measure_amount: cents,
  mount_quote: z.object({ mount_start: cents, measure_amount: cents, mount_total: cents }),
  can_mount: z.boolean(),
  country: z.enum(["NL", "BE"]),
  coupon: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  coupon_message: z.string().nullable().describe("Waarom de toegepaste kortingscode nu niets geeft"),
  delivery_label: z.enum(["Verzenden", "Afhalen", "Monteren"]),
  vat: vatDecisionSchema.optional(),
});

export const swatchItemSchema = z.object({
  key: z.string(),
  conf_id: z.number().int(),
  option: z.number().int(),
  product_name: z.string(),
  value: z.object({ id: z.number().int(), title: z.string(), thumbnail: z.string() }),
});

export const swatchBasketSchema = z.object({
  total: z.number().int(),
  items: z.array(swatchItemSchema),
});

type SameKeys<T, U> = [keyof T] extends [keyof U] ? ([keyof U] extends [keyof T] ? true : false) : false;
type AllTrue<T extends true[]> = T;
/** Does not compile when a schema and its type in types.ts differ in a field name. */
export type CartSchemasMatchTypes = AllTrue<
  [
    SameKeys<Cart, z.output<typeof cartSchema>>,
    SameKeys<CartItem, z.output<typeof cartItemSchema>>,
    SameKeys<SwatchBasket, z.output<typeof swatchBasketSchema>>,
    SameKeys<SwatchItem, z.output<typeof swatchItemSchema>>,
  ]
>;
