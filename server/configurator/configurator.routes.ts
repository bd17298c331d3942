// The configurator calls of spec section 7: update, calc-price, get-preview and summary.
// Every price is computed by the ConfiguratorService from the option values alone; the browser's other fields are refused.
// Each answer is serialized by its route's schema once per cached evaluation and then sent as that JSON
// (ConfiguratorService.answer), named by everything else of the request it depends on.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ConfiguratorResponse, PriceResponse } from "../../domain/configurator/api.ts";
import {
  configuratorResponseSchema,
  previewSchema,
  priceResponseSchema,
  summaryLineSchema,
} from "../../domain/configurator/api-schema.ts";
import { priceHints, priceLines } from "../../domain/configurator/price-lines.ts";
import { deliveryTime, productionDays, warrantyText } from "../../domain/configurator/pricing.ts";
import { summarize } from "../../domain/configurator/summary.ts";
import { viewGroups } from "../../domain/configurator/view.ts";
import { expectedDelivery } from "../../domain/delivery/calendar.ts";
import { productionTimeText } from "../../domain/delivery/production.ts";
import { errorResponses, noSession, ok } from "../http/openapi.ts";
import { computeRateLimit } from "../http/rate-limits.ts";
import { composePreview, conf3D, previewChoice } from "./preview.ts";
import { chosenValues, id } from "./request-schemas.ts";

const valuesSchema = chosenValues.default({});

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

const deliveryDateSchema = z.object({
  delivery_time: z.string().describe("De levertijd, bijv. '8 werkdagen'"),
  expected_delivery: z.string().describe("Bijv. 'Verwacht in huis: maandag 7 december'"),
  from: z.string().describe("Eerste verwachte dag (JJJJ-MM-DD)"),
  to: z.string().describe("Laatste verwachte dag (JJJJ-MM-DD)"),
});

/** The route's response serializer's JSON for `payload`: its schema encodes it, as when a handler returns it. */
function serialize(reply: FastifyReply, payload: object): string {
  const serializer = reply.getSerializationFunction(String(reply.statusCode), "application/json");
  if (!serializer) throw new Error(`no response serializer for ${reply.statusCode}`);
  return serializer(payload as Record<string, unknown>);
}

/** Sends JSON that the route's own serializer made (serialize above), with the type Fastify gives JSON. */
function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}

export async function configuratorRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, cart, configurator } = app.services;
  const config = computeRateLimit(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const configured = configurator.configuration(body.conf_id, body.prod_id);
      const raw =
        body.edit_key === false
          ? body.values
          : await cart.savedValues(request.sessionId, body.edit_key, configured.def.conf_id);
      const filters = Object.fromEntries(Object.entries(body.filter_values).map(([k, v]) => [k, v ?? ""]));
      const resolved = configurator.evaluate(configured, raw, filters);
      const build = () => {
        const { def, product, evaluation, price } = resolved;
        const choice = previewChoice(def, product, evaluation.values);
        // While configuring ('combine') the answer carries the price and the preview; otherwise the browser
        // asks for them with their own calls when it needs them, and the update stays light.
        const combined = body.preview === "combine";
        const response: ConfiguratorResponse = {
          conf_id: def.conf_id,
          prod_id: product.entity_id,
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
          ...(combined && price
            ? {
                ...price,
                lines: priceLines(def, evaluation) ?? [],
                hints: priceHints(def, evaluation),
              }
            : {}),
        };
        return serialize(reply, response);
      };
      // An edited cart row's answer names its edit_key: built each time rather than kept per row.
      const json =
        body.edit_key === false
          ? configurator.answer(resolved, `update ${body.preview} ${JSON.stringify(filters)}`, build)
          : build();
      return sendSerialized(reply, json);
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
      const { conf_id, prod_id, values } = request.body;
      const resolved = configurator.resolvePriced(conf_id, prod_id, values);
      const json = configurator.answer(resolved, "calc-price", () => {
        const { def, evaluation, price } = resolved;
        const response: PriceResponse = {
          ...price,
          lines: priceLines(def, evaluation) ?? [],
          hints: priceHints(def, evaluation),
          delivery_time: deliveryTime(def, evaluation.values),
          errors: {},
        };
        return serialize(reply, response);
      });
      return sendSerialized(reply, json);
    },
  );

  r.post(
    "/delivery-date",
    {
      config,
      schema: {
        tags: ["configurator"],
        summary: "De verwachte leverdatum van een configuratie bij bestellen nu",
        description:
          "Werkdagen vanaf vandaag (vóór 15.00 uur) of de volgende werkdag, zonder weekenden en feestdagen van " +
          "het land van de winkel. Niet bewaard: de pagina's die de datum tonen, vragen hem na het laden.",
        operationId: "deliveryDate",
        ...noSession,
        body: valuesBody,
        response: {
          ...errorResponses(404),
          200: ok("De levertijd en de verwachte datum", deliveryDateSchema),
        },
      },
    },
    async (request) => {
      const { conf_id, prod_id, values } = request.body;
      const { def, evaluation } = configurator.resolve(conf_id, prod_id, values);
      const days = productionDays(def, evaluation.values);
      const expected = expectedDelivery(new Date(), days, request.store.country);
      return {
        delivery_time: productionTimeText(days),
        expected_delivery: expected.text,
        from: expected.from,
        to: expected.to,
      };
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
      const { conf_id, prod_id, values } = request.body;
      const resolved = configurator.resolve(conf_id, prod_id, values);
      const json = configurator.answer(resolved, "get-preview", () => {
        const { def, product, evaluation } = resolved;
        return serialize(reply, composePreview(def.conf_id, previewChoice(def, product, evaluation.values)));
      });
      return sendSerialized(reply, json);
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
      const { conf_id, prod_id, values } = request.body;
      const resolved = configurator.resolve(conf_id, prod_id, values);
      const json = configurator.answer(resolved, "summary", () =>
        serialize(reply, { summary: summarize(resolved.def, resolved.evaluation) }),
      );
      return sendSerialized(reply, json);
    },
  );
}
