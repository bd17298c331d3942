// service/submit-form through the real app, on PGlite and PostgreSQL: every message, a matching paid order
// (stored, both mails), and the cases a stranger must not be able to tell apart (wrong postcode, unknown
// number, unpaid order, a repeat), the alternative delivery address, the log, and the rate limit.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  nlAddress,
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlind,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { orders } from "../orders/orders.schema.ts";
import { serviceRequests } from "./service.schema.ts";
import { ServiceRequestService } from "./service-requests.ts";

let t: TestApp;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "100000" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Places an order for a roller blind through the checkout calls; paid through the sandbox unless told not to. */
async function paidOrder(
  customer: Record<string, unknown> = { default: { type: "private" }, factuur: nlAddress },
  paid = true,
): Promise<string> {
  const { v, csrf } = await readyVisitor(t.app, values, customer);
  const placed = (await placeOrder(v, csrf)).json();
  if (paid) await payInSandbox(t.services, placed.paymentLink, "Authorised");
  return placed.order.number;
}

const submit = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/service/submit-form", payload: payload as object });

async function requestsFor(number: string) {
  const [order] = await t.services.database.db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw new Error(`no order ${number}`);
  return t.services.database.db.select().from(serviceRequests).where(eq(serviceRequests.orderId, order.id));
}

async function serviceMails(orderNumber: string) {
  await t.services.mail.deliverDue();
  const rows = await t.services.database.db.select().from(mailOutbox);
  return rows.filter((m) => m.kind.startsWith("service-request") && m.subject.includes(orderNumber));
}

describe("service/submit-form validation", () => {
  it("answers the Dutch message per field", async () => {
    const empty = await submit({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      order_number: "Ordernummer is verplicht",
      postal_code: "Postcode is verplicht",
    });
    const blank = await submit({ order_number: "   ", postal_code: "  " });
    expect(blank.json().errors).toEqual({
      order_number: "Ordernummer is verplicht",
      postal_code: "Postcode is verplicht",
    });
    for (const postal_code of ["12345", "0123", "0123 AB", "1234 SA", "1234 ABC", "B-1000"]) {
      const res = await submit({ order_number: "RW-2026-000001", postal_code });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ postal_code: "Vul een geldige postcode in" });
    }
    const long = await submit({ order_number: "RW".repeat(17), postal_code: "2991 XJ" });
    expect(long.json().errors).toEqual({ order_number: "Vul een geldig ordernummer in" });
    const wrongType = await submit({ order_number: 123, postal_code: ["2991 XJ"] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(["order_number", "postal_code"]);
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/service/submit-form",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors.body).toBeTruthy();
  });
});

