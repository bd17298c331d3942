// The configurator calls of spec section 7: update, calc-price, get-preview, summary, and the colour swatches map.
// Every price is computed here from the option values alone; the browser's other fields are refused.
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ProductDetail } from "../../domain/catalog.ts";
import type { ConfiguratorResponse, PriceResponse } from "../../domain/configurator/api.ts";
import {
  configuratorResponseSchema,
  previewSchema,
  priceResponseSchema,
  summaryLineSchema,
} from "../../domain/configurator/api-schema.ts";
import { calculatePrice, deliveryTime, warrantyText } from "../../domain/configurator/pricing.ts";
import { evaluate } from "../../domain/configurator/rules.ts";
import { summarize } from "../../domain/configurator/summary.ts";
import type { ConfigurationDef, ConfValues } from "../../domain/configurator/types.ts";
import { normalizeValues } from "../../domain/configurator/values.ts";
import { viewGroups } from "../../domain/configurator/view.ts";
import { prefixErrors } from "../../domain/validation/errors.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import { cartItems } from "../db/schema.ts";
import { errorBody } from "../http/errors.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";
import { computeRateLimit } from "../http/rate-limits.ts";
import { composePreview, conf3D, previewChoice } from "./preview.ts";

export const id = (what: string) =>
  z
    .number({ error: `${what} moet een nummer zijn` })
    .int(`${what} moet een heel getal zijn`)
    .positive(`${what} moet groter dan 0 zijn`);

const valuesSchema = z
  .record(z.string(), z.unknown(), { error: "Keuzes moeten een object zijn" })
  .default({});

const valuesBody = z.strictObject({
  conf_id: id("Configuratienummer"),
  prod_id: id("Productnummer"),
  values: valuesSchema,
});

const updateBody = z.strictObject({
  conf_id: id("Configuratienummer"),
  prod_id: id("Productnummer"),
  values: valuesSchema,
  filter_values: z.record(z.string(), z.string().max(100).nullable()).default({}),
  preview: z
    .enum(["combine", "standard"], { error: "Voorbeeld moet 'combine' of 'standard' zijn" })
    .default("combine"),
  edit_key: z.union([z.string().min(1).max(64), z.literal(false)]).default(false),
});

/** The configuration and its product, or null after sending the 4xx answer. */
export function lookupConfiguration(
  catalog: CatalogService,
  reply: FastifyReply,
  confId: number,
  prodId: number,
): { def: ConfigurationDef; product: ProductDetail } | null {
  const def = catalog.snapshot.configurations.get(confId);
  if (!def) {
    reply.code(404).send(errorBody("conf_id", "Deze configuratie bestaat niet."));
    return null;
  }
  const product = catalog.snapshot.productById.get(def.prod_id);
  if (def.prod_id !== prodId || !product) {
    reply.code(400).send(errorBody("prod_id", "Dit product hoort niet bij deze configuratie."));
    return null;
  }
  return { def, product };
}

