// /api/beheer/peppol-transmissions: the Peppol outbox for the owners (area 'invoices'): every e-invoice the shop
// sent or is sending, newest first, with its receiver, state, access point and attempts. Reads only.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { peppolStates, peppolTransports } from "../../domain/peppol-states.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { PEPPOL_PAGE_LIMIT } from "./outbox.ts";

export const transmissionSchema = z.object({
  id: z.number().int(),
  documentNumber: z.string(),
  documentType: z.enum(["Invoice", "CreditNote"]),
  customerName: z.string(),
  receiverScheme: z.string(),
  receiverId: z.string(),
  status: z.enum(peppolStates),
  transport: z.enum(peppolTransports).nullable(),
  transmissionId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});

export async function peppolAdminRoutes(app: FastifyInstance): Promise<void> {
  const { peppol } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/peppol-transmissions",
    {
      config: { staffArea: "invoices" },
      schema: {
        tags: ["beheer: facturen"],
        summary: `Verzonden e-facturen (Peppol), nieuwste eerst (hoogstens ${PEPPOL_PAGE_LIMIT})`,
        operationId: "listPeppolTransmissions",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok(
            "De e-facturen en hoeveel er in totaal zijn",
            z.object({ transmissions: z.array(transmissionSchema), total: z.number().int() }),
          ),
        },
      },
    },
    async () => peppol.list(),
  );
}
