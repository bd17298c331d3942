// The orders' storefront calls under /api/orders: the order status (issue 15), order number and postcode in,
// the order's state out.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { orderStatusSchema } from "../../domain/orders/order-status.ts";
import { serviceFormSchema } from "../../domain/validation/service.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";

export async function orderStatusRoutes(app: FastifyInstance): Promise<void> {
  const { orders, config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/status",
    {
      // Every try is a guess at an order number and postcode: the small budget of the mail routes, per client.
      config: { rateLimit: { max: config.RATE_LIMIT_MAIL, timeWindow: "1 minute" } },
      schema: {
        tags: ["service"],
        summary: "De stand van een bestelling met ordernummer en postcode van het afleveradres",
        description:
          "Antwoordt 404 met dezelfde melding als het ordernummer niet bestaat en als de postcode er niet bij " +
          "hoort: wie het ordernummer niet kent, leert niet of het bestaat. Het formulier is dat van de " +
          "serviceaanvraag (Nederlandse postcode of Belgisch postnummer, spaties en hoofdletters maken niet uit).",
        operationId: "orderStatus",
        ...noSession,
        body: serviceFormSchema,
        response: { ...errorResponses(404), 200: ok("De stand van de bestelling", orderStatusSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return orders.lookUpStatus(request.body);
    },
  );
}
