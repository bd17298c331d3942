// Checkout and orders through the real app: the details and payment steps (a Belgian business's ondernemingsnummer
// and the btw-nummer derived from it), placeOrder (CSRF, empty cart,
// missing details, a tampered total, twice at once), the sandbox provider's webhook (valid, forged, replayed,
// out of order) and the return to the shop, on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  beAddress,
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { signNotificationItem } from "../payments/notifications.ts";
import type { SandboxPaymentProvider } from "../payments/sandbox.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";
import { orderEvents, orders, payments } from "./orders.schema.ts";

let t: TestApp;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

const sandbox = () => t.services.payments as SandboxPaymentProvider;

async function orderByNumber(number: string) {
  const [order] = await t.services.database.db.select().from(orders).where(eq(orders.number, number));
  return order;
}

describe("checkout/gegevens", () => {
  it("stores what was typed, answers the exact messages and keeps it for a reload", async () => {
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/checkout/gegevens", {
      default: { type: "business" },
      factuur: { ...nlAddress, zipcode: "1234 SS", telephone: "0612", firstname: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      "factuur.zipcode": "Vul een geldige postcode in",
      "factuur.telephone": "Vul een geldig telefoonnummer in",
      "factuur.firstname": "Voornaam is verplicht",
      "default.companyname": "Bedrijfsnaam is verplicht",
      "default.kvk": "Kvk-nummer is verplicht",
    });
    const stored = (await v.get("/api/checkout/gegevens")).json().customer;
    expect(stored.factuur.zipcode).toBe("1234 SS");
  });

  it("asks a Belgian business for a valid ondernemingsnummer and a province", async () => {
    const v = new TestVisitor(t.app, "shop.be");
    const res = await v.post("/api/checkout/gegevens", {
      default: { type: "business", companyname: "Lux BV", kvk: "0123456748" },
      factuur: { ...nlAddress, zipcode: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      "default.kvk": "Vul een geldig ondernemingsnummer in",
      "factuur.zipcode": "Postnummer is verplicht",
      "factuur.region": "Provincie is verplicht",
    });
  });
});

describe("a Belgian business in the checkout", () => {
  it("says postnummer and asks a valid ondernemingsnummer, not a Kvk- or btw-nummer", async () => {
    const { v } = await visitorWithRollerBlind(t.app, values, "shop.be");
    const res = await v.post("/api/checkout/gegevens", {
      default: { type: "business", companyname: "Peeters BV", kvk: "0417.497.107" },
      factuur: { ...beAddress, zipcode: "0999" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "default.kvk": "Vul een geldig ondernemingsnummer in",
      "factuur.zipcode": "Vul een geldig postnummer in",
    });
    const missing = await v.post("/api/checkout/gegevens", {
      default: { type: "business", companyname: "Peeters BV" },
      factuur: beAddress,
    });
    expect(missing.json().errors).toEqual({ "default.kvk": "Ondernemingsnummer is verplicht" });
  });

  it("places the order with the btw-nummer derived from the ondernemingsnummer", async () => {
    const { v } = await visitorWithRollerBlind(t.app, values, "shop.be");
    const details = await v.post("/api/checkout/gegevens", {
      // The browser's btw-nummer is not asked and not trusted: it follows from the ondernemingsnummer.
      default: {
        type: "business",
        companyname: "Peeters BV",
        kvk: "0417.497.106",
        vat_number: "BE0123456749",
      },
      factuur: beAddress,
    });
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
    const number = placed.json().order.number;
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.number, number));
    expect(order?.customer.default).toMatchObject({
      type: "business",
      companyname: "Peeters BV",
      kvk: "0417497106",
      vat_number: "BE0417497106",
    });
  });
});

