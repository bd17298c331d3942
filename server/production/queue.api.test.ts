// The production queue through the real app, on PGlite and PostgreSQL: a release plans the order's production
// day; the day's queue lists its rows per family; a row moves by button (with the state the mover saw) and by a
// scanned or typed label; a stale button is a Dutch 409 naming the row's state; a step back needs a reason; the
// first cut moves the order into production and the last pack sends it on (verzonden, or klaar voor montage
// for a mount-service order), mailed and audit-logged; two colleagues moving the same row at once.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { productionDayOf } from "../../domain/production/production-day.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { auditLog } from "../backoffice/backoffice.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { orders } from "../orders/orders.schema.ts";
import { productionDays } from "./production.schema.ts";

let t: TestApp;
let values: ConfValues;
let owner: StaffClient;
let colleague: StaffClient;

const base = "/api/beheer/production";
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  values = await rollerBlindValues(t.app);
  owner = await staffClient(t, "eigenaar");
  colleague = await staffClient(t, "medewerker");
});
afterAll(async () => {
  await t?.close();
});

/** A paid order of one roller blind, sent (default) or with the mount service. */
async function paidOrder(mount = false): Promise<string> {
  let placed: { paymentLink: string; order: { number: string } };
  if (mount) {
    const { v } = await visitorWithRollerBlind(t.app, values);
    expect((await v.post("/api/cart/setServiceType", { service_type: "mount" })).statusCode).toBe(200);
    const details = await v.post("/api/checkout/gegevens", {
      default: { type: "private" },
      factuur: nlAddress,
    });
    expect(details.statusCode, details.body).toBe(200);
    const data = (await v.get("/api/checkout/payment-data")).json();
    const ideal = data.paymentMethods.find((m: { type: string }) => m.type === "ideal");
    await v.post("/api/checkout/betalen", { brandCode: "ideal", issuerId: ideal.issuers[0].id });
    placed = (await placeOrder(v, data.csrf_token)).json();
  } else {
    const { v, csrf } = await readyVisitor(t.app, values);
    placed = (await placeOrder(v, csrf)).json();
  }
  const result = await payInSandbox(t.services, placed.paymentLink, "Authorised");
  if (result.kind !== "done") throw new Error(result.kind);
  return placed.order.number;
}

async function release(number: string) {
  const res = await owner.post(`/api/beheer/orders/${number}/status`, { to: "vrijgegeven" });
  expect(res.statusCode, res.body).toBe(200);
}

const move = (who: StaffClient, number: string, body: Record<string, unknown>, position = 1) =>
  who.post(`${base}/orders/${number}/rows/${position}/move`, body);

async function orderOf(number: string) {
  const [found] = await db().select().from(orders).where(eq(orders.number, number));
  if (!found) throw new Error(number);
  return found;
}

async function auditOf(number: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, number), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));
}

