// /api/beheer/vouchers (owners): the voucher codes with their uses so far; create, edit, switch off and on.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { voucherKinds } from "../../domain/cart/vouchers.ts";
import { voucherDiscountOns, voucherFormSchema } from "../../domain/shop-settings/voucher-form.ts";
import { rowId } from "../backoffice/row-id.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";

const voucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe("Wat de klant in de winkelwagen ziet"),
  kind: z.enum(voucherKinds),
  amount: z.number().int().describe("Procent bij 'percentage', centen bij 'fixed', anders 0"),
  discountOn: z.enum(voucherDiscountOns),
  validFrom: z.string().nullable().describe("Eerste geldige dag (jjjj-mm-dd), of geen"),
  validUntil: z.string().nullable().describe("Laatste geldige dag (jjjj-mm-dd), of geen"),
  minOrderCents: z.number().int(),
  maxUses: z.number().int().nullable().describe("Hoe vaak de code gebruikt mag worden, of geen limiet"),
  usedCount: z
    .number()
    .int()
    .describe("Hoe vaak al gebruikt: betaalde en nog openstaande bestellingen en adviesafspraken"),
  active: z.boolean(),
});
const oneVoucher = z.object({ voucher: voucherSchema });
const idParams = z.object({ id: rowId("Deze kortingscode bestaat niet (meer).") });

export async function vouchersAdminRoutes(app: FastifyInstance): Promise<void> {
  const { vouchers } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: kortingscodes"];
  const config = { staffArea: "vouchers" as const };

  r.get(
    "/vouchers",
    {
      config,
      schema: {
        tags,
        summary: "Alle kortingscodes, met hoe vaak ze al gebruikt zijn",
        operationId: "listVouchers",
        ...staffSession,
        response: {
          ...errorResponses(401, 403),
          200: ok("De kortingscodes", z.object({ vouchers: z.array(voucherSchema) })),
        },
      },
    },
    async () => ({ vouchers: await vouchers.list() }),
  );

  r.post(
    "/vouchers",
    {
      config,
      schema: {
        tags,
        summary: "Een kortingscode maken",
        operationId: "createVoucher",
        ...staffSession,
        body: voucherFormSchema,
        response: { ...errorResponses(401, 403, 409), 200: ok("De nieuwe kortingscode", oneVoucher) },
      },
    },
    async (request) => ({ voucher: await vouchers.create(request.body, staffOf(request).staff) }),
  );

  r.put(
    "/vouchers/:id",
    {
      config,
      schema: {
        tags,
        summary: "Een kortingscode wijzigen; geldt meteen voor elke volgende winkelwagen",
        operationId: "updateVoucher",
        ...staffSession,
        params: idParams,
        body: voucherFormSchema,
        response: {
          ...errorResponses(401, 403, 404, 409),
          200: ok("De gewijzigde kortingscode", oneVoucher),
        },
      },
    },
    async (request) => ({
      voucher: await vouchers.update(request.params.id, request.body, staffOf(request).staff),
    }),
  );

  r.patch(
    "/vouchers/:id",
    {
      config,
      schema: {
        tags,
        summary: "Een kortingscode uit- of aanzetten",
        operationId: "setVoucherActive",
        ...staffSession,
        params: idParams,
        body: z.object({ active: z.boolean({ error: "Kies aan of uit." }) }),
        response: { ...errorResponses(401, 403, 404), 200: ok("De kortingscode", oneVoucher) },
      },
    },
    async (request) => ({
      voucher: await vouchers.setActive(request.params.id, request.body.active, staffOf(request).staff),
    }),
  );
}
