// The advice appointment's calls under /api/advice (spec section 7): check-zipcode, check-coupon and
// submit-form. The appointment exists in the Dutch store only; the Belgian store answers 404 for all three.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ADVICE_NL_ONLY } from "../../domain/advice/advice.ts";
import { dutchPostcodeSchema } from "../../domain/validation/address.ts";
import { adviceFormSchema, serviceAreas } from "../../domain/validation/advice.ts";
import { voucherCodeSchema } from "../../domain/validation/voucher.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";
import { computeRateLimit, mailRateLimit } from "../http/rate-limits.ts";

const checkZipcodeBody = z.object({ zipcode: dutchPostcodeSchema });

const checkZipcodeAnswer = z.object({
  service_area: z.enum(serviceAreas).describe("free, paid (eenmalige vergoeding) of not_found"),
  price: z.number().int().describe("Vergoeding in centen; 0 behalve bij paid"),
});

const couponBody = z.object({ coupon_code: voucherCodeSchema });

const couponAnswer = z.object({
  coupon: z.union([
    z.object({ valid: z.literal(true), code: z.string(), name: z.string() }),
    z.object({ valid: z.literal(false), message: z.string() }),
  ]),
});

const submitAnswer = z.object({ order: z.object({ status: z.literal(true), number: z.string() }) });

export async function adviceRoutes(app: FastifyInstance): Promise<void> {
  const { advice } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["advies aan huis"];

  // Before the body is read: in BE there is no appointment, whatever is sent.
  app.addHook("onRequest", async (request) => {
    if (!request.store.adviceAppointments) throw new ClientError(404, { store: ADVICE_NL_ONLY });
  });

  r.post(
    "/check-zipcode",
    {
      // Asked whenever postcode and house number are complete, like the postcode lookup.
      config: computeRateLimit(app),
      schema: {
        tags,
        summary: "Servicegebied van een Nederlandse postcode: free, paid (met prijs) of not_found",
        operationId: "checkAdviceZipcode",
        ...noSession,
        body: checkZipcodeBody,
        response: { ...errorResponses(404), 200: ok("Het servicegebied", checkZipcodeAnswer) },
      },
    },
    async (request) => {
      const { service_area, price } = await advice.checkZipcode(request.body.zipcode);
      return { service_area, price };
    },
  );

  r.post(
    "/check-coupon",
    {
      // Counts against the general limit for writes, like the cart's coupon call.
      schema: {
        tags,
        summary: "Of een couponcode de afspraak gratis maakt (alleen codes voor gratis advies aan huis)",
        operationId: "checkAdviceCoupon",
        ...noSession,
        body: couponBody,
        response: { ...errorResponses(404), 200: ok("Of de code geldig is", couponAnswer) },
      },
    },
    async (request) => ({ coupon: await advice.checkCoupon(request.body.coupon_code) }),
  );

  r.post(
    "/submit-form",
    {
      // It mails the address the visitor typed, so it has the mail routes' small limit.
      config: mailRateLimit(app),
      schema: {
        tags,
        summary: "Een advies- en meetafspraak aan huis aanvragen",
        description:
          "Het servicegebied wordt opnieuw uit de postcode bepaald; `service_area` uit het formulier telt niet. " +
          "not_found en een ongeldige couponcode antwoorden 400.",
        operationId: "submitAdviceForm",
        body: adviceFormSchema,
        response: { ...errorResponses(404), 200: ok("De afspraak is aangevraagd", submitAnswer) },
      },
    },
    (request) => advice.submit(request.ensureSession(), request.store, request.body),
  );
}
