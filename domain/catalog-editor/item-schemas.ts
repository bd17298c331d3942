// The shape of every catalogue item as the back office sends it and an import file holds it, with Dutch messages
// per field. Shape only: whether references resolve and a configurator still works is the check's (check.ts).
import { z } from "zod";
import { filterKeys } from "../catalog-filters.ts";
import { optionTypes } from "../configurator/types.ts";
import { productFamilies, productKinds } from "../products.ts";
import {
  type CatalogDocument,
  colourAvailabilities,
  DOCUMENT_FORMAT,
  DOCUMENT_FORMAT_VERSION,
  type ItemKind,
} from "./document.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;
const CODE = /^[A-Z0-9][A-Z0-9-]{0,29}$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `Vul ${label} in.` })
    .trim()
    .min(1, { error: `Vul ${label} in.` })
    .max(max, { error: `${capital(label)} mag hoogstens ${max} tekens hebben.` });
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${capital(label)} mag hoogstens ${max} tekens hebben.` })
    .nullable()
    .transform((s) => (s ? s : null));
const slug = (label: string) =>
  z
    .string({ error: `Vul ${label} in.` })
    .trim()
    .toLowerCase()
    .max(120, { error: `${capital(label)} mag hoogstens 120 tekens hebben.` })
    .regex(SLUG, { error: `${capital(label)} mag alleen kleine letters, cijfers en streepjes bevatten.` });
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Vul bij ${label} een getal in.` })
    .int({ error: `Vul bij ${label} een heel getal in.` })
    .min(min, { error: `${capital(label)} moet minstens ${min} zijn.` })
    .max(max, { error: `${capital(label)} mag hoogstens ${max} zijn.` });
const hex = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(HEX, { error: `Vul bij ${label} een kleurcode in zoals #1a2b3c.` });
const photo = z.object({
  id: z.string().trim().min(1).max(100),
  alt: text("een alt-tekst (wat staat er op de foto?)", 200),
});
const texts = (label: string, maxItems: number, max: number) =>
  z.array(text(label, max)).max(maxItems, { error: `Geef hoogstens ${maxItems} ${label}.` });

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const categorySchema = z.object({
  id: whole("het nummer", 1, 1_000_000),
  slug: slug("het adres"),
  name: text("een naam", 80),
  family: z.enum(productFamilies, { error: "Kies een productfamilie." }),
  parent: slug("de bovenliggende categorie").nullable(),
  description: text("een beschrijving", 2000),
  usps: texts("voordelen", 6, 120),
  noMount: z.boolean(),
  position: whole("de volgorde", 0, 100_000),
  filters: z.array(z.enum(filterKeys, { error: "Kies bestaande filters." })).nullable(),
  photo: photo.nullable(),
});

export const collectionSchema = z.object({
  slug: slug("het adres van de collectie"),
  name: text("een naam", 80),
  type: text("een soort (stof, aluminium, hout…)", 40),
  tagGroup: text("een groep op de kleurenpagina", 60),
  position: whole("de volgorde", 0, 100_000),
});

export const colourSchema = z
  .object({
    code: z
      .string({ error: "Vul een kleurcode in." })
      .trim()
      .toUpperCase()
      .regex(CODE, { error: "Een kleurcode bestaat uit hoofdletters, cijfers en streepjes, zoals RG-1023." }),
    collection: slug("de collectie"),
    name: text("een naam", 80),
    hex: hex("de kleur"),
    texture: z.enum(["plain", "linen", "structure", "wood", "metal", "mesh"], {
      error: "Kies een structuur.",
    }),
    disableSwatches: z.boolean(),
    position: whole("de volgorde", 0, 100_000),
    availability: z.enum(colourAvailabilities, { error: "Kies of de kleur leverbaar is." }),
    expectedOn: z.iso.date({ error: "Vul een datum in als 2027-01-31." }).nullable(),
    priceGroup: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,10}$/, { error: "Een prijsgroep is een letter of kort woord, zoals A of B." })
      .nullable(),
    rollWidthCm: whole("de rolbreedte", 50, 600).nullable(),
    photo: photo.nullable(),
  })
  .refine((c) => c.availability === "tijdelijk_uitverkocht" || c.expectedOn === null, {
    error: "Een verwachte datum hoort alleen bij een tijdelijk uitverkochte kleur.",
    path: ["expectedOn"],
  });

