// /api/beheer/settings (owners): delivery and mount rates per country, and the home advice's postcode ranges.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serviceAreasFormSchema, shopRatesFormSchema } from "../../../domain/shop-settings/shop-rates.ts";
import { errorResponses, ok, staffSession } from "../../http/openapi.ts";
import { staffOf } from "../staff/staff-access.ts";

const ratesSchema = z.object({
  country: z.string().describe("NL of BE"),
  shippingCostCents: z.number().int().describe("Verzendkosten onder de grens voor gratis verzenden"),
  shippingFreeFromCents: z.number().int().describe("Gratis verzenden vanaf dit bedrag aan producten"),
  mountStartCents: z.number().int().describe("Voorrijkosten van de montageservice"),
  measureCents: z.number().int().describe("Meetkosten van de montageservice"),
});
const areaSchema = z.object({
  name: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  kind: z.enum(["free", "paid"]),
  feeCents: z.number().int(),
});
const areasAnswer = z.object({ areas: z.array(areaSchema) });

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { settingsAdmin } = app.services;
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
          200: ok("De instellingen", z.object({ rates: z.array(ratesSchema), areas: z.array(areaSchema) })),
        },
      },
    },
    async () => ({ rates: await settingsAdmin.rates(), areas: await settingsAdmin.serviceAreas() }),
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
      rates: await settingsAdmin.updateRates(request.params.country, request.body, staffOf(request).staff),
    }),
  );

  r.put(
    "/settings/service-areas",
    {
      config,
      schema: {
        tags,
        summary: "Alle servicegebieden in één keer vervangen; de adviesafspraak rekent er meteen mee",
        operationId: "replaceServiceAreas",
        ...staffSession,
        body: serviceAreasFormSchema,
        response: { ...errorResponses(401, 403), 200: ok("De servicegebieden", areasAnswer) },
      },
    },
    async (request) => ({
      areas: await settingsAdmin.replaceServiceAreas(request.body.areas, staffOf(request).staff),
    }),
  );
}
