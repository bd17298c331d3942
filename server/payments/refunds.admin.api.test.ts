// Refunds through the real app on PGlite and PostgreSQL: a whole refund through the sandbox and its REFUND
// webhook, partial refunds, what is refused (changing nothing), the webhook's de-duplication and signature,
// and the advice-fee credit on large orders.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  ADVICE_CREDIT_DONE,
  ADVICE_CREDIT_NOT_DUE,
  REFUND_AMOUNT_NOT_POSITIVE,
  REFUND_NOT_PAID,
  REFUND_REASON_MISSING,
  refundTooMuch,
} from "../../domain/refunds.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { auditLog } from "../backoffice/backoffice.schema.ts";
import { invoices } from "../invoices/invoices.schema.ts";
import { orders, payments } from "../orders/orders.schema.ts";
import { type NotificationItem, signNotificationItem } from "./notifications.ts";
import { refunds, sandboxPayments, sandboxRefunds } from "./payments.schema.ts";
import { PROVIDER_REFUSED, RefundsService } from "./refunds.service.ts";
import { SANDBOX_MERCHANT_ACCOUNT, type SandboxPaymentProvider } from "./sandbox.ts";
import { REFUND_UNAVAILABLE, UnavailablePaymentProvider } from "./unavailable.ts";

const SANDBOX_KEY = "5e".repeat(32);

let t: TestApp;
let values: ConfValues;
let owner: StaffClient;
let unitTotal = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "1000" });
  values = await rollerBlindValues(t.app);
  owner = await staffClient(t, "eigenaar");
  const probe = new TestVisitor(t.app);
  await probe.post("/api/cart/add", { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values });
  unitTotal = (await probe.get("/api/cart")).json().cart.total;
});
afterAll(async () => {
  await t?.close();
});

const sandbox = () => t.services.payments as SandboxPaymentProvider;
const db = () => t.services.database.db;

/** Places an order of `count` roller blinds for `email`; pays it in the sandbox unless `pay` is false. */
async function order({ count = 1, email = nlAddress.email, pay = true } = {}) {
  const v = new TestVisitor(t.app);
  const add = { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values, count };
  expect((await v.post("/api/cart/add", add)).statusCode).toBe(200);
  const details = { default: { type: "private" }, factuur: { ...nlAddress, email } };
  expect((await v.post("/api/checkout/gegevens", details)).statusCode).toBe(200);
  const data = (await v.get("/api/checkout/payment-data")).json();
  const ideal = data.paymentMethods.find((m: { type: string }) => m.type === "ideal");
  await v.post("/api/checkout/betalen", { brandCode: "ideal", issuerId: ideal.issuers[0].id });
  const placed = await placeOrder(v, data.csrf_token);
  expect(placed.statusCode).toBe(200);
  const { order: o, paymentLink } = placed.json();
  if (pay) expect((await payInSandbox(t.services, paymentLink, "Authorised")).kind).toBe("done");
  return { number: o.number as string, total: o.total as number };
}

const refundsOf = (number: string) => owner.get(`/api/beheer/orders/${number}/refunds`);

/**
 * Lets the sandbox deliver its due REFUND webhooks, then waits until no refund of the order is 'requested' and the
 * sandbox has recorded each delivery: the test app runs the sandbox's retries, whose kick after a new refund may
 * be the one that delivers, still writing its record when the refund is already confirmed.
 */
async function confirmed(number: string) {
  await sandbox().deliverDue();
  return vi.waitFor(
    async () => {
      const body = (await refundsOf(number)).json();
      if (body.refunds.some((r: { status: string }) => r.status === "requested"))
        throw new Error("requested");
      const references: string[] = body.refunds.map((r: { reference: string }) => r.reference);
      const records = references.length
        ? await db().select().from(sandboxRefunds).where(inArray(sandboxRefunds.reference, references))
        : [];
      if (records.some((r) => r.deliveryStatus === null)) throw new Error("delivery not recorded yet");
      return body;
    },
    { timeout: 5_000, interval: 50 },
  );
}

async function countRows() {
  const [r, a] = await Promise.all([db().select().from(refunds), db().select().from(auditLog)]);
  return { refunds: r.length, audit: a.length };
}

/** A REFUND webhook item signed with the sandbox's key, as its provider would send it. */
function refundItem(overrides: Partial<NotificationItem>): NotificationItem {
  const item: NotificationItem = {
    additionalData: {},
    amount: { currency: "EUR", value: 1000 },
    eventCode: "REFUND",
    eventDate: "2026-11-25T12:00:00+00:00",
    merchantAccountCode: SANDBOX_MERCHANT_ACCOUNT,
    merchantReference: "RW-onbekend-T1",
    pspReference: "REFUNDXXXXXXXXXX",
    success: "true",
    ...overrides,
  };
  item.additionalData = { hmacSignature: signNotificationItem(item, SANDBOX_KEY) };
  return item;
}

