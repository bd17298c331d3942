// The service form's call under /api/service (spec section 7): submit-form with order number and postcode.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serviceFormSchema } from "../../domain/validation/service.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";
import { mailRateLimit } from "../http/rate-limits.ts";

export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const { serviceRequests } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/submit-form",
    {
      // It sends mail (to the order's address), and every try is a guess at an order number and postcode.
      config: mailRateLimit(app),
      schema: {
        tags: ["service"],
        summary: "Service aanvragen op een bestelling met ordernummer en postcode van het afleveradres",
        description:
          "Antwoordt altijd `{ status: true }` bij een geldig formulier, ook als ordernummer en postcode niet " +
          "bij een betaalde bestelling horen: wie het ordernummer niet kent, leert niet of het bestaat. " +
          "Alleen bij een match wordt de aanvraag bewaard en gemaild naar het e-mailadres van de bestelling.",
        operationId: "submitServiceForm",
        ...noSession,
        body: serviceFormSchema,
        response: {
          ...errorResponses(),
          200: ok("Het formulier is ontvangen", z.object({ status: z.literal(true) })),
        },
      },
    },
    async (request) => {
      await serviceRequests.submit(request.body, request.log);
      return { status: true as const };
    },
  );
}
