// /api/beheer/invoices: the issued invoices (and credit notes) for the owners: the list with its filters, and each
// document as PDF and as UBL e-invoice. Reads only; documents are never changed.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { invoiceFiltersSchema } from "../../domain/invoicing/filters.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { pdfResponse, sendPdf } from "../http/pdf-reply.ts";
import type { InvoiceRow } from "./invoices.service.ts";
import { documentFileName } from "./pdf.ts";

const numberParams = z.object({
  number: z
    .string()
    .max(20)
    .regex(/^C?\d{4}-\d{6,}$/, { error: "Dit is geen factuurnummer." }),
});

const NOT_FOUND = "Deze factuur bestaat niet.";

export const invoiceListItemSchema = z.object({
  kind: z.enum(["invoice", "credit_note"]),
  number: z.string(),
  orderNumber: z.string(),
  issueDate: z.string(),
  store: z.enum(["NL", "BE"]),
  customerKind: z.enum(["consumer", "business"]),
  customerName: z.string(),
  country: z.enum(["NL", "BE"]),
  buyerVatNumber: z.string().nullable(),
  zeroRated: z.boolean(),
  totalExclCents: z.number().int(),
  vatCents: z.number().int(),
  totalInclCents: z.number().int(),
  paymentMethod: z.string(),
});

export function listItem(row: InvoiceRow): z.infer<typeof invoiceListItemSchema> {
  return {
    kind: row.kind,
    number: row.number,
    orderNumber: row.document.orderNumber,
    issueDate: row.issueDate,
    store: row.store,
    customerKind: row.customerKind,
    customerName: row.document.customer.name,
    country: row.country,
    buyerVatNumber: row.buyerVatNumber,
    zeroRated: row.zeroRated,
    totalExclCents: row.totalExclCents,
    vatCents: row.vatCents,
    totalInclCents: row.totalInclCents,
    paymentMethod: row.paymentMethod,
  };
}

export async function invoicesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { invoices } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: facturen"];
  const config = { staffArea: "invoices" as const };

  async function found(number: string): Promise<InvoiceRow> {
    const row = await invoices.byNumber(number);
    if (!row) throw new ClientError(404, { number: NOT_FOUND });
    return row;
  }

  r.get(
    "/invoices",
    {
      config,
      schema: {
        tags,
        summary: "Uitgereikte facturen en creditnota's, nieuwste eerst (hoogstens 500), gefilterd",
        operationId: "listInvoices",
        ...staffSession,
        querystring: invoiceFiltersSchema,
        response: {
          ...errorResponses(401, 403),
          200: ok("De facturen", z.object({ invoices: z.array(invoiceListItemSchema) })),
        },
      },
    },
    async (request) => ({ invoices: (await invoices.list(request.query)).map(listItem) }),
  );

  r.get(
    "/invoices/:number/pdf",
    {
      config,
      schema: {
        tags,
        summary: "De factuur of creditnota als PDF, zoals de klant hem kreeg",
        operationId: "getInvoicePdf",
        ...staffSession,
        params: numberParams,
        response: {
          ...errorResponses(401, 403, 404),
          200: pdfResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await found(request.params.number);
      const pdf = await invoices.pdf(row);
      return sendPdf(reply, pdf, documentFileName(row.document, "pdf"));
    },
  );

  r.get(
    "/invoices/:number/xml",
    {
      config,
      schema: {
        tags,
        summary: "De factuur of creditnota als e-factuur: UBL 2.1, Peppol BIS Billing 3.0",
        operationId: "getInvoiceXml",
        ...staffSession,
        params: numberParams,
        response: {
          ...errorResponses(401, 403, 404),
          200: { description: "Het UBL-document", content: { "application/xml": { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const row = await found(request.params.number);
      return reply
        .type("application/xml; charset=utf-8")
        .header("content-disposition", `attachment; filename="${documentFileName(row.document, "xml")}"`)
        .send(invoices.xml(row));
    },
  );
}
