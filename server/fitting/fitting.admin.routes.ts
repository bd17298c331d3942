// /api/beheer/fitting: planning an order's fitting, the fitter's day, the signed handover and its PDF, the werkbon
// of an appointment. Area "fitting": every role; a monteur sees only their own appointments and does not plan.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import {
  confirmationStates,
  handoverSchema,
  isIsoDate,
  MAX_ID,
  planSchema,
} from "../../domain/fitting/fitting.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { pdfResponse, sendPdf } from "../http/pdf-reply.ts";
import { PLANNERS_ONLY } from "./fitting.service.ts";

const numberParams = z.object({
  number: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, { error: "Dit is geen bestelnummer." }),
});

const BAD_DAY = "Kies een geldige dag (jjjj-mm-dd).";
const dayQuery = z.object({
  datum: z
    .string({ error: BAD_DAY })
    .refine((v) => isIsoDate(v), { error: BAD_DAY })
    .optional(),
  monteur: z.coerce
    .number({ error: "Kies een monteur uit de lijst." })
    .int({ error: "Kies een monteur uit de lijst." })
    .positive({ error: "Kies een monteur uit de lijst." })
    .max(MAX_ID, { error: "Kies een monteur uit de lijst." })
    .optional(),
});

const slot = z.object({ date: z.string(), from: z.string(), to: z.string() });
export const appointmentSchema = z.object({
  orderNumber: z.string(),
  fitterId: z.number(),
  fitterName: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  alternatives: z.array(slot),
  confirmation: z.enum(confirmationStates),
  confirmedAt: z.string().nullable(),
  notes: z.string(),
  plannedBy: z.string(),
  state: z.string(),
  handedOver: z.boolean(),
  customer: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
  navigationUrl: z.string(),
  rows: z.array(
    z.object({
      position: z.number(),
      label: z.string(),
      room: z.string().nullable(),
      sizes: z.string(),
      count: z.number(),
      details: z.string(),
    }),
  ),
});

export async function fittingAdminRoutes(app: FastifyInstance): Promise<void> {
  const { fitting } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: montage"];
  const config = { staffArea: "fitting" as const };
  const viewer = (request: FastifyRequest) => staffOf(request).staff;
  const actor = (request: FastifyRequest) => ({ id: viewer(request).id, email: viewer(request).email });
  // Before the body is validated: a monteur hears that planning is not theirs, not what the body lacks.
  const plannerOnly = async (request: FastifyRequest) => {
    if (viewer(request).role === "monteur") throw new ClientError(403, { role: PLANNERS_ONLY });
  };

  r.get(
    "/fitting/fitters",
    {
      config,
      preValidation: plannerOnly,
      schema: {
        tags,
        summary: "De actieve monteurs, voor wie een montage gepland kan worden (niet voor een monteur)",
        operationId: "listFitters",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok(
            "De monteurs",
            z.object({ fitters: z.array(z.object({ id: z.number(), name: z.string() })) }),
          ),
        },
      },
    },
    async () => ({ fitters: await fitting.fitters() }),
  );

  r.get(
    "/fitting/day",
    {
      config,
      schema: {
        tags,
        summary:
          "De montages van een dag (standaard vandaag) in rijvolgorde per monteur; een monteur ziet alleen de zijne, anderen alle of die van één monteur",
        operationId: "fittingDay",
        ...staffSession,
        querystring: dayQuery,
        response: {
          ...errorResponses(400, 401, 403),
          200: ok("De dag", z.object({ date: z.string(), appointments: z.array(appointmentSchema) })),
        },
      },
    },
    async (request) => {
      const date = request.query.datum ?? shopToday();
      return { date, appointments: await fitting.day(viewer(request), date, request.query.monteur) };
    },
  );

  r.get(
    "/fitting/orders/:number",
    {
      config,
      schema: {
        tags,
        summary: "De montageafspraak van een bestelling, met adres, regels en de bevestiging van de klant",
        operationId: "getFittingAppointment",
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404), 200: ok("De afspraak", appointmentSchema) },
      },
    },
    async (request) => fitting.view(viewer(request), request.params.number),
  );

  r.post(
    "/fitting/orders/:number/plan",
    {
      config,
      preValidation: plannerOnly,
      schema: {
        tags,
        summary:
          "Plant de montage (of plant opnieuw, zolang er niet is opgeleverd): monteur, werkdag vanaf vandaag, tijdvak, hoogstens twee andere momenten; de klant krijgt een e-mail met een link om te bevestigen of te kiezen",
        operationId: "planFitting",
        ...staffSession,
        params: numberParams,
        body: planSchema,
        response: { ...errorResponses(400, 401, 403, 404, 409), 200: ok("De afspraak", appointmentSchema) },
      },
    },
    async (request) => fitting.plan(actor(request), viewer(request), request.params.number, request.body),
  );

  r.post(
    "/fitting/orders/:number/handover",
    {
      config,
      schema: {
        tags,
        summary:
          "De oplevering met de handtekening van de klant: elke regel afgevinkt of met een reden, opmerkingen, meerwerk; de bestelling wordt afgerond en de klant krijgt de getekende oplevering als PDF",
        operationId: "signHandover",
        ...staffSession,
        params: numberParams,
        body: handoverSchema,
        response: {
          ...errorResponses(400, 401, 403, 404, 409),
          200: ok("Opgeleverd", z.object({ state: z.string() })),
        },
      },
    },
    async (request) => {
      await fitting.handover(actor(request), viewer(request), request.params.number, request.body);
      return { state: "afgerond" };
    },
  );

  r.get(
    "/fitting/orders/:number/handover.pdf",
    {
      config,
      schema: {
        tags,
        summary: "De getekende oplevering als PDF",
        operationId: "getHandoverPdf",
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404), 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const pdf = await fitting.handoverPdf(viewer(request), request.params.number);
      return sendPdf(reply, pdf, `oplevering-${request.params.number}.pdf`);
    },
  );

  r.get(
    "/fitting/orders/:number/werkbon.pdf",
    {
      config,
      schema: {
        tags,
        summary: "De werkbon van een montage (een monteur: alleen van zijn eigen afspraken)",
        operationId: "getFittingWerkbonPdf",
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404, 409), 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const pdf = await fitting.werkbon(viewer(request), request.params.number);
      return sendPdf(reply, pdf, `werkbon-${request.params.number}.pdf`);
    },
  );
}
