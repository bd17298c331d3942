// GET /api/postcode/lookup: the address form's postcode lookup (spec section 7) through our own server, so the
// service's access key never reaches the browser. Unknown addresses and service failures both answer no results.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { dutchPostcodeSchema, housenumberSchema } from "../../domain/validation/address.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";
import { computeRateLimit } from "../http/rate-limits.ts";
import { sixPositions } from "./postcode.ts";

const lookupQuery = z.object({
  // Any spacing a visitor types is accepted ("2991XJ", "2991 xj", "2991  XJ"); then the NL postcode rule.
  postcode: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\s+/g, "") : value),
    dutchPostcodeSchema,
  ),
  housenumber: housenumberSchema,
});

const resultSchema = z.object({
  postcode: z.string().describe("Zes posities, zonder spatie: 2991XJ"),
  city: z.string(),
  province: z.string(),
  street: z.string(),
  lat: z.number(),
  lng: z.number(),
});

const answerSchema = z.object({ status: z.literal("ok"), results: z.array(resultSchema) });

export async function postcodeRoutes(app: FastifyInstance): Promise<void> {
  const { postcode } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const compute = computeRateLimit(app).rateLimit;

  r.get(
    "/lookup",
    {
      // The app's general limit counts writes only; this GET follows every keystroke pause, so it counts
      // against the limit of routes that only compute (allowList overrides the general one's GET exemption).
      config: { rateLimit: { ...compute, allowList: () => false } },
      schema: {
        tags: ["adres"],
        summary: "Straat en plaats bij een Nederlandse postcode en huisnummer",
        operationId: "lookupPostcode",
        ...noSession,
        querystring: lookupQuery,
        response: {
          ...errorResponses(),
          200: ok("Het gevonden adres, of geen resultaten", answerSchema),
        },
      },
    },
    async (request, reply) => {
      const six = sixPositions(request.query.postcode) ?? request.query.postcode;
      const found = await postcode.lookup(six, request.query.housenumber, { log: request.log });
      // "Nothing found" may be a passing service failure, so only a found address may be kept by the browser.
      if (!found) return { status: "ok" as const, results: [] };
      reply.header("cache-control", "private, max-age=3600");
      const { street, city, province, lat, lng } = found;
      return {
        status: "ok" as const,
        results: [{ postcode: found.postcode, city, province, street, lat, lng }],
      };
    },
  );
}
