// The checkout calls of spec section 7 under /api/checkout (the provider's webhook and the return route are
// the payments area's: server/payments/payments.routes.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartSchema } from "../../domain/cart/schema.ts";
import { orderStatuses } from "../../domain/orders/states.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, ok, sessionAndCsrf } from "../http/openapi.ts";

export const CSRF_HEADER = "x-csrf-token";

const paymentStepSchema = z
  .object({
    brandCode: z.string(),
    brandName: z.string(),
    issuerId: z.string().optional(),
    issuerName: z.string().optional(),
  })
  .nullable()
  .describe("De gekozen betaalwijze; null zolang er niets gekozen is");
const CSRF_REFUSED = "Deze pagina is verlopen. Laad de pagina opnieuw en probeer het nog eens.";

/** Fields a form section may have: the details form has about fifteen. */
const MAX_SECTION_FIELDS = 40;

/**
 * A form section as typed: a bounded number of short texts and numbers, so nothing unbounded is stored (the
 * draft is kept with the cart and read back on every visit of the details step).
 */
const section = z
  .record(
    z.string().max(40),
    // null rides on the text branch: OpenAPI 3.0 knows `nullable` only beside a type.
    z.union([z.string().max(1000).nullable(), z.number(), z.boolean()]),
    { error: "Ongeldige invoer" },
  )
  .refine((fields) => Object.keys(fields).length <= MAX_SECTION_FIELDS, {
    error: "Dit formulier heeft te veel velden.",
  });
const customerBody = z.strictObject({
  default: section.optional(),
  factuur: section.optional(),
  aflever: section.optional(),
});

const paymentBody = z.strictObject({
  brandCode: z.string().max(64).optional(),
  brandName: z.string().max(100).optional(),
  issuerId: z.string().max(64).optional(),
  issuerName: z.string().max(100).optional(),
});

/** The token placeOrder needs in its header: bound to the visitor's session, signed with the server's secret. */
export function csrfToken(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}

function validCsrf(secret: string, request: FastifyRequest): boolean {
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== "string" || !request.sessionId) return false;
  const expected = Buffer.from(csrfToken(secret, request.sessionId));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function checkoutRoutes(app: FastifyInstance, opts: { csrfSecret: string }): Promise<void> {
  const { checkout } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["afrekenen"];

  r.get(
    "/gegevens",
    {
      schema: {
        tags,
        summary: "De opgeslagen gegevens van de klant",
        operationId: "getCustomer",
        response: {
          ...errorResponses(),
          200: ok(
            "De gegevens zoals ze zijn ingevuld; null zonder gegevens",
            z.object({
              customer: z
                .record(z.string(), z.unknown())
                .nullable()
                .describe("Per formulierdeel (default, factuur, aflever) de velden zoals ingevuld"),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { customer } = await checkout.steps(request.sessionId);
      return { customer };
    },
  );

  r.post(
    "/gegevens",
    {
      schema: {
        tags,
        summary: "Gegevens opslaan en controleren",
        description:
          "Bewaart de gegevens zoals ingevuld, ook als ze nog niet kloppen; dan antwoordt 400 per veld.",
        operationId: "saveCustomer",
        body: customerBody,
        response: {
          ...errorResponses(),
          200: ok(
            "De gegevens zijn compleet",
            z.object({ customer: customerBody, errors: z.record(z.string(), z.string()) }),
          ),
        },
      },
    },
    async (request) => {
      const errors = await checkout.saveCustomer(
        request.ensureSession(),
        request.store,
        request.body,
        request.log,
      );
      if (Object.keys(errors).length > 0) throw new ClientError(400, errors);
      return { customer: request.body, errors: {} };
    },
  );

  r.get(
    "/payment-data",
    {
      schema: {
        tags,
        summary: "Betaalmethoden en de gekozen betaalwijze",
        operationId: "getPaymentData",
        response: {
          ...errorResponses(),
          200: ok(
            "De betaalmethoden voor dit bedrag, de keuze en het CSRF-token voor placeOrder",
            z.object({
              paymentMethods: z.array(
                z.object({
                  type: z.string().describe("Bijv. ideal, bcmc, scheme, paypal"),
                  name: z.string(),
                  issuers: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
                  brands: z.array(z.string()).optional(),
                }),
              ),
              betalen: paymentStepSchema,
              amount: z.number().int().describe("Het totaal van de winkelwagen in centen"),
              csrf_token: z.string().describe("Meesturen als header x-csrf-token bij placeOrder"),
            }),
          ),
        },
      },
    },
    async (request) => {
      const sessionId = request.ensureSession();
      const data = await checkout.paymentData(sessionId, request.store);
      return { ...data, csrf_token: csrfToken(opts.csrfSecret, sessionId) };
    },
  );

  r.get(
    "/betalen",
    {
      schema: {
        tags,
        summary: "De gekozen betaalwijze",
        operationId: "getPayment",
        response: {
          ...errorResponses(),
          200: ok("De gekozen betaalwijze", z.object({ betalen: paymentStepSchema })),
        },
      },
    },
    async (request) => ({
      betalen: (await checkout.steps(request.sessionId)).payment,
    }),
  );

  r.post(
    "/betalen",
    {
      schema: {
        tags,
        summary: "Betaalwijze en bank kiezen",
        operationId: "savePayment",
        body: paymentBody,
        response: {
          ...errorResponses(),
          200: ok("De opgeslagen keuze", z.object({ betalen: paymentStepSchema.unwrap() })),
        },
      },
    },
    async (request) => ({
      betalen: await checkout.savePayment(request.ensureSession(), request.store, request.body),
    }),
  );

  r.post(
    "/placeOrder",
    {
      schema: {
        tags,
        summary: "De bestelling plaatsen en de betaallink ontvangen",
        operationId: "placeOrder",
        ...sessionAndCsrf,
        // Anything else the browser sends (a total, a price) is ignored: the server computes the order itself.
        body: z.object({ payment_method: z.string().min(1).max(64) }),
        response: {
          // 409: the applied discount code gives nothing any more (used up, expired), with the reason.
          ...errorResponses(403, 409),
          200: ok(
            "De geplaatste bestelling en de betaallink",
            z.object({
              cart: cartSchema.describe("De winkelwagen na het plaatsen"),
              order: z.object({
                number: z.string(),
                status: z.enum(orderStatuses),
                total: z.number().int().describe("Centen incl. btw"),
              }),
              email: z.string(),
              paymentLink: z.string().describe("Hierheen stuurt de browser de bezoeker om te betalen"),
            }),
          ),
        },
      },
    },
    async (request) => {
      if (!validCsrf(opts.csrfSecret, request)) throw new ClientError(403, { csrf: CSRF_REFUSED });
      return checkout.placeOrder(request.sessionId, request.store, request.body.payment_method);
    },
  );
}
