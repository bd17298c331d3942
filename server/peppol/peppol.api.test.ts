// E-invoices over Peppol through the real app, on PGlite and PostgreSQL: a Belgian business's paid order gets a
// transmission queued with its invoice, which the local access point delivers after the commit; a consumer's
// gets none; a confirmed refund's credit note gets one; a failing access point is retried with backoff or, when
// it refuses the document, marked failed; the owners read the outbox in the API and on /beheer/facturen/peppol.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import {
  beAddress,
  placeAndPay,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { refunds } from "../payments/payments.schema.ts";
import type { SandboxPaymentProvider } from "../payments/sandbox.ts";
import { type AccessPoint, AccessPointError, type PeppolMessage } from "./access-point.ts";
import { PeppolOutbox } from "./outbox.ts";
import { peppolTransmissions } from "./peppol.schema.ts";

let t: TestApp;
let values: ConfValues;
let owner: StaffClient;
let medewerker: StaffClient;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "1000" });
  values = await rollerBlindValues(t.app);
  owner = await staffClient(t, "eigenaar");
  medewerker = await staffClient(t, "medewerker");
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.services.database.db;

/** A Belgian company whose enterprise number 0417.497.106 has valid check digits. */
const belgianBusiness = {
  default: { type: "business", companyname: "Interieur Claes BV", kvk: "0417.497.106" },
  factuur: beAddress,
};
const belgianConsumer = { default: { type: "private" }, factuur: beAddress };

/** Places and pays an order in the Belgian store; answers its number, total and invoice number. */
async function paidOrder(customer: Record<string, unknown>) {
  const { v } = await visitorWithRollerBlind(t.app, values, "be.localhost");
  expect((await v.post("/api/checkout/gegevens", customer)).statusCode).toBe(200);
  const { order } = await placeAndPay(t, v, "be.localhost");
  const [invoice] = await t.services.invoices.forOrder(order.id);
  if (!invoice) throw new Error("no invoice");
  return { orderNumber: order.number, orderId: order.id, invoice: invoice.number };
}

const transmissionOf = async (documentNumber: string) =>
  (
    await db()
      .select()
      .from(peppolTransmissions)
      .where(eq(peppolTransmissions.documentNumber, documentNumber))
  )[0];

let business: Awaited<ReturnType<typeof paidOrder>>;
let creditNote: string;

describe("who gets an e-invoice", () => {
  it("queues a Belgian business's invoice with its payment, to its enterprise number", async () => {
    business = await paidOrder(belgianBusiness);
    expect(await transmissionOf(business.invoice)).toMatchObject({
      documentType: "Invoice",
      receiverScheme: "0208",
      receiverId: "0417497106",
      status: "queued",
      attempts: 0,
      transport: null,
    });
  });

  it("delivers it through the local access point after the commit: sent, nothing leaves the machine", async () => {
    expect(await t.services.peppol.deliverDue()).toBe(1);
    const row = await transmissionOf(business.invoice);
    expect(row).toMatchObject({ status: "sent", transport: "local", attempts: 0, lastError: null });
    expect(row?.transmissionId).toMatch(/^lokaal-/);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await t.services.peppol.deliverDue()).toBe(0);
  });

  it("sends nothing for a consumer: they have no Peppol address", async () => {
    const consumer = await paidOrder(belgianConsumer);
    expect(await transmissionOf(consumer.invoice)).toBeUndefined();
  });

  it("queues a confirmed refund's credit note for the business", async () => {
    const res = await owner.post(`/api/beheer/orders/${business.orderNumber}/refunds`, {
      amountCents: 500,
      reason: "Beschadigd geleverd",
    });
    expect(res.statusCode).toBe(200);
    const reference: string = res.json().refunds.at(-1).reference;
    await (t.services.payments as SandboxPaymentProvider).deliverDue();
    await vi.waitFor(
      async () => {
        const [row] = await db().select().from(refunds).where(eq(refunds.reference, reference));
        if (row?.status !== "refunded") throw new Error("not confirmed yet");
      },
      { timeout: 5_000, interval: 50 },
    );
    const [, credit] = await t.services.invoices.forOrder(business.orderId);
    if (!credit) throw new Error("no credit note");
    creditNote = credit.number;
    expect(await transmissionOf(creditNote)).toMatchObject({
      documentType: "CreditNote",
      receiverScheme: "0208",
      receiverId: "0417497106",
      status: "queued",
    });
  });
});

