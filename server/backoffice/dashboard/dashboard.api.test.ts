// The dashboard's figures through the real app on PGlite and PostgreSQL: paid orders placed through the sandbox,
// revenue incl. and excl. VAT, the periods' edges in Amsterdam time (weeks from Monday), the 30-day series, open
// requests, failed mails and payments pending; refunds subtracted on the day they are confirmed.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConfValues } from "../../../domain/configurator/types.ts";
import {
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
} from "../../../tests/helpers/checkout.ts";
import { staffClient } from "../../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../../tests/helpers/visitor.ts";
import { adviceRequests } from "../../advice/advice.schema.ts";
import { invoices } from "../../invoices/invoices.schema.ts";
import { mailOutbox } from "../../mail/mail.schema.ts";
import { orders } from "../../orders/orders.schema.ts";
import type { SandboxPaymentProvider } from "../../payments/sandbox.ts";

let t: TestApp;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function paidOrder(pay = true) {
  const { v, csrf } = await readyVisitor(t.app, values);
  const placed = (await placeOrder(v, csrf)).json();
  if (pay) await payInSandbox(t.services, placed.paymentLink, "Authorised");
  const [row] = await t.services.database.db
    .select()
    .from(orders)
    .where(eq(orders.number, placed.order.number));
  if (!row) throw new Error("no order");
  return row;
}