describe("checkout/payment-data and checkout/betalen", () => {
  it("offers iDEAL first in NL and Bancontact in BE", async () => {
    const nl = (await new TestVisitor(t.app).get("/api/checkout/payment-data")).json();
    expect(nl.paymentMethods[0].type).toBe("ideal");
    expect(nl.paymentMethods[0].issuers.length).toBeGreaterThan(5);
    expect(nl.paymentMethods.some((m: { type: string }) => m.type === "bcmc")).toBe(false);
    expect(nl.csrf_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const be = (await new TestVisitor(t.app, "shop.be").get("/api/checkout/payment-data")).json();
    expect(be.paymentMethods[0].type).toBe("bcmc");
  });

  it("needs a bank for iDEAL and a method it offers, and stores the names itself", async () => {
    const v = new TestVisitor(t.app);
    const noBank = await v.post("/api/checkout/betalen", { brandCode: "ideal" });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().errors.issuerId).toBe("Kies je bank");
    expect((await v.post("/api/checkout/betalen", { brandCode: "bitcoin" })).statusCode).toBe(400);
    const card = await v.post("/api/checkout/betalen", { brandCode: "scheme", brandName: "Gratis" });
    expect(card.json().betalen).toEqual({ brandCode: "scheme", brandName: "Creditcard" });
    expect((await v.get("/api/checkout/betalen")).json().betalen.brandCode).toBe("scheme");
  });
});

describe("checkout/placeOrder", () => {
  it("refuses a missing or wrong CSRF token with 403", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    expect((await v.post("/api/checkout/placeOrder", { payment_method: "ideal" })).statusCode).toBe(403);
    expect((await placeOrder(v, `${csrf.slice(1)}x`)).statusCode).toBe(403);
    const other = await readyVisitor(t.app, values);
    expect((await placeOrder(v, other.csrf)).statusCode).toBe(403);
  });

  it("refuses an empty cart and missing details with Dutch messages", async () => {
    const v = new TestVisitor(t.app);
    const csrf = (await v.get("/api/checkout/payment-data")).json().csrf_token;
    const empty = await placeOrder(v, csrf);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.cart).toBe("Je winkelwagen is leeg.");
    await v.post("/api/cart/add", { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values });
    const noDetails = await placeOrder(v, csrf);
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().errors.customer).toBe("Vul eerst je gegevens in.");
  });

  it("creates the order with the server's totals, ignoring a tampered total", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    const cart = (await v.get("/api/cart")).json().cart;
    const res = await placeOrder(v, csrf, { total: 1, price: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.order.number).toMatch(/^RW-\d{4}-\d{6}$/);
    expect(body.order.total).toBe(cart.total);
    expect(body.email).toBe("sanne@example.nl");
    expect(body.paymentLink).toMatch(/\/betaalomgeving\/[A-Z0-9]{16}$/);
    const order = await orderByNumber(body.order.number);
    expect(order?.totalCents).toBe(cart.total);
    expect(order?.status).toBe("pending_payment");
  });

  it("creates one order and one payment when placed twice at once", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    const [a, b, c] = await Promise.all([placeOrder(v, csrf), placeOrder(v, csrf), placeOrder(v, csrf)]);
    expect([a?.statusCode, b?.statusCode, c?.statusCode]).toEqual([200, 200, 200]);
    const numbers = new Set([a, b, c].map((r) => r?.json().order.number));
    const links = new Set([a, b, c].map((r) => r?.json().paymentLink));
    expect(numbers.size).toBe(1);
    expect(links.size).toBe(1);
    const order = await orderByNumber([...numbers][0]);
    const attempts = await t.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0));
    expect(attempts).toHaveLength(1);
  });
});

