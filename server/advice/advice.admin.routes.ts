// The advice's staff side under /api/beheer: the appointments as the shop handles them (/advice: list, detail,
// status and note) and the postcode ranges of the home advice (owners, /settings/service-areas).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serviceAreasFormSchema } from "../../domain/shop-settings/shop-rates.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { requestRoutes } from "../requests/request-routes.ts";

/** A postcode range as the back office shows it (also in GET /api/beheer/settings, with the rates). */
export const serviceAreaSchema = z.object({
  name: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  kind: z.enum(["free", "paid"]),
  feeCents: z.number().int(),
});
const areasAnswer = z.object({ areas: z.array(serviceAreaSchema) });

export async function adviceAdminRoutes(app: FastifyInstance): Promise<void> {
  const { advice } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  requestRoutes(
    app,
    "advice",
    { many: "AdviceRequests", one: "AdviceRequest", dutch: "adviesafspraken", dutchOne: "adviesafspraak" },
    advice,
  );

  r.put(
    "/settings/service-areas",
    {
      config: { staffArea: "settings" },
      schema: {
        tags: ["beheer: instellingen"],
        summary: "Alle servicegebieden in één keer vervangen; de adviesafspraak rekent er meteen mee",
        operationId: "replaceServiceAreas",
        ...staffSession,
        body: serviceAreasFormSchema,
        response: { ...errorResponses(401, 403), 200: ok("De servicegebieden", areasAnswer) },
      },
    },
    async (request) => ({
      areas: await advice.replaceServiceAreas(request.body.areas, staffOf(request).staff),
    }),
  );
}