const labelColours = { background: hex("de achtergrondkleur"), color: hex("de tekstkleur") };

export const productSchema = z
  .object({
    id: whole("het nummer", 1, 10_000_000),
    sku: text("een artikelnummer (SKU)", 40),
    slug: slug("het adres"),
    name: text("een naam", 100),
    kind: z.enum(productKinds, { error: "Kies een soort product." }),
    category: slug("de categorie"),
    extraCategories: z.array(slug("een categorie")).max(10),
    optionSet: whole("de optieset", 1, 10_000_000).nullable(),
    shortDescription: text("een korte beschrijving", 300),
    description: texts("alinea's", 20, 3000),
    specs: z.array(z.object({ label: text("een kenmerk", 60), value: text("de waarde", 200) })).max(30),
    usps: texts("voordelen", 6, 120),
    seoTitle: optionalText("de SEO-titel", 70),
    seoDescription: optionalText("de SEO-beschrijving", 170),
    discountPercent: z
      .number({ error: "Vul een korting in procent in." })
      .min(0, { error: "Een korting is 0 of meer procent." })
      .max(90, { error: "Een korting is hoogstens 90 procent." }),
    discountLabel: z
      .object({ nl: text("de labeltekst", 40), be: text("de labeltekst voor België", 40), ...labelColours })
      .nullable(),
    confLabel: z.object({ text: text("de labeltekst", 40), ...labelColours }).nullable(),
    breedte: whole("de breedte", 1, 2000),
    hoogte: whole("de hoogte", 1, 2000),
    hoogteType: z.enum(["hoogte", "uitval", "diepte"]),
    mountCostCents: whole("de montagekosten", 0, 1_000_000),
    productionDays: z.object({
      min: whole("de kortste levertijd", 1, 120),
      max: whole("de langste levertijd", 1, 120),
    }),
    featured: z.boolean(),
    quoteOnly: z.boolean(),
    active: z.boolean(),
    reviewsShown: z.boolean(),
    position: whole("de volgorde", 0, 100_000),
    collections: z.array(slug("een collectie")).max(20),
    variantColours: z
      .array(z.string().trim().toUpperCase())
      .max(6, { error: "Toon hoogstens 6 kleuren op de kaart." }),
    drawings: whole("het aantal tekeningen", 0, 6),
    rooms: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[a-z]+$/),
      )
      .max(3),
    photos: z.array(photo).max(20, { error: "Een product heeft hoogstens 20 foto's." }),
  })
  .refine((p) => p.productionDays.min <= p.productionDays.max, {
    error: "De kortste levertijd is langer dan de langste.",
    path: ["productionDays"],
  });

const surchargeSchema = z.union([
  z.object({ kind: z.literal("fixed"), cents: z.number().int().min(-1_000_000).max(10_000_000) }),
  z.object({ kind: z.literal("per_metre_width"), cents: z.number().int().min(0).max(10_000_000) }),
  z.object({
    kind: z.literal("per_m2"),
    cents: z.number().int().min(0).max(10_000_000),
    minimum_m2: z.number().min(0).max(100).optional(),
  }),
  z.object({ kind: z.literal("percentage"), percent: z.number().min(-90).max(500) }),
]);

const valueSchema = z
  .object({
    id: z.number().int().positive(),
    name: text("de naam van een waarde", 100),
    surcharge: surchargeSchema.optional(),
    price_group: z.string().max(10).optional(),
    colour_code: z.string().max(30).optional(),
    value: z.string().max(30).optional(),
    retired: z.boolean().optional(),
    different_delivery_time: z.number().int().min(0).max(60).optional(),
    tags: z.array(z.string().max(40)).max(20).optional(),
  })
  .loose();

