// The cart calls of spec section 7 under /api/cart, and GET /api/header/headerData for the header's counts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartItemSchema, cartSchema, swatchBasketSchema } from "../../domain/cart/schema.ts";
import { serviceTypes, shippingMethods } from "../../domain/cart/types.ts";
import {
  accessoryQuantitySchema,
  CART_MAX_QUANTITY,
  cartQuantitySchema,
} from "../../domain/validation/cart.ts";
import { integerInRange } from "../../domain/validation/common.ts";
import { CART_QUANTITY_INVALID } from "../../domain/validation/messages.ts";
import { roomNotTextMessage, roomTooLongMessage } from "../../domain/validation/room.ts";
import { saveCartSchema } from "../../domain/validation/save-cart.ts";
import { voucherSchema } from "../../domain/validation/voucher.ts";
import { chosenValues, id } from "../configurator/request-schemas.ts";
import { errorResponses, ok } from "../http/openapi.ts";
import { mailRateLimit } from "../http/rate-limits.ts";
import { savedCartMail } from "./cart-mail.tsx";
import { cartCountOf, keepHeaderCounts } from "./header-counts.ts";

const addBody = z.object({
  conf_id: id("Configuratienummer"),
  entity_id: id("Productnummer"),
  values: chosenValues,
  image_thumbnail: z.string().max(2048).optional(),
  count: cartQuantitySchema.optional(),
});

/**
 * An accessory on its own: which one and how many, nothing else is read (a price or name sent along is ignored;
 * the server takes both from the accessories table).
 */
const addAccessoryBody = z.object({
  entity_id: id("Accessoirenummer"),
  count: accessoryQuantitySchema.optional(),
});

const rowid = z.string({ error: "Kies een regel" }).min(1, "Kies een regel").max(64, "Onbekende regel");

const updateBody = z.strictObject({
  rowid,
  // Counts of 0 or less are allowed here: without the update flag they remove the row.
  count: integerInRange(-CART_MAX_QUANTITY, CART_MAX_QUANTITY, CART_QUANTITY_INVALID),
  update: z.boolean().default(false),
  /** An edited configuration saved back into the row (the configurator's edit mode). */
  values: chosenValues.optional(),
});

const roomBody = z.strictObject({
  rowid,
  // '' or null clears the label. The service applies the room rule (domain/validation/room.ts) with the name the
  // product asks it under, as cart/add does; this only bounds what is read.
  room: z
    .union([z.string().max(1000, roomTooLongMessage("Ruimte")), z.null()], {
      error: roomNotTextMessage("Ruimte"),
    })
    .describe("De ruimte, bijv. 'Slaapkamer links': hooguit 40 tekens, geen stuurtekens; leeg wist haar"),
});

const colourBody = z.strictObject({
  rowid,
  option_id: id("Optienummer").describe(
    "De kleuroptie van de regel; de server kiest de kleur die er het meest op lijkt",
  ),
});

const cartAnswer = ok("De winkelwagen na de wijziging", z.object({ cart: cartSchema }));
const deleteAnswer = ok(
  "De winkelwagen zonder de regel, en de verwijderde regel zoals cart/add hem weer toevoegt",
  z.object({
    cart: cartSchema,
    removed: z.object({
      conf_id: z.number().int().describe("0 bij een accessoire"),
      entity_id: z.number().int().describe("Het product, of bij een accessoire het accessoire"),
      accessory: z.boolean().describe("true: zet hem terug met cart/addAccessory, anders met cart/add"),
      values: chosenValues,
      count: z.number().int(),
      image_thumbnail: z.string(),
    }),
  }),
);

