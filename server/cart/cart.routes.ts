// The cart calls of spec section 7 under /api/cart, and GET /api/header/headerData for the header's counts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serviceTypes, shippingMethods } from "../../domain/cart/types.ts";
import { CART_MAX_QUANTITY, cartQuantitySchema } from "../../domain/validation/cart.ts";
import { integerInRange } from "../../domain/validation/common.ts";
import { CART_QUANTITY_INVALID } from "../../domain/validation/messages.ts";
import { saveCartSchema } from "../../domain/validation/save-cart.ts";
import { voucherSchema } from "../../domain/validation/voucher.ts";
import { id } from "../configurator/configurator.routes.ts";
import { mailRateLimit } from "../http/rate-limits.ts";
import { savedCartMail } from "./cart-mail.ts";

const addBody = z.object({
  conf_id: id("Configuratienummer"),
  entity_id: id("Productnummer"),
  values: z.record(z.string(), z.unknown(), { error: "Keuzes moeten een object zijn" }),
  image_thumbnail: z.string().max(2048).optional(),
  count: cartQuantitySchema.optional(),
});

const rowid = z.string({ error: "Kies een regel" }).min(1, "Kies een regel").max(64, "Onbekende regel");

const updateBody = z.strictObject({
  rowid,
  // Counts of 0 or less are allowed here: without the update flag they remove the row.
  count: integerInRange(-CART_MAX_QUANTITY, CART_MAX_QUANTITY, CART_QUANTITY_INVALID),
  update: z.boolean().default(false),
  /** An edited configuration saved back into the row (the configurator's edit mode). */
  values: z.record(z.string(), z.unknown(), { error: "Keuzes moeten een object zijn" }).optional(),
});

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

  r.get("/", { schema: { tags, summary: "De winkelwagen" } }, async (request) => ({
    cart: await cart.get(request.sessionId, request.store),
  }));

  r.post(
    "/add",
    {
      schema: {
        tags,
        summary: "Een samengesteld product toevoegen; prijzen berekent de server",
        body: addBody,
      },
    },
    async (request) => {
      const { cart: answer, item } = await cart.add(session(request), request.store, request.body);
      return { cart: answer, addedItem: { item } };
    },
  );

  r.delete(
    "/delete",
    { schema: { tags, summary: "Een regel verwijderen", querystring: z.object({ rowid }) } },
    async (request) => ({ cart: await cart.remove(session(request), request.store, request.query.rowid) }),
  );

  r.post(
    "/update",
    { schema: { tags, summary: "Aantal of configuratie van een regel wijzigen", body: updateBody } },
    async (request) => ({ cart: await cart.update(session(request), request.store, request.body) }),
  );

  r.post(
    "/setServiceType",
    { schema: { tags, summary: "Zelf monteren of laten monteren", body: serviceBody } },
    async (request) => ({
      cart: await cart.setServiceType(session(request), request.store, request.body.service_type),
    }),
  );

  r.post(
    "/setShippingMethod",
    { schema: { tags, summary: "Verzenden of afhalen", body: shippingBody } },
    async (request) => ({
      cart: await cart.setShippingMethod(session(request), request.store, request.body.shipping_method),
    }),
  );

  r.post(
    "/coupon",
    { schema: { tags, summary: "Een kortingscode toepassen", body: voucherSchema } },
    async (request) => cart.applyVoucher(session(request), request.store, request.body.code),
  );

  r.delete("/coupon", { schema: { tags, summary: "De kortingscode weghalen" } }, async (request) => ({
    cart: await cart.removeVoucher(session(request), request.store),
  }));

  r.post(
    "/save-cart",
    {
      config: mailRateLimit(app),
      schema: { tags, summary: "De winkelwagen bewaren en de link mailen", body: saveCartSchema },
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
  app.get(
    "/headerData",
    { schema: { tags: ["kop"], summary: "Kleurstalen en winkelwagen voor de kop" } },
    async (request) => {
      const [cartNow, basket] = await Promise.all([
        cart.get(request.sessionId, request.store),
        swatches.basket(request.sessionId),
      ]);
      return { swatches: basket, cart: cartNow };
    },
  );
}