const optionSchema = z
  .object({
    id: z.number().int().positive(),
    name: text("de naam van een optie", 100),
    type: z.enum(optionTypes),
    required: z.boolean(),
    min_value: z.number().optional(),
    max_value: z.number().optional(),
    values: z.array(valueSchema).max(2000),
    tooltip: z.string().max(2000).optional(),
    text: z.string().max(2000).optional(),
  })
  .loose();

const conditionSchema = z.union([
  z.object({ option: z.number().int(), is: z.union([z.number(), z.string()]) }),
  z.object({ option: z.number().int(), oneOf: z.array(z.union([z.number(), z.string()])) }),
  z.object({ option: z.number().int(), notOneOf: z.array(z.union([z.number(), z.string()])) }),
  z.object({ option: z.number().int(), above: z.number() }),
  z.object({ area: z.tuple([z.number().int(), z.number().int()]), above: z.number() }),
]);

export const ruleSchema = z.union([
  z.object({ kind: z.literal("show"), option: z.number().int(), when: z.array(conditionSchema) }),
  z.object({
    kind: z.literal("disable_values"),
    option: z.number().int(),
    values: z.array(z.number().int()).min(1),
    when: z.array(conditionSchema),
    reason: text("de reden", 300),
  }),
  z.object({
    kind: z.literal("max"),
    option: z.number().int(),
    max: z.number().positive(),
    when: z.array(conditionSchema),
    reason: text("de reden", 300),
  }),
]);

const matrixSchema = z.object({
  widths: z.array(z.number().positive()).min(1).max(200),
  heights: z.array(z.number().positive()).min(1).max(200),
  cents: z.array(z.array(z.number().int().min(0).max(100_000_000))).max(200),
});

export const optionSetSchema = z.object({
  id: whole("het nummer", 1, 10_000_000),
  name: text("een naam", 100),
  definition: z
    .object({
      conf_id: z.number().int(),
      prod_id: z.number().int(),
      name: z.string().max(100),
      groups: z
        .array(
          z
            .object({
              id: z.number().int().positive(),
              name: text("de naam van een stap", 100),
              options: z.array(optionSchema).max(100),
            })
            .loose(),
        )
        .max(20),
      rules: z.array(ruleSchema).max(500),
      discount_percent: z.number().min(0).max(90),
      delivery_days: z.number().int().min(0).max(120),
      delivery_days_min: z.number().int().min(0).max(120).optional(),
      warranty_years: z.number().int().min(0).max(30),
      estimate_only: z.boolean(),
    })
    .loose(),
  matrices: z.record(z.string().max(20), matrixSchema),
});

export const accessorySchema = z.object({
  id: whole("het nummer", 1, 10_000_000),
  sku: text("een artikelnummer (SKU)", 40),
  name: text("een naam", 100),
  description: text("een beschrijving", 500),
  priceCents: whole("de prijs in centen", 0, 10_000_000),
  icon: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, { error: "Kies een pictogram." }),
});

export const itemSchemas = {
  categories: categorySchema,
  collections: collectionSchema,
  colours: colourSchema,
  products: productSchema,
  optionSets: optionSetSchema,
  accessories: accessorySchema,
} satisfies Record<ItemKind, z.ZodType>;

export const documentSchema = z.object({
  format: z.literal(DOCUMENT_FORMAT, { error: "Dit is geen catalogusbestand van Raamwerk." }),
  formatVersion: z.literal(DOCUMENT_FORMAT_VERSION, {
    error: "Deze versie van het catalogusbestand kennen we niet.",
  }),
  categories: z.array(categorySchema),
  collections: z.array(collectionSchema),
  colours: z.array(colourSchema),
  products: z.array(productSchema),
  optionSets: z.array(optionSetSchema),
  accessories: z.array(accessorySchema),
}) as unknown as z.ZodType<CatalogDocument>;

/** Dutch messages of a failed parse, each with the path of the field it is about ('naam', 'usps.2'). */
export function fieldErrors(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}
