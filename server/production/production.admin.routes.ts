// /api/beheer/production: the workshop's printed documents as PDF (an order's werkbon and labels, a production
// day's cut list) and the production queue (a day's rows per family, a row's move by button or scanned label,
// an order's production day). Every member of staff (area "orders", as the orders themselves).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fulfilmentStatuses } from "../../domain/orders/fulfilment.ts";
import { rowStates } from "../../domain/orders/rows.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { pdfResponse, sendPdf } from "../http/pdf-reply.ts";

const numberParams = z.object({
  number: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, { error: "Dit is geen bestelnummer." }),
});

const BAD_DAY = "Vul een geldige productiedag in (jjjj-mm-dd).";

const daySchema = z
  .string({ error: BAD_DAY })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: BAD_DAY })
  // The refinement runs after a failed pattern too: an invalid date must answer false here, never throw.
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: BAD_DAY },
  );
const dayQuery = z.object({ day: daySchema });

const rowParams = numberParams.extend({
  position: z.coerce
    .number({ error: "Dit is geen regelnummer." })
    .int({ error: "Dit is geen regelnummer." })
    .min(1, { error: "Dit is geen regelnummer." })
    .max(999, { error: "Dit is geen regelnummer." }),
});

const moveBody = z.object({
  direction: z.enum(["forward", "back"], { error: "Kies vooruit (forward) of terug (back)." }),
  from: z.enum(rowStates, { error: "Dit is geen stap van de werkplaats." }).optional(),
  reason: z.string().max(500, { error: "Houd de reden korter dan 500 tekens." }).optional(),
});

const scanBody = z.object({
  code: z
    .string({ error: "Scan of typ de code van het label." })
    .max(100, { error: "Dit is geen code van een label." })
    .refine((v) => v.trim() !== "", { error: "Scan of typ de code van het label." }),
});

const rowMovedSchema = z.object({
  ref: z.string(),
  orderNumber: z.string(),
  from: z.enum(rowStates),
  state: z.enum(rowStates),
  stateLabel: z.string(),
  orderState: z.enum(fulfilmentStatuses),
});

const queueSchema = z.object({
  day: z.string(),
  today: z.string(),
  previousDay: z.string(),
  nextDay: z.string(),
  families: z.array(
    z.object({
      family: z.string(),
      label: z.string(),
      rows: z.array(
        z.object({
          ref: z.string(),
          orderNumber: z.string(),
          position: z.number().int(),
          productName: z.string(),
          count: z.number().int(),
          room: z.string().nullable(),
          size: z.string(),
          state: z.enum(rowStates),
          stateLabel: z.string(),
          movedBy: z.string().nullable(),
          movedAt: z.date().nullable(),
          movable: z.boolean(),
        }),
      ),
    }),
  ),
  orders: z.array(
    z.object({
      number: z.string(),
      state: z.enum(fulfilmentStatuses),
      stateLabel: z.string(),
      delivery: z.enum(["mount", "sent", "pickup"]),
      day: z.string().nullable(),
      plannedBy: z.string().nullable(),
      rows: z.number().int(),
      packed: z.number().int(),
    }),
  ),
});

export async function productionAdminRoutes(app: FastifyInstance): Promise<void> {
  const { productionDocuments, production } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: productie"];
  const config = { staffArea: "orders" as const };

  r.get(
    "/production/orders/:number/werkbon.pdf",
    {
      config,
      schema: {
        tags,
        summary:
          "De werkbon van een betaalde bestelling: elke regel met ruimte, opties, productiematen met hun berekening, rolcontrole en QR-code",
        operationId: "getWerkbonPdf",
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404, 409), 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const pdf = await productionDocuments.werkbon(request.params.number);
      return sendPdf(reply, pdf, `werkbon-${request.params.number}.pdf`);
    },
  );

  r.get(
    "/production/orders/:number/labels.pdf",
    {
      config,
      schema: {
        tags,
        summary:
          "De labels van een betaalde bestelling: een per stuk, vier per A4, met de QR-code van de regel",
        operationId: "getLabelsPdf",
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404, 409), 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const pdf = await productionDocuments.labels(request.params.number);
      return sendPdf(reply, pdf, `labels-${request.params.number}.pdf`);
    },
  );

  r.get(
    "/production/cut-list.pdf",
    {
      config,
      schema: {
        tags,
        summary:
          "De snijlijst van een productiedag per stof en kleur: de regels van de bestellingen die op die dag gepland staan, per rol de stukken in snijvolgorde, met gebruikte en overgebleven lengte",
        operationId: "getCutListPdf",
        ...staffSession,
        querystring: dayQuery,
        response: { ...errorResponses(401, 403), 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const pdf = await productionDocuments.cutList(request.query.day);
      return sendPdf(reply, pdf, `snijlijst-${request.query.day}.pdf`);
    },
  );

  r.get(
    "/production/queue",
    {
      config,
      schema: {
        tags,
        summary:
          "De productiewachtrij van een dag: de regels per productfamilie met hun stap (te snijden tot ingepakt), en de bestellingen van die dag",
        operationId: "getProductionQueue",
        ...staffSession,
        querystring: dayQuery,
        response: { ...errorResponses(401, 403), 200: ok("De wachtrij", queueSchema) },
      },
    },
    async (request) => production.queue(request.query.day),
  );

  r.post(
    "/production/orders/:number/rows/:position/move",
    {
      config,
      schema: {
        tags,
        summary:
          "Een regel een stap vooruit of (met reden) een stap terug zetten; `from` is de stap die de medewerker zag (anders 409). De eerste snede zet de bestelling in productie, de laatste verpakking zet haar op verzonden of klaar voor montage",
        operationId: "moveProductionRow",
        ...staffSession,
        params: rowParams,
        body: moveBody,
        response: { ...errorResponses(401, 403, 404, 409), 200: ok("Verplaatst", rowMovedSchema) },
      },
    },
    async (request) =>
      production.moveRow(
        staffOf(request).staff,
        `${request.params.number}/${request.params.position}`,
        request.body,
      ),
  );

  r.post(
    "/production/scan",
    {
      config,
      schema: {
        tags,
        summary:
          "Een gescand of getypt label (RW-2026-000123/2, spaties en kleine letters mogen): de regel gaat een stap vooruit. Dezelfde regel binnen 30 seconden nog eens gescand is 409",
        operationId: "scanProductionRow",
        ...staffSession,
        body: scanBody,
        response: { ...errorResponses(401, 403, 404, 409), 200: ok("Verplaatst", rowMovedSchema) },
      },
    },
    async (request) => production.scan(staffOf(request).staff, request.body.code),
  );

  r.put(
    "/production/orders/:number/day",
    {
      config,
      schema: {
        tags,
        summary:
          "De productiedag van een vrijgegeven bestelling of een in productie verzetten (vanaf vandaag)",
        operationId: "setProductionDay",
        ...staffSession,
        params: numberParams,
        body: z.object({ day: daySchema }),
        response: { ...errorResponses(401, 403, 404, 409), 200: ok("Verzet", z.object({ day: z.string() })) },
      },
    },
    async (request) =>
      production.plan.moveDay(staffOf(request).staff, request.params.number, request.body.day),
  );
}
