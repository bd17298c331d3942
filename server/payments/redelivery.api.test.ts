// A payment decided at the sandbox while the shop could not take its webhook is not lost: the sandbox keeps
// the notification and retries it with growing delays, and the shop asks the provider on start-up about
// payments still pending. Through the real app, on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { payInSandbox, placeOrder, readyVisitor, rollerBlindValues } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { orderEvents, orders } from "../orders/orders.schema.ts";
import { inProcessNotifier } from "./sandbox.routes.ts";
import { DELIVERY_RETRY_DELAYS_MS, type SandboxPaymentProvider } from "./sandbox.ts";

let t: TestApp;
let values: ConfValues;
const sandbox = () => t.services.payments as SandboxPaymentProvider;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
  // The test moves the clock itself; the background worker would race it.
  sandbox().stopRetries();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  sandbox().setNotifier(inProcessNotifier(t.app));
});

/** The shop's notifications endpoint as seen from a provider while the shop is down. */
const unreachable = async (): Promise<never> => {
  throw new Error("connect ECONNREFUSED 127.0.0.1:3000");
};

async function statusOf(number: string) {
  const [order] = await t.services.database.db.select().from(orders).where(eq(orders.number, number));
  return order?.status;
}

/** An order whose payment the sandbox decided while the shop's endpoint was unreachable. */
async function decidedWhileDown(outcome: "Authorised" | "Refused") {
  const { v, csrf } = await readyVisitor(t.app, values);
  const placed = (await placeOrder(v, csrf)).json();
  sandbox().setNotifier(unreachable);
  const result = await payInSandbox(t.services, placed.paymentLink, outcome);
  if (result.kind !== "done") throw new Error(result.kind);
  expect(result.delivery?.ok).toBe(false);
  expect(await statusOf(placed.order.number)).toBe("pending_payment");
  return { number: placed.order.number as string, psp: result.payment.pspReference, at: new Date() };
}

describe("sandbox webhook retries", () => {
  it("stores the decision, schedules a retry with growing delays, and delivers once the shop answers", async () => {
    const { number, psp, at } = await decidedWhileDown("Authorised");
    const stored = await sandbox().find(psp);
    expect(stored?.status).toBe("authorised");
    expect(stored?.deliveryAttempts).toBe(1);
    expect(stored?.deliveryStatus).toMatch(/^failed: connect ECONNREFUSED/);
    const first = stored?.nextDeliveryAt?.getTime() ?? 0;
    expect(first).toBeGreaterThan(at.getTime() - 60_000);

    // Not yet due: nothing is sent.
    expect(await sandbox().deliverDue(new Date(first - 1))).toBe(0);
    // Due while the shop is still down: the next delay is longer.
    expect(await sandbox().deliverDue(new Date(first))).toBe(0);
    const again = await sandbox().find(psp);
    expect(again?.deliveryAttempts).toBe(2);
    const second = again?.nextDeliveryAt?.getTime() ?? 0;
    expect(second - first).toBe(DELIVERY_RETRY_DELAYS_MS[1]);

    // The shop is back: the retry delivers and the order is paid, and nothing is due any more.
    sandbox().setNotifier(inProcessNotifier(t.app));
    expect(await sandbox().deliverDue(new Date(second))).toBe(1);
    expect(await statusOf(number)).toBe("paid");
    const done = await sandbox().find(psp);
    expect(done?.deliveryStatus).toBe("delivered");
    expect(done?.nextDeliveryAt).toBeNull();
    expect(await sandbox().deliverDue(new Date(second + 24 * 60 * 60_000))).toBe(0);
  });

  it("also retries when the shop answers an error instead of the acknowledgement", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    const placed = (await placeOrder(v, csrf)).json();
    sandbox().setNotifier(async () => ({ statusCode: 503, body: '{"errors":{}}' }));
    const result = await payInSandbox(t.services, placed.paymentLink, "Refused");
    if (result.kind !== "done") throw new Error(result.kind);
    expect((await sandbox().find(result.payment.pspReference))?.deliveryStatus).toMatch(/^failed: HTTP 503/);
    sandbox().setNotifier(inProcessNotifier(t.app));
    const due = (await sandbox().find(result.payment.pspReference))?.nextDeliveryAt ?? new Date();
    expect(await sandbox().deliverDue(due)).toBe(1);
    expect(await statusOf(placed.order.number)).toBe("refused");
  });
});

describe("reconciling on start-up", () => {
  it("marks an order paid that the provider has paid but whose webhook never arrived", async () => {
    const { number, psp } = await decidedWhileDown("Authorised");
    // The sandbox keeps an undelivered notification as Adyen does; the shop does not wait for it.
    expect(await t.services.orders.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(number)).toBe("paid");
    const [order] = await t.services.database.db.select().from(orders).where(eq(orders.number, number));
    const events = await t.services.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order?.id ?? 0));
    expect(events.at(-1)).toMatchObject({ toStatus: "paid", source: "reconcile" });
    // The late webhook changes nothing any more.
    sandbox().setNotifier(inProcessNotifier(t.app));
    const due = (await sandbox().find(psp))?.nextDeliveryAt ?? new Date();
    expect(await sandbox().deliverDue(due)).toBe(1);
    expect(await statusOf(number)).toBe("paid");
  });

  it("leaves payments the provider still has open alone", async () => {
    const { v, csrf } = await readyVisitor(t.app, values);
    const placed = (await placeOrder(v, csrf)).json();
    await t.services.orders.reconcile();
    expect(await statusOf(placed.order.number)).toBe("pending_payment");
  });
});