const serviceBody = z.strictObject({
  service_type: z.enum(serviceTypes, { error: "Kies monteren of zelf monteren" }),
});
const shippingBody = z.strictObject({
  shipping_method: z.enum(shippingMethods, { error: "Kies verzenden of een afhaallocatie" }),
});

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { cart, mail, config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["winkelwagen"];
  const session = (request: FastifyRequest) => request.ensureSession();
  keepHeaderCounts(app, cartCountOf);

  r.get(
    "/",
    {
      schema: {
        tags,
        summary: "De winkelwagen",
        operationId: "getCart",
        response: { ...errorResponses(), 200: ok("De winkelwagen", z.object({ cart: cartSchema })) },
      },
    },
    async (request) => ({
      cart: await cart.get(request.sessionId, request.store),
    }),
  );

  r.post(
    "/add",
    {
      schema: {
        tags,
        summary: "Een samengesteld product toevoegen; prijzen berekent de server",
        operationId: "addToCart",
        body: addBody,
        response: {
          ...errorResponses(404),
          200: ok(
            "De winkelwagen en de toegevoegde regel",
            z.object({ cart: cartSchema, addedItem: z.object({ item: cartItemSchema }) }),
          ),
        },
      },
    },
    async (request) => {
      const { cart: answer, item } = await cart.add(session(request), request.store, request.body);
      return { cart: answer, addedItem: { item } };
    },
  );

  r.post(
    "/addAccessory",
    {
      schema: {
        tags,
        summary:
          "Een accessoire los toevoegen (zonder configuratie, 1 tot en met 10 per regel); naam en prijs bepaalt de server",
        operationId: "addAccessoryToCart",
        body: addAccessoryBody,
        response: {
          ...errorResponses(404),
          200: ok(
            "De winkelwagen en de toegevoegde regel",
            z.object({ cart: cartSchema, addedItem: z.object({ item: cartItemSchema }) }),
          ),
        },
      },
    },
    async (request) => {
      const { cart: answer, item } = await cart.addAccessory(session(request), request.store, request.body);
      return { cart: answer, addedItem: { item } };
    },
  );

  r.delete(
    "/delete",
    {
      schema: {
        tags,
        summary: "Een regel verwijderen; het antwoord noemt wat de regel was, om hem terug te zetten",
        operationId: "deleteCartRow",
        querystring: z.object({ rowid }),
        response: { ...errorResponses(404), 200: deleteAnswer },
      },
    },
    async (request) => {
      const { cart: answer, removed } = await cart.removeRow(
        session(request),
        request.store,
        request.query.rowid,
      );
      // In cart/add's (or cart/addAccessory's) words, so 'Ongedaan maken' sends it back as it came.
      return {
        cart: answer,
        removed: {
          conf_id: removed.conf_id,
          entity_id: removed.accessory_id ?? removed.product_id,
          accessory: removed.accessory_id !== undefined,
          values: removed.values,
          count: removed.count,
          image_thumbnail: removed.image_thumbnail,
        },
      };
    },
  );

  r.post(
    "/update",
    {
      schema: {
        tags,
        summary: "Aantal of configuratie van een regel wijzigen",
        operationId: "updateCartRow",
        body: updateBody,
        response: { ...errorResponses(404), 200: cartAnswer },
      },
    },
    async (request) => ({ cart: await cart.update(session(request), request.store, request.body) }),
  );

  r.post(
    "/room",
    {
      schema: {
        tags,
        summary: "De ruimte van een regel zetten of wissen ('Slaapkamer links'); de prijs blijft gelijk",
        operationId: "setCartRowRoom",
        body: roomBody,
        response: { ...errorResponses(404), 200: cartAnswer },
      },
    },
    async (request) => ({ cart: await cart.setRoom(session(request), request.store, request.body) }),
  );

  r.post(
    "/colour",
    {
      schema: {
        tags,
        summary:
          "Een kleur die nu niet leverbaar is vervangen door de leverbare kleur die er het meest op lijkt; de regel krijgt de prijs van die kleur",
        operationId: "switchCartRowColour",
        body: colourBody,
        response: { ...errorResponses(404, 409), 200: cartAnswer },
      },
    },
    async (request) => ({ cart: await cart.switchColour(session(request), request.store, request.body) }),
  );

  r.post(
    "/setServiceType",
    {
      schema: {
        tags,
        summary: "Zelf monteren of laten monteren",
        operationId: "setServiceType",
        body: serviceBody,
        response: { ...errorResponses(), 200: cartAnswer },
      },
    },
    async (request) => ({
      cart: await cart.setServiceType(session(request), request.store, request.body.service_type),
    }),
  );

  r.post(
    "/setShippingMethod",
    {
      schema: {
        tags,
        summary: "Verzenden of afhalen",
        operationId: "setShippingMethod",
        body: shippingBody,
        response: { ...errorResponses(), 200: cartAnswer },
      },
    },
    async (request) => ({
      cart: await cart.setShippingMethod(session(request), request.store, request.body.shipping_method),
    }),
  );

  r.post(
    "/coupon",
    {
      schema: {
        tags,
        summary: "Een kortingscode toepassen",
        operationId: "applyCoupon",
        body: voucherSchema,
        response: {
          ...errorResponses(),
          200: ok(
            "Of de code is toegepast, de melding daarover en de winkelwagen",
            z.object({ result: z.boolean(), msg: z.string(), cart: cartSchema }),
          ),
        },
      },
    },
    async (request) => cart.applyVoucher(session(request), request.store, request.body.code),
  );

  r.delete(
    "/coupon",
    {
      schema: {
        tags,
        summary: "De kortingscode weghalen",
        operationId: "removeCoupon",
        response: { ...errorResponses(), 200: cartAnswer },
      },
    },
    async (request) => ({
      cart: await cart.removeVoucher(session(request), request.store),
    }),
  );

  r.post(
    "/save-cart",
    {
      config: mailRateLimit(app),
      schema: {
        tags,
        summary: "De winkelwagen bewaren en de link mailen",
        operationId: "saveCart",
        body: saveCartSchema,
        response: {
          ...errorResponses(),
          200: ok(
            "De link is gemaild naar dit adres",
            z.object({ status: z.boolean().describe("Altijd true"), email: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const { email } = request.body;
      const store = request.store;
      const site = (store.code === "BE" ? config.SITE_URL_BE : config.SITE_URL).replace(/\/$/, "");
      await cart.save(request.sessionId, store, email, (tx, token, saved) =>
        mail
          .enqueue(tx, {
            kind: "saved-cart",
            to: email,
            subject: "Je bewaarde winkelwagen bij Raamwerk",
            content: savedCartMail(saved, `${site}/winkelwagen/herstellen/${token}`, store),
          })
          .then(() => undefined),
      );
      return { status: true, email };
    },
  );
}

export async function headerRoutes(app: FastifyInstance): Promise<void> {
  const { cart, swatches } = app.services;
  keepHeaderCounts(app, (payload) => {
    const answer = payload as { cart: { count: number }; swatches: { total: number } };
    return { cart: answer.cart.count, swatches: answer.swatches.total };
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/headerData",
    {
      schema: {
        tags: ["kop"],
        summary: "Kleurstalen en winkelwagen voor de kop",
        operationId: "getHeaderData",
        response: {
          ...errorResponses(),
          200: ok(
            "Het stalenmandje en de winkelwagen",
            z.object({ swatches: swatchBasketSchema, cart: cartSchema }),
          ),
        },
      },
    },
    async (request) => {
      const [cartNow, basket] = await Promise.all([
        cart.get(request.sessionId, request.store),
        swatches.basket(request.sessionId),
      ]);
      return { swatches: basket, cart: cartNow };
    },
  );
}