describe("planning and the queue", () => {
  it("plans a released order on its production day, lists its row, and lets staff move the day", async () => {
    const number = await paidOrder();
    await release(number);
    const [planned] = await db()
      .select()
      .from(productionDays)
      .where(eq(productionDays.orderId, (await orderOf(number)).id));
    const day = productionDayOf(new Date());
    expect(planned).toMatchObject({ day, plannedBy: "automatisch" });

    const queue = await colleague.get(`${base}/queue?day=${day}`);
    expect(queue.statusCode, queue.body).toBe(200);
    const body = queue.json();
    const family = body.families.find((f: { family: string }) => f.family === "raamdecoratie");
    expect(family.label).toBe("Raamdecoratie");
    expect(family.rows).toContainEqual(
      expect.objectContaining({
        ref: `${number}/1`,
        state: "te_snijden",
        stateLabel: "Te snijden",
        size: "Breedte 120 cm · Hoogte 150 cm",
        movable: true,
      }),
    );
    expect(body.orders).toContainEqual(
      expect.objectContaining({ number, state: "vrijgegeven", delivery: "sent" }),
    );

    // The cut list of that day cuts its row; another day's does not.
    const cut = await colleague.get(`${base}/cut-list.pdf?day=${day}`);
    expect(pdfText(cut.rawPayload, true)).toContain(`${number}/1`);

    const later = "2099-06-01";
    const moved = await colleague.put(`${base}/orders/${number}/day`, { day: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await colleague.get(`${base}/queue?day=${later}`)).json().orders).toEqual([
      expect.objectContaining({ number, day: later, plannedBy: colleague.member.email }),
    ]);
    if (day !== shopToday())
      expect(
        pdfText((await colleague.get(`${base}/cut-list.pdf?day=${day}`)).rawPayload, true),
      ).not.toContain(`${number}/1`);
    expect(await auditOf(number, "production.day")).toEqual([
      expect.objectContaining({ before: { productiedag: day }, after: { productiedag: later } }),
    ]);

    const past = await colleague.put(`${base}/orders/${number}/day`, { day: "2020-01-01" });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.day).toContain("vanaf vandaag");
    const bad = await colleague.put(`${base}/orders/${number}/day`, { day: "2099-02-30" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Vul een geldige productiedag in");
  });

  it("refuses to plan an order that is not in the workshop, and an unknown one", async () => {
    const number = await paidOrder();
    const res = await colleague.put(`${base}/orders/${number}/day`, { day: "2099-06-01" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.order).toContain("niet in de werkplaats");
    const unknown = await colleague.put(`${base}/orders/RW-2026-999999/day`, { day: "2099-06-01" });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a bad day with a Dutch 400", async () => {
    const res = await colleague.get(`${base}/queue?day=morgen`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("Vul een geldige productiedag in");
  });
});

describe("moving rows", () => {
  it("refuses the rows of an order that is not released yet, and changes nothing", async () => {
    const number = await paidOrder();
    const res = await move(colleague, number, { direction: "forward", from: "te_snijden" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.status).toContain("niet (meer) in de werkplaats");
    const scan = await colleague.post(`${base}/scan`, { code: `${number}/1` });
    expect(scan.statusCode).toBe(409);
    expect(await auditOf(number, "production.row")).toEqual([]);
  });

  it("answers unknown and malformed codes in Dutch", async () => {
    const number = await paidOrder();
    await release(number);
    for (const code of ["RW-2026-999999/1", `${number}/7`]) {
      const res = await colleague.post(`${base}/scan`, { code });
      expect(res.statusCode, code).toBe(404);
      expect(res.json().errors.code).toContain("Deze regel bestaat niet");
    }
    for (const code of ["hallo", `${number}/02`, `${number}/0`, "   "]) {
      const res = await colleague.post(`${base}/scan`, { code });
      expect(res.statusCode, code).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(/code van (een|het) label/);
    }
    const badPosition = await colleague.post(`${base}/orders/${number}/rows/nul/move`, {
      direction: "forward",
    });
    expect(badPosition.statusCode).toBe(400);
  });

  it("moves a row by button and by scan; the first cut starts production; a stale button is a 409; back needs a reason", async () => {
    const number = await paidOrder();
    await release(number);
    const first = await move(colleague, number, { direction: "forward", from: "te_snijden" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ from: "te_snijden", state: "gesneden", orderState: "in_productie" });
    expect((await orderOf(number)).fulfilmentStatus).toBe("in_productie");

    // The colleague's screen still showed 'te snijden'.
    const stale = await move(owner, number, { direction: "forward", from: "te_snijden" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.from).toBe(
      `Regel ${number}/1 staat intussen op ‘Gesneden’ (gezet door ${colleague.member.email}). Kijk of jouw stap nog nodig is en probeer het opnieuw.`,
    );

    const noReason = await move(owner, number, { direction: "back", from: "gesneden", reason: " x " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toContain("waarom");
    const back = await move(owner, number, {
      direction: "back",
      from: "gesneden",
      reason: "Verkeerd gesneden",
    });
    expect(back.json()).toMatchObject({ state: "te_snijden", orderState: "in_productie" });
    const audit = await auditOf(number, "production.row");
    expect(audit.at(-1)).toMatchObject({
      actor: owner.member.email,
      before: { regel: `${number}/1`, stap: "Gesneden" },
      after: { regel: `${number}/1`, stap: "Te snijden", reden: "Verkeerd gesneden" },
    });

    // A typed label: lower case and spaces forgiven; one step forward.
    const scan = await colleague.post(`${base}/scan`, { code: `  ${number.toLowerCase()}/1 ` });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json()).toMatchObject({ ref: `${number}/1`, state: "gesneden" });
    // The same label again at once is the same scan, not a next step.
    const again = await owner.post(`${base}/scan`, { code: `${number}/1` });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toContain("dezelfde scan telt niet twee keer");
  });

  it("sends a sent order on with its mail when the last row is packed", async () => {
    const number = await paidOrder();
    await release(number);
    for (const from of ["te_snijden", "gesneden", "samengesteld"])
      expect((await move(colleague, number, { direction: "forward", from })).statusCode).toBe(200);
    const last = await move(colleague, number, { direction: "forward", from: "gecontroleerd" });
    expect(last.json()).toMatchObject({ state: "ingepakt", orderState: "verzonden" });
    const order = await orderOf(number);
    expect(order).toMatchObject({ fulfilmentStatus: "verzonden", trackTraceUrl: null });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderNumber, number))
      .orderBy(asc(mailOutbox.id));
    expect(mails.map((m) => m.kind)).toEqual(["order-confirmation", "order-fulfilment", "order-fulfilment"]);
    expect(mails.at(-1)?.subject).toMatch(/verzonden/i);
    expect(await auditOf(number, "order.status")).toContainEqual(
      expect.objectContaining({
        actor: colleague.member.email,
        before: { status: "In productie" },
        after: { status: "Verzonden" },
      }),
    );
    // Packed and gone: the row stays packed.
    const after = await move(colleague, number, { direction: "back", from: "ingepakt", reason: "uitpakken" });
    expect(after.statusCode).toBe(409);
  });

  it("makes a mount-service order ready for fitting when the last row is packed", async () => {
    const number = await paidOrder(true);
    await release(number);
    let res = await move(colleague, number, { direction: "forward" });
    for (let i = 0; i < 3; i++) res = await move(colleague, number, { direction: "forward" });
    expect(res.json()).toMatchObject({ state: "ingepakt", orderState: "klaar_voor_montage" });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderNumber, number))
      .orderBy(asc(mailOutbox.id));
    expect(mails.at(-1)?.subject).toMatch(/montage/i);
  });

  it("lets one of two colleagues moving the same row at once through; the other gets the row's new state", async () => {
    const number = await paidOrder();
    await release(number);
    const [a, b] = await Promise.all([
      move(owner, number, { direction: "forward", from: "te_snijden" }),
      move(colleague, number, { direction: "forward", from: "te_snijden" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().errors.from).toContain("staat intussen op ‘Gesneden’");
    expect(await auditOf(number, "production.row")).toHaveLength(1);

    // Two scans of the same label at once: one step, the other told it was the same scan.
    const [c, d] = await Promise.all([
      owner.post(`${base}/scan`, { code: `${number}/1` }),
      colleague.post(`${base}/scan`, { code: `${number}/1` }),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([200, 409]);
    const rows = (await colleague.get(`${base}/queue?day=${productionDayOf(new Date())}`)).json();
    const row = rows.families
      .flatMap((f: { rows: { ref: string }[] }) => f.rows)
      .find((r: { ref: string }) => r.ref === `${number}/1`);
    expect(row.state).toBe("samengesteld");
    expect(await auditOf(number, "order.status")).toHaveLength(2); // released, cutting started: once
  });

  it("is for staff only", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${base}/scan`,
      payload: { code: "RW-2026-000001/1" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("/api/docs", () => {
  it("documents the queue's calls", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    expect(doc.paths["/api/beheer/production/queue"].get).toBeDefined();
    expect(doc.paths["/api/beheer/production/scan"].post).toBeDefined();
    expect(doc.paths["/api/beheer/production/orders/{number}/rows/{position}/move"].post).toBeDefined();
    expect(doc.paths["/api/beheer/production/orders/{number}/day"].put).toBeDefined();
  });
});
