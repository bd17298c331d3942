// The quote calls of spec section 7: POST /api/product/estimate (one configured product; this module's
// productQuoteRoutes under /product) and POST /api/cart/createEstimate (the whole cart; cartQuoteRoutes under
// /cart, beside the cart's own calls). Both answer { status: true } when the request is stored.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { chosenValues, id } from "../configurator/request-schemas.ts";
import { errorResponses, ok } from "../http/openapi.ts";
import { mailRateLimit } from "../http/rate-limits.ts";

const text = z.union([z.string().max(1000), z.number()]).optional();

/** The address fields as typed; the store's address rules check them in the service. */
const addressFields = {
  prefix: text,
  firstname: text,
  middlename: text,
  lastname: text,
  zipcode: text,
  housenumber: text,
  housenumber_affix: text,
  street: text,
  city: text,
  region: text,
  email: text,
  telephone: text,
  lat: z.number().optional(),
  lon: z.number().optional(),
};

/*
 * One thing, three words: the API says `estimate` (these paths and operation ids, and the `estimate_only` answer
 * field), the screens say 'Offerte', and the code says quote. `estimate` stays only where it is the API's word or
 * a stored name (the products table's `estimate_only` column, the configuration document's `estimate_only`).
 */
const productQuoteBody = z.object({
  ...addressFields,
  country: z.enum(["NL", "BE"]).optional(),
  note: text,
  image_thumbnail: z.string().max(2048).optional(),
  product_name: z.string().max(255).optional(),
  entity_id: id("Productnummer"),
  conf_id: id("Configuratienummer"),
  /** The chosen values (option id → value). */
  options: chosenValues,
  // Shown back only as the server computes them; what the browser sends here is not used.
  price_advice: z.number().optional(),
  price_discount: z.number().optional(),
});

const cartQuoteBody = z.object({
  customer: z.object({ ...addressFields, country: z.enum(["NL", "BE"]).optional(), notitie: text }),
});

/** POST /estimate under the /product prefix. */
export async function productQuoteRoutes(app: FastifyInstance): Promise<void> {
  const { quotes } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/estimate",
    {
      config: mailRateLimit(app),
      schema: {
        tags: ["offerte"],
        summary: "Offerte voor één samengesteld product",
        operationId: "requestProductEstimate",
        body: productQuoteBody,
        response: {
          ...errorResponses(404),
          200: ok(
            "De aanvraag is opgeslagen, met de prijzen die de server berekende",
            z.object({
              status: z.boolean().describe("Altijd true"),
              number: z.string(),
              price_advice: z.number().int().describe("Adviesprijs in centen, alle stuks samen"),
              price_discount: z.number().int().describe("Prijs na korting in centen, alle stuks samen"),
            }),
          ),
        },
      },
    },
    async (request) => {
      const b = request.body;
      const {
        conf_id,
        entity_id,
        options,
        image_thumbnail,
        note,
        country: _c,
        product_name: _p,
        ...address
      } = b;
      return quotes.requestProduct(
        request.ensureSession(),
        request.store,
        { ...address, note },
        { conf_id, entity_id, values: options, image_thumbnail },
      );
    },
  );
}

/** POST /createEstimate under the /cart prefix: a quote for the visitor's whole cart. */
export async function cartQuoteRoutes(app: FastifyInstance): Promise<void> {
  const { quotes } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/createEstimate",
    {
      config: mailRateLimit(app),
      schema: {
        tags: ["offerte"],
        summary: "Offerte voor de hele winkelwagen",
        operationId: "createCartEstimate",
        body: cartQuoteBody,
        response: {
          ...errorResponses(),
          200: ok(
            "De aanvraag is opgeslagen",
            z.object({ status: z.boolean().describe("Altijd true"), number: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const { notitie, country: _c, ...address } = request.body.customer;
      return quotes.requestCart(request.sessionId, request.store, { ...address, note: notitie });
    },
  );
}
