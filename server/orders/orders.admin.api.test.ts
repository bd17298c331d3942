// The back office's orders through the real app, on PGlite and PostgreSQL: the list's filters, search, pages and
// totals; the CSV for Excel NL; one order whole (options only the shop sees, payment notifications, history,
// mails); every fulfilment move with the customer's mail, refused moves changing nothing; cancelling unpaid
// orders (the voucher's use given back) and paid ones not yet sent (refunded, with the credit note); a
// medewerker may do all of it.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  ALREADY_CANCELLED_MESSAGE,
  CANCEL_CUT_MESSAGE,
  CANCEL_REFUND_REASON,
  CANCEL_SENT_MESSAGE,
  NOT_PAID_MESSAGE,
} from "../../domain/orders/fulfilment.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { auditLog } from "../backoffice/backoffice.schema.ts";
import { invoices } from "../invoices/invoices.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { refunds } from "../payments/payments.schema.ts";
import type { SandboxPaymentProvider } from "../payments/sandbox.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";
import { orderEvents, orders } from "./orders.schema.ts";

let t: TestApp;
let values: ConfValues;
let owner: StaffClient;
let colleague: StaffClient;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "100000" });
  values = await rollerBlindValues(t.app);
  owner = await staffClient(t, "eigenaar");
  colleague = await staffClient(t, "medewerker");
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** A customer no other test uses: their own surname and address, so a search finds only their orders. */
function customer() {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  const lastname = `Achternaam${tag}`;
  const email = `klant-${tag}@example.nl`;
  return {
    lastname,
    email,
    body: { default: { type: "private" }, factuur: { ...nlAddress, lastname, email } },
  };
}

/** An order placed through the checkout; paid through the sandbox unless told otherwise. */
async function order(
  options: { paid?: boolean; customer?: ReturnType<typeof customer>; coupon?: string } = {},
): Promise<string> {
  const who = options.customer ?? customer();
  const { v, csrf } = await readyVisitor(t.app, values, who.body);
  if (options.coupon)
    expect((await v.post("/api/cart/coupon", { code: options.coupon })).statusCode).toBe(200);
  const placed = (await placeOrder(v, csrf)).json();
  if (options.paid !== false) await payInSandbox(t.services, placed.paymentLink, "Authorised");
  return placed.order.number;
}

const db = () => t.services.database.db;
async function row(number: string) {
  const [found] = await db().select().from(orders).where(eq(orders.number, number));
  if (!found) throw new Error(`no order ${number}`);
  return found;
}
/** The order, its events, mails and audit entries, oldest first (PostgreSQL keeps no order without one: the mail
 * worker's updates move rows). */
async function trail(number: string) {
  const o = await row(number);
  const events = await db()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, o.id))
    .orderBy(asc(orderEvents.id));
  const mails = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.orderNumber, number))
    .orderBy(asc(mailOutbox.id));
  const audit = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, number))
    .orderBy(asc(auditLog.id));
  return { order: o, events, mails, audit };
}
const list = (query: string) => owner.get(`/api/beheer/orders?${query}`);
const move = (who: StaffClient, number: string, body: unknown) =>
  who.post(`/api/beheer/orders/${number}/status`, body);
const numbers = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as { number: string }[]).map((r) => r.number);
};

