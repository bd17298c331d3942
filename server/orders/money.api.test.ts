// The promises about money through the real app, on PGlite and PostgreSQL: a limited voucher is used at most
// as often as it allows even when shoppers order at the same moment, a use comes back when an order ends
// unpaid, paying removes only what was ordered from the cart, and a notification for another amount or
// currency leaves the order unpaid for review.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { validValues } from "../../tests/helpers/visitor.ts";
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

const db = () => t.services.database.db;
const USED_UP = "Deze kortingscode is al gebruikt.";

async function newVoucher(code: string, maxUses: number) {
  await db()
    .insert(vouchers)
    .values({ code, name: `${code} 10%`, kind: "percentage", amount: 10, maxUses });
}

async function usedCount(code: string) {
  const [row] = await db().select().from(vouchers).where(eq(vouchers.code, code));
  return row?.usedCount;
}

async function orderByNumber(number: string) {
  const [order] = await db().select().from(orders).where(eq(orders.number, number));
  return order;
}

/** A visitor ready to pay with `code` applied. */
async function shopperWith(code: string) {
  const shopper = await readyVisitor(t.app, values);
  const applied = (await shopper.v.post("/api/cart/coupon", { code })).json();
  expect(applied.result).toBe(true);
  return shopper;
}

describe("a voucher's usage limit", () => {
  it("lets exactly two of six shoppers placing at once use a two-use voucher; the others get a 409 and keep their cart", async () => {
    await newVoucher("TWEEKEER", 2);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shopperWith("TWEEKEER")));
    const answers = await Promise.all(shoppers.map(({ v, csrf }) => placeOrder(v, csrf)));
    const placed = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ errors: { coupon: USED_UP } });
    }
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, "TWEEKEER"));
    const carrying = await db()
      .select()
      .from(orders)
      .where(eq(orders.voucherId, voucher?.id ?? 0));
    expect(carrying).toHaveLength(2);
    expect(voucher?.usedCount).toBe(2);
    // A refused shopper's cart keeps its row and the code, and says why it gives nothing.
    const i = answers.findIndex((r) => r.statusCode === 409);
    const cart = (await shoppers[i]?.v.get("/api/cart"))?.json().cart;
    expect(cart.count).toBe(1);
    expect(cart.coupon.code).toBe("TWEEKEER");
    expect(cart.coupon_message).toBe(USED_UP);
    // The shoppers who hold a use still see their code apply, and paying counts nothing twice.
    const j = answers.findIndex((r) => r.statusCode === 200);
    expect((await shoppers[j]?.v.get("/api/cart"))?.json().cart.coupon_message).toBeNull();
    await payInSandbox(t.services, placed[0]?.json().paymentLink, "Authorised");
    expect(await usedCount("TWEEKEER")).toBe(2);
  });

  it("holds the use through a refused payment, hands it to a changed cart, and gives it back when the order expires", async () => {
    await newVoucher("EENKEER", 1);
    const a = await shopperWith("EENKEER");
    const first = (await placeOrder(a.v, a.csrf)).json();
    expect(await usedCount("EENKEER")).toBe(1);
    await payInSandbox(t.services, first.paymentLink, "Refused");
    expect((await orderByNumber(first.order.number))?.status).toBe("refused");
    // A new attempt on the same order needs no second use.
    const again = await placeOrder(a.v, a.csrf);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.number).toBe(first.order.number);
    expect(await usedCount("EENKEER")).toBe(1);
    // Taking the code off and on again does not find it used up: the held use is the shopper's own.
    await a.v.delete("/api/cart/coupon");
    expect((await a.v.post("/api/cart/coupon", { code: "EENKEER" })).json().result).toBe(true);
    // Another shopper finds it used up.
    const b = await readyVisitor(t.app, values);
    expect((await b.v.post("/api/cart/coupon", { code: "EENKEER" })).json().msg).toBe(USED_UP);
    // The same shopper with one more blind in the cart places a new order, which takes over the use.
    await a.v.post("/api/cart/add", { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values });
    const changed = await placeOrder(a.v, a.csrf);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().order.number).not.toBe(first.order.number);
    expect(await usedCount("EENKEER")).toBe(1);
    expect((await orderByNumber(first.order.number))?.voucherHeld).toBe(false);
    expect((await orderByNumber(changed.json().order.number))?.voucherHeld).toBe(true);
    // The open payment expires: the use comes back.
    await t.services.orders.expireStale(new Date(Date.now() + 24 * 60 * 60_000));
    expect((await orderByNumber(changed.json().order.number))?.status).toBe("expired");
    expect(await usedCount("EENKEER")).toBe(0);
  });

  it("gives the use back when the payment is cancelled, and a retry takes one again or is refused", async () => {
    await newVoucher("ANNULEER", 1);
    const a = await shopperWith("ANNULEER");
    const first = (await placeOrder(a.v, a.csrf)).json();
    await payInSandbox(t.services, first.paymentLink, "Cancelled");
    expect((await orderByNumber(first.order.number))?.status).toBe("cancelled");
    expect(await usedCount("ANNULEER")).toBe(0);
    const b = await shopperWith("ANNULEER");
    expect((await placeOrder(b.v, b.csrf)).statusCode).toBe(200);
    const retry = await placeOrder(a.v, a.csrf);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().errors.coupon).toBe(USED_UP);
    expect((await orderByNumber(first.order.number))?.status).toBe("cancelled");
    expect(await usedCount("ANNULEER")).toBe(1);
  });
});