describe("GET /api/beheer/dashboard", () => {
  it("counts today's paid orders, their revenue incl. and excl. VAT, requests, failed mails, pending payments", async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    await paidOrder(false);
    const advice = await new TestVisitor(t.app).post("/api/advice/submit-form", {
      request: "advies-en-inmeten",
      product_interest: ["raamdecoratie"],
      product_amount: 2,
      firstname: "Sanne",
      lastname: "de Vries",
      telephone: "0612345678",
      email: "dashboard@example.nl",
      zipcode: "2991 XJ",
      housenumber: "8",
      housenumber_affix: "",
      street: "Dierensteinweg",
      city: "Barendrecht",
    });
    expect(advice.statusCode).toBe(200);
    const [mail] = await t.services.database.db.select().from(mailOutbox).limit(1);
    await t.services.database.db
      .update(mailOutbox)
      .set({ status: "failed" })
      .where(eq(mailOutbox.id, mail?.id ?? 0));

    const medewerker = await staffClient(t, "medewerker");
    const res = await medewerker.get("/api/beheer/dashboard");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const revenue = a.totalCents + b.totalCents;
    const excl = revenue - a.taxCents - b.taxCents;
    expect(excl).toBeLessThan(revenue);
    for (const key of ["today", "week", "month"]) {
      expect(body.periods[key], key).toMatchObject({
        paidOrders: 2,
        revenueCents: revenue,
        revenueExclVatCents: excl,
        averageOrderCents: Math.round(revenue / 2),
        openRequests: { quotes: 0, advice: 1, service: 0, swatches: 0 },
      });
    }
    expect(body.failedMails).toBe(1);
    expect(body.pendingPayments).toBe(1);
    expect(body.revenuePerDay).toHaveLength(30);
    expect(body.revenuePerDay.at(-1)).toMatchObject({ paidOrders: 2, revenueCents: revenue });
    expect((await t.app.inject({ method: "GET", url: "/api/beheer/dashboard" })).statusCode).toBe(401);

    // A request handled in the back office is no longer open.
    const [request] = await t.services.database.db.select().from(adviceRequests).limit(1);
    const handled = await medewerker.patch(`/api/beheer/advice/${request?.number}`, {
      status: "afgehandeld",
    });
    expect(handled.statusCode).toBe(200);
    const after = (await medewerker.get("/api/beheer/dashboard")).json();
    expect(after.periods.today.openRequests).toEqual({ quotes: 0, advice: 0, service: 0, swatches: 0 });
  });

  it("cuts days, weeks (from Monday) and months at midnight in Amsterdam", async () => {
    // Wednesday 25 November 2026, 11:00 in Amsterdam (UTC+1).
    const now = new Date("2026-11-25T10:00:00Z");
    const paidAt = [
      "2026-11-24T23:30:00Z", // 00:30 on Wednesday the 25th: today
      "2026-11-24T22:30:00Z", // 23:30 on Tuesday the 24th: this week
      "2026-11-22T23:30:00Z", // 00:30 on Monday the 23rd: this week
      "2026-11-22T22:30:00Z", // 23:30 on Sunday the 22nd: last week, this month
      "2026-10-31T23:30:00Z", // 00:30 on 1 November: this month
      "2026-10-31T22:30:00Z", // 23:30 on 31 October: last month, in the 30 days
      "2026-10-25T12:00:00Z", // 25 October: before the 30 days
      "2026-11-25T10:30:00Z", // after now: not counted
    ];
    const db = t.services.database.db;
    const paid = await db.select().from(orders).where(eq(orders.status, "paid"));
    while (paid.length < paidAt.length) paid.push(await paidOrder());
    for (const [i, order] of paid.entries()) {
      await db
        .update(orders)
        .set({ paidAt: new Date(paidAt[i] ?? "2020-01-01T00:00:00Z") })
        .where(eq(orders.id, order.id));
    }
    const total = (indexes: number[]) => indexes.reduce((sum, i) => sum + (paid[i]?.totalCents ?? 0), 0);

    const summary = await t.services.dashboard.summary(now);
    expect(summary.periods.today).toMatchObject({ paidOrders: 1, revenueCents: total([0]) });
    expect(summary.periods.today.from.toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(summary.periods.week).toMatchObject({ paidOrders: 3, revenueCents: total([0, 1, 2]) });
    expect(summary.periods.week.from.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(summary.periods.month).toMatchObject({ paidOrders: 5, revenueCents: total([0, 1, 2, 3, 4]) });
    expect(summary.periods.month.from.toISOString()).toBe("2026-10-31T23:00:00.000Z");

    const days = Object.fromEntries(summary.revenuePerDay.map((d) => [d.day, d.paidOrders]));
    expect(summary.revenuePerDay[0]?.day).toBe("2026-10-27");
    expect(summary.revenuePerDay.at(-1)?.day).toBe("2026-11-25");
    expect(days).toMatchObject({
      "2026-11-25": 1,
      "2026-11-24": 1,
      "2026-11-23": 1,
      "2026-11-22": 1,
      "2026-11-01": 1,
      "2026-10-31": 1,
      "2026-10-30": 0,
    });
    expect(summary.revenuePerDay.reduce((n, d) => n + d.paidOrders, 0)).toBe(6);
  });

  it("subtracts a refund on the day the provider confirms it, with the VAT its credit note gave back", async () => {
    const order = await paidOrder();
    const before = await t.services.dashboard.summary();
    const owner = await staffClient(t, "eigenaar");
    const asked = await owner.post(`/api/beheer/orders/${order.number}/refunds`, {
      amountCents: 1234,
      reason: "Kras op de onderlat",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await (t.services.payments as SandboxPaymentProvider).deliverDue();
    const note = await vi.waitFor(
      async () => {
        const [found] = await t.services.database.db
          .select()
          .from(invoices)
          .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "credit_note")));
        if (!found) throw new Error("not confirmed yet");
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(note.totalInclCents).toBe(1234);
    expect(note.vatCents).toBeGreaterThan(0);

    const after = await t.services.dashboard.summary();
    for (const key of ["today", "week", "month"] as const) {
      expect(after.periods[key], key).toMatchObject({
        paidOrders: before.periods[key].paidOrders,
        revenueCents: before.periods[key].revenueCents - 1234,
        revenueExclVatCents: before.periods[key].revenueExclVatCents - (1234 - note.vatCents),
        refundedCents: before.periods[key].refundedCents + 1234,
        averageOrderCents: before.periods[key].averageOrderCents,
      });
    }
    expect(after.revenuePerDay.at(-1)).toMatchObject({
      paidOrders: before.revenuePerDay.at(-1)?.paidOrders,
      revenueCents: (before.revenuePerDay.at(-1)?.revenueCents ?? 0) - 1234,
      refundedCents: (before.revenuePerDay.at(-1)?.refundedCents ?? 0) + 1234,
    });
  });
});
