// A shopper for API tests of the checkout and what follows it: a roller blind in the cart, Dutch details, iDEAL
// with a bank, placing the order and paying it on the sandbox provider, through the real calls.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { orders, payments } from "../../server/orders/orders.schema.ts";
import type { SandboxOutcome, SandboxPaymentProvider } from "../../server/payments/sandbox.ts";
import type { Services } from "../../server/services.ts";
import type { TestApp } from "./test-app.ts";
import { TestVisitor, validValues } from "./visitor.ts";

const found = catalogue.products.find((p) => p.kind === "rolgordijn");
if (!found) throw new Error("no roller blind in the catalogue");
export const rollerBlind = found;
export const rollerBlindDef = configurationFor(rollerBlind, catalogue);

/** A Dutch invoice address that the postcode sample knows. */
export const nlAddress = {
  prefix: "Mevr",
  firstname: "Sanne",
  lastname: "de Vries",
  zipcode: "2991 XJ",
  housenumber: "8",
  street: "Dierensteinweg",
  city: "Barendrecht",
  email: "sanne@example.nl",
  telephone: "0612345678",
};

/** A Belgian invoice address (Antwerp) for the Belgian store. */
export const beAddress = {
  prefix: "Dhr",
  firstname: "Wout",
  lastname: "Peeters",
  zipcode: "2000",
  housenumber: "12",
  street: "Meir",
  city: "Antwerpen",
  region: "Antwerpen",
  email: "wout@example.be",
  telephone: "032345678901",
};

/** A Belgian business whose VAT number (BE0417497106) is valid: the local check accepts its check digits. */
export const beBusiness = {
  default: { type: "business", companyname: "Peeters BV", kvk: "0417.497.106" },
  factuur: beAddress,
};

/** A complete roller blind of 120 × 150 cm. */
export function rollerBlindValues(app: FastifyInstance): Promise<ConfValues> {
  const dims = dimensionOptions(rollerBlindDef);
  return validValues(app, rollerBlindDef, {
    widthId: dims.width?.id ?? 0,
    heightId: dims.height?.id ?? 0,
    width: 120,
    height: 150,
  });
}

/** A new visitor (on `host`) with the roller blind in the cart: the visitor, and the cart as cart/add answered it. */
export async function visitorWithRollerBlind(app: FastifyInstance, values: ConfValues, host = "localhost") {
  const v = new TestVisitor(app, host);
  const added = await v.post("/api/cart/add", {
    conf_id: rollerBlindDef.conf_id,
    entity_id: rollerBlind.id,
    values,
  });
  expect(added.statusCode).toBe(200);
  // The cart as the shop's API answers it (untyped, as every test reads an answer).
  return { v, cart: added.json().cart };
}

/** A visitor with the roller blind in the cart, `customer` as details and iDEAL with a bank chosen. */
export async function readyVisitor(
  app: FastifyInstance,
  values: ConfValues,
  customer: Record<string, unknown> = { default: { type: "private" }, factuur: nlAddress },
): Promise<{ v: TestVisitor; csrf: string }> {
  const { v } = await visitorWithRollerBlind(app, values);
  expect((await v.post("/api/checkout/gegevens", customer)).statusCode).toBe(200);
  const data = (await v.get("/api/checkout/payment-data")).json();
  const ideal = data.paymentMethods.find((m: { type: string }) => m.type === "ideal");
  expect(
    (await v.post("/api/checkout/betalen", { brandCode: "ideal", issuerId: ideal.issuers[0].id })).statusCode,
  ).toBe(200);
  return { v, csrf: data.csrf_token };
}

/**
 * An order on the Belgian store (host shop.be): the roller blind, `customer` as details, Bancontact, placed;
 * answers what checkout/placeOrder answered (the order and its payment link).
 */
export async function placeBelgianOrder(
  app: FastifyInstance,
  values: ConfValues,
  customer: Record<string, unknown>,
): Promise<{ paymentLink: string; order: { number: string } }> {
  const { v } = await visitorWithRollerBlind(app, values, "shop.be");
  const details = await v.post("/api/checkout/gegevens", customer);
  expect(details.statusCode, details.body).toBe(200);
  const data = (await v.get("/api/checkout/payment-data")).json();
  expect((await v.post("/api/checkout/betalen", { brandCode: "bcmc" })).statusCode).toBe(200);
  const placed = await v.call(
    "POST",
    "/api/checkout/placeOrder",
    { payment_method: "bcmc" },
    { headers: { host: "shop.be", cookie: v.cookie, "x-csrf-token": data.csrf_token } },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json();
}

/** checkout/placeOrder with the CSRF header, as the payment page sends it. */
export function placeOrder(v: TestVisitor, csrf: string, extra: Record<string, unknown> = {}) {
  return v.call(
    "POST",
    "/api/checkout/placeOrder",
    { payment_method: "ideal", ...extra },
    { headers: { host: "localhost", cookie: v.cookie, "x-csrf-token": csrf } },
  );
}

/** Chooses an outcome on the sandbox's payment page for this payment link, as a tester would. */
export async function payInSandbox(
  services: Services,
  link: string,
  outcome: SandboxOutcome,
  refusalReason?: string,
) {
  const sandbox = services.payments as SandboxPaymentProvider;
  const psp = link.split("/").pop() ?? "";
  const payment = await sandbox.find(psp);
  if (!payment) throw new Error("no sandbox payment");
  return sandbox.complete(psp, { token: payment.formToken, outcome, refusalReason });
}

/** Chooses the store's first payment method (and bank) and places the order; answers the placed order. */
export async function placeAndPay(t: TestApp, v: TestVisitor, host: string) {
  const data = (await v.get("/api/checkout/payment-data")).json();
  const method = data.paymentMethods[0];
  const chosen = await v.post("/api/checkout/betalen", {
    brandCode: method.type,
    ...(method.issuers?.length ? { issuerId: method.issuers[0].id } : {}),
  });
  expect(chosen.statusCode).toBe(200);
  const placed = await v.call(
    "POST",
    "/api/checkout/placeOrder",
    { payment_method: method.type },
    { headers: { host, cookie: v.cookie, "x-csrf-token": data.csrf_token } },
  );
  expect(placed.statusCode).toBe(200);
  const body = placed.json();
  await payInSandbox(t.services, body.paymentLink, "Authorised");
  const [order] = await t.services.database.db
    .select()
    .from(orders)
    .where(eq(orders.number, body.order.number));
  if (!order) throw new Error("no order");
  const attempts = await t.services.database.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { amount: data.amount as number, placed: body, order, attempts };
}
