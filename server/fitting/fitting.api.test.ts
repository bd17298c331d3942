// The fitting through the real app: planning a mount order (state, the one mail with window and link), the
// customer's link (confirm, an alternative, a tampered or replaced token), the fitter's day (only their own,
// 403 elsewhere), the signed handover (afgerond, the mail with the PDF read back) and bad input changing nothing.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { addWorkingDays } from "../../domain/delivery/calendar.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { FITTER_ONLY_MESSAGE } from "../../domain/staff.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { pdfText } from "../../tests/helpers/pdf-text.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { auditLog } from "../backoffice/backoffice.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { orders } from "../orders/orders.schema.ts";
import { fittingAppointments, fittingHandovers } from "./fitting.schema.ts";

let t: TestApp;
let values: ConfValues;
let owner: StaffClient;
let colleague: StaffClient;
let fitter: StaffClient;
let otherFitter: StaffClient;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "100000" });
  values = await rollerBlindValues(t.app);
  owner = await staffClient(t, "eigenaar");
  colleague = await staffClient(t, "medewerker");
  fitter = await staffClient(t, "monteur");
  otherFitter = await staffClient(t, "monteur");
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.services.database.db;
const day1 = addWorkingDays(shopToday(), 2, "NL");
const day2 = addWorkingDays(shopToday(), 3, "NL");
const day3 = addWorkingDays(shopToday(), 4, "NL");

let seq = 0;
/** A paid order with mount service, moved by hand to 'klaar_voor_montage' (no tracked rows). */
async function readyForFitting(zipcode = "2991 XJ"): Promise<string> {
  seq += 1;
  const { v } = await visitorWithRollerBlind(t.app, values);
  expect((await v.post("/api/cart/setServiceType", { service_type: "mount" })).statusCode).toBe(200);
  const email = `montage-${seq}-${Date.now()}@example.nl`;
  const details = await v.post("/api/checkout/gegevens", {
    default: { type: "private" },
    factuur: { ...nlAddress, zipcode, email, lastname: `Monteer${seq}` },
  });
  expect(details.statusCode, details.body).toBe(200);
  const data = (await v.get("/api/checkout/payment-data")).json();
  const ideal = data.paymentMethods.find((m: { type: string }) => m.type === "ideal");
  await v.post("/api/checkout/betalen", { brandCode: "ideal", issuerId: ideal.issuers[0].id });
  const placed = (await placeOrder(v, data.csrf_token)).json();
  await payInSandbox(t.services, placed.paymentLink, "Authorised");
  const number = placed.order.number as string;
  for (const to of ["vrijgegeven", "in_productie", "klaar_voor_montage"]) {
    const res = await colleague.post(`/api/beheer/orders/${number}/status`, { to });
    expect(res.statusCode, res.body).toBe(200);
  }
  return number;
}

async function orderRow(number: string) {
  const [row] = await db().select().from(orders).where(eq(orders.number, number));
  if (!row) throw new Error("no order");
  return row;
}
async function mailsOf(number: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.orderNumber, number)).orderBy(asc(mailOutbox.id));
}
/** The token of the latest planning mail's link. */
async function linkOf(number: string): Promise<{ url: string; token: string }> {
  const mail = (await mailsOf(number)).at(-1);
  const match = /(https?:\/\/[^\s"<]+\/bestelling\/[^\s"<]+\/montage\?t=([A-Za-z0-9_-]+))/.exec(
    mail?.text ?? "",
  );
  if (!match?.[1] || !match[2]) throw new Error("no link in the mail");
  return { url: match[1], token: match[2] };
}

const plan = (who: StaffClient, number: string, body: Record<string, unknown>) =>
  who.post(`/api/beheer/fitting/orders/${number}/plan`, {
    fitterId: fitter.member.id,
    date: day1,
    from: "08:00",
    to: "12:00",
    ...body,
  });

/** A signature: two strokes across the box. */
const signature = [
  [
    [20, 150],
    [80, 40],
    [140, 160],
    [200, 50],
  ],
  [
    [260, 120],
    [380, 110],
  ],
];

