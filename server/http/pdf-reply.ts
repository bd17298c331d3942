// A PDF as a route's answer: its OpenAPI description and the reply that sends the bytes. Invoices, quotes, the
// workshop's documents and the signed handover all answer this way.
import type { FastifyReply } from "fastify";
import { z } from "zod";

/** The 200 of a route that answers a PDF, for its schema's `response`. */
export const pdfResponse = {
  description: "De PDF",
  content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
};

/**
 * Sends `pdf` shown in the browser (`inline`) or saved (`attachment`) as `filename`. The typed reply knows the
 * JSON answers only; the 200 here is the PDF's bytes.
 */
export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer | Uint8Array,
  filename: string,
  disposition: "inline" | "attachment" = "inline",
) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `${disposition}; filename="${filename}"`)
    .send(pdf as unknown as string);
}
