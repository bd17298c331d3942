// A customer's dearer change through the signed link (issue 24), through the real app on PGlite and PostgreSQL:
// held as pending, its difference paid in the sandbox as a second payment of the order, then applied with an
// invoice of the difference that refers to the order's invoice and the change's mail; a refused payment changes
// nothing and may be tried again; staff cannot release while the change waits; a payment after the release is
// refunded, not applied; a cancel after a paid change refunds both payments, each with its credit note; a
// webhook delivered twice applies the change once; a webhook lost is made good by the start-up reconcile.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { invoices } from "../invoices/invoices.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { refunds, sandboxPayments } from "../payments/payments.schema.ts";
import type { SandboxPaymentProvider } from "../payments/sandbox.ts";
import { orderEvents, orders, payments } from "./orders.schema.ts";

let t: TestApp;
let values: ConfValues;
let owner: StaffClient;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "100000" });
  values = await rollerBlindValues(t.app);
  owner = await staffClient(t, "eigenaar");
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.services.database.db;
const sandbox = () => t.services.payments as SandboxPaymentProvider;
let seq = 0;

/** A paid order of one roller blind (120 × 150 cm), its change link's token and the width field of its row. */
async function paidOrder() {
  seq += 1;
  const email = `duurder-${Date.now().toString(36)}${seq}@example.nl`;
  const { v, csrf } = await readyVisitor(t.app, values, {
    default: { type: "private" },
    factuur: { ...nlAddress, email },
  });
  const placed = (await placeOrder(v, csrf)).json();
  await payInSandbox(t.services, placed.paymentLink, "Authorised");
  const number: string = placed.order.number;
  const token = t.services.orderChanges.links.token(number, "wijzigen");
  const view = await t.services.orderChanges.view(number, token);
  const first = view.rows[0];
  const width = first?.editable?.find((o) => o.name === "Breedte");
  if (!first || !width) throw new Error("no width to change");
  return {
    number,
    email,
    token,
    key: first.key,
    field: `o${width.id}`,
    path: `/bestelling/${number}/wijzigen`,
  };
}

type Order = Awaited<ReturnType<typeof paidOrder>>;

