// The colour-swatch calls under /api/swatches (spec section 7): the swatches map of a configuration's colours,
// and the visitor's swatch basket (get, add, delete, clear) and its order.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { swatchBasketSchema } from "../../domain/cart/schema.ts";
import { keepHeaderCounts } from "../cart/header-counts.ts";
import { id } from "../configurator/request-schemas.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";
import { computeRateLimit, mailRateLimit } from "../http/rate-limits.ts";

const basketSchema = swatchBasketSchema;

const swatchColourSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour_code: z.string(),
  hex: z.string(),
  thumbnail: z.string(),
  disable_swatches: z.boolean(),
  collection: z.string().nullable(),
});

const addBody = z.strictObject({
  option_id: id("Optienummer"),
  conf_id: id("Configuratienummer"),
  product_id: id("Productnummer"),
  value: id("Kleur"),
});

const deleteQuery = z.object({
  swatchid: z
    .string({ error: "Kies een kleurstaal" })
    .min(1, "Kies een kleurstaal")
    .max(64, "Deze kleurstaal bestaat niet"),
});

/**
 * The address is checked by the store's rules in the service (NL validates, BE does not), so the schema
 * here fixes only the envelope; the OpenAPI document shows the address fields.
 */
const orderBody = z.object({
  personal_details: z.object(
    {
      adres: z
        .record(z.string(), z.unknown(), { error: "Vul je adres in" })
        .describe(
          "Adres: prefix, firstname, middlename, lastname, zipcode, housenumber, housenumber_affix, street, city, region (BE), email, telephone, note",
        ),
    },
    { error: "Vul je adres in" },
  ),
});

export async function swatchesRoutes(app: FastifyInstance): Promise<void> {
  const { swatches } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["kleurstalen"];
  // Every answer that is the basket, and a placed order (which empties it), keeps the header count true.
  keepHeaderCounts(app, (payload, request) => {
    const basket = payload as { total?: unknown; items?: unknown };
    if (typeof basket.total === "number" && Array.isArray(basket.items)) return { swatches: basket.total };
    return request.routeOptions.url?.endsWith("/orderSwatches") ? { swatches: 0 } : null;
  });

  r.post(
    "/get",
    {
      config: computeRateLimit(app),
      schema: {
        tags,
        summary: "Kleurstalen van een configuratie: optie → waarde → kleur",
        operationId: "getSwatchColours",
        ...noSession,
        body: z.object({ conf_id: id("Configuratienummer"), prod_id: id("Productnummer") }),
        response: {
          ...errorResponses(404),
          200: ok(
            "Per optienummer de kleuren, per waardenummer",
            z.object({ conf_colors: z.record(z.string(), z.record(z.string(), swatchColourSchema)) }),
          ),
        },
      },
    },
    (request) => ({ conf_colors: swatches.colours(request.body.conf_id, request.body.prod_id) }),
  );

  // The basket. Reading starts no session: a visitor without one simply has an empty basket.
  r.get(
    "/get",
    {
      schema: {
        tags,
        summary: "Het stalenmandje",
        operationId: "getSwatchBasket",
        response: { ...errorResponses(), 200: ok("Het stalenmandje", basketSchema) },
      },
    },
    (request) => swatches.basket(request.sessionId),
  );

  r.post(
    "/add",
    {
      schema: {
        tags,
        summary: "Een kleurstaal in het stalenmandje leggen (maximaal 5)",
        operationId: "addSwatch",
        body: addBody,
        response: { ...errorResponses(404), 200: ok("Het stalenmandje", basketSchema) },
      },
    },
    (request) => swatches.add(request.ensureSession(), request.store, request.body),
  );

  r.delete(
    "/delete",
    {
      schema: {
        tags,
        summary: "Een kleurstaal uit het stalenmandje halen",
        operationId: "deleteSwatch",
        querystring: deleteQuery,
        response: { ...errorResponses(404), 200: ok("Het stalenmandje", basketSchema) },
      },
    },
    (request) => swatches.remove(request.sessionId, request.store, request.query.swatchid),
  );

  r.post(
    "/clearSwatches",
    {
      schema: {
        tags,
        summary: "Het stalenmandje leegmaken",
        operationId: "clearSwatches",
        response: { ...errorResponses(), 200: ok("Het lege stalenmandje", basketSchema) },
      },
    },
    (request) => swatches.clear(request.sessionId, request.store),
  );

  r.post(
    "/orderSwatches",
    {
      // It mails the address the visitor typed, so it has the mail routes' small limit.
      config: mailRateLimit(app),
      schema: {
        tags,
        summary: "De kleurstalen in het mandje bestellen; het adres wordt in NL gecontroleerd",
        operationId: "orderSwatches",
        body: orderBody,
        response: {
          ...errorResponses(),
          200: ok(
            "De aanvraag is opgeslagen",
            z.object({ status: z.literal(true), order_number: z.string() }),
          ),
        },
      },
    },
    (request) => swatches.order(request.sessionId, request.store, request.body),
  );
}
