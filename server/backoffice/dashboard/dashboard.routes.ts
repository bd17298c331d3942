// /api/beheer/dashboard: the figures of the back office's first page. Area 'orders': every member of staff.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses, ok, staffSession } from "../../http/openapi.ts";
import { dashboardSchema } from "./dashboard.service.ts";

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