describe("a failing access point", () => {
  /** An access point that answers with the given outcomes in turn, remembering what it was sent. */
  function scripted(...outcomes: (AccessPointError | string)[]) {
    const sent: PeppolMessage[] = [];
    const accessPoint: AccessPoint = {
      name: "storecove",
      async send(message) {
        sent.push(message);
        const next = outcomes.shift();
        if (next instanceof AccessPointError) throw next;
        return { transmissionId: next ?? "guid" };
      },
    };
    return { accessPoint, sent };
  }

  it("is retried with the same idempotency key after a retryable failure, and then sent", async () => {
    const { accessPoint, sent } = scripted(
      new AccessPointError("Storecove weigerde (HTTP 503): druk", true),
      "g-1",
    );
    const outbox = new PeppolOutbox(db(), accessPoint, { backoffMs: 60_000, logger: quiet });
    expect(await outbox.deliverDue()).toBe(0);
    const waiting = await transmissionOf(creditNote);
    expect(waiting).toMatchObject({ status: "queued", attempts: 1, transport: "storecove" });
    expect(waiting?.lastError).toBe("Storecove weigerde (HTTP 503): druk");
    // Not before its backoff: a minute after the first failure.
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await outbox.deliverDue()).toBe(0);
    await db()
      .update(peppolTransmissions)
      .set({ nextAttemptAt: new Date() })
      .where(eq(peppolTransmissions.documentNumber, creditNote));
    expect(await outbox.deliverDue()).toBe(1);
    expect(await transmissionOf(creditNote)).toMatchObject({ status: "sent", transmissionId: "g-1" });
    expect(sent.map((m) => m.idempotencyKey)).toEqual([waiting?.idempotencyKey, waiting?.idempotencyKey]);
    expect(sent[0]).toMatchObject({
      documentType: "CreditNote",
      documentNumber: creditNote,
      sender: { scheme: "0106" },
      receiver: { scheme: "0208", id: "0417497106" },
    });
    expect(sent[0]?.xml).toMatch(/<CreditNote [^>]*>/);
    expect(sent[0]?.xml).toContain('<cbc:EndpointID schemeID="0208">0417497106</cbc:EndpointID>');
  });

  it("marks a document the access point refuses as failed at once, with the reason", async () => {
    const other = await paidOrder(belgianBusiness);
    const { accessPoint } = scripted(
      new AccessPointError("Storecove weigerde (HTTP 422): routing: Receiver not found", false),
    );
    const outbox = new PeppolOutbox(db(), accessPoint, { logger: quiet });
    await outbox.deliverDue();
    expect(await transmissionOf(other.invoice)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Storecove weigerde (HTTP 422): routing: Receiver not found",
    });
    failedInvoice = other.invoice;
  });
});

let failedInvoice: string;
const quiet = { info() {}, warn() {}, error() {} };

describe("the owners' view", () => {
  it("lists the outbox newest first in the API, for owners only", async () => {
    const res = await owner.get("/api/beheer/peppol-transmissions");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.transmissions.map((r: { documentNumber: string }) => r.documentNumber)).toEqual([
      failedInvoice,
      creditNote,
      business.invoice,
    ]);
    expect(body.transmissions[2]).toMatchObject({
      documentType: "Invoice",
      customerName: "Interieur Claes BV",
      receiverScheme: "0208",
      receiverId: "0417497106",
      status: "sent",
      transport: "local",
      attempts: 0,
    });
    expect((await medewerker.get("/api/beheer/peppol-transmissions")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/beheer/peppol-transmissions" })).statusCode).toBe(
      401,
    );
  });

  it("shows it on /beheer/facturen/peppol in Dutch, with the UBL's link, for owners only", async () => {
    const page = await owner.get("/beheer/facturen/peppol");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Verzonden e-facturen");
    expect(page.body).toContain(`href="/api/beheer/invoices/${business.invoice}/xml"`);
    expect(page.body).toContain(`Creditnota ${creditNote}`);
    for (const word of [
      "Verzonden",
      "Mislukt",
      "lokaal",
      "Storecove",
      "Receiver not found",
      "Belgisch ondernemingsnummer",
    ])
      expect(page.body).toContain(word);
    expect((await medewerker.get("/beheer/facturen/peppol")).statusCode).toBe(403);
    const stranger = await t.app.inject({ method: "GET", url: "/beheer/facturen/peppol" });
    expect(stranger.statusCode).toBe(302);
  });
});