const webhook = (body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/payments/notifications", payload: body as object });
const bodyOf = (item: NotificationItem) => ({
  live: "false",
  notificationItems: [{ NotificationRequestItem: item }],
});

describe("a whole refund through the sandbox", () => {
  it("is requested, confirmed by the REFUND webhook, and shown on the order with the audit entry", async () => {
    const { number, total } = await order();
    const before = (await refundsOf(number)).json();
    expect(before).toMatchObject({ paid: true, paidCents: total, refundableCents: total, refunds: [] });

    const res = await owner.post(`/api/beheer/orders/${number}/refunds`, {
      amountCents: total,
      reason: "Klant heeft alles teruggestuurd",
    });
    expect(res.statusCode).toBe(200);
    const requested = res.json();
    // The sandbox's REFUND webhook may land before the answer is read (a loaded machine): requested or refunded.
    expect(requested.refundableCents).toBe(0);
    expect(requested.requestedCents + requested.refundedCents).toBe(total);
    expect(requested.refunds).toHaveLength(1);
    expect(requested.refunds[0]).toMatchObject({
      kind: "refund",
      amountCents: total,
      reason: "Klant heeft alles teruggestuurd",
      staffEmail: owner.member.email,
    });
    expect(requested.refunds[0].pspReference).toMatch(/^[A-Z0-9]{16}$/);

    // The sandbox keeps the refund on its side, with the signed REFUND webhook it sends.
    const [atSandbox] = await db()
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.reference, requested.refunds[0].reference));
    expect(atSandbox).toMatchObject({ amountCents: total, pspReference: requested.refunds[0].pspReference });

    const done = await confirmed(number);
    expect(done).toMatchObject({ refundedCents: total, requestedCents: 0, refundableCents: 0, paid: true });
    expect(done.refunds[0].status).toBe("refunded");
    expect(done.refunds[0].confirmedAt).toBeTruthy();

    const audit = await db().select().from(auditLog).where(eq(auditLog.subject, number));
    expect(audit.map((a) => a.action)).toEqual(["order.refund"]);
    expect(audit[0]?.after).toMatchObject({ amountCents: total, status: "requested" });

    // Nothing is left to refund.
    const more = await owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents: 1, reason: "x" });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors.amount).toBe("Deze bestelling is al helemaal terugbetaald.");
  });
});

