// The customer's change window through the real app, on PGlite and PostgreSQL: the signed link in the
// confirmation mail and on /bestelling-volgen; the page /bestelling/{number}/wijzigen before, at and after the
// cut-off; a row made cheaper (refund of the difference with its credit note) and a dearer one (held until paid,
// the rest in dearer-change.api.test.ts); cancelling; a tampered link (a Dutch 404, nothing changed); staff's
// question with the row's drawing and the customer's "Klopt zo"; the owner's cut-off moving the deadline; a
// customer's change racing a release.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { allOptions } from "../../domain/configurator/values.ts";
import { CHANGE_IN_PRODUCTION, changeClosedText, changeDeadline } from "../../domain/orders/change-window.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindDef,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { commandLine } from "../backoffice/audit.ts";
import { auditLog } from "../backoffice/backoffice.schema.ts";
import { setColourAvailability } from "../catalog/colour-availability.ts";
import { invoices } from "../invoices/invoices.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { refunds } from "../payments/payments.schema.ts";
import type { SandboxPaymentProvider } from "../payments/sandbox.ts";
import { CHANGE_LINK_INVALID, NO_QUESTION } from "./order-changes.service.ts";
import { orderEvents, orders } from "./orders.schema.ts";
import { ORDER_CHANGED_MEANWHILE } from "./orders.service.ts";

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
let seq = 0;

/** A paid order of one roller blind (120 × 150 cm) for a customer of its own; its number and e-mail. */
async function paidOrder(): Promise<{ number: string; email: string }> {
  seq += 1;
  const email = `wijzig-${Date.now().toString(36)}${seq}@example.nl`;
  const { v, csrf } = await readyVisitor(t.app, values, {
    default: { type: "private" },
    factuur: { ...nlAddress, email },
  });
  const placed = (await placeOrder(v, csrf)).json();
  await payInSandbox(t.services, placed.paymentLink, "Authorised");
  await t.services.mail.deliverDue();
  return { number: placed.order.number, email };
}

async function row(number: string) {
  const [found] = await db().select().from(orders).where(eq(orders.number, number));
  if (!found) throw new Error(`no order ${number}`);
  return found;
}

async function mailsTo(email: string) {
  await t.services.mail.deliverDue();
  return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));
}

/** The change link as the confirmation mail carries it: path and token. */
async function linkFromMail(email: string): Promise<{ path: string; token: string }> {
  const [confirmation] = await mailsTo(email);
  const match = confirmation?.text.match(/(\/bestelling\/RW-[\d-]+\/wijzigen)\?t=([A-Za-z0-9_-]{43})/);
  if (!match?.[1] || !match[2]) throw new Error("no change link in the confirmation mail");
  return { path: match[1], token: match[2] };
}

function page(path: string, token: string) {
  return t.app.inject({ method: "GET", url: `${path}?t=${token}`, headers: { host: "localhost" } });
}

function post(path: string, token: string, form: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: `${path}?t=${token}`,
    headers: { host: "localhost", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The width option's form field of the order's first row, as the page names it. */
async function widthField(number: string, token: string): Promise<{ key: string; field: string }> {
  const view = await t.services.orderChanges.view(number, token);
  const first = view.rows[0];
  const width = first?.editable?.find((o) => o.name === "Breedte");
  if (!first || !width) throw new Error("no width to change");
  return { key: first.key, field: `o${width.id}` };
}

/** The order's history and audit entries. */
async function trail(number: string) {
  const order = await row(number);
  const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
  const audit = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, number))
    .orderBy(asc(auditLog.id));
  return { order, events, audit };
}

