// /api/beheer/orders: the order list with its filters and CSV export, one order whole, its fulfilment moves
// and cancelling an order (a paid one with its refund), all through the orders service. Every member of staff (area "orders").

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { changeWindowSettingsSchema } from "../../domain/orders/change-window.ts";
import { orderFiltersSchema } from "../../domain/orders/filters.ts";
import { fulfilmentMoveSchema, fulfilmentStatuses } from "../../domain/orders/fulfilment.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { detailSchema, listSchema } from "./orders.admin.schemas.ts";

const numberParams = z.object({
  number: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, { error: "Dit is geen bestelnummer." }),
});

/** Staff's question about one row (at most 1000 characters; the service says what is missing in Dutch). */
const questionSchema = z.object({
  rowKey: z.string({ error: "Kies de regel waar de vraag over gaat." }).trim().min(1).max(100),
  question: z.string({ error: "Schrijf de vraag aan de klant." }).max(1000, {
    error: "Schrijf de vraag in hoogstens 1000 tekens.",
  }),
});

export async function ordersAdminRoutes(app: FastifyInstance): Promise<void> {
  const { orders, orderChanges } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: bestellingen"];
  const config = { staffArea: "orders" as const };

  r.get(
    "/orders",
    {
      config,
      schema: {
        tags,
        summary: "Bestellingen, nieuwste eerst, gefilterd en per pagina van 25, met de totalen",
        operationId: "listOrders",
        ...staffSession,
        querystring: orderFiltersSchema,
        response: { ...errorResponses(401, 403), 200: ok("Een pagina bestellingen", listSchema) },
      },
    },
    async (request) => orders.list(request.query),
  );

  r.get(
    "/orders/export.csv",
    {
      config,
      schema: {
        tags,
        summary: "De hele gefilterde lijst als CSV voor Excel (puntkomma, decimale komma, UTF-8 met BOM)",
        operationId: "exportOrders",
        ...staffSession,
        querystring: orderFiltersSchema,
        response: {
          ...errorResponses(401, 403),
          200: ok("Het CSV-bestand", z.string()),
        },
      },
    },
    async (request, reply) => {
      const csv = await orders.exportCsv(request.query);
      const today = shopToday();
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="bestellingen-${today}.csv"`);
      return csv;
    },
  );

  r.get(
    "/orders/:number",
    {
      config,
      schema: {
        tags,
        summary: "Eén bestelling helemaal: regels met alle opties, adressen, betalingen, geschiedenis, mails",
        operationId: "getOrder",
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404), 200: ok("De bestelling", detailSchema) },
      },
    },
    async (request) => orders.detail(request.params.number),
  );

  r.post(
    "/orders/:number/status",
    {
      config,
      schema: {
        tags,
        summary:
          "De bestelling een stap verder zetten (in productie, verzonden, montage, afgerond); mailt de klant",
        operationId: "moveOrder",
        ...staffSession,
        params: numberParams,
        body: fulfilmentMoveSchema,
        response: {
          ...errorResponses(401, 403, 404, 409),
          200: ok("Verplaatst", z.object({ fulfilmentStatus: z.enum(fulfilmentStatuses) })),
        },
      },
    },
    async (request) => orders.moveFulfilment(staffOf(request).staff, request.params.number, request.body),
  );

  r.post(
    "/orders/:number/cancel",
    {
      config,
      schema: {
        tags,
        summary:
          "Een bestelling annuleren: onbetaald (het gebruik van de kortingscode komt terug) of betaald en nog niet verzonden (alles wat nog niet terugbetaald is, wordt terugbetaald, met creditnota)",
        operationId: "cancelOrder",
        ...staffSession,
        params: numberParams,
        body: z.object({}).default({}),
        response: {
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
          200: ok(
            "Geannuleerd",
            z.object({
              voucherReturned: z.boolean(),
              /** The refund asked with it, in cents; 0 for an unpaid order. */
              refundedCents: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) =>
      orders.cancel(staffOf(request).staff, request.params.number, app.services.refunds, request.log),
  );

  r.post(
    "/orders/:number/question",
    {
      config,
      schema: {
        tags,
        summary:
          "De klant een vraag stellen over één regel: de bestelling wacht op de klant, die een mail krijgt met de tekening, de maten, de vraag en de link om te antwoorden",
        operationId: "askCustomer",
        ...staffSession,
        params: numberParams,
        body: questionSchema,
        response: {
          ...errorResponses(400, 401, 403, 404, 409),
          200: ok("Gevraagd", z.object({ fulfilmentStatus: z.enum(fulfilmentStatuses) })),
        },
      },
    },
    async (request) =>
      orderChanges.ask(
        staffOf(request).staff,
        request.params.number,
        request.body.rowKey,
        request.body.question,
      ),
  );

  r.put(
    "/settings/change-window",
    {
      config: { staffArea: "settings" as const },
      schema: {
        tags: ["beheer: instellingen"],
        summary:
          "Tot wanneer een klant zijn bestelling kan wijzigen of annuleren: zoveel werkdagen na de betaling, op deze tijd",
        operationId: "updateChangeWindow",
        ...staffSession,
        body: changeWindowSettingsSchema,
        response: {
          ...errorResponses(400, 401, 403),
          200: ok("De termijn", z.object({ workingDays: z.number().int(), time: z.string() })),
        },
      },
    },
    async (request) => orderChanges.saveWindowSettings(staffOf(request).staff, request.body),
  );
}
