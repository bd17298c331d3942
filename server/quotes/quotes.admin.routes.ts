// /api/beheer/quotes: the quotes as the shop handles them (list, detail, status and note), the PDF drawn again,
// and 'Bestel deze offerte' (a cart link by mail).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestStatusSchema } from "../../domain/requests.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { pdfResponse, sendPdf } from "../http/pdf-reply.ts";
import { numberParams, requestRoutes, requestsArea, requestTags } from "../requests/request-routes.ts";

export async function quotesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { quotes } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = requestTags;
  const config = requestsArea;

  requestRoutes(
    app,
    "quotes",
    { many: "Quotes", one: "Quote", dutch: "offertes", dutchOne: "offerte" },
    quotes,
  );

  r.get(
    "/quotes/:number/pdf",
    {
      config,
      schema: {
        tags,
        summary: "De offerte als PDF, zoals de klant hem bij de mail kreeg",
        operationId: "getQuotePdf",
        ...staffSession,
        params: numberParams,
        response: {
          ...errorResponses(401, 403, 404),
          200: pdfResponse,
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await quotes.pdf(request.params.number);
      return sendPdf(reply, pdf, `${filename}`);
    },
  );

  r.post(
    "/quotes/:number/cart-link",
    {
      config,
      schema: {
        tags,
        summary:
          "Bestel deze offerte: de klant krijgt een mail met een link die de offerte in de winkelwagen zet",
        operationId: "sendQuoteCartLink",
        ...staffSession,
        params: numberParams,
        response: {
          ...errorResponses(401, 403, 404, 409),
          200: ok(
            "De mail staat in de wachtrij; een nieuwe offerte is nu in behandeling",
            z.object({ mailId: z.number().int(), status: requestStatusSchema }),
          ),
        },
      },
    },
    async (request) => quotes.sendCartLink(request.params.number, staffOf(request).staff),
  );
}
