// The back office's requests through the real app, on PGlite and PostgreSQL: each kind's list (filter, search,
// newest first), detail with the customer's data, status and note with the audit log, bad input changing
// nothing, the quote's PDF, and 'Bestel deze offerte' followed by the customer into a cart.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { REQUEST_STATUS_INVALID, type RequestKind } from "../../domain/requests.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { adviceRequests } from "../advice/advice.schema.ts";
import { auditLog } from "../backoffice/backoffice.schema.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { quotes } from "../quotes/quotes.schema.ts";
import { swatchOrders } from "../swatches/swatches.schema.ts";

let t: TestApp;
let staff: StaffClient;
let values: ConfValues;
const numbers = {} as Record<RequestKind, string>;

const quoteAddress = {
  prefix: "Dhr",
  firstname: "Pieter",
  lastname: "Offerman",
  zipcode: "3274 LB",
  housenumber: "3",
  street: "Sluisjesdijk",
  city: "Heinenoord",
  email: "pieter.offerman@example.nl",
  telephone: "0612345678",
};

async function productQuote(v = new TestVisitor(t.app)): Promise<string> {
  const res = await v.post("/api/product/estimate", {
    ...quoteAddress,
    country: "NL",
    note: "Graag bellen na 17 uur",
    entity_id: rollerBlind.id,
    conf_id: rollerBlindDef.conf_id,
    options: values,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().number;
}

async function lastAudit() {
  const [entry] = await t.services.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "100000" });
  values = await rollerBlindValues(t.app);
  staff = await staffClient(t, "medewerker");
  const db = t.services.database.db;

  numbers.quotes = await productQuote();

  numbers.advice = "AD-2026-00901";
  await db.insert(adviceRequests).values({
    number: numbers.advice,
    sessionId: "-",
    store: "NL",
    form: {
      request: "advies-en-inmeten",
      product_interest: ["raamdecoratie"],
      product_amount: 4,
      firstname: "Anna",
      lastname: "Advies",
      email: "anna.advies@example.nl",
      telephone: "0611111111",
      zipcode: "4331 AB",
      housenumber: "12",
      street: "Lange Delft",
      city: "Middelburg",
      coupon_code: "",
      service_area_name: "Zeeland",
    },
    serviceArea: "paid",
    feeCents: 4900,
  });

  numbers.swatches = "KS-2026-00901";
  await db.insert(swatchOrders).values({
    number: numbers.swatches,
    sessionId: "-",
    store: "BE",
    address: {
      firstname: "Stijn",
      lastname: "Stalen",
      email: "stijn.stalen@example.be",
      zipcode: "2000",
      housenumber: "5",
      street: "Meir",
      city: "Antwerpen",
      country: "BE",
    },
    items: [
      { product_name: "Rolgordijn verduisterend", option_id: 1, value_id: 2, title: "Antraciet" },
      { product_name: "Rolgordijn verduisterend", option_id: 1, value_id: 3, title: "Zand" },
    ],
  });

  const { v, csrf } = await readyVisitor(t.app, values, { default: { type: "private" }, factuur: nlAddress });
  const placed = (await placeOrder(v, csrf)).json();
  await payInSandbox(t.services, placed.paymentLink, "Authorised");
  const service = await t.app.inject({
    method: "POST",
    url: "/api/service/submit-form",
    payload: { order_number: placed.order.number, postal_code: nlAddress.zipcode },
  });
  expect(service.statusCode, service.body).toBe(200);
  const serviceList = (await staff.get("/api/beheer/service")).json();
  numbers.service = serviceList.requests[0].number;
  expect(numbers.service).toMatch(/^SV-\d{4}-\d{6}$/);
});
afterAll(async () => {
  await t?.close();
});

const expected: Record<RequestKind, { name: string; email: string; postcode: string }> = {
  quotes: { name: "Pieter Offerman", email: "pieter.offerman@example.nl", postcode: "3274LB" },
  advice: { name: "Anna Advies", email: "anna.advies@example.nl", postcode: "4331 ab" },
  service: { name: "Sanne de Vries", email: "sanne@example.nl", postcode: "2991XJ" },
  swatches: { name: "Stijn Stalen", email: "stijn.stalen@example.be", postcode: "2000" },
};

