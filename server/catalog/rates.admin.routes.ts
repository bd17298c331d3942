// /api/beheer/settings (owners): delivery and mount rates per country (the catalogue's), and the one call that
// answers them together with the home advice's postcode ranges (server/advice/advice.admin.routes.ts edits those).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { shopRatesFormSchema } from "../../domain/shop-settings/shop-rates.ts";
import { serviceAreaSchema } from "../advice/advice.admin.routes.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";

const ratesSchema = z.object({
  country: z.string().describe("NL of BE"),
  shippingCostCents: z.number().int().describe("Verzendkosten onder de grens voor gratis verzenden"),
  shippingFreeFromCents: z.number().int().describe("Gratis verzenden vanaf dit bedrag aan producten"),
  mountStartCents: z.number().int().describe("Voorrijkosten van de montageservice"),
  measureCents: z.number().int().describe("Meetkosten van de montageservice"),
});
export async function ratesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { pricesAdmin, advice } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: instellingen"];
  const config = { staffArea: "settings" as const };

  r.get(
    "/settings",
    {
      config,
      schema: {
        tags,
        summary: "De tarieven per land en de servicegebieden van de adviesafspraak",
        operationId: "getSettings",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok(
            "De instellingen",
            z.object({ rates: z.array(ratesSchema), areas: z.array(serviceAreaSchema) }),
          ),
        },
      },
    },
    async () => ({ rates: await pricesAdmin.rates(), areas: await advice.serviceAreaRows() }),
  );

  r.put(
    "/settings/rates/:country",
    {
      config,
      schema: {
        tags,
        summary: "De tarieven van een land wijzigen; de winkelwagen rekent er meteen mee",
        operationId: "updateShopRates",
        ...staffSession,
        params: z.object({ country: z.string().trim().toUpperCase().max(2) }),
        body: shopRatesFormSchema,
        response: {
          ...errorResponses(401, 403, 404),
          200: ok("De tarieven", z.object({ rates: ratesSchema })),
        },
      },
    },
    async (request) => ({
      rates: await pricesAdmin.updateRates(request.params.country, request.body, staffOf(request).staff),
    }),
  );
}