describe("payment outcomes", () => {
  it("pays the order through the sandbox webhook: cart emptied, voucher counted, one confirmation mail", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    await v.post("/api/cart/coupon", { code: "WELKOM10" });
    const [before] = await t.services.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, "WELKOM10"));
    const placed = (await placeOrder(v, csrf)).json();
    const result = await payInSandbox(t.services, placed.paymentLink, "Authorised");
    expect(result.kind).toBe("done");
    const order = await orderByNumber(placed.order.number);
    expect(order?.status).toBe("paid");
    expect(order?.paidAt).not.toBeNull();
    expect((await v.get("/api/cart")).json().cart.count).toBe(0);
    const [after] = await t.services.database.db.select().from(vouchers).where(eq(vouchers.code, "WELKOM10"));
    expect(after?.usedCount).toBe((before?.usedCount ?? 0) + 1);
    const mails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "order-confirmation"));
    expect(mails.filter((m) => m.subject.includes(placed.order.number))).toHaveLength(1);
    // The return: signed by the sandbox, it leads to the thank-you page.
    if (result.kind !== "done") return;
    const back = await v.get(new URL(result.redirect).pathname + new URL(result.redirect).search);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/bedankt?order=${placed.order.number}`);
  });

  it("sends a refused payment back to Betalen with the reason, keeps the cart, and a new attempt can pay", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    const first = (await placeOrder(v, csrf)).json();
    const refused = await payInSandbox(t.services, first.paymentLink, "Refused", "Onvoldoende saldo");
    if (refused.kind !== "done") throw new Error(refused.kind);
    const back = await v.get(new URL(refused.redirect).pathname + new URL(refused.redirect).search);
    expect(back.headers.location).toBe(
      "/checkout/betalen?refusalError=Refused&refusalReason=Onvoldoende+saldo",
    );
    expect((await orderByNumber(first.order.number))?.status).toBe("refused");
    expect((await v.get("/api/cart")).json().cart.count).toBe(1);
    const second = (await placeOrder(v, csrf)).json();
    expect(second.order.number).toBe(first.order.number);
    expect(second.paymentLink).not.toBe(first.paymentLink);
    await payInSandbox(t.services, second.paymentLink, "Authorised");
    const order = await orderByNumber(first.order.number);
    expect(order?.status).toBe("paid");
    const events = await t.services.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order?.id ?? 0));
    expect(events.map((e) => e.toStatus)).toEqual(["pending_payment", "refused", "pending_payment", "paid"]);
  });

  it("refuses a forged notification, ignores a replay and an older attempt's late refusal", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    const placed = (await placeOrder(v, csrf)).json();
    const psp = placed.paymentLink.split("/").pop();
    const [attempt] = await t.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.pspReference, psp));
    const item = {
      eventCode: "AUTHORISATION",
      success: "true",
      pspReference: psp,
      merchantReference: attempt?.reference ?? "",
      merchantAccountCode: "RaamwerkSandbox",
      amount: { value: attempt?.amountCents ?? 0, currency: "EUR" },
      eventDate: new Date().toISOString(),
      reason: "",
      additionalData: { hmacSignature: "bm90IGEgc2lnbmF0dXJl" },
    };
    const forged = await v.post("/api/payments/notifications", {
      live: "false",
      notificationItems: [{ NotificationRequestItem: item }],
    });
    expect(forged.statusCode).toBe(401);
    expect((await orderByNumber(placed.order.number))?.status).toBe("pending_payment");

    const result = await payInSandbox(t.services, placed.paymentLink, "Authorised");
    if (result.kind !== "done") throw new Error(result.kind);
    const sent = (await sandbox().find(psp))?.notification as { notificationItems: unknown[] };
    // The same signed notification again changes nothing and is still acknowledged.
    const replay = await v.post("/api/payments/notifications", sent);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe("[accepted]");
    // A refusal for this (now paid) attempt, arriving late, changes nothing either.
    const late = structuredClone(sent) as {
      notificationItems: { NotificationRequestItem: Record<string, unknown> }[];
    };
    const lateItem = late.notificationItems[0]?.NotificationRequestItem;
    if (!lateItem) throw new Error("no item");
    Object.assign(lateItem, { success: "false", reason: "Refused", eventDate: new Date().toISOString() });
    const key = (sandbox() as unknown as { hmacKey: string }).hmacKey;
    if (key) {
      (lateItem.additionalData as Record<string, string>).hmacSignature = signNotificationItem(
        lateItem as never,
        key,
      );
      expect((await v.post("/api/payments/notifications", late)).statusCode).toBe(200);
    }
    expect((await orderByNumber(placed.order.number))?.status).toBe("paid");
  });

  it("expires a payment left open too long", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    const placed = (await placeOrder(v, csrf)).json();
    const expired = await t.services.orders.expireStale(new Date(Date.now() + 2 * 60 * 60_000));
    expect(expired).toBeGreaterThan(0);
    expect((await orderByNumber(placed.order.number))?.status).toBe("expired");
  });
});
