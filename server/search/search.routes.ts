// JSON API of the search: the suggestions under the header's field while a visitor types (/api/search/suggest).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkQuery, MAX_QUERY_LENGTH } from "../../domain/search.ts";
import { ClientError } from "../http/errors.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";

/**
 * The same query answers the same for everyone until the catalogue changes: a browser may reuse an answer for a
 * minute (typing back and forth) and a proxy for five.
 */
const SUGGEST_CACHE = "public, max-age=60, s-maxage=300";

const categoryHit = z.object({ name: z.string(), url: z.string() });
const suggestionsSchema = z.object({
  query: z.string().describe("De zoekterm zoals gezocht (zonder spaties eromheen)"),
  corrected: z
    .string()
    .nullable()
    .describe("De woorden waarop gezocht is omdat de zoekterm zelf niets vond (tikfouten), anders null"),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      url: z.string(),
      thumbnail: z.string(),
      category: z.string(),
      price: z.number().int().describe("Vanafprijs na korting in centen"),
    }),
  ),
  categories: z.array(categoryHit),
  colours: z.array(categoryHit.extend({ hex: z.string() })),
  results_url: z.string().describe("De pagina met alle resultaten"),
});

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { search } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/suggest",
    {
      schema: {
        tags: ["zoeken"],
        summary: "Suggesties tijdens het typen: producten, categorieën en kleuren",
        operationId: "getSearchSuggestions",
        ...noSession,
        querystring: z.object({
          q: z.string().optional().describe(`De zoekterm, hoogstens ${MAX_QUERY_LENGTH} tekens`),
        }),
        response: { ...errorResponses(), 200: ok("De suggesties", suggestionsSchema) },
      },
    },
    async (request, reply) => {
      const checked = checkQuery(request.query.q);
      if (!checked.ok) throw new ClientError(400, { q: checked.message });
      const suggestions = await search.suggest(request.store, checked.query);
      reply.header("cache-control", SUGGEST_CACHE);
      return {
        query: checked.query,
        ...suggestions,
        results_url: `/zoeken?q=${encodeURIComponent(checked.query)}`,
      };
    },
  );
}
