// /api/beheer/quotes, /advice, /service, /swatches: the four kinds of request, each with the same three calls
// (list, detail, status and note), and for quotes the PDF and 'Bestel deze offerte' (a cart link by mail).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  REQUEST_STATUS_INVALID,
  type RequestKind,
  requestChangeSchema,
  requestKinds,
  requestStatuses,
} from "../../../domain/requests.ts";
import { errorResponses, ok, staffSession } from "../../http/openapi.ts";
import { listPageSchema, listQueryFields } from "../list-query.ts";
import { staffOf } from "../staff/staff-access.ts";

const names: Record<RequestKind, { many: string; one: string; dutch: string; dutchOne: string }> = {
  quotes: { many: "Quotes", one: "Quote", dutch: "offertes", dutchOne: "offerte" },
  advice: {
    many: "AdviceRequests",
    one: "AdviceRequest",
    dutch: "adviesafspraken",
    dutchOne: "adviesafspraak",
  },
  service: {
    many: "ServiceRequests",
    one: "ServiceRequest",
    dutch: "serviceaanvragen",
    dutchOne: "serviceaanvraag",
  },
  swatches: {
    many: "SwatchOrders",
    one: "SwatchOrder",
    dutch: "kleurstalenbestellingen",
    dutchOne: "kleurstalenbestelling",
  },
};

const status = z.enum(requestStatuses, { error: REQUEST_STATUS_INVALID });

const summarySchema = z.object({
  number: z.string(),
  status,
  createdAt: z.date(),
  updatedAt: z.date(),
  store: z.string(),
  name: z.string(),
  email: z.string(),
  postcode: z.string(),
  amountCents: z.number().int().nullable(),
  about: z.string(),
});

const rowSchema = z.object({
  key: z.string(),
  type: z.string(),
  name: z.string(),
  count: z.number().int(),
  subtotalCents: z.number().int(),
  deliveryTime: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string(), crmOnly: z.boolean() })),
});

const contentSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("quotes"),
    quoteKind: z.enum(["product", "cart"]),
    customerNote: z.string().nullable(),
    rows: z.array(rowSchema),
    totals: z.array(z.object({ label: z.string(), cents: z.number().int() })),
    orderable: z.boolean(),
  }),
  z.object({
    kind: z.literal("advice"),
    request: z.string(),
    products: z.array(z.string()),
    productAmount: z.number().int().nullable(),
    serviceArea: z.string(),
    feeCents: z.number().int(),
    coupon: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("service"),
    orderNumber: z.string(),
    orderStatus: z.string(),
    orderedAt: z.date(),
    orderTotalCents: z.number().int(),
    rows: z.array(rowSchema),
  }),
  z.object({
    kind: z.literal("swatches"),
    colours: z.array(z.object({ product: z.string(), colour: z.string() })),
  }),
]);

export const requestDetailSchema = z.object({
  kind: z.enum(requestKinds),
  number: z.string(),
  status,
  internalNote: z.string().nullable(),
  store: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  customer: z.object({
    name: z.string(),
    company: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    address: z.array(z.string()),
    deliveryAddress: z.array(z.string()).nullable(),
  }),
  content: contentSchema,
});

const listQuery = z.object({
  status: status.optional(),
  ...listQueryFields,
});

const numberParams = z.object({
  number: z.string().trim().min(1).max(40, { error: "Dit nummer bestaat niet." }),
});

export async function requestsRoutes(app: FastifyInstance): Promise<void> {
  const { requests } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: aanvragen"];
  const config = { staffArea: "requests" as const };

  for (const kind of requestKinds) {
    const name = names[kind];
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
            200: ok(`Een pagina ${name.dutch}`, listPageSchema("requests", summarySchema)),
          },
        },
      },
      async (request) =>
        requests.list(kind, {
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
      async (request) => requests.detail(kind, request.params.number),
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
      async (request) => requests.update(kind, request.params.number, request.body, staffOf(request).staff),
    );
  }

  r.get(
    "/quotes/:number/pdf",
    {
      config,
      schema: {
        tags,
        summary: "De offerte als PDF, zoals de klant hem bij de mail kreeg",
        operationId: "getQuotePdf",
        ...staffSession,
        params: numberParams,
        response: {
          ...errorResponses(401, 403, 404),
          200: {
            description: "De PDF",
            content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await requests.quotePdf(request.params.number);
      return (
        reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${filename}"`)
          // The typed reply knows the JSON answers only; the 200 here is the PDF's bytes.
          .send(pdf as unknown as string)
      );
    },
  );

  r.post(
    "/quotes/:number/cart-link",
    {
      config,
      schema: {
        tags,
        summary:
          "Bestel deze offerte: de klant krijgt een mail met een link die de offerte in de winkelwagen zet",
        operationId: "sendQuoteCartLink",
        ...staffSession,
        params: numberParams,
        response: {
          ...errorResponses(401, 403, 404, 409),
          200: ok(
            "De mail staat in de wachtrij; een nieuwe offerte is nu in behandeling",
            z.object({ mailId: z.number().int(), status }),
          ),
        },
      },
    },
    async (request) => requests.sendCartLink(request.params.number, staffOf(request).staff),
  );
}