describe.each(Object.keys(expected) as RequestKind[])("/api/beheer/%s", (kind) => {
  it("lists the request for a medewerker, found by number, name, e-mail and postcode, filtered by status", async () => {
    const want = expected[kind];
    const all = (await staff.get(`/api/beheer/${kind}`)).json();
    expect(all.requests.map((r: { number: string }) => r.number)).toContain(numbers[kind]);
    for (const zoek of [numbers[kind].toLowerCase(), want.name.split(" ")[0], want.email, want.postcode]) {
      const found = await staff.get(`/api/beheer/${kind}?zoek=${encodeURIComponent(zoek ?? "")}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(
        found.json().requests.map((r: { number: string }) => r.number),
        zoek,
      ).toContain(numbers[kind]);
    }
    const none = (await staff.get(`/api/beheer/${kind}?zoek=bestaat-niet-xyz`)).json();
    expect(none).toEqual({ requests: [], page: 1, pages: 1, total: 0 });
    const nieuw = (await staff.get(`/api/beheer/${kind}?status=nieuw`)).json();
    expect(nieuw.requests[0]).toMatchObject({ number: numbers[kind], status: "nieuw", name: want.name });
    const done = (await staff.get(`/api/beheer/${kind}?status=afgehandeld`)).json();
    expect(done.total).toBe(0);
  });

  it("shows the customer's data in the detail", async () => {
    const res = await staff.get(`/api/beheer/${kind}/${numbers[kind]}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ kind, number: numbers[kind], status: "nieuw", internalNote: null });
    expect(detail.customer).toMatchObject({ name: expected[kind].name, email: expected[kind].email });
    expect(detail.customer.address.join(" ")).toContain(kind === "swatches" ? "Antwerpen" : "");
    expect(detail.content.kind).toBe(kind);
  });

  it("sets the status and the note, audit-logged; a bad status or note answers Dutch 400 and changes nothing", async () => {
    const url = `/api/beheer/${kind}/${numbers[kind]}`;
    const bad = await staff.patch(url, { status: "klaar", note: "niet bewaard" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toBe(REQUEST_STATUS_INVALID);
    const long = await staff.patch(url, { note: "x".repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.note).toMatch(/korter/);
    expect((await staff.patch(url, {})).statusCode).toBe(400);
    expect((await staff.get(url)).json()).toMatchObject({ status: "nieuw", internalNote: null });

    const res = await staff.patch(url, { status: "in_behandeling", note: "Klant gebeld, belt terug" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "in_behandeling", internalNote: "Klant gebeld, belt terug" });
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actor: staff.member.email,
      subject: numbers[kind],
      before: { status: "nieuw", note: null },
      after: { status: "in_behandeling", note: "Klant gebeld, belt terug" },
    });
    expect(entry?.action).toMatch(/\.status$/);

    const cleared = await staff.patch(url, { note: "" });
    expect(cleared.json()).toMatchObject({ status: "in_behandeling", internalNote: null });
    expect((await lastAudit())?.action).toMatch(/\.note$/);
    await staff.patch(url, { status: "nieuw" });
  });

  it("renders its list and detail pages for a medewerker, and 404 in the frame for an unknown number", async () => {
    const path = {
      quotes: "offertes",
      advice: "adviesafspraken",
      service: "serviceaanvragen",
      swatches: "kleurstalen",
    }[kind];
    const page = (url: string) =>
      t.app.inject({ method: "GET", url, cookies: { rw_beheer: staff.cookieToken } });
    const list = await page(`/beheer/${path}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`/beheer/${path}/${numbers[kind]}`);
    const detail = await page(`/beheer/${path}/${numbers[kind]}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(expected[kind].email);
    if (kind === "service") expect(detail.body).toMatch(/\/beheer\/bestellingen\/RW-/);
    expect((await page(`/beheer/${path}/XX-2026-999999`)).statusCode).toBe(404);
  });

  it("answers 404 in Dutch for an unknown number", async () => {
    const res = await staff.get(`/api/beheer/${kind}/XX-2026-999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.number).toMatch(/bestaat niet/);
    expect(
      (await staff.patch(`/api/beheer/${kind}/XX-2026-999999`, { status: "afgehandeld" })).statusCode,
    ).toBe(404);
  });
});

describe("a quote in the back office", () => {
  it("shows every row with its options and the server's prices, and the quote's PDF", async () => {
    const detail = (await staff.get(`/api/beheer/quotes/${numbers.quotes}`)).json();
    const [quote] = await t.services.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.number, numbers.quotes));
    const row = Object.values(quote?.cart.items ?? {})[0];
    expect(detail.content.rows[0]).toMatchObject({
      name: rollerBlind.name,
      count: 1,
      subtotalCents: row?.subtotal,
    });
    expect(detail.content.rows[0].options.length).toBe(row?.options.length);
    expect(detail.content.totals.find((r: { label: string }) => r.label === "Totaal").cents).toBe(
      quote?.totalCents,
    );
    expect(detail.content).toMatchObject({ customerNote: "Graag bellen na 17 uur", orderable: true });
    expect(detail.customer.phone).toBe("0612345678");

    const pdf = await staff.get(`/api/beheer/quotes/${numbers.quotes}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("'Bestel deze offerte' mails a link that puts the quoted rows in the customer's cart", async () => {
    const v = new TestVisitor(t.app);
    const add = { conf_id: rollerBlindDef.conf_id, entity_id: rollerBlind.id, values };
    expect((await v.post("/api/cart/add", add)).statusCode).toBe(200);
    expect((await v.post("/api/cart/add", add)).statusCode).toBe(200);
    const cartQuote = await v.post("/api/cart/createEstimate", {
      customer: { ...quoteAddress, notitie: "" },
    });
    expect(cartQuote.statusCode, cartQuote.body).toBe(200);
    const number = cartQuote.json().number;
    const quoted = (await staff.get(`/api/beheer/quotes/${number}`)).json();

    const res = await staff.post(`/api/beheer/quotes/${number}/cart-link`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("in_behandeling");
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, res.json().mailId));
    expect(mail).toMatchObject({ kind: "quote-order", toAddress: quoteAddress.email });
    // The test app runs the mail worker, which may have picked the mail up already.
    expect(["queued", "sending", "sent"]).toContain(mail?.status);
    expect(mail?.subject).toContain(number);
    expect(mail?.html).toContain("Bestel deze offerte");
    expect(await lastAudit()).toMatchObject({
      action: "quote.cart-link",
      subject: number,
      after: { status: "in_behandeling" },
    });
    expect((await staff.get(`/api/beheer/quotes/${number}`)).json().status).toBe("in_behandeling");

    const token = mail?.text.match(/\/winkelwagen\/herstellen\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    const customer = new TestVisitor(t.app);
    expect((await customer.get(`/winkelwagen/herstellen/${token}`)).statusCode).toBe(302);
    const cart = (await customer.get("/api/cart")).json().cart;
    expect(cart.count).toBe(
      quoted.content.rows.reduce(
        (n: number, r: { type: string; count: number }) => n + (r.type === "product" ? r.count : 0),
        0,
      ),
    );
    const names = Object.values(cart.items as Record<string, { type: string; product_name: string }>)
      .filter((i) => i.type === "product")
      .map((i) => i.product_name);
    expect(names).toEqual(
      quoted.content.rows
        .filter((r: { type: string }) => r.type === "product")
        .map((r: { name: string }) => r.name),
    );
  });

  it("refuses a cart link for a quote made before its configurations were kept, changing nothing", async () => {
    const number = await productQuote();
    await t.services.database.db.update(quotes).set({ items: null }).where(eq(quotes.number, number));
    const before = await lastAudit();
    const res = await staff.post(`/api/beheer/quotes/${number}/cart-link`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.number).toMatch(/nieuwe offerte/);
    expect((await lastAudit())?.id).toBe(before?.id);
    expect((await staff.get(`/api/beheer/quotes/${number}`)).json()).toMatchObject({
      status: "nieuw",
      content: { orderable: false },
    });
    expect((await staff.post("/api/beheer/quotes/OF-2026-999999/cart-link")).statusCode).toBe(404);
  });

  it("pages the list, newest first", async () => {
    const first = (await staff.get("/api/beheer/quotes")).json();
    const dates = first.requests.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.pages).toBe(Math.ceil(first.total / 25));
    const beyond = (await staff.get("/api/beheer/quotes?pagina=99")).json();
    expect(beyond.requests).toEqual([]);
    expect((await staff.get("/api/beheer/quotes?pagina=nul")).json().errors.pagina).toMatch(/paginanummer/);
  });
});