describe("partial refunds", () => {
  it("refunds a part, then the rest; more than is left is refused and changes nothing", async () => {
    const { number, total } = await order();
    const part = 1000;
    const first = await owner.post(`/api/beheer/orders/${number}/refunds`, {
      amountCents: part,
      reason: "Eén rolgordijn te kort",
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().refundableCents).toBe(total - part);

    const counted = await countRows();
    const over = await owner.post(`/api/beheer/orders/${number}/refunds`, {
      amountCents: total - part + 1,
      reason: "Te veel",
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount).toBe(refundTooMuch(total - part));
    expect(over.json().errors.amount).toMatch(/^Je kunt nog hoogstens € \d+,\d\d terugbetalen\.$/);
    const zero = await owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents: 0, reason: "x" });
    expect(zero.json().errors.amount).toBe(REFUND_AMOUNT_NOT_POSITIVE);
    const negative = await owner.post(`/api/beheer/orders/${number}/refunds`, {
      amountCents: -5,
      reason: "x",
    });
    expect(negative.statusCode).toBe(400);
    const noReason = await owner.post(`/api/beheer/orders/${number}/refunds`, {
      amountCents: 100,
      reason: "  ",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(REFUND_REASON_MISSING);
    const noAmount = await owner.post(`/api/beheer/orders/${number}/refunds`, { reason: "x" });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().errors.amount).toMatch(/bedrag/);
    expect(await countRows()).toEqual(counted);

    const rest = await owner.post(`/api/beheer/orders/${number}/refunds`, {
      amountCents: total - part,
      reason: "De rest ook terug",
    });
    expect(rest.statusCode).toBe(200);
    const done = await confirmed(number);
    expect(done.refunds.map((r: { amountCents: number }) => r.amountCents)).toEqual([part, total - part]);
    expect(done).toMatchObject({ refundedCents: total, refundableCents: 0 });
  });

  it("refunds the whole amount once when asked twice at the same moment", async () => {
    const { number, total } = await order();
    const both = await Promise.all([
      owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents: total, reason: "Dubbel geklikt" }),
      owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents: total, reason: "Dubbel geklikt" }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await refundsOf(number)).json().refunds).toHaveLength(1);
  });

  it("refuses an unpaid order and an unknown one, changing nothing", async () => {
    const { number } = await order({ pay: false });
    const counted = await countRows();
    const res = await owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents: 100, reason: "x" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.order).toBe(REFUND_NOT_PAID);
    expect((await refundsOf(number)).json()).toMatchObject({ paid: false, refundableCents: 0 });
    const unknown = await owner.post("/api/beheer/orders/RW-1999-000000/refunds", {
      amountCents: 1,
      reason: "x",
    });
    expect(unknown.statusCode).toBe(404);
    expect((await refundsOf("RW-1999-000000")).statusCode).toBe(404);
    expect(await countRows()).toEqual(counted);
  });

  it("lets a medewerker refund (orders are every member's area)", async () => {
    const { number } = await order();
    const medewerker = await staffClient(t, "medewerker");
    const res = await medewerker.post(`/api/beheer/orders/${number}/refunds`, {
      amountCents: 500,
      reason: "Kras",
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("when the provider does not take the refund", () => {
  it("marks it failed with a Dutch reason and answers 422; without a provider nothing is stored (503)", async () => {
    const { number, total } = await order();
    // The sandbox no longer holds the payment as authorised: it refuses the refund, as Adyen would.
    const [attempt] = await db()
      .select()
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.number, number));
    await db()
      .update(sandboxPayments)
      .set({ status: "refused" })
      .where(eq(sandboxPayments.pspReference, attempt?.payments.pspReference ?? ""));
    const res = await owner.post(`/api/beheer/orders/${number}/refunds`, {
      amountCents: 100,
      reason: "Retour",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.refund).toBe(PROVIDER_REFUSED);
    const after = (await refundsOf(number)).json();
    expect(after.refunds[0]).toMatchObject({ status: "failed", failureReason: PROVIDER_REFUSED });
    expect(after.refundableCents).toBe(total);

    const counted = await countRows();
    const without = new RefundsService(db(), new UnavailablePaymentProvider());
    await expect(
      without.request(number, { kind: "refund", amountCents: 100, reason: "Retour" }, owner.member),
    ).rejects.toMatchObject({ statusCode: 503, errors: { refund: REFUND_UNAVAILABLE } });
    expect(await countRows()).toEqual(counted);
  });
});

describe("the sandbox provider's own refund records", () => {
  it("answers the same refund for the same reference and refuses more than the payment in all", async () => {
    const { number, total } = await order();
    const [row] = await db()
      .select({ psp: payments.pspReference })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.number, number));
    const psp = row?.psp ?? "";
    const ask = (reference: string, amountCents: number) =>
      sandbox().refund({ pspReference: psp, amountCents, currency: "EUR", reference, orderNumber: number });
    const first = await ask(`${number}-TSANDBOX1`, total - 100);
    expect(await ask(`${number}-TSANDBOX1`, total - 100)).toEqual(first);
    await expect(ask(`${number}-TSANDBOX1`, 5)).rejects.toThrow(/reused/);
    await expect(ask(`${number}-TSANDBOX2`, 101)).rejects.toThrow(/exceed/);
    await expect(ask(`${number}-TSANDBOX3`, 0)).rejects.toThrow(/positive/);
    await expect(
      sandbox().refund({
        pspReference: psp,
        amountCents: 1,
        currency: "USD",
        reference: "x",
        orderNumber: number,
      }),
    ).rejects.toThrow(/USD/);
    expect(await sandbox().refundsOf(psp)).toHaveLength(1);
  });
});

describe("the REFUND webhook", () => {
  it("ignores a repeated notification, refuses a forged one (401) and acknowledges an unknown refund", async () => {
    const { number } = await order();
    const asked = (
      await owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents: 700, reason: "Beschadigd" })
    ).json();
    const reference = asked.refunds[0].reference;
    await confirmed(number);
    const [sent] = await db().select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, reference));
    expect(sent?.deliveryStatus).toBe("delivered");

    // Had the first delivery not counted, the same notification again would confirm it: it does not.
    await db().update(refunds).set({ status: "requested" }).where(eq(refunds.reference, reference));
    const again = await webhook(sent?.notification);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe("[accepted]");
    expect((await refundsOf(number)).json().refunds[0].status).toBe("requested");

    // A changed amount breaks the signature: 401, nothing changes.
    const forged = structuredClone(sent?.notification) as ReturnType<typeof bodyOf>;
    const item = forged.notificationItems[0]?.NotificationRequestItem;
    if (item) item.success = "false";
    const refused = await webhook(forged);
    expect(refused.statusCode).toBe(401);
    expect((await refundsOf(number)).json().refunds[0].status).toBe("requested");

    const unknown = await webhook(bodyOf(refundItem({})));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe("[accepted]");
  });

  it("marks a refund failed with the provider's reason; its amount is refundable again", async () => {
    const { number, total } = await order();
    const asked = (
      await owner.post(`/api/beheer/orders/${number}/refunds`, { amountCents: 900, reason: "Retour" })
    ).json();
    const refund = asked.refunds[0];
    // The provider's refusal arrives before its confirmation would have.
    await db()
      .update(sandboxRefunds)
      .set({ nextDeliveryAt: null })
      .where(eq(sandboxRefunds.reference, refund.reference));
    const failed = await webhook(
      bodyOf(
        refundItem({
          merchantReference: refund.reference,
          pspReference: refund.pspReference,
          amount: { currency: "EUR", value: 900 },
          success: "false",
          reason: "Insufficient balance on payment",
        }),
      ),
    );
    expect(failed.statusCode).toBe(200);
    const after = (await refundsOf(number)).json();
    expect(after.refunds[0]).toMatchObject({
      status: "failed",
      failureReason: "Insufficient balance on payment",
    });
    expect(after.refundableCents).toBe(total);
  });
});