describe("the order list", () => {
  it("searches by number, name, e-mail and postcode, and filters by state, store, method and days", async () => {
    const who = customer();
    const paid = await order({ customer: who });
    const unpaid = await order({ customer: who, paid: false });
    expect(await numbers(`zoek=${paid}`)).toEqual([paid]);
    expect(await numbers(`zoek=${who.lastname.toLowerCase()}`)).toEqual([unpaid, paid]);
    expect(await numbers(`zoek=${encodeURIComponent(`Sanne ${who.lastname}`)}`)).toEqual([unpaid, paid]);
    expect(await numbers(`zoek=${who.email.toUpperCase()}`)).toEqual([unpaid, paid]);
    const byPostcode = await numbers("zoek=2991xj");
    expect(byPostcode).toContain(paid);
    expect(await numbers(`zoek=2992xj&status=te_controleren`)).not.toContain(paid);

    const mine = `zoek=${who.lastname}`;
    // A paid order without a fulfilment move waits for the check before cutting.
    expect(await numbers(`${mine}&status=te_controleren`)).toEqual([paid]);
    expect(await numbers(`${mine}&status=pending_payment`)).toEqual([unpaid]);
    expect(await numbers(`${mine}&betaalwijze=ideal`)).toEqual([unpaid, paid]);
    expect(await numbers(`${mine}&betaalwijze=paypal`)).toEqual([]);
    expect(await numbers(`${mine}&winkel=BE`)).toEqual([]);
    // A Belgian order is placed the same way on the .be host; only the store column matters to this filter.
    await db().update(orders).set({ store: "BE" }).where(eq(orders.number, unpaid));
    expect(await numbers(`${mine}&winkel=BE`)).toEqual([unpaid]);
    expect(await numbers(`${mine}&winkel=NL`)).toEqual([paid]);

    // 23:30 UTC on 15 January is already the 16th in the shop's time zone.
    await db()
      .update(orders)
      .set({ createdAt: new Date("2025-01-15T23:30:00Z") })
      .where(eq(orders.number, paid));
    expect(await numbers(`${mine}&van=2025-01-16&tot=2025-01-16`)).toEqual([paid]);
    expect(await numbers(`${mine}&van=2025-01-15&tot=2025-01-15`)).toEqual([]);
    expect(await numbers(`${mine}&tot=2025-01-31`)).toEqual([paid]);
    expect(await numbers(`${mine}&van=2025-02-01`)).toEqual([unpaid]);
  });

  it("pages 25 at a time, newest first, with the page's and the whole list's totals", async () => {
    const who = customer();
    const first = await order({ customer: who });
    const template = await row(first);
    const { id: _id, ...copy } = template;
    const start = Date.parse("2026-01-01T10:00:00Z");
    await db()
      .insert(orders)
      .values(
        Array.from({ length: 29 }, (_, i) => ({
          ...copy,
          number: `${first}-K${String(i).padStart(2, "0")}`,
          createdAt: new Date(start + i * 60_000),
        })),
      );
    const page1 = (await list(`zoek=${who.lastname}`)).json();
    expect(page1.rows).toHaveLength(25);
    expect(page1.rows[0].number).toBe(first);
    expect(page1.rows[1].number).toBe(`${first}-K28`);
    expect(page1).toMatchObject({
      page: 1,
      pages: 2,
      pageTotals: { count: 25, totalCents: 25 * template.totalCents },
      allTotals: { count: 30, totalCents: 30 * template.totalCents },
    });
    const page2 = (await list(`zoek=${who.lastname}&pagina=2`)).json();
    expect(page2.rows.map((r: { number: string }) => r.number)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `${first}-K0${i}`),
    );
    expect(page2.pageTotals).toEqual({ count: 5, totalCents: 5 * template.totalCents });
    // A page past the end shows the last one.
    expect((await list(`zoek=${who.lastname}&pagina=9`)).json().page).toBe(2);
  });

  it("answers bad filters with Dutch messages", async () => {
    const res = await list("status=bezorgd&van=2026-13-01");
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().errors)).toEqual(
      expect.arrayContaining(["Kies een geldige status.", "Vul een geldige begindatum in."]),
    );
    const range = await list("van=2026-11-20&tot=2026-11-01");
    expect(range.json().errors.tot).toBe("De einddatum ligt voor de begindatum.");
  });

  it("renders the page with the filters of its URL, leaving out a bad one with its message", async () => {
    const who = customer();
    const number = await order({ customer: who });
    const page = await owner.get(`/beheer/bestellingen?zoek=${who.lastname}&status=bezorgd&winkel=NL`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Kies een geldige status.");
    expect(page.body).toContain(`/beheer/bestellingen/${number}`);
    expect(page.body).toContain(`/api/beheer/orders/export.csv?winkel=NL&amp;zoek=${who.lastname}`);
    const other = await owner.get(`/beheer/bestellingen?zoek=${who.lastname}&winkel=BE`);
    expect(other.body).not.toContain(`/beheer/bestellingen/${number}`);
    const detail = await colleague.get(`/beheer/bestellingen/${number}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain("Vrijgeven voor productie");
    expect((await owner.get("/beheer/bestellingen/RW-1999-000001")).statusCode).toBe(404);
  });

  it("exports the whole filtered list as a CSV Excel NL opens", async () => {
    const who = customer();
    const a = await order({ customer: who });
    const b = await order({ customer: who, paid: false });
    await order();
    const res = await owner.get(`/api/beheer/orders/export.csv?zoek=${who.lastname}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="bestellingen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Bestelnummer;Datum;Winkel;Status;Naam;Bedrijf;E-mail;Postcode;Plaats;Betaalwijze;Levering;Totaal incl. btw;Btw;Verzendkosten",
    );
    expect(lines).toHaveLength(3);
    const total = (await row(a)).totalCents;
    const euros = `${Math.floor(total / 100)},${String(total % 100).padStart(2, "0")}`;
    const cells = lines[2]?.split(";") ?? [];
    expect(cells[0]).toBe(a);
    expect(cells[1]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(cells.slice(2, 12)).toEqual([
      "NL",
      "Te controleren",
      `Sanne ${who.lastname}`,
      "",
      who.email,
      "2991 XJ",
      "Barendrecht",
      "iDEAL",
      "Verzenden",
      euros,
    ]);
    expect(lines[1]?.startsWith(`${b};`)).toBe(true);
    expect(lines[1]).toContain(";Wacht op betaling;");
  });
});