describe("paying an order", () => {
  it("removes only the rows that were ordered: a row added later and units added later stay", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    const placed = (await placeOrder(v, csrf)).json();
    const dims = dimensionOptions(rollerBlindDef);
    const other = await validValues(t.app, rollerBlindDef, {
      widthId: dims.width?.id ?? 0,
      heightId: dims.height?.id ?? 0,
      width: 100,
      height: 120,
    });
    const add = (vals: ConfValues) =>
      v.post("/api/cart/add", { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values: vals });
    expect((await add(other)).statusCode).toBe(200);
    expect((await add(values)).statusCode).toBe(200);
    expect((await v.get("/api/cart")).json().cart.count).toBe(3);

    await payInSandbox(t.services, placed.paymentLink, "Authorised");
    expect((await orderByNumber(placed.order.number))?.status).toBe("paid");
    const cart = (await v.get("/api/cart")).json().cart;
    expect(cart.count).toBe(2);
    const rows = Object.values(cart.items as Record<string, { count: number }>).filter((i) => i.count > 0);
    expect(rows.map((r) => r.count).sort()).toEqual([1, 1]);
  });
});

describe("a signed notification for another amount or currency", () => {
  const sandbox = () => t.services.payments as SandboxPaymentProvider;

  async function notify(amount: (cents: number) => { value: number; currency: string }) {
    const { v, csrf } = await readyVisitor(t.app, values);
    const placed = (await placeOrder(v, csrf)).json();
    const psp = placed.paymentLink.split("/").pop();
    const [attempt] = await db().select().from(payments).where(eq(payments.pspReference, psp));
    const item = {
      eventCode: "AUTHORISATION",
      success: "true" as const,
      pspReference: psp,
      merchantReference: attempt?.reference ?? "",
      merchantAccountCode: "RaamwerkSandbox",
      amount: amount(attempt?.amountCents ?? 0),
      eventDate: new Date().toISOString(),
      additionalData: {} as Record<string, unknown>,
    };
    const key = (sandbox() as unknown as { hmacKey: string }).hmacKey;
    item.additionalData = { hmacSignature: signNotificationItem(item, key) };
    const res = await v.post("/api/payments/notifications", {
      live: "false",
      notificationItems: [{ NotificationRequestItem: item }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("[accepted]");
    const order = await orderByNumber(placed.order.number);
    const [after] = await db().select().from(payments).where(eq(payments.pspReference, psp));
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order?.id ?? 0));
    return { order, attempt: after, events };
  }

  it("leaves the order unpaid and the attempt for review when the amount differs", async () => {
    const { order, attempt, events } = await notify((cents) => ({ value: cents - 100, currency: "EUR" }));
    expect(order?.status).toBe("pending_payment");
    expect(order?.paidAt).toBeNull();
    expect(attempt?.status).toBe("review");
    expect(events.at(-1)?.detail).toMatch(/^review: authorised/);
  });

  it("leaves the order unpaid and the attempt for review when the currency differs", async () => {
    const { order, attempt } = await notify((cents) => ({ value: cents, currency: "USD" }));
    expect(order?.status).toBe("pending_payment");
    expect(attempt?.status).toBe("review");
  });
});
