// orders/status and configurator/delivery-date through the real app: the Dutch messages for bad input, the
// same answer for an unknown order and a wrong postcode, the states a customer sees, the rate limit, and the
// expected delivery in the cart, the confirmation mail (with its link to the status page) and the status.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { ORDER_STATUS_NOT_FOUND } from "../../domain/orders/order-status.ts";
import {
  payInSandbox,
  placeOrder,
  readyVisitor,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { mailOutbox } from "../mail/mail.schema.ts";
import { orders } from "./orders.schema.ts";

let t: TestApp;
let values: ConfValues;

beforeAll(async () => {
  // A small budget of tries, as in production; each look-up below comes from its own address but the last test's.
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "2" });
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

let client = 0;
const status = (payload: unknown, remoteAddress = `10.0.0.${++client}`) =>
  t.app.inject({ method: "POST", url: "/api/orders/status", payload: payload as object, remoteAddress });

async function order(paid = true): Promise<string> {
  const { v, csrf } = await readyVisitor(t.app, values);
  const placed = (await placeOrder(v, csrf)).json();
  if (paid) await payInSandbox(t.services, placed.paymentLink, "Authorised");
  return placed.order.number;
}

const expectedText =
  /^Verwacht in huis: (maandag|dinsdag|woensdag|donderdag|vrijdag) \d{1,2} [a-z]+( \d{4})?$/;

describe("orders/status input", () => {
  it("answers the Dutch message per field and never a 500", async () => {
    const empty = await status({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      order_number: "Ordernummer is verplicht",
      postal_code: "Postcode is verplicht",
    });
    for (const postal_code of ["12345", "0123", "1234 ABC", "B-1000"]) {
      const res = await status({ order_number: "RW-2099-000001", postal_code });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ postal_code: "Vul een geldige postcode in" });
    }
    const wrongType = await status({ order_number: 123, postal_code: ["2991 XJ"] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(["order_number", "postal_code"]);
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/orders/status",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe("orders/status", () => {
  let paid: string;
  beforeAll(async () => {
    paid = await order();
  });

  it("gives the same answer for an unknown number and for a postcode that does not match", async () => {
    const unknown = await status({ order_number: "RW-2099-999999", postal_code: "2991 XJ" });
    const wrongPostcode = await status({ order_number: paid, postal_code: "1011 AB" });
    const belgian = await status({ order_number: paid, postal_code: "1000" });
    for (const res of [unknown, wrongPostcode, belgian]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: { order: ORDER_STATUS_NOT_FOUND } });
    }
    expect(wrongPostcode.body).toBe(unknown.body);
  });

  it("shows a paid order, typed in any case and with or without the postcode's space", async () => {
    const res = await status({ order_number: ` ${paid.toLowerCase()} `, postal_code: "2991xj" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.json();
    expect(body).toMatchObject({
      order_number: paid,
      state: "te_controleren",
      state_label: "We controleren je maten",
      delivery: "Verzenden",
    });
    expect(body.next).toContain("controleren nu de maten");
    expect(body.expected_delivery).toMatch(expectedText);
    expect(body.steps.map((s: { label: string; status: string }) => `${s.label}:${s.status}`)).toEqual([
      "Besteld en betaald:done",
      "Maten controleren:current",
      "In productie:todo",
      "Verzonden:todo",
      "Afgerond:todo",
    ]);
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0].name).toBe(rollerBlind.name);
    // One row: the order's date says it, not the row again.
    expect(body.rows[0].details.join(" ")).not.toContain("Verwacht in huis");
    // Nothing of the customer's details.
    expect(res.body).not.toContain("Sanne");
    expect(res.body).not.toContain("sanne@example.nl");
  });

  it("follows the back office's moves: in production, then sent with the carrier's link", async () => {
    const db = t.services.database.db;
    await db.update(orders).set({ fulfilmentStatus: "in_productie" }).where(eq(orders.number, paid));
    const making = (await status({ order_number: paid, postal_code: "2991 XJ" })).json();
    expect(making.state_label).toBe("In productie");
    expect(making.next).toContain("track-and-trace-link");
    expect(making.steps[0].status).toBe("done");
    await db
      .update(orders)
      .set({ fulfilmentStatus: "verzonden", trackTraceUrl: "https://vervoerder.example/volg/123" })
      .where(eq(orders.number, paid));
    const sent = (await status({ order_number: paid, postal_code: "2991 XJ" })).json();
    expect(sent.state_label).toBe("Verzonden");
    expect(sent.track_trace_url).toBe("https://vervoerder.example/volg/123");
    await db.update(orders).set({ fulfilmentStatus: "afgerond" }).where(eq(orders.number, paid));
    const done = (await status({ order_number: paid, postal_code: "2991 XJ" })).json();
    expect(done.state_label).toBe("Afgerond");
    expect(done.expected_delivery).toBeNull();
    expect(done.next).toContain("service");
  });

  it("shows an unpaid order as waiting for payment, without a date", async () => {
    const unpaid = await order(false);
    const body = (await status({ order_number: unpaid, postal_code: "2991 XJ" })).json();
    expect(body.state).toBe("pending_payment");
    expect(body.state_label).toBe("Wacht op betaling");
    expect(body.expected_delivery).toBeNull();
    expect(body.steps).toEqual([]);
  });

  it("finds a Belgian order by its four-digit postnummer", async () => {
    const number = await order();
    const db = t.services.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.number, number));
    if (!row) throw new Error("no order");
    // Delivered in Brussels: the four-digit postnummer of the Belgian store.
    const customer = {
      ...row.customer,
      factuur: { ...row.customer.factuur, zipcode: "1000", country: "BE" },
    } as typeof row.customer;
    await db.update(orders).set({ store: "BE", customer }).where(eq(orders.number, number));
    const res = await status({ order_number: number, postal_code: " 1000 " });
    expect(res.statusCode).toBe(200);
    expect(res.json().expected_delivery).toMatch(expectedText);
  });
});