describe("the advice-fee credit", () => {
  async function advice(email: string, address: Record<string, string>) {
    const v = new TestVisitor(t.app);
    const res = await v.post("/api/advice/submit-form", {
      request: "advies-en-inmeten",
      product_interest: ["raamdecoratie"],
      product_amount: 4,
      firstname: "Sanne",
      lastname: "de Vries",
      telephone: "0612345678",
      email,
      housenumber_affix: "",
      ...address,
    });
    expect(res.statusCode).toBe(200);
    return res.json().order.number as string;
  }
  const paidArea = { zipcode: "3511 AB", housenumber: "12", street: "Oudegracht", city: "Utrecht" };
  const freeArea = { zipcode: "2991 XJ", housenumber: "8", street: "Dierensteinweg", city: "Barendrecht" };
  const bigCount = () => Math.min(99, Math.ceil(250_000 / unitTotal));

  it("is due on an order above € 1.500 after a paid appointment, credited once in one click", async () => {
    const email = "Groot.Advies@example.nl";
    const adviceNumber = await advice(email.toLowerCase(), paidArea);
    const { number, total } = await order({ count: bigCount(), email });
    expect(total).toBeGreaterThan(150_000);
    const overview = (await refundsOf(number)).json();
    expect(overview.adviceCredit).toEqual({ due: true, amountCents: 4900, adviceNumber, credited: false });

    const credit = await owner.post(`/api/beheer/orders/${number}/refunds`, { kind: "advice_credit" });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().refunds[0]).toMatchObject({
      kind: "advice_credit",
      amountCents: 4900,
      adviceNumber,
      reason: `Adviesbedrag verrekend (adviesafspraak ${adviceNumber})`,
    });
    expect(credit.json().adviceCredit).toMatchObject({ due: false, credited: true });
    expect(credit.json().refundableCents).toBe(total - 4900);

    const counted = await countRows();
    const twice = await owner.post(`/api/beheer/orders/${number}/refunds`, { kind: "advice_credit" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.advice).toBe(ADVICE_CREDIT_DONE);
    expect(await countRows()).toEqual(counted);
    const done = await confirmed(number);
    expect(done.refunds[0].status).toBe("refunded");
    // Its credit note, issued with the confirmation: the fee, referring to the order's invoice.
    const [placed] = await db().select().from(orders).where(eq(orders.number, number));
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, placed?.id ?? 0), eq(invoices.kind, "credit_note")));
    expect(notes.map((n) => n.totalInclCents)).toEqual([4900]);
    expect(notes[0]?.document).toMatchObject({
      reason: `Adviesbedrag verrekend (adviesafspraak ${adviceNumber})`,
    });

    // One appointment, one credit: a second large order of the same customer does not get it again.
    const second = await order({ count: bigCount(), email });
    expect((await refundsOf(second.number)).json().adviceCredit).toMatchObject({
      due: false,
      credited: true,
    });
  });

  it("is not due for a small order, another customer, a free appointment, or an order placed before it", async () => {
    const email = "klein-advies@example.nl";
    const early = await order({ count: bigCount(), email });
    await advice(email, paidArea);
    const small = await order({ email });
    const other = await order({ count: bigCount(), email: "iemand-anders@example.nl" });
    for (const number of [early.number, small.number, other.number]) {
      expect((await refundsOf(number)).json().adviceCredit, number).toBeNull();
    }
    const freeEmail = "gratis-advies@example.nl";
    await advice(freeEmail, freeArea);
    const free = await order({ count: bigCount(), email: freeEmail });
    expect((await refundsOf(free.number)).json().adviceCredit).toBeNull();
    const res = await owner.post(`/api/beheer/orders/${free.number}/refunds`, { kind: "advice_credit" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.advice).toBe(ADVICE_CREDIT_NOT_DUE);
  });
});