function post(o: Order, form: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: `${o.path}?t=${o.token}`,
    headers: { host: "localhost", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
}

async function row(number: string) {
  const [found] = await db().select().from(orders).where(eq(orders.number, number));
  if (!found) throw new Error(`no order ${number}`);
  return found;
}

async function documentsOf(orderId: number) {
  return db().select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

/** Widens the row to 240 cm through the page: held, and the answer sends the customer to pay (the sandbox). */
async function widen(o: Order): Promise<string> {
  const res = await post(o, { intent: "wijzig", key: o.key, [o.field]: "240" });
  expect(res.statusCode).toBe(302);
  const link = res.headers.location as string;
  expect(link).toMatch(/\/betaalomgeving\//);
  return link;
}

/** Pays a sandbox link and follows the provider's return into the shop: answers where the shop sends the visitor. */
async function pay(link: string, outcome: "Authorised" | "Refused") {
  const done = await payInSandbox(t.services, link, outcome);
  if (done.kind !== "done") throw new Error(`sandbox answered ${done.kind}`);
  const back = new URL(done.redirect);
  const res = await t.app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    headers: { host: "localhost" },
  });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

describe("a dearer change through the link", () => {
  it("is held with its difference, then applied when paid, with an invoice of the difference and the mail", async () => {
    const o = await paidOrder();
    const before = await row(o.number);
    const quote = await post(o, { intent: "bekijk", key: o.key, [o.field]: "240" });
    expect(quote.statusCode).toBe(200);
    expect(quote.body).toContain("Betaal het verschil");
    const link = await widen(o);

    const held = await row(o.number);
    expect(held.cart).toEqual(before.cart);
    expect(held.totalCents).toBe(before.totalCents);
    const difference = held.pendingChange?.differenceCents ?? 0;
    expect(difference).toBeGreaterThan(0);
    const page = await t.app.inject({
      method: "GET",
      url: `${o.path}?t=${o.token}`,
      headers: { host: "localhost" },
    });
    expect(page.body).toContain("Je wijziging wacht op betaling");
    const attempts = await db().select().from(payments).where(eq(payments.orderId, held.id));
    expect(attempts.at(-1)).toMatchObject({ purpose: "change", amountCents: difference, status: "pending" });

    const target = await pay(link, "Authorised");
    expect(target).toBe(`${o.path}?t=${o.token}&betaling=betaald`);
    const after = await row(o.number);
    expect(after.pendingChange).toBeNull();
    expect(after.totalCents).toBe(before.totalCents + difference);
    expect(Object.values(after.cart.items)[0]?.options.find((x) => x.name === "Breedte")?.value).toBe(
      "240 cm",
    );

    const [own, extra, ...more] = await documentsOf(after.id);
    expect(more).toHaveLength(0);
    expect(own?.paymentId).toBeNull();
    expect(extra).toMatchObject({
      kind: "invoice",
      totalInclCents: difference,
      paymentId: attempts.at(-1)?.id,
    });
    if (extra?.document.kind !== "invoice" || !own) throw new Error("no invoice of the difference");
    expect(extra.document.refersTo?.number).toBe(own.number);
    expect(extra.document.lines).toHaveLength(1);
    expect(extra.document.lines[0]?.description).toMatch(/^Wijziging regel 1: /);
    expect(extra.document.lines[0]?.options).toContainEqual({ name: "Breedte", value: "120 cm → 240 cm" });
    expect(extra.document.totals.vat).toBe(Math.round((difference * 21) / 121));
    expect(extra.document.notes[0]).toContain(`Aanvullende factuur bij factuur ${own.number}`);
    // The invoice series' next number, after the order's own (the same gap-free series, not a credit note's).
    expect(extra.number).toMatch(/^\d{4}-\d{6}$/);
    expect(extra.number > own.number).toBe(true);

    await t.services.mail.deliverDue();
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, o.email));
    const confirmed = mails.find((m) => m.subject === `Je wijziging is verwerkt (${o.number})`);
    expect(confirmed?.text).toContain("Je hebt het verschil van");
    expect(confirmed?.attachmentsFrom).toEqual({ source: "invoice", key: extra.number });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, after.id));
    expect(events.filter((e) => e.detail?.includes("na betaling van"))).toHaveLength(1);
  });

  it("changes nothing when the payment is refused, and can be paid again", async () => {
    const o = await paidOrder();
    const before = await row(o.number);
    const link = await widen(o);
    const target = await pay(link, "Refused");
    expect(target).toBe(`${o.path}?t=${o.token}&betaling=mislukt`);
    const refused = await row(o.number);
    expect(refused.cart).toEqual(before.cart);
    expect(refused.pendingChange?.references).toHaveLength(1);
    const page = await t.app.inject({ method: "GET", url: target, headers: { host: "localhost" } });
    expect(page.body).toContain("Je betaling is niet gelukt");

    const again = await post(o, { intent: "betaal" });
    expect(again.statusCode).toBe(302);
    expect(await pay(again.headers.location as string, "Authorised")).toContain("betaling=betaald");
    const after = await row(o.number);
    expect(after.totalCents).toBe(before.totalCents + (refused.pendingChange?.differenceCents ?? 0));
    expect((await documentsOf(after.id)).filter((d) => d.kind === "invoice")).toHaveLength(2);
  });

  it("holds the release while the change waits for its payment (a Dutch 409)", async () => {
    const o = await paidOrder();
    await widen(o);
    const held = await row(o.number);
    const res = await owner.post(`/api/beheer/orders/${o.number}/status`, { to: "vrijgegeven" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.status).toContain("Wacht op betaling van een wijziging: €");
    expect((await row(o.number)).fulfilmentStatus).toBe(held.fulfilmentStatus);
  });

  it("refunds a payment that comes after the release, and applies nothing", async () => {
    const o = await paidOrder();
    const before = await row(o.number);
    const link = await widen(o);
    // The cut-off passed while the customer was paying: staff may release, which drops the held change.
    await db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 14 * 86_400_000) })
      .where(eq(orders.id, before.id));
    const released = await owner.post(`/api/beheer/orders/${o.number}/status`, { to: "vrijgegeven" });
    expect(released.statusCode).toBe(200);
    expect((await row(o.number)).pendingChange).toBeNull();

    expect(await pay(link, "Authorised")).toContain("betaling=te-laat");
    const after = await row(o.number);
    expect(after.cart).toEqual(before.cart);
    expect(after.totalCents).toBe(before.totalCents);
    const [late] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, after.id), eq(payments.purpose, "change")));
    const asked = await db().select().from(refunds).where(eq(refunds.orderId, after.id));
    expect(asked).toMatchObject([{ paymentId: late?.id, amountCents: late?.amountCents }]);
    expect((await documentsOf(after.id)).filter((d) => d.kind === "invoice")).toHaveLength(1);
    await t.services.mail.deliverDue();
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, o.email));
    expect(mails.map((m) => m.subject)).toContain(`Je wijziging is niet verwerkt (${o.number})`);
  });

  it("refunds both payments when the order is cancelled after a paid change, each with its credit note", async () => {
    const o = await paidOrder();
    const link = await widen(o);
    await pay(link, "Authorised");
    const paid = await row(o.number);
    const cancelled = await post(o, { intent: "annuleer" });
    expect(cancelled.statusCode).toBe(302);
    const asked = await db()
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, paid.id))
      .orderBy(asc(refunds.id));
    const attempts = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, paid.id), eq(payments.status, "authorised")));
    expect(asked).toHaveLength(2);
    expect(asked.reduce((sum, r) => sum + r.amountCents, 0)).toBe(paid.totalCents);
    for (const refund of asked)
      expect(refund.amountCents).toBe(attempts.find((a) => a.id === refund.paymentId)?.amountCents);

    await sandbox().deliverDue();
    const notes = await vi.waitFor(
      async () => {
        const found = (await documentsOf(paid.id)).filter((d) => d.kind === "credit_note");
        if (found.length < 2) throw new Error("credit notes not yet issued");
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    const issued = (await documentsOf(paid.id)).filter((d) => d.kind === "invoice");
    for (const invoice of issued) {
      const note = notes.find(
        (n) => n.document.kind === "credit_note" && n.document.invoiceNumber === invoice.number,
      );
      expect(note?.totalInclCents).toBe(invoice.totalInclCents);
    }
  });

  it("applies the change once when the webhook is delivered twice", async () => {
    const o = await paidOrder();
    const before = await row(o.number);
    const link = await widen(o);
    await pay(link, "Authorised");
    const psp = link.split("/").pop() ?? "";
    const [stored] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.pspReference, psp));
    const again = await t.app.inject({
      method: "POST",
      url: "/api/payments/notifications",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(stored?.notification),
    });
    expect(again.statusCode).toBe(200);
    const after = await row(o.number);
    const difference = after.totalCents - before.totalCents;
    expect(difference).toBeGreaterThan(0);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, after.id));
    expect(events.filter((e) => e.detail?.includes("na betaling van"))).toHaveLength(1);
    expect((await documentsOf(after.id)).filter((d) => d.kind === "invoice")).toHaveLength(2);
  });

  it("applies a change paid while the shop did not hear of it, when the start-up reconcile asks the provider", async () => {
    const o = await paidOrder();
    const before = await row(o.number);
    const link = await widen(o);
    const psp = link.split("/").pop() ?? "";
    // The provider decided, its webhook never arrived (the shop was down).
    await db()
      .update(sandboxPayments)
      .set({ status: "authorised", completedAt: new Date() })
      .where(eq(sandboxPayments.pspReference, psp));
    expect(await t.services.orders.reconcile()).toBeGreaterThanOrEqual(1);
    const after = await row(o.number);
    expect(after.pendingChange).toBeNull();
    expect(after.totalCents).toBeGreaterThan(before.totalCents);
    expect((await documentsOf(after.id)).filter((d) => d.kind === "invoice")).toHaveLength(2);
  });
});