describe("orders/status rate limit", () => {
  it("answers a Dutch 429 after RATE_LIMIT_MAIL tries a minute from one client, found or not", async () => {
    const send = () => status({ order_number: "RW-2099-000001", postal_code: "2991 XJ" }, "10.1.1.1");
    expect((await send()).statusCode).toBe(404);
    expect((await send()).statusCode).toBe(404);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().errors.request).toBe(
      "Te veel verzoeken achter elkaar. Probeer het over een minuut opnieuw.",
    );
    // Another client still gets its answer.
    expect((await status({ order_number: "RW-2099-000001", postal_code: "2991 XJ" })).statusCode).toBe(404);
  });
});

describe("the expected delivery elsewhere", () => {
  it("configurator/delivery-date answers the production time and the date, and a Dutch 404 for an unknown configuration", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/configurator/delivery-date",
      payload: { conf_id: rollerBlindDef.conf_id, prod_id: rollerBlind.id, values: {} },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.delivery_time).toBe("8 werkdagen");
    expect(body.expected_delivery).toMatch(expectedText);
    expect(body.from <= body.to).toBe(true);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/configurator/delivery-date",
      payload: { conf_id: 999999, prod_id: 1, values: {} },
    });
    expect(unknown.statusCode).toBe(404);
    expect(Object.values(unknown.json().errors)[0]).toMatch(/^[A-Z].*[a-z]/);
  });

  it("gives cart rows their date, later with mounting", async () => {
    const { v, cart } = await visitorWithRollerBlind(t.app, values);
    const row = Object.values(cart.items)[0] as { expected_delivery: string; production_days: object };
    expect(row.expected_delivery).toMatch(expectedText);
    expect(row.production_days).toEqual(rollerBlind.productionDays);
    const mounted = (await v.post("/api/cart/setServiceType", { service_type: "mount" })).json();
    const mountedRow = Object.values(mounted.cart.items).find(
      (item) => (item as { type: string }).type === "product",
    ) as { expected_delivery: string; production_days: { min: number; max: number } };
    expect(mountedRow.production_days).toEqual({
      min: rollerBlind.productionDays.min + 10,
      max: rollerBlind.productionDays.max + 20,
    });
    expect(mountedRow.expected_delivery).toMatch(
      /^Verwacht in huis: \d{1,2} [a-z]+( \d{4})? – \d{1,2} [a-z]+( \d{4})?$|^Verwacht in huis: \d{1,2} – \d{1,2} [a-z]+( \d{4})?$/,
    );
  });

  it("puts the date and a link to the status page in the confirmation mail", async () => {
    const number = await order();
    await t.services.mail.deliverDue();
    const rows = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderNumber, number));
    const mail = rows.find((m) => m.kind === "order-confirmation");
    expect(mail?.text).toMatch(
      /Verwacht in huis: (maandag|dinsdag|woensdag|donderdag|vrijdag) \d{1,2} [a-z]+/,
    );
    expect(mail?.html).toContain(`/bestelling-volgen?order=${number}`);
    expect(mail?.text).not.toContain("Levertijd: 8 werkdagen");
  });
});
