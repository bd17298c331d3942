// /api/beheer/orders: the order list with its filters and CSV export, one order whole, its fulfilment moves
// and cancelling an unpaid order. Every member of staff (area "orders").

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { shopToday } from "../../../domain/delivery/shop-time.ts";
import { orderFiltersSchema } from "../../../domain/orders/filters.ts";
import { fulfilmentMoveSchema, fulfilmentStatuses, orderStates } from "../../../domain/orders/fulfilment.ts";
import { orderStatuses } from "../../../domain/orders/states.ts";
import { errorResponses, ok, staffSession } from "../../http/openapi.ts";
import { staffOf } from "../staff/staff-access.ts";
import { cancelOrder, moveFulfilment } from "./order-changes.ts";
import { orderDetail } from "./order-detail.ts";
import { exportOrders, listOrders } from "./order-list.ts";

const totalsSchema = z.object({ count: z.number().int(), totalCents: z.number().int() });
const listRowSchema = z.object({
  number: z.string(),
  createdAt: z.date(),
  store: z.string(),
  state: z.enum(orderStates),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  postcode: z.string(),
  city: z.string(),
  paymentMethod: z.string().nullable(),
  delivery: z.string(),
  totalCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
});
const listSchema = z.object({
  rows: z.array(listRowSchema),
  page: z.number().int(),
  pages: z.number().int(),
  pageSize: z.number().int(),
  pageTotals: totalsSchema,
  allTotals: totalsSchema,
});

const addressSchema = z.object({
  lines: z.array(z.string()),
  telephone: z.string(),
  email: z.string(),
  note: z.string(),
});
const detailSchema = z.object({
  number: z.string(),
  store: z.string(),
  status: z.enum(orderStatuses),
  fulfilmentStatus: z.enum(fulfilmentStatuses).nullable(),
  state: z.enum(orderStates),
  createdAt: z.date(),
  updatedAt: z.date(),
  paidAt: z.date().nullable(),
  email: z.string(),
  trackTraceUrl: z.string().nullable(),
  mountDate: z.string().nullable(),
  customerType: z.enum(["private", "business"]),
  company: z.object({ name: z.string(), kvk: z.string(), vatNumber: z.string().nullable() }).nullable(),
  invoiceAddress: addressSchema,
  deliveryAddress: addressSchema.nullable(),
  delivery: z.object({
    label: z.string(),
    text: z.string(),
    serviceType: z.string(),
    shippingMethod: z.string(),
  }),
  items: z.array(
    z.object({
      key: z.string(),
      type: z.string(),
      productName: z.string(),
      category: z.string(),
      count: z.number().int(),
      priceCents: z.number().int(),
      listPriceCents: z.number().int(),
      subtotalCents: z.number().int(),
      discountCents: z.number().int(),
      discountDescription: z.string().nullable(),
      deliveryTime: z.string(),
      expectedDelivery: z.string().nullable().describe("Beloofd in de bevestiging, geteld vanaf de betaling"),
      mountCostCents: z.number().int().nullable(),
      options: z.array(z.object({ name: z.string(), value: z.string(), crmOnly: z.boolean() })),
    }),
  ),
  voucher: z.object({ code: z.string(), name: z.string() }).nullable(),
  totals: z.object({
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    shippingCents: z.number().int(),
    mountStartCents: z.number().int(),
    measureCents: z.number().int(),
    mountTotalCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  payments: z.array(
    z.object({
      reference: z.string(),
      provider: z.string(),
      pspReference: z.string().nullable(),
      method: z.string(),
      issuer: z.string().nullable(),
      amountCents: z.number().int(),
      status: z.string(),
      reason: z.string().nullable(),
      createdAt: z.date(),
      updatedAt: z.date(),
      notifications: z.array(z.object({ id: z.string(), outcome: z.string(), receivedAt: z.date() })),
    }),
  ),
  events: z.array(
    z.object({
      id: z.number().int(),
      at: z.date(),
      from: z.string().nullable(),
      to: z.string(),
      source: z.string(),
      detail: z.string().nullable(),
    }),
  ),
  mails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      subject: z.string(),
      to: z.string(),
      status: z.string(),
      createdAt: z.date(),
      sentAt: z.date().nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      id: z.number().int(),
      at: z.date(),
      actor: z.string(),
      action: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  moves: z.array(z.enum(fulfilmentStatuses)),
  canCancel: z.boolean(),
});

const numberParams = z.object({
  number: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, { error: "Dit is geen bestelnummer." }),
});

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { database, mail, vouchers } = app.services;
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
    async (request) => listOrders(database.db, request.query),
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
      const csv = await exportOrders(database.db, request.query);
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
    async (request) => orderDetail(database.db, request.params.number),
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
    async (request) =>
      moveFulfilment(database.db, mail, staffOf(request).staff, request.params.number, request.body),
  );

  r.post(
    "/orders/:number/cancel",
    {
      config,
      schema: {
        tags,
        summary: "Een onbetaalde bestelling annuleren; het gebruik van de kortingscode komt terug",
        operationId: "cancelOrder",
        ...staffSession,
        params: numberParams,
        body: z.object({}).default({}),
        response: {
          ...errorResponses(401, 403, 404, 409),
          200: ok("Geannuleerd", z.object({ voucherReturned: z.boolean() })),
        },
      },
    },
    async (request) => cancelOrder(database.db, vouchers, staffOf(request).staff, request.params.number),
  );
}
