// /api/beheer/orders/:number/refunds: an order's refunds with what is left to refund and the advice credit, and
// asking a refund (or the advice credit) through the payment provider. Area 'orders': every member of staff.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { REFUND_AMOUNT_INVALID, REFUND_REASON_MAX } from "../../domain/refunds.ts";
import { staffOf } from "../backoffice/staff/staff-access.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, ok, staffSession } from "../http/openapi.ts";
import { overviewSchema } from "./refunds.admin.schemas.ts";

const params = z.object({ number: z.string().trim().min(1).max(40) });

export async function refundsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { refunds } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["beheer: bestellingen"];

  r.get(
    "/orders/:number/refunds",
    {
      config: { staffArea: "orders" },
      schema: {
        tags,
        summary:
          "De terugbetalingen van een bestelling, wat nog terug kan, en het adviesbedrag om te verrekenen",
        operationId: "listOrderRefunds",
        ...staffSession,
        params,
        response: {
          ...errorResponses(401, 403, 404),
          200: ok("De terugbetalingen", overviewSchema),
        },
      },
    },
    async (request) => refunds.overview(request.params.number),
  );

  r.post(
    "/orders/:number/refunds",
    {
      config: { staffArea: "orders" },
      schema: {
        tags,
        summary:
          "Een (deel van een) betaling terugbetalen via de betaalprovider, of met kind advice_credit het adviesbedrag verrekenen",
        description:
          "amountCents is het bedrag in centen incl. btw (het formulier rekent euro's om). De terugbetaling staat op 'requested' tot de webhook van de provider haar bevestigt.",
        operationId: "refundOrder",
        ...staffSession,
        params,
        body: z.object({
          kind: z.enum(["refund", "advice_credit"]).default("refund"),
          amountCents: z
            .number({ error: REFUND_AMOUNT_INVALID })
            .int({ error: REFUND_AMOUNT_INVALID })
            .max(100_000_000, { error: REFUND_AMOUNT_INVALID })
            .optional(),
          reason: z
            .string()
            .max(REFUND_REASON_MAX * 2)
            .optional(),
        }),
        response: {
          ...errorResponses(401, 403, 404, 409, 422),
          200: ok("Aangevraagd; de terugbetalingen zoals ze nu zijn", overviewSchema),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const actor = staffOf(request).staff;
      if (body.kind === "advice_credit") {
        return refunds.request(request.params.number, { kind: "advice_credit" }, actor, request.log);
      }
      if (body.amountCents === undefined) throw new ClientError(400, { amount: REFUND_AMOUNT_INVALID });
      return refunds.request(
        request.params.number,
        { kind: "refund", amountCents: body.amountCents, reason: body.reason ?? "" },
        actor,
        request.log,
      );
    },
  );
}
