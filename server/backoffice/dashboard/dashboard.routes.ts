// /api/beheer/dashboard: the figures of the back office's first page. Area 'orders': every member of staff.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, ok, staffSession } from "../../http/openapi.ts";
import { periodKeys, requestKinds } from "./dashboard.service.ts";

const periodSchema = z.object({
  from: z.date(),
  paidOrders: z.number().int(),
  revenueCents: z.number().int(),
  revenueExclVatCents: z.number().int(),
  averageOrderCents: z.number().int(),
  openRequests: z.object(Object.fromEntries(requestKinds.map((kind) => [kind, z.number().int()]))),
});

export const dashboardSchema = z.object({
  at: z.date(),
  periods: z.object(Object.fromEntries(periodKeys.map((key) => [key, periodSchema]))),
  failedMails: z.number().int(),
  pendingPayments: z.number().int(),
  revenuePerDay: z.array(
    z.object({
      day: z.string(),
      paidOrders: z.number().int(),
      revenueCents: z.number().int(),
      revenueExclVatCents: z.number().int(),
    }),
  ),
});

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { dashboard } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/dashboard",
    {
      config: { staffArea: "orders" },
      schema: {
        tags: ["beheer: overzicht"],
        summary:
          "Vandaag, deze week en deze maand: betaalde bestellingen, omzet, open aanvragen; mislukte mails, openstaande betalingen, omzet per dag",
        operationId: "dashboard",
        ...staffSession,
        response: { ...errorResponses(401, 403), 200: ok("De cijfers", dashboardSchema) },
      },
    },
    async () => dashboard.summary(),
  );
}
