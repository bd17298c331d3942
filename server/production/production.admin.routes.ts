// /api/beheer/production: the workshop's printed documents as PDF: an order's werkbon and labels, and a
// production day's cut list. Reads only. Every member of staff (area "orders", as the orders themselves).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, staffSession } from "../http/openapi.ts";

const numberParams = z.object({
  number: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, { error: "Dit is geen bestelnummer." }),
});

const BAD_DAY = "Vul een geldige productiedag in (jjjj-mm-dd).";

const dayQuery = z.object({
  day: z
    .string({ error: BAD_DAY })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: BAD_DAY })
    // The refinement runs after a failed pattern too: an invalid date must answer false here, never throw.
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { error: BAD_DAY },
    ),
});

const pdfResponse = {
  description: "De PDF",
  content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
};

export async function productionAdminRoutes(app: FastifyInstance): Promise<void> {
  const { productionDocuments } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: productie"];
  const config = { staffArea: "orders" as const };

  r.get(
    "/production/orders/:number/werkbon.pdf",
    {
      config,
      schema: {
        tags,
        summary:
          "De werkbon van een betaalde bestelling: elke regel met ruimte, opties, productiematen met hun berekening, rolcontrole en QR-code",
        operationId: "getWerkbonPdf",
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404, 409), 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const pdf = await productionDocuments.werkbon(request.params.number);
      return (
        reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="werkbon-${request.params.number}.pdf"`)
          // The typed reply knows the JSON answers only; the 200 here is the PDF's bytes.
          .send(pdf as unknown as string)
      );
    },
  );

  r.get(
    "/production/orders/:number/labels.pdf",
    {
      config,
      schema: {
        tags,
        summary:
          "De labels van een betaalde bestelling: een per stuk, vier per A4, met de QR-code van de regel",
        operationId: "getLabelsPdf",
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404, 409), 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const pdf = await productionDocuments.labels(request.params.number);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="labels-${request.params.number}.pdf"`)
        .send(pdf as unknown as string);
    },
  );

  r.get(
    "/production/cut-list.pdf",
    {
      config,
      schema: {
        tags,
        summary:
          "De snijlijst van een productiedag per stof en kleur: per rol de stukken in snijvolgorde, met gebruikte en overgebleven lengte. Voorlopig: de bestellingen die die dag betaald zijn en niet geannuleerd",
        operationId: "getCutListPdf",
        ...staffSession,
        querystring: dayQuery,
        response: { ...errorResponses(401, 403), 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const pdf = await productionDocuments.cutList(request.query.day);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="snijlijst-${request.query.day}.pdf"`)
        .send(pdf as unknown as string);
    },
  );
}
