// The three staff calls every kind of request has under /api/beheer/<kind> (list, detail, status and note), each
// answered by the kind's own service; the four areas register them from their *.admin.routes.ts.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type RequestKind,
  requestChangeSchema,
  requestDetailSchema,
  requestStatusSchema,
  requestSummarySchema,
} from "../../domain/requests.ts";
import { listPageSchema, listQueryFields } from "../backoffice/list-query.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import type { HandledRequests } from "./request-handling.ts";

/** The kind's words in the API document: operation ids in English, summaries in Dutch. */
export interface KindNames {
  many: string;
  one: string;
  dutch: string;
  dutchOne: string;
}

export const requestTags = ["beheer: aanvragen"];
export const requestsArea = { staffArea: "requests" as const };

export const numberParams = z.object({
  number: z.string().trim().min(1).max(40, { error: "Dit nummer bestaat niet." }),
});

const listQuery = z.object({
  status: requestStatusSchema.optional(),
  ...listQueryFields,
});

/** GET /<kind>, GET /<kind>/:number and PATCH /<kind>/:number, answered by `service`. */
export function requestRoutes(
  app: FastifyInstance,
  kind: RequestKind,
  name: KindNames,
  service: HandledRequests,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = requestTags;
  const config = requestsArea;

  r.get(
    `/${kind}`,
    {
      config,
      schema: {
        tags,
        summary: `De ${name.dutch}, nieuwste eerst; filter op status, zoek op nummer, naam, e-mail of postcode`,
        operationId: `list${name.many}`,
        ...staffSession,
        querystring: listQuery,
        response: {
          ...errorResponses(401, 403),
          200: ok(`Een pagina ${name.dutch}`, listPageSchema("requests", requestSummarySchema)),
        },
      },
    },
    async (request) =>
      service.requestPage({
        status: request.query.status,
        search: request.query.zoek,
        page: request.query.pagina,
      }),
  );

  r.get(
    `/${kind}/:number`,
    {
      config,
      schema: {
        tags,
        summary: `Eén ${name.dutchOne} met alle gegevens van de klant`,
        operationId: `get${name.one}`,
        ...staffSession,
        params: numberParams,
        response: { ...errorResponses(401, 403, 404), 200: ok(`De ${name.dutchOne}`, requestDetailSchema) },
      },
    },
    async (request) => service.requestDetail(request.params.number),
  );

  r.patch(
    `/${kind}/:number`,
    {
      config,
      schema: {
        tags,
        summary: `De status en/of de interne notitie van een ${name.dutchOne} wijzigen (in het logboek)`,
        operationId: `update${name.one}`,
        ...staffSession,
        params: numberParams,
        body: requestChangeSchema,
        response: { ...errorResponses(401, 403, 404), 200: ok(`De ${name.dutchOne}`, requestDetailSchema) },
      },
    },
    async (request) => service.changeRequest(request.params.number, request.body, staffOf(request).staff),
  );
}