export async function configuratorRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, database } = app.services;
  const config = computeRateLimit(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lookup = (reply: FastifyReply, confId: number, prodId: number) =>
    lookupConfiguration(catalog, reply, confId, prodId);

  /** Normalised values, or the 400 already sent for values that cannot belong to this configuration. */
  function readValues(reply: FastifyReply, def: ConfigurationDef, raw: unknown): ConfValues | null {
    const { values, errors } = normalizeValues(def, raw);
    if (Object.keys(errors).length > 0) {
      reply.code(400).send({ errors: prefixErrors(errors, "values.") });
      return null;
    }
    return values;
  }

  function textureOf(code: string | null): string {
    return (code && catalog.snapshot.colourByCode.get(code)?.texture) || "plain";
  }

  r.post(
    "/update",
    {
      config,
      schema: {
        tags: ["configurator"],
        summary: "Het hele configuratorobject bij de gekozen waarden",
        operationId: "updateConfiguration",
        body: updateBody,
        response: {
          ...errorResponses(404),
          200: ok("Het configuratorobject", configuratorResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const found = lookup(reply, body.conf_id, body.prod_id);
      if (!found) return reply;
      const { def, product } = found;
      let raw: unknown = body.values;
      if (body.edit_key !== false) {
        const [saved] = await database.db
          .select({ values: cartItems.values })
          .from(cartItems)
          .where(
            and(
              eq(cartItems.key, body.edit_key),
              eq(cartItems.sessionId, request.sessionId),
              eq(cartItems.confId, def.conf_id),
            ),
          );
        if (!saved)
          return reply
            .code(404)
            .send(errorBody("edit_key", "Dit product staat niet (meer) in je winkelwagen."));
        raw = saved.values;
      }
      const values = readValues(reply, def, raw);
      if (!values) return reply;
      const filters = Object.fromEntries(Object.entries(body.filter_values).map(([k, v]) => [k, v ?? ""]));
      const evaluation = evaluate(def, values, filters);
      const choice = previewChoice(def, product, evaluation.values);
      // While configuring ('combine') the answer carries the price and the preview; otherwise the browser
      // asks for them with their own calls when it needs them, and the update stays light.
      const combined = body.preview === "combine";
      const price = combined ? calculatePrice(def, evaluation) : null;
      const response: ConfiguratorResponse = {
        conf_id: def.conf_id,
        prod_id: def.prod_id,
        edit_key: body.edit_key,
        product_name: product.name,
        conf_values: evaluation.values,
        conf_filters: filters,
        conf_groups: viewGroups(def, evaluation),
        conf3D: conf3D(product, choice, textureOf(choice.colourCode)),
        seperate_calls: !combined,
        conf_preview: combined ? composePreview(def.conf_id, choice) : null,
        errors: evaluation.errors,
        resets: evaluation.resets,
        delivery_time: deliveryTime(def, evaluation.values),
        warranty: warrantyText(def),
        thumbnail: product.thumbnail,
        estimate_only: def.estimate_only,
        ...(price ?? {}),
      };
      return response;
    },
  );

  r.post(
    "/calc-price",
    {
      config,
      schema: {
        tags: ["configurator"],
        summary: "De prijs van een configuratie",
        operationId: "calculatePrice",
        ...noSession,
        body: valuesBody,
        response: { ...errorResponses(404), 200: ok("De prijzen en de levertijd", priceResponseSchema) },
      },
    },
    async (request, reply) => {
      const found = lookup(reply, request.body.conf_id, request.body.prod_id);
      if (!found) return reply;
      const values = readValues(reply, found.def, request.body.values);
      if (!values) return reply;
      const evaluation = evaluate(found.def, values);
      const price = calculatePrice(found.def, evaluation);
      if (!price) {
        return reply.code(400).send({ errors: prefixErrors(evaluation.errors, "values.") });
      }
      const response: PriceResponse = {
        ...price,
        delivery_time: deliveryTime(found.def, evaluation.values),
        errors: {},
      };
      return response;
    },
  );

  r.post(
    "/get-preview",
    {
      config,
      schema: {
        tags: ["configurator"],
        summary: "Het gelaagde voorbeeld van een configuratie",
        operationId: "getPreview",
        ...noSession,
        body: valuesBody,
        response: { ...errorResponses(404), 200: ok("De lagen van het voorbeeld", previewSchema) },
      },
    },
    async (request, reply) => {
      const found = lookup(reply, request.body.conf_id, request.body.prod_id);
      if (!found) return reply;
      const values = readValues(reply, found.def, request.body.values);
      if (!values) return reply;
      const evaluation = evaluate(found.def, values);
      return composePreview(found.def.conf_id, previewChoice(found.def, found.product, evaluation.values));
    },
  );

  r.post(
    "/summary",
    {
      config,
      schema: {
        tags: ["configurator"],
        summary: "Overzicht van de gekozen waarden",
        operationId: "getSummary",
        ...noSession,
        body: valuesBody,
        response: {
          ...errorResponses(404),
          200: ok("De gekozen waarden per optie", z.object({ summary: z.array(summaryLineSchema) })),
        },
      },
    },
    async (request, reply) => {
      const found = lookup(reply, request.body.conf_id, request.body.prod_id);
      if (!found) return reply;
      const values = readValues(reply, found.def, request.body.values);
      if (!values) return reply;
      return { summary: summarize(found.def, evaluate(found.def, values)) };
    },
  );
}