describe("the change link", () => {
  it("is in the confirmation mail, opens the page with the deadline, and is on /bestelling-volgen", async () => {
    const { number, email } = await paidOrder();
    const { path, token } = await linkFromMail(email);
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.text).toContain("Wijzig of annuleer je bestelling");
    const res = await page(path, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    const order = await row(number);
    const deadline = await t.services.orderChanges.deadlineOf(order);
    expect(res.body).toContain("Wijzigen of annuleren kan tot");
    expect(res.body).toContain("om 12:00");
    expect(deadline?.getTime()).toBe(changeDeadline(order.paidAt ?? new Date(), "NL").getTime());

    const status = await t.app.inject({
      method: "POST",
      url: "/api/orders/status",
      payload: { order_number: number, postal_code: nlAddress.zipcode },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().change).toMatchObject({ open: true, url: `${path}?t=${token}` });

    // Released: the window is closed, the page says so, the status page's next step says it already.
    expect((await owner.post(`/api/beheer/orders/${number}/status`, { to: "vrijgegeven" })).statusCode).toBe(
      200,
    );
    const closed = await page(path, token);
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain("je bestelling is in productie, dus wijzigen of annuleren kan niet meer");
    expect(closed.body).not.toContain("Wijzig deze regel");
    const later = await t.app.inject({
      method: "POST",
      url: "/api/orders/status",
      payload: { order_number: number, postal_code: nlAddress.zipcode },
    });
    expect(later.json().change).toBeUndefined();
  });

  it("refuses a tampered or missing token, and another order's, with one Dutch 404, changing nothing", async () => {
    const { number, email } = await paidOrder();
    const { path, token } = await linkFromMail(email);
    const other = await paidOrder();
    const { token: otherToken } = await linkFromMail(other.email);
    const flipped = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [flipped, "", "kort", otherToken]) {
      const res = await page(path, bad);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("Deze link werkt niet");
    }
    const { key, field } = await widthField(number, token);
    const before = await trail(number);
    const res = await post(path, flipped, { intent: "wijzig", key, [field]: "60" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(CHANGE_LINK_INVALID.slice(0, 40));
    const cancel = await post(path, otherToken, { intent: "annuleer" });
    expect(cancel.statusCode).toBe(404);
    const after = await trail(number);
    expect(after.order.cart).toEqual(before.order.cart);
    expect(after.order.fulfilmentStatus).toBe(before.order.fulfilmentStatus);
    expect(after.events).toHaveLength(before.events.length);
    expect(await page("/bestelling/RW-2026-999999/wijzigen", token).then((r) => r.statusCode)).toBe(404);
  });
});

describe("changing a row", () => {
  it("prices the change first, then makes it cheaper: totals, history, audit, mail, refund and credit note", async () => {
    const { number, email } = await paidOrder();
    const { path, token } = await linkFromMail(email);
    const { key, field } = await widthField(number, token);
    const before = await row(number);

    const quote = await post(path, token, { intent: "bekijk", key, [field]: "60" });
    expect(quote.statusCode).toBe(200);
    expect(quote.body).toContain("Bevestig de wijziging");
    expect((await row(number)).cart).toEqual(before.cart);

    const made = await post(path, token, { intent: "wijzig", key, [field]: "60" });
    expect(made.statusCode).toBe(302);
    expect(made.headers.location).toContain("klaar=gewijzigd");
    const after = await row(number);
    const item = after.cart.items[key];
    expect(item?.options.find((o) => o.name === "Breedte")?.value).toBe("60 cm");
    const difference = before.totalCents - after.totalCents;
    expect(difference).toBeGreaterThan(0);
    expect(after.cart.total).toBe(after.totalCents);
    expect(made.headers.location).toContain(`terug=${difference}`);

    const { events, audit } = await trail(number);
    expect(events.at(-1)).toMatchObject({ source: "klant", toStatus: "te_controleren" });
    expect(events.at(-1)?.detail).toContain("Breedte 120 cm → 60 cm");
    expect(audit.map((a) => a.action)).toContain("order.customer_change");
    const mails = await mailsTo(email);
    const changed = mails.find((m) => m.subject === `Je wijziging is verwerkt (${number})`);
    expect(changed?.text).toContain("Breedte");
    expect(changed?.text).toContain("120 cm → 60 cm");

    const asked = await db().select().from(refunds).where(eq(refunds.orderId, after.id));
    expect(asked).toMatchObject([{ amountCents: difference, kind: "refund" }]);
    await (t.services.payments as SandboxPaymentProvider).deliverDue();
    const note = await vi.waitFor(
      async () => {
        const [found] = await db()
          .select()
          .from(invoices)
          .where(and(eq(invoices.orderId, after.id), eq(invoices.kind, "credit_note")));
        if (!found) throw new Error("no credit note yet");
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(note.totalInclCents).toBe(difference);
  });

  it("holds a dearer change until its difference is paid, changing nothing yet", async () => {
    const { number, email } = await paidOrder();
    const { path, token } = await linkFromMail(email);
    const { key, field } = await widthField(number, token);
    const before = await trail(number);
    const quote = await post(path, token, { intent: "bekijk", key, [field]: "240" });
    expect(quote.statusCode).toBe(200);
    expect(quote.body).toContain("Betaal het verschil");
    const res = await post(path, token, { intent: "wijzig", key, [field]: "240" });
    expect(res.statusCode).toBe(302);
    const preview = await t.services.orderChanges.quote(number, token, key, { [field]: "240" });
    const after = await trail(number);
    expect(after.order.cart).toEqual(before.order.cart);
    expect(after.order.pendingChange?.differenceCents).toBe(preview.differenceCents);
    expect(after.audit.map((a) => a.action)).toContain("order.customer_change_pending");
  });

  it("keeps a colour the order holds that left the collection when the customer changes its size", async () => {
    const { number, email } = await paidOrder();
    const { path, token } = await linkFromMail(email);
    const { key, field } = await widthField(number, token);
    const fabric = allOptions(rollerBlindDef).find((o) => o.type === "fabric_choice");
    const colour = fabric?.values.find((v) => v.id === values[String(fabric.id)]);
    if (!fabric || !colour?.colour_code) throw new Error("no fabric colour");
    const { database, catalog } = t.services;
    const mark = (availability: string) =>
      setColourAvailability(database.db, catalog, commandLine, colour.colour_code ?? "", { availability });
    await mark("uit_collectie");
    try {
      const view = await t.services.orderChanges.view(number, token);
      const choices = view.rows[0]?.editable?.find((o) => o.id === fabric.id)?.choices ?? [];
      expect(choices.map((c) => c.id)).toContain(colour.id);
      const made = await post(path, token, { intent: "wijzig", key, [field]: "60" });
      expect(made.statusCode).toBe(302);
      const item = (await row(number)).cart.items[key];
      expect(item?.options.find((o) => o.name === "Breedte")?.value).toBe("60 cm");
      expect(item?.options.find((o) => o.name === fabric.name)?.value).toContain(colour.name);
    } finally {
      await mark("leverbaar");
    }
  });

  it("answers bad sizes in Dutch per field, never a 500, changing nothing", async () => {
    const { number, email } = await paidOrder();
    const { path, token } = await linkFromMail(email);
    const { key, field } = await widthField(number, token);
    const before = await row(number);
    for (const [value, words] of [
      ["breed", "een getal"],
      ["5", ""],
      ["99999", ""],
    ] as const) {
      const res = await post(path, token, { intent: "bekijk", key, [field]: value });
      expect(res.statusCode, value).toBe(400);
      expect(res.body).toContain(words);
    }
    const unknown = await post(path, token, { intent: "wijzig", key: "geen-regel", [field]: "60" });
    expect(unknown.statusCode).toBe(400);
    const nothing = await post(path, token, { intent: "bekijk", key, [field]: "120" });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain("Je hebt niets gewijzigd");
    const junk = await post(path, token, { intent: "iets" });
    expect(junk.statusCode).toBe(400);
    expect((await row(number)).cart).toEqual(before.cart);
  });
});

describe("the cut-off", () => {
  it("is open before it, closed at it and after it, naming it and the customer service", async () => {
    const { number, email } = await paidOrder();
    const { token } = await linkFromMail(email);
    const { key, field } = await widthField(number, token);
    const order = await row(number);
    const deadline = (await t.services.orderChanges.deadlineOf(order)) as Date;
    const changes = t.services.orderChanges;
    const before = new Date(deadline.getTime() - 60_000);
    expect((await changes.quote(number, token, key, { [field]: "60" }, before)).differenceCents).toBeLessThan(
      0,
    );
    for (const now of [deadline, new Date(deadline.getTime() + 60_000)]) {
      const refused = await changes.change(number, token, key, { [field]: "60" }, now).catch((e) => e);
      expect(refused.statusCode).toBe(409);
      expect(refused.errors.status).toBe(changeClosedText(deadline));
      expect((await changes.view(number, token, now)).open).toBe(false);
      await expect(changes.cancel(number, token, now)).rejects.toMatchObject({ statusCode: 409 });
    }
    expect((await row(number)).cart).toEqual(order.cart);
    expect((await row(number)).fulfilmentStatus).toBe(order.fulfilmentStatus);
  });

  it("moves with the owner's setting, which refuses bad input in Dutch", async () => {
    const { number } = await paidOrder();
    const order = await row(number);
    const first = (await t.services.orderChanges.deadlineOf(order)) as Date;
    const bad = await owner.put("/api/beheer/settings/change-window", { workingDays: 9, time: "25:00" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      workingDays: "Kies een aantal werkdagen van 0 tot en met 5.",
      time: "Vul een tijd in als 12:00.",
    });
    const saved = await owner.put("/api/beheer/settings/change-window", { workingDays: 2, time: "17:00" });
    expect(saved.statusCode, saved.body).toBe(200);
    const later = (await t.services.orderChanges.deadlineOf(order)) as Date;
    expect(later.getTime()).toBe(
      changeDeadline(order.paidAt ?? new Date(), "NL", { workingDays: 2, time: "17:00" }).getTime(),
    );
    expect(later.getTime()).toBeGreaterThan(first.getTime());
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "settings.change_window"));
    expect(audit.at(-1)?.after).toEqual({ werkdagen: 2, tijd: "17:00" });
    expect(
      (await owner.put("/api/beheer/settings/change-window", { workingDays: 1, time: "12:00" })).statusCode,
    ).toBe(200);
  });
});

describe("cancelling", () => {
  it("cancels the whole order after the confirmation step, refunding all of it", async () => {
    const { number, email } = await paidOrder();
    const { path, token } = await linkFromMail(email);
    const asking = await t.app.inject({
      method: "GET",
      url: `${path}?t=${token}&annuleren=1`,
      headers: { host: "localhost" },
    });
    expect(asking.body).toContain("Ja, annuleer mijn bestelling");
    expect((await row(number)).fulfilmentStatus).toBeNull();
    const res = await post(path, token, { intent: "annuleer" });
    expect(res.statusCode).toBe(302);
    const after = await trail(number);
    expect(after.order.fulfilmentStatus).toBe("geannuleerd");
    expect(after.events.at(-1)).toMatchObject({ source: "klant", toStatus: "geannuleerd" });
    const asked = await db().select().from(refunds).where(eq(refunds.orderId, after.order.id));
    expect(asked).toMatchObject([{ amountCents: after.order.totalCents }]);
    // The sandbox may confirm the refund at once: its credit note's mail can follow the cancel mail already.
    expect((await mailsTo(email)).map((m) => m.subject)).toContain(
      `Je bestelling is geannuleerd (${number})`,
    );
    const again = await page(path, token);
    expect(again.body).toContain("geannuleerd en kan niet meer gewijzigd worden");
  });
});

describe("asking the customer", () => {
  it("mails the question with the drawing, sizes and link; Klopt zo brings the order back to the check", async () => {
    const { number, email } = await paidOrder();
    const { path, token } = await linkFromMail(email);
    const { key } = await widthField(number, token);
    const empty = await owner.post(`/api/beheer/orders/${number}/question`, { rowKey: key, question: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.question).toBe("Schrijf de vraag aan de klant.");
    const long = await owner.post(`/api/beheer/orders/${number}/question`, {
      rowKey: key,
      question: "x".repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect((await row(number)).fulfilmentStatus).toBeNull();

    const early = await post(path, token, { intent: "klopt", key });
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain(NO_QUESTION);

    const question = "Is de breedte van 120 cm gemeten in de dag of over het kozijn?";
    const asked = await owner.post(`/api/beheer/orders/${number}/question`, { rowKey: key, question });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await row(number)).fulfilmentStatus).toBe("wacht_op_klant");
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toBe(`Een vraag over je bestelling (${number})`);
    expect(mail?.text).toContain(question);
    expect(mail?.text).toContain("120 cm");
    expect(mail?.text).toContain(`${path}?t=${token}`);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: "regel-1.png", contentType: "image/png" });
    expect(
      Buffer.from(mail?.attachments?.[0]?.base64 ?? "", "base64")
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    const { audit } = await trail(number);
    expect(audit.at(-1)).toMatchObject({ action: "order.status", after: { status: "Wacht op klant" } });

    const shown = await page(path, token);
    expect(shown.body).toContain(question);
    expect(shown.body).toContain("Klopt zo");
    const answered = await post(path, token, { intent: "klopt", key });
    expect(answered.statusCode).toBe(302);
    const after = await trail(number);
    expect(after.order.fulfilmentStatus).toBe("te_controleren");
    expect(after.events.at(-1)).toMatchObject({
      source: "klant",
      fromStatus: "wacht_op_klant",
      toStatus: "te_controleren",
    });
    expect(after.order.customerQuestion?.answeredAt).not.toBeNull();
  });
});

describe("a customer's change racing a staff release", () => {
  it("lets one win under the order's lock; the other gets a Dutch 409", async () => {
    for (let round = 0; round < 3; round++) {
      const { number, email } = await paidOrder();
      const { path, token } = await linkFromMail(email);
      const { key, field } = await widthField(number, token);
      const seen = (await row(number)).updatedAt.toISOString();
      const [change, release] = await Promise.all([
        post(path, token, { intent: "wijzig", key, [field]: "60" }),
        owner.post(`/api/beheer/orders/${number}/status`, { to: "vrijgegeven", seenAt: seen }),
      ]);
      const after = await row(number);
      if (change.statusCode === 302) {
        expect(release.statusCode).toBe(409);
        expect(release.json().errors.status).toBe(ORDER_CHANGED_MEANWHILE);
        expect(after.fulfilmentStatus ?? "te_controleren").toBe("te_controleren");
        expect(after.cart.items[key]?.options.find((o) => o.name === "Breedte")?.value).toBe("60 cm");
      } else {
        expect(release.statusCode).toBe(200);
        expect(change.statusCode).toBe(409);
        expect(change.body).toContain(CHANGE_IN_PRODUCTION.slice(0, 40));
        expect(after.fulfilmentStatus).toBe("vrijgegeven");
        expect(after.cart.items[key]?.options.find((o) => o.name === "Breedte")?.value).toBe("120 cm");
      }
    }
  });
});