describe("service/submit-form", () => {
  let paidNumber: string;
  beforeAll(async () => {
    paidNumber = await paidOrder();
  });

  it("stores a request for a paid order whose delivery postcode matches, and mails the customer and the shop", async () => {
    // Typed as a visitor might: lower case, the postcode without its space.
    const res = await submit({ order_number: ` ${paidNumber.toLowerCase()} `, postal_code: "2991xj" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    expect(await requestsFor(paidNumber)).toHaveLength(1);
    const mails = await serviceMails(paidNumber);
    const customer = mails.find((m) => m.kind === "service-request");
    expect(customer?.toAddress).toBe("sanne@example.nl");
    expect(customer?.status).toBe("sent");
    expect(customer?.subject).toBe(`Je serviceaanvraag voor bestelling ${paidNumber}`);
    expect(customer?.text).toContain(rollerBlind.name);
    expect(customer?.text).toMatch(/SV-\d{4}-\d{6}/);
    expect(customer?.text).toContain("binnen 2 werkdagen");
    expect(customer?.text).toContain("2991 XJ Barendrecht");
    const shop = mails.find((m) => m.kind === "service-request-shop");
    expect(shop?.toAddress).toBe("klantenservice@raamwerk.nl");
    expect(shop?.text).toContain("0612345678");
    // The development mailbox shows it too.
    const box = (await t.app.inject({ method: "GET", url: "/dev/mailbox.json?to=sanne@example.nl" })).json();
    expect(box.some((m: { subject: string }) => m.subject === customer?.subject)).toBe(true);
  });

  it("treats requests for the same order within minutes as one, also when they arrive at once", async () => {
    const number = await paidOrder();
    const [a, b] = await Promise.all([
      submit({ order_number: number, postal_code: "2991 XJ" }),
      submit({ order_number: number, postal_code: "2991 XJ" }),
    ]);
    expect([a.json(), b.json()]).toEqual([{ status: true }, { status: true }]);
    expect(await requestsFor(number)).toHaveLength(1);
    expect((await submit({ order_number: number, postal_code: "2991 XJ" })).json()).toEqual({ status: true });
    expect(await requestsFor(number)).toHaveLength(1);
    expect((await serviceMails(number)).filter((m) => m.kind === "service-request")).toHaveLength(1);
  });

  it("gives a wrong postcode, an unknown number and an unpaid order the same answer, storing and mailing nothing", async () => {
    const unpaid = await paidOrder(undefined, false);
    const answers = [
      await submit({ order_number: paidNumber, postal_code: "2991 XK" }),
      await submit({ order_number: "RW-1999-999999", postal_code: "2991 XJ" }),
      await submit({ order_number: unpaid, postal_code: "2991 XJ" }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify({ status: true }));
    }
    expect(await requestsFor(unpaid)).toHaveLength(0);
    expect(await serviceMails(unpaid)).toHaveLength(0);
    const outbox = await t.services.database.db.select().from(mailOutbox);
    expect(outbox.filter((m) => m.subject.includes("RW-1999-999999"))).toHaveLength(0);
  });

  it("matches the alternative delivery nlAddress, not the invoice nlAddress", async () => {
    const number = await paidOrder({
      default: { type: "private", afleveren_keuze: "alternatief" },
      factuur: nlAddress,
      aflever: { ...nlAddress, zipcode: "5142 PA", street: "Taxandriaweg", city: "Waalwijk" },
    });
    await submit({ order_number: number, postal_code: "2991 XJ" });
    expect(await requestsFor(number)).toHaveLength(0);
    await submit({ order_number: number, postal_code: "5142 pa" });
    expect(await requestsFor(number)).toHaveLength(1);
    const [mail] = (await serviceMails(number)).filter((m) => m.kind === "service-request");
    expect(mail?.text).toContain("5142 PA Waalwijk");
  });

  it("logs why nothing was stored without the number, postcode or e-mail nlAddress", async () => {
    const lines: unknown[] = [];
    const log = { info: (details: Record<string, unknown>, message: string) => lines.push(details, message) };
    const service = new ServiceRequestService(t.services.database.db, t.services.mail, "shop@example.nl");
    const form = (order_number: string, postal_code: string) => ({ order_number, postal_code });
    expect(await service.submit(form(paidNumber, "1234 AB"), log)).toEqual({
      stored: false,
      reason: "postcode_mismatch",
    });
    expect(await service.submit(form("RW-1999-999998", "2991 XJ"), log)).toEqual({
      stored: false,
      reason: "unknown_order",
    });
    const text = JSON.stringify(lines);
    expect(text).toContain("postcode_mismatch");
    for (const secret of [paidNumber, "RW-1999-999998", "1234 AB", "2991 XJ", "sanne@example.nl"]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("service/submit-form rate limit", () => {
  it("answers 429 after RATE_LIMIT_MAIL requests a minute, matching or not", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAIL: "2" });
    try {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/service/submit-form",
          payload: { order_number: "RW-2026-000001", postal_code: "2991 XJ" },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().errors.request).toContain("Te veel verzoeken");
    } finally {
      await limited.close();
    }
  });
});
