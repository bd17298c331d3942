// /api/beheer/prices (owners): per product its price tables, surcharges and discount, and whether it is sold; per
// colour whether it is available (issue 25). Every change publishes a new catalogue version: the storefront and
// the configurator price with it at once.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { colourAvailabilities } from "../../domain/colour-availability.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { setColourAvailability } from "./colour-availability.ts";

const productSchema = z.object({
  id: z.number().int(),
  slug: z.string().describe("Het adres van de productpagina, zonder /"),
  name: z.string(),
  category: z.string(),
  active: z.boolean().describe("Of het product te koop is"),
  discountPercent: z.number(),
  fromPriceCents: z.number().int().describe("De 'vanaf'-prijs: de goedkoopste cel van de prijstabellen"),
});
const matrixSchema = z.object({
  widths: z.array(z.number()).describe("Breedtes in cm: de kolommen"),
  heights: z.array(z.number()).describe("Hoogtes in cm: de rijen"),
  cents: z.array(z.array(z.number().int())).describe("cents[rij][kolom], incl. btw"),
});
const surchargeSchema = z.object({
  optionId: z.number().int(),
  option: z.string(),
  valueId: z.number().int(),
  value: z.string(),
  surcharge: z.union([
    z.object({ kind: z.literal("fixed"), cents: z.number() }),
    z.object({ kind: z.literal("per_metre_width"), cents: z.number() }),
    z.object({ kind: z.literal("per_m2"), cents: z.number(), minimum_m2: z.number().optional() }),
    z.object({ kind: z.literal("percentage"), percent: z.number() }),
  ]),
});
const slugParams = z.object({ slug: z.string().max(200) });

export async function pricesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { pricesAdmin } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: prijzen"];
  const config = { staffArea: "prices" as const };

  r.get(
    "/prices",
    {
      config,
      schema: {
        tags,
        summary: "Alle producten, ook de uitgezette, met hun korting en 'vanaf'-prijs",
        operationId: "listProductPrices",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok("De producten", z.object({ products: z.array(productSchema) })),
        },
      },
    },
    async () => ({ products: await pricesAdmin.list() }),
  );

  r.get(
    "/prices/:slug",
    {
      config,
      schema: {
        tags,
        summary: "De prijstabellen (per prijsgroep), toeslagen en korting van een product",
        operationId: "getProductPrices",
        ...staffSession,
        params: slugParams,
        response: {
          ...errorResponses(401, 403, 404),
          200: ok(
            "De prijzen van het product",
            z.object({
              product: productSchema.extend({
                matrices: z.array(matrixSchema.extend({ group: z.string() })),
                surcharges: z.array(surchargeSchema),
              }),
            }),
          ),
        },
      },
    },
    async (request) => ({ product: await pricesAdmin.product(request.params.slug) }),
  );

  r.put(
    "/prices/:slug/matrices/:group",
    {
      config,
      schema: {
        tags,
        summary:
          "Een prijstabel vervangen met een CSV (';', eerste rij de breedtes, eerste kolom de hoogtes, bedragen met komma); bij één foute cel verandert er niets",
        operationId: "publishPriceMatrix",
        ...staffSession,
        params: slugParams.extend({ group: z.string().max(20) }),
        body: z.object({
          csv: z
            .string({ error: "Kies een CSV-bestand." })
            .min(1, { error: "Het bestand is leeg." })
            .max(200_000, { error: "Het bestand is te groot voor een prijstabel." }),
        }),
        response: {
          ...errorResponses(401, 403, 404),
          200: ok("De nieuwe prijstabel", z.object({ matrix: matrixSchema })),
        },
      },
    },
    async (request) => ({
      matrix: await pricesAdmin.publishMatrix(
        request.params.slug,
        request.params.group,
        request.body.csv,
        staffOf(request).staff,
      ),
    }),
  );

  r.put(
    "/prices/:slug/surcharges",
    {
      config,
      schema: {
        tags,
        summary: "Nieuwe bedragen voor de toeslagen van optiewaarden (centen, of procent bij een percentage)",
        operationId: "updateSurcharges",
        ...staffSession,
        params: slugParams,
        body: z.object({
          surcharges: z
            .array(
              z.object({
                valueId: z.number().int(),
                amount: z
                  .number({ error: "Vul een bedrag in." })
                  .int({ error: "Vul een bedrag in hele centen in." })
                  .min(0, { error: "Een toeslag kan niet negatief zijn." })
                  .max(100_000_000, { error: "Deze toeslag is te hoog." }),
              }),
            )
            .max(500),
        }),
        response: {
          ...errorResponses(401, 403, 404),
          200: ok("De toeslagen", z.object({ surcharges: z.array(surchargeSchema) })),
        },
      },
    },
    async (request) => ({
      surcharges: await pricesAdmin.updateSurcharges(
        request.params.slug,
        request.body.surcharges,
        staffOf(request).staff,
      ),
    }),
  );

  r.patch(
    "/prices/:slug",
    {
      config,
      schema: {
        tags,
        summary: "De korting van een product wijzigen, of het product uit- of aanzetten",
        operationId: "updateProductSale",
        ...staffSession,
        params: slugParams,
        body: z.object({
          discountPercent: z
            .number({ error: "Vul een percentage in." })
            .min(0, { error: "De korting ligt tussen 0 en 90 procent." })
            .max(90, { error: "De korting ligt tussen 0 en 90 procent." })
            .optional(),
          active: z.boolean({ error: "Kies aan of uit." }).optional(),
        }),
        response: {
          ...errorResponses(401, 403, 404),
          200: ok("Het product", z.object({ product: productSchema })),
        },
      },
    },
    async (request) => ({
      product: await pricesAdmin.updateProduct(request.params.slug, request.body, staffOf(request).staff),
    }),
  );

  r.put(
    "/colours/:code/availability",
    {
      config,
      schema: {
        tags,
        summary:
          "Of een kleur leverbaar is, tijdelijk uitverkocht (met de dag waarop hij terug is) of uit de collectie; bestellingen houden hun kleur",
        operationId: "updateColourAvailability",
        ...staffSession,
        params: z.object({ code: z.string().max(40) }),
        body: z.object({
          availability: z.string().max(40).describe("leverbaar, tijdelijk_uitverkocht of uit_collectie"),
          expected_on: z
            .string()
            .max(40)
            .nullable()
            .optional()
            .describe("jjjj-mm-dd, alleen bij tijdelijk_uitverkocht"),
        }),
        response: {
          ...errorResponses(401, 403, 404),
          200: ok(
            "De beschikbaarheid zoals opgeslagen",
            z.object({ availability: z.enum(colourAvailabilities), expected_on: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) =>
      setColourAvailability(
        app.services.database.db,
        app.services.catalog,
        staffOf(request).staff,
        request.params.code,
        request.body,
        app.services.catalogEditor,
      ),
  );
}