describe("planning a fitting", () => {
  it("moves the order to 'ingepland_voor_montage' and mails the day, the window, the alternatives and the link, once", async () => {
    const number = await readyForFitting();
    const before = (await mailsOf(number)).length;
    const res = await plan(colleague, number, {
      alternatives: [{ date: day2, from: "12:00", to: "17:00" }],
      notes: "Hond in de tuin",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderNumber: number,
      fitterId: fitter.member.id,
      date: day1,
      from: "08:00",
      to: "12:00",
      confirmation: "open",
      notes: "Hond in de tuin",
      state: "ingepland_voor_montage",
    });
    expect(await orderRow(number)).toMatchObject({
      fulfilmentStatus: "ingepland_voor_montage",
      mountDate: day1,
    });
    const mails = await mailsOf(number);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toContain("Je montage is ingepland");
    expect(mails.at(-1)?.text).toContain("08:00–12:00");
    expect(mails.at(-1)?.text).toContain("12:00–17:00");
    const { url } = await linkOf(number);
    expect(url).toContain(`/bestelling/${number}/montage?t=`);
  });

  it("refuses a past or weekend day, a bad window, a non-fitter and a fitter planning, in Dutch, changing nothing", async () => {
    const number = await readyForFitting();
    const mailsBefore = (await mailsOf(number)).length;
    const past = await plan(owner, number, { date: "2020-01-06" });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.date).toBe("Kies een montagedatum vanaf vandaag.");
    const saturday = await plan(owner, number, { date: "2099-12-05" });
    expect(saturday.json().errors.date).toMatch(/werkdag/);
    const window = await plan(owner, number, { from: "12:00", to: "11:00" });
    expect(window.json().errors.window).toMatch(/eindtijd na de begintijd/);
    const notFitter = await plan(owner, number, { fitterId: colleague.member.id });
    expect(notFitter.statusCode).toBe(400);
    expect(notFitter.json().errors.fitterId).toMatch(/geen actieve monteur/);
    const huge = await plan(owner, number, { fitterId: 9007199254740991 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.fitterId).toBe("Kies een monteur.");
    const garbage = await plan(owner, number, { fitterId: "x", date: 5 });
    expect(garbage.statusCode).toBe(400);
    expect(Object.values(garbage.json().errors).join(" ")).toMatch(/monteur|datum/i);
    const byFitter = await plan(fitter, number, {});
    expect(byFitter.statusCode).toBe(403);
    expect(await orderRow(number)).toMatchObject({ fulfilmentStatus: "klaar_voor_montage", mountDate: null });
    expect((await mailsOf(number)).length).toBe(mailsBefore);
    const stored = await db()
      .select()
      .from(fittingAppointments)
      .where(eq(fittingAppointments.orderNumber, number));
    expect(stored).toEqual([]);
  });

  it("plans again while not handed over: the new day, a new link, the old one no longer works", async () => {
    const number = await readyForFitting();
    expect((await plan(owner, number, {})).statusCode).toBe(200);
    const first = await linkOf(number);
    const again = await plan(owner, number, { date: day3, from: "13:00", to: "16:30" });
    expect(again.statusCode, again.body).toBe(200);
    expect(await orderRow(number)).toMatchObject({
      fulfilmentStatus: "ingepland_voor_montage",
      mountDate: day3,
    });
    const second = await linkOf(number);
    expect(second.token).not.toBe(first.token);
    expect(await t.services.fitting.customerView(number, first.token)).toBe("unknown");
    expect(await t.services.fitting.customerView(number, second.token)).toMatchObject({
      kind: "open",
      slot: { date: day3, from: "13:00", to: "16:30" },
    });
  });
});

