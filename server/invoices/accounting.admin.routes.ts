// /api/beheer/exports/accounting: the accountant's export of a period for the owners: the CSV of every invoice
// and credit note, a zip of their UBL files, or the VAT-return summary as JSON (domain/invoicing/accounting.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { zipSync } from "fflate";
import { z } from "zod";
import {
  accountingCsv,
  accountingRow,
  accountingSummary,
  vatRegimes,
} from "../../domain/invoicing/accounting.ts";
import { accountingQuerySchema } from "../../domain/invoicing/period.ts";
import { errorResponses, staffSession } from "../http/openapi.ts";
import { documentFileName } from "./pdf.ts";
import { toUbl } from "./ubl.ts";

const amounts = { turnoverExcl: z.number().int(), vat: z.number().int() };

export const accountingSummarySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    documents: z.object({ invoices: z.number().int(), creditNotes: z.number().int() }),
    totals: z.object({ excl: z.number().int(), vat: z.number().int(), incl: z.number().int() }),
    byRate: z.array(z.object({ rate: z.number(), ...amounts })),
    byRegime: z.array(z.object({ regime: z.enum(vatRegimes), label: z.string(), ...amounts })),
    boxes: z.array(
      z.object({
        box: z.enum(["1a", "3b", "3c"]),
        label: z.string(),
        turnoverExcl: z.number().int(),
        vat: z.number().int().nullable(),
      }),
    ),
    oss: z.object({ country: z.literal("BE"), ...amounts }),
    belgianReturn: z.object(amounts),
    zeroRatedExcl: z.number().int(),
    icp: z.array(
      z.object({
        vatNumber: z.string(),
        country: z.string(),
        customer: z.string(),
        amountExcl: z.number().int(),
      }),
    ),
  })
  .meta({
    id: "Btw-overzicht",
    description: "De btw-aangifte van de periode: rubrieken, OSS en ICP, in centen.",
  });

export async function accountingAdminRoutes(app: FastifyInstance): Promise<void> {
  const { invoices } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/exports/accounting",
    {
      config: { staffArea: "invoices" },
      schema: {
        tags: ["beheer: facturen"],
        summary:
          "De boekhouding van een periode (factuurdatum, hoogstens 366 dagen): CSV voor Excel, zip met de UBL-bestanden of het btw-overzicht",
        operationId: "exportAccounting",
        ...staffSession,
        querystring: accountingQuerySchema,
        response: {
          ...errorResponses(401, 403),
          200: {
            description:
              "format=csv: één regel per factuur of creditnota (creditnota's negatief); zip: één UBL-bestand per document; summary: het btw-overzicht",
            content: {
              "text/csv": { schema: z.string() },
              "application/zip": { schema: z.string().meta({ format: "binary" }) },
              "application/json": { schema: accountingSummarySchema },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const entries = await invoices.forPeriod(from, to);
      const name = `boekhouding-${from}-${to}`;
      if (format === "summary") return { from, to, ...accountingSummary(entries.map(accountingRow)) };
      if (format === "zip") {
        const files = Object.fromEntries(
          entries.map(({ document }) => [
            documentFileName(document, "xml"),
            new TextEncoder().encode(toUbl(document)),
          ]),
        );
        const zip = Buffer.from(zipSync(files, { level: 6 }));
        return (
          reply
            .type("application/zip")
            .header("content-disposition", `attachment; filename="${name}.zip"`)
            // The typed reply knows the JSON answer only; the 200 here is the zip's bytes.
            .send(zip as unknown as string)
        );
      }
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}.csv"`)
        .send(accountingCsv(entries.map(accountingRow)));
    },
  );
}
