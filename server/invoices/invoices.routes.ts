// /api/invoices/:token: the customer's invoice as PDF, by the unguessable link in the confirmation mail.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClientError } from "../http/errors.ts";
import { errorResponses, noSession } from "../http/openapi.ts";
import { pdfResponse, sendPdf } from "../http/pdf-reply.ts";
import { documentFileName } from "./pdf.ts";

/** The same answer for a malformed, unknown or forged token: nothing tells which documents exist. */
export const INVOICE_NOT_FOUND = "Deze factuur bestaat niet, of de link is niet (meer) geldig.";

export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  const { invoices } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/:token",
    {
      schema: {
        tags: ["facturen"],
        summary: "De factuur als PDF, via de link uit de bevestigingsmail",
        operationId: "downloadInvoice",
        ...noSession,
        params: z.object({ token: z.string().max(100) }),
        response: {
          ...errorResponses(404),
          200: pdfResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await invoices.byToken(request.params.token);
      if (!row) throw new ClientError(404, { token: INVOICE_NOT_FOUND });
      const pdf = await invoices.pdf(row);
      return sendPdf(
        reply.header("cache-control", "private, no-store").header("x-robots-tag", "noindex"),
        pdf,
        documentFileName(row.document, "pdf"),
        "attachment",
      );
    },
  );
}