describe("the customer's link", () => {
  it("confirms the moment by a form post, once, audit-logged and shown to staff", async () => {
    const number = await readyForFitting();
    await plan(owner, number, { alternatives: [{ date: day2, from: "12:00", to: "17:00" }] });
    const { token } = await linkOf(number);
    const page = await t.app.inject({ method: "GET", url: `/bestelling/${number}/montage?t=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Bevestigen");
    expect(page.body).toContain("tussen 08:00 en 12:00 uur");
    const posted = await t.app.inject({
      method: "POST",
      url: `/bestelling/${number}/montage?t=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "keuze=bevestigen",
    });
    expect([200, 302, 303]).toContain(posted.statusCode);
    const staffView = (await owner.get(`/api/beheer/fitting/orders/${number}`)).json();
    expect(staffView.confirmation).toBe("bevestigd");
    const audit = await db().select().from(auditLog).where(eq(auditLog.subject, number));
    expect(audit.map((a) => a.action)).toContain("fitting.confirm");
    const after = await t.app.inject({ method: "GET", url: `/bestelling/${number}/montage?t=${token}` });
    expect(after.body).toContain("bevestigd");
  });

  it("takes an alternative: the appointment and the order's mount date move", async () => {
    const number = await readyForFitting();
    await plan(owner, number, {
      alternatives: [
        { date: day2, from: "12:00", to: "17:00" },
        { date: day3, from: "08:00", to: "12:00" },
      ],
    });
    const { token } = await linkOf(number);
    const answered = await t.services.fitting.customerAnswer(number, token, 1);
    expect(answered).toMatchObject({ kind: "answered", confirmation: "alternatief", slot: { date: day3 } });
    expect(await orderRow(number)).toMatchObject({ mountDate: day3 });
    const staffView = (await owner.get(`/api/beheer/fitting/orders/${number}`)).json();
    expect(staffView).toMatchObject({ confirmation: "alternatief", date: day3, from: "08:00" });
    expect(staffView.alternatives).toContainEqual({ date: day1, from: "08:00", to: "12:00" });
  });

  it("answers a tampered, foreign or missing token with a friendly Dutch page, never a 500", async () => {
    const number = await readyForFitting();
    await plan(owner, number, {});
    const { token } = await linkOf(number);
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const url of [
      `/bestelling/${number}/montage?t=${tampered}`,
      `/bestelling/${number}/montage`,
      `/bestelling/RW-0000-000000/montage?t=${token}`,
      `/bestelling/${number}/montage?t=%3Cscript%3E`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("Deze link werkt niet");
    }
    const post = await t.app.inject({
      method: "POST",
      url: `/bestelling/${number}/montage?t=${tampered}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "keuze=bevestigen",
    });
    expect(post.statusCode).toBe(404);
    expect((await owner.get(`/api/beheer/fitting/orders/${number}`)).json().confirmation).toBe("open");
  });
});

describe("the fitter's day and access", () => {
  it("shows a fitter only their own appointments, in travel order, and refuses everything else with a Dutch 403", async () => {
    const far = await readyForFitting("5144 NX");
    const near = await readyForFitting("2992 AB");
    const other = await readyForFitting("2991 XJ");
    expect((await plan(owner, far, { date: day2 })).statusCode).toBe(200);
    expect((await plan(owner, near, { date: day2 })).statusCode).toBe(200);
    expect((await plan(owner, other, { date: day2, fitterId: otherFitter.member.id })).statusCode).toBe(200);
    const mine = await fitter.get(`/api/beheer/fitting/day?datum=${day2}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const numbers = mine.json().appointments.map((a: { orderNumber: string }) => a.orderNumber);
    expect(numbers).toEqual([near, far]);
    // Asking for another fitter's day still answers only their own.
    const asked = await fitter.get(`/api/beheer/fitting/day?datum=${day2}&monteur=${otherFitter.member.id}`);
    expect(asked.json().appointments.map((a: { orderNumber: string }) => a.orderNumber)).toEqual([near, far]);
    const all = await owner.get(`/api/beheer/fitting/day?datum=${day2}`);
    expect(all.json().appointments.map((a: { orderNumber: string }) => a.orderNumber)).toEqual(
      expect.arrayContaining([near, far, other]),
    );
    const first = mine.json().appointments[0];
    expect(first.navigationUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(first.rows[0]).toMatchObject({ position: 1, sizes: "120 cm × 150 cm" });
    expect((await fitter.get(`/api/beheer/fitting/orders/${other}`)).statusCode).toBe(404);
    expect((await fitter.get(`/api/beheer/fitting/orders/${near}/werkbon.pdf`)).statusCode).toBe(200);
    expect((await fitter.get(`/api/beheer/fitting/orders/${other}/werkbon.pdf`)).statusCode).toBe(404);
    for (const url of [
      "/api/beheer/orders",
      `/api/beheer/orders/${near}`,
      "/api/beheer/dashboard",
      "/api/beheer/fitting/fitters",
    ]) {
      const res = await fitter.get(url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await fitter.get("/api/beheer/orders")).json().errors.role).toBe(FITTER_ONLY_MESSAGE);
    expect(
      (await owner.get(`/api/beheer/fitting/day?datum=${day2}&monteur=9007199254740991`)).statusCode,
    ).toBe(400);
    const bad = await fitter.get("/api/beheer/fitting/day?datum=2026-02-30");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.datum).toMatch(/geldige dag/);
  });
});

describe("the handover", () => {
  it("refuses an empty signature and an unexplained unchecked row, changing nothing", async () => {
    const number = await readyForFitting();
    await plan(owner, number, {});
    const mailsBefore = (await mailsOf(number)).length;
    const url = `/api/beheer/fitting/orders/${number}/handover`;
    const empty = await fitter.post(url, {
      rows: [{ position: 1, done: true }],
      signerName: "Sanne de Vries",
      signature: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.signature).toBe("Laat de klant tekenen: de handtekening is leeg.");
    const dot = await fitter.post(url, {
      rows: [{ position: 1, done: true }],
      signerName: "Sanne de Vries",
      signature: [[[10, 10]]],
    });
    expect(dot.json().errors.signature).toMatch(/leeg/);
    const unchecked = await fitter.post(url, {
      rows: [{ position: 1, done: false }],
      signerName: "Sanne de Vries",
      signature,
    });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().errors["rows.1"]).toMatch(/waarom/);
    const outside = await fitter.post(url, {
      rows: [{ position: 1, done: true }],
      signerName: "Sanne de Vries",
      signature: [
        [
          [5000, 10],
          [20, 20],
        ],
      ],
    });
    expect(outside.statusCode).toBe(400);
    const byOther = await otherFitter.post(url, {
      rows: [{ position: 1, done: true }],
      signerName: "X Y",
      signature,
    });
    expect(byOther.statusCode).toBe(404);
    expect(await orderRow(number)).toMatchObject({ fulfilmentStatus: "ingepland_voor_montage" });
    expect((await mailsOf(number)).length).toBe(mailsBefore);
    expect(
      await db().select().from(fittingHandovers).where(eq(fittingHandovers.orderNumber, number)),
    ).toEqual([]);
  });

  it("signed: the order is afgerond, the customer gets the handover PDF, staff can download it", async () => {
    const number = await readyForFitting();
    await plan(owner, number, {});
    const res = await fitter.post(`/api/beheer/fitting/orders/${number}/handover`, {
      rows: [{ position: 1, done: true, remark: "" }],
      remarks: "Alles netjes opgeleverd.",
      extraWork: "Extra plug in betonnen latei",
      signerName: "Sanne de Vries",
      signature,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(number)).toMatchObject({ fulfilmentStatus: "afgerond" });
    await t.services.mail.deliverDue();
    const mail = (await mailsOf(number)).at(-1);
    expect(mail?.subject).toContain("Je bestelling is afgerond");
    expect(mail?.text?.replace(/\s+/g, " ")).toContain(
      "In de bijlage vind je het getekende opleverformulier",
    );
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`oplevering-${number}.pdf`, "application/pdf"],
    ]);
    const text = pdfText(Buffer.from(mail?.attachments?.[0]?.base64 ?? "", "base64"));
    expect(text).toContain("Opleverformulier montage");
    expect(text).toContain(number);
    expect(text).toContain("Sanne de Vries");
    expect(text).toContain("Extra plug in betonnen latei");
    expect(text).toContain("Opgeleverd");
    const download = await owner.get(`/api/beheer/fitting/orders/${number}/handover.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/pdf");
    const again = await fitter.post(`/api/beheer/fitting/orders/${number}/handover`, {
      rows: [{ position: 1, done: true }],
      signerName: "Sanne de Vries",
      signature,
    });
    expect(again.statusCode).toBe(409);
    expect((await plan(owner, number, {})).statusCode).toBe(409);
  });
});