describe("one order", () => {
  it("shows every row with every option (also the shop's own), payments with their notifications, history and mails", async () => {
    const number = await order({ coupon: "WELKOM10" });
    // The catalogue's roller blind has no option tagged crm_only; the cart copies the tag into the row as this.
    const stored = await row(number);
    const cart = structuredClone(stored.cart);
    const item = Object.values(cart.items).find((i) => i.type === "product");
    item?.options.unshift({ name: "Productiecode", value: "RG-42-X", crm_only: true });
    await db().update(orders).set({ cart }).where(eq(orders.number, number));
    const res = await owner.get(`/api/beheer/orders/${number}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    const product = detail.items.find((i: { type: string }) => i.type === "product");
    expect(product.options[0]).toEqual({ name: "Productiecode", value: "RG-42-X", crmOnly: true });
    expect(product.options.length).toBeGreaterThan(3);
    expect(product.options.slice(1).every((o: { crmOnly: boolean }) => !o.crmOnly)).toBe(true);
    expect(detail).toMatchObject({
      number,
      state: "te_controleren",
      voucher: { code: "WELKOM10" },
      totals: { totalCents: stored.totalCents, taxCents: stored.taxCents },
      delivery: { label: "Verzenden", serviceType: "self" },
      invoiceAddress: { lines: expect.arrayContaining(["Dierensteinweg 8", "2991 XJ Barendrecht"]) },
      moves: ["vrijgegeven", "wacht_op_klant"],
      canCancel: true,
    });
    expect(detail.totals.discountCents).toBeGreaterThan(0);
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({ provider: "sandbox", status: "authorised", method: "iDEAL" });
    expect(detail.payments[0].pspReference).toMatch(/^\w{16}$/);
    expect(detail.payments[0].notifications).toEqual([expect.objectContaining({ outcome: "authorised" })]);
    expect(detail.events.map((e: { to: string }) => e.to)).toEqual(["pending_payment", "paid"]);
    expect(detail.mails).toEqual([
      expect.objectContaining({
        kind: "order-confirmation",
        subject: `Bedankt voor je bestelling ${number}`,
      }),
    ]);
    expect(detail.mails[0].id).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown number and 400 for one that cannot be a number", async () => {
    const missing = await owner.get("/api/beheer/orders/RW-1999-000001");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.order).toBe("Deze bestelling bestaat niet.");
    expect((await owner.get("/api/beheer/orders/RW%20'%3B")).statusCode).toBe(400);
  });
});

describe("fulfilment moves", () => {
  it("is released, cut, sent with a tracking link, done: each stored and audited, mailed where the machine says", async () => {
    const who = customer();
    const number = await order({ customer: who });
    const url = "https://jouw.postnl.nl/track-and-trace/3SRAAM42";
    // The first cut (in_productie) is the workshop's own step: no mail for it.
    const steps = [
      { body: { to: "vrijgegeven" }, subject: "Je bestelling is in productie" },
      { body: { to: "in_productie" }, subject: null },
      { body: { to: "verzonden", trackTraceUrl: url }, subject: "Je bestelling is verzonden" },
      { body: { to: "afgerond" }, subject: "Je bestelling is afgerond" },
    ];
    let from = "paid";
    let mailed = 0;
    for (const [i, step] of steps.entries()) {
      const res = await move(i === 2 ? colleague : owner, number, step.body);
      expect(res.statusCode, res.body).toBe(200);
      const { order: o, events, mails, audit } = await trail(number);
      expect(o.fulfilmentStatus).toBe(step.body.to);
      expect(o.status).toBe("paid");
      expect(events.at(-1)).toMatchObject({ fromStatus: from, toStatus: step.body.to, source: "beheer" });
      const sent = mails.filter((m) => m.kind === "order-fulfilment");
      if (step.subject) mailed++;
      expect(sent).toHaveLength(mailed);
      if (step.subject)
        expect(sent.at(-1)).toMatchObject({ toAddress: who.email, subject: `${step.subject} (${number})` });
      expect(audit).toHaveLength(i + 1);
      from = step.body.to;
    }
    const { order: o, mails, audit } = await trail(number);
    expect(o.trackTraceUrl).toBe(url);
    const shipped = mails.find((m) => m.subject.startsWith("Je bestelling is verzonden"));
    expect(shipped?.html).toContain(url);
    expect(shipped?.text).toContain(url);
    expect(audit.map((a) => a.actor)).toContain(colleague.member.email);
    expect(audit.find((a) => a.actor === colleague.member.email)).toMatchObject({
      action: "order.status",
      before: { status: "In productie" },
      after: { status: "Verzonden", "track-and-trace": url },
    });
    const detail = (await owner.get(`/api/beheer/orders/${number}`)).json();
    expect(detail).toMatchObject({ state: "afgerond", moves: [], trackTraceUrl: url });
    expect(detail.mails).toHaveLength(4);
    expect(detail.audit).toHaveLength(4);
  });

  it("plans the mounting on a date from today on, and mails that date", async () => {
    const number = await order();
    for (const to of ["vrijgegeven", "in_productie"])
      expect((await move(owner, number, { to })).statusCode).toBe(200);
    // A sent order is not fitted: its packed state is 'verzonden'.
    expect((await move(owner, number, { to: "klaar_voor_montage" })).statusCode).toBe(409);
    const placed = await row(number);
    await db()
      .update(orders)
      .set({ cart: { ...placed.cart, service_type: "mount" } })
      .where(eq(orders.number, number));
    expect((await move(owner, number, { to: "klaar_voor_montage" })).statusCode).toBe(200);
    const before = await trail(number);
    const past = await move(owner, number, { to: "ingepland_voor_montage", mountDate: "2020-01-01" });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.mountDate).toBe("Kies een montagedatum vanaf vandaag.");
    const none = await move(owner, number, { to: "ingepland_voor_montage" });
    expect(none.json().errors.mountDate).toBe("Kies de datum van de montage.");
    const after = await trail(number);
    expect([after.events.length, after.mails.length, after.audit.length]).toEqual([
      before.events.length,
      before.mails.length,
      before.audit.length,
    ]);
    const res = await move(owner, number, { to: "ingepland_voor_montage", mountDate: "2099-12-01" });
    expect(res.statusCode, res.body).toBe(200);
    const planned = await trail(number);
    expect(planned.order).toMatchObject({
      fulfilmentStatus: "ingepland_voor_montage",
      mountDate: "2099-12-01",
    });
    expect(planned.mails.at(-1)?.text).toContain("dinsdag 1 december 2099");
    expect((await move(owner, number, { to: "afgerond" })).statusCode).toBe(200);
  });

  it("refuses a move off the machine, a bad link and any move of an unpaid order, changing nothing", async () => {
    const number = await order();
    const unpaid = await order({ paid: false });
    const snapshot = async (n: string) => {
      const { order: o, events, mails, audit } = await trail(n);
      return {
        state: [o.status, o.fulfilmentStatus, o.trackTraceUrl],
        n: [events.length, mails.length, audit.length],
      };
    };
    const before = await snapshot(number);
    const skip = await move(owner, number, { to: "afgerond" });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().errors.status).toBe(
      "Een bestelling met status ‘Te controleren’ kan niet naar ‘Afgerond’.",
    );
    const badLink = await move(owner, number, { to: "verzonden", trackTraceUrl: "javascript:alert(1)" });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().errors.trackTraceUrl).toMatch(/^Vul een geldige track-and-trace-link in/);
    expect((await move(owner, number, { to: "bezorgd" })).statusCode).toBe(400);
    expect(await snapshot(number)).toEqual(before);

    const unpaidBefore = await snapshot(unpaid);
    const early = await move(owner, unpaid, { to: "in_productie" });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors.status).toBe(NOT_PAID_MESSAGE);
    expect(await snapshot(unpaid)).toEqual(unpaidBefore);
    expect((await move(owner, "RW-1999-000001", { to: "in_productie" })).statusCode).toBe(404);
  });
});

describe("cancelling", () => {
  const cancel = (who: StaffClient, number: string) => who.post(`/api/beheer/orders/${number}/cancel`);
  const uses = async () =>
    (await db().select().from(vouchers).where(eq(vouchers.code, "WELKOM10")))[0]?.usedCount ?? 0;

  it("cancels an unpaid order and gives its voucher use back, as expiry does", async () => {
    const start = await uses();
    const number = await order({ paid: false, coupon: "WELKOM10" });
    expect(await uses()).toBe(start + 1);
    const res = await cancel(colleague, number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ voucherReturned: true, refundedCents: 0 });
    expect(await uses()).toBe(start);
    const { order: o, events, audit } = await trail(number);
    expect(o).toMatchObject({ status: "cancelled", voucherHeld: false });
    expect(events.at(-1)).toMatchObject({
      fromStatus: "pending_payment",
      toStatus: "cancelled",
      source: "beheer",
    });
    expect(audit).toEqual([
      expect.objectContaining({ action: "order.cancel", actor: colleague.member.email }),
    ]);
    const again = await cancel(owner, number);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.status).toBe("Deze bestelling is al geannuleerd.");
    expect(await uses()).toBe(start);
  });

  it("cancels a refused order too", async () => {
    const { v, csrf } = await readyVisitor(t.app, values, customer().body);
    const placed = (await placeOrder(v, csrf)).json();
    await payInSandbox(t.services, placed.paymentLink, "Refused", "Onvoldoende saldo");
    expect((await row(placed.order.number)).status).toBe("refused");
    expect((await cancel(owner, placed.order.number)).statusCode).toBe(200);
    expect((await row(placed.order.number)).status).toBe("cancelled");
  });

  it("cancels a released paid order: refunds all of it, credit note on confirmation, customer mailed", async () => {
    const number = await order({ coupon: "WELKOM10" });
    const before = await uses();
    expect((await move(owner, number, { to: "vrijgegeven" })).statusCode).toBe(200);
    const paid = await row(number);
    const res = await cancel(colleague, number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ voucherReturned: false, refundedCents: paid.totalCents });
    const asked = await db().select().from(refunds).where(eq(refunds.orderId, paid.id));
    expect(asked).toMatchObject([
      { amountCents: paid.totalCents, reason: CANCEL_REFUND_REASON, kind: "refund" },
    ]);
    const { order: o, events, mails, audit } = await trail(number);
    expect(o).toMatchObject({ status: "paid", fulfilmentStatus: "geannuleerd" });
    expect(events.at(-1)).toMatchObject({
      fromStatus: "vrijgegeven",
      toStatus: "geannuleerd",
      source: "beheer",
    });
    // The sandbox may confirm the refund at once: its credit note's mail can follow the cancel mail already.
    expect(mails.map((m) => m.subject)).toContain(`Je bestelling is geannuleerd (${number})`);
    expect(audit.map((a) => a.action).slice(0, 3)).toEqual(["order.status", "order.refund", "order.cancel"]);
    expect(await uses()).toBe(before);

    await (t.services.payments as SandboxPaymentProvider).deliverDue();
    const note = await vi.waitFor(
      async () => {
        const [found] = await db()
          .select()
          .from(invoices)
          .where(and(eq(invoices.orderId, paid.id), eq(invoices.kind, "credit_note")));
        if (!found) throw new Error("no credit note yet");
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(note.totalInclCents).toBe(paid.totalCents);

    const again = await cancel(owner, number);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.status).toBe(ALREADY_CANCELLED_MESSAGE);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, paid.id))).toHaveLength(1);
  });

  it("refuses to cancel once the first row is cut, changing nothing", async () => {
    const number = await order();
    for (const to of ["vrijgegeven", "in_productie"]) await move(owner, number, { to });
    const before = await trail(number);
    const res = await cancel(owner, number);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.status).toBe(CANCEL_CUT_MESSAGE);
    const after = await trail(number);
    expect(after.order.fulfilmentStatus).toBe("in_productie");
    expect([after.events.length, after.audit.length]).toEqual([before.events.length, before.audit.length]);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, after.order.id))).toEqual([]);
  });

  it("refuses to cancel a sent order, pointing at a refund, changing nothing", async () => {
    const number = await order();
    for (const to of ["vrijgegeven", "in_productie", "verzonden"]) await move(owner, number, { to });
    const before = await trail(number);
    const res = await cancel(owner, number);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.status).toBe(CANCEL_SENT_MESSAGE);
    const after = await trail(number);
    expect(after.order.fulfilmentStatus).toBe("verzonden");
    expect(after.events).toHaveLength(before.events.length);
    expect(after.audit).toHaveLength(before.audit.length);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, after.order.id))).toEqual([]);
  });
});
