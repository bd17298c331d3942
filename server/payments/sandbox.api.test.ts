// The sandbox payment provider through the real app: methods per store, idempotent payments, the hosted page,
// outcomes that send a signed Adyen-format webhook once and redirect with a signed result, and forgeries refused.
import { randomUUID } from "node:crypto";
import adyen from "@adyen/api-library";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import type { NotificationBody } from "./notifications.ts";
import { sandboxPayments } from "./payments.schema.ts";
import { type CreatePaymentInput, PaymentProviderError } from "./provider.ts";
import { inProcessNotifier } from "./sandbox.routes.ts";
import { SANDBOX_MERCHANT_ACCOUNT, SandboxPaymentProvider } from "./sandbox.ts";

const RETURN_URL = "http://localhost/checkout/betaald?order=RW-2026-000001";

let t: TestApp;
let sandbox: SandboxPaymentProvider;
/** Every webhook the sandbox sent, with the headers it sent them with. */
let sent: { body: NotificationBody; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000" });
  if (!(t.services.payments instanceof SandboxPaymentProvider)) throw new Error("sandbox expected");
  sandbox = t.services.payments;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  sent = [];
  // Captured here instead of reaching the shop's webhook route; the shop accepts like Adyen expects.
  sandbox.setNotifier(async (body, headers) => {
    sent.push({ body, headers });
    return { statusCode: 200, body: "[accepted]" };
  });
});

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const reference = `RW-2026-000001-${randomUUID().slice(0, 8)}`;
  return {
    reference,
    orderNumber: "RW-2026-000001",
    amountCents: 123456,
    country: "NL",
    method: { type: "ideal", issuer: "ideal_INGBNL2A" },
    returnUrl: RETURN_URL,
    shopperEmail: "klant@example.nl",
    shopperLocale: "nl-NL",
    idempotencyKey: reference,
    expiresAt: new Date(Date.now() + 3600_000),
    ...overrides,
  };
}

const pageOf = (psp: string) => t.app.inject({ method: "GET", url: `/betaalomgeving/${psp}` });

async function tokenOf(psp: string): Promise<string> {
  const html = (await pageOf(psp)).body;
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no token on the page");
  return token;
}

function post(psp: string, fields: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: `/betaalomgeving/${psp}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Creates a payment, opens its page and presses one outcome button. */
async function pay(outcome: string, extra: Record<string, string> = {}, payment = input()) {
  const created = await sandbox.createPayment(payment);
  const token = await tokenOf(created.pspReference);
  const res = await post(created.pspReference, { token, outcome, ...extra });
  return { created, res, payment };
}

function queryOf(location: string): Record<string, string> {
  return Object.fromEntries(new URL(location).searchParams);
}

describe("payment methods", () => {
  it("NL: iDEAL first with its twelve banks, cards with their brands, PayPal and Klarna, no Bancontact", async () => {
    const methods = await sandbox.paymentMethods("NL", 10000);
    expect(methods.map((m) => m.type)).toEqual(["ideal", "scheme", "paypal", "klarna_paynow"]);
    const ideal = methods[0];
    expect(ideal?.name).toBe("iDEAL");
    expect(ideal?.issuers?.map((i) => i.name)).toEqual([
      "ABN AMRO",
      "ASN Bank",
      "bunq",
      "ING",
      "Knab",
      "Rabobank",
      "RegioBank",
      "Revolut",
      "SNS",
      "Triodos Bank",
      "Van Lanschot",
      "Yoursafe",
    ]);
    expect(ideal?.issuers?.find((i) => i.name === "ING")?.id).toBe("ideal_INGBNL2A");
    expect(methods.find((m) => m.type === "scheme")).toEqual({
      type: "scheme",
      name: "Creditcard",
      brands: ["visa", "mc", "amex", "maestro"],
    });
    expect(methods.find((m) => m.type === "klarna_paynow")?.name).toBe("Klarna: direct betalen");
  });

  it("BE: Bancontact first", async () => {
    const methods = await sandbox.paymentMethods("BE", 10000);
    expect(methods[0]).toEqual({ type: "bcmc", name: "Bancontact" });
    expect(methods.map((m) => m.type)).toContain("ideal");
  });
});

describe("createPayment", () => {
  it("answers a payment link on the shop's host and is idempotent by key", async () => {
    const request = input();
    const first = await sandbox.createPayment(request);
    expect(first.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    expect(first.paymentLink).toBe(`http://localhost/betaalomgeving/${first.pspReference}`);
    const again = await Promise.all([sandbox.createPayment(request), sandbox.createPayment(request)]);
    expect(again).toEqual([first, first]);
    const rows = await t.services.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, request.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", amountCents: 123456, reference: request.reference });
  });

  it("refuses a reused key with another request, a method the store lacks and an unknown bank", async () => {
    const request = input();
    await sandbox.createPayment(request);
    await expect(sandbox.createPayment({ ...request, amountCents: 1 })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(sandbox.createPayment(input({ method: { type: "bcmc" } }))).rejects.toThrow(
      /not offered in NL/,
    );
    await expect(sandbox.createPayment(input({ method: { type: "ideal", issuer: "x" } }))).rejects.toThrow(
      /unknown issuer/,
    );
    await expect(sandbox.createPayment(input({ returnUrl: "/checkout" }))).rejects.toThrow(/returnUrl/);
  });
});

describe("the hosted payment page", () => {
  it("shows shop, order, the amount in Dutch format, the method and the chosen bank, marked as a test", async () => {
    const created = await sandbox.createPayment(input());
    const res = await pageOf(created.pspReference);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.body;
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<strong>Testomgeving</strong> — er wordt niet echt betaald");
    expect(html).toContain("Raamwerk");
    expect(html).toContain("RW-2026-000001");
    expect(html).toContain("€ 1.234,56");
    expect(html).toContain("iDEAL (ING)");
    expect(html).toContain('<label for="issuer">Bank</label>');
    expect(html).toContain('<option value="ideal_INGBNL2A" selected>ING</option>');
    expect(html).toContain('<label for="refusalReason">');
    expect(html).toContain(">Onvoldoende saldo</textarea>");
    for (const label of [
      "Betaling geslaagd",
      "Betaling geweigerd",
      "Annuleren",
      "Technische fout",
      "Later betalen / open laten",
    ]) {
      expect(html).toContain(`>${label}</button>`);
    }
    expect(html).not.toContain("<script");
  });

  it("escapes everything it shows", async () => {
    const created = await sandbox.createPayment(
      input({ orderNumber: `<script>alert("x")</script>`, method: { type: "scheme", brand: "amex" } }),
    );
    const html = (await pageOf(created.pspReference)).body;
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Creditcard (American Express)");
    expect(html).toContain('<option value="amex" selected>American Express</option>');
  });

  it("answers a Dutch 404 page for an unknown or malformed payment", async () => {
    for (const psp of ["ABCDEFGHIJKLMNOP", "nope", "%3Cb%3E"]) {
      const res = await pageOf(psp);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("Deze betaling bestaat niet");
      const posted = await post(psp, { token: "x", outcome: "Authorised" });
      expect(posted.statusCode).toBe(404);
    }
    expect(sent).toHaveLength(0);
  });
});

describe("outcomes", () => {
  it("Authorised: one signed webhook that the provider and Adyen's own validator accept, then a 303 back", async () => {
    const { created, res, payment } = await pay("Authorised", { issuer: "ideal_RABONL2U" });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith("http://localhost/checkout/betaald?order=RW-2026-000001&")).toBe(true);
    const query = queryOf(location);
    expect(query).toMatchObject({
      order: "RW-2026-000001",
      reference: payment.reference,
      pspReference: created.pspReference,
      resultCode: "Authorised",
    });
    expect(query.refusalReason).toBeUndefined();
    expect(await sandbox.returnResult(query)).toEqual({
      reference: payment.reference,
      outcome: "authorised",
      amount: { value: payment.amountCents, currency: "EUR" },
    });

    expect(sent).toHaveLength(1);
    const [{ body, headers }] = sent as [(typeof sent)[number]];
    expect(headers["content-type"]).toBe("application/json");
    expect(body.live).toBe("false");
    const item = body.notificationItems[0]?.NotificationRequestItem;
    expect(item).toMatchObject({
      eventCode: "AUTHORISATION",
      success: "true",
      pspReference: created.pspReference,
      merchantReference: payment.reference,
      merchantAccountCode: SANDBOX_MERCHANT_ACCOUNT,
      amount: { value: 123456, currency: "EUR" },
      paymentMethod: "ideal",
    });
    expect(item?.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(sandbox.verifyNotifications(JSON.parse(JSON.stringify(body)), {})).toEqual([
      {
        reference: payment.reference,
        pspReference: created.pspReference,
        eventCode: "AUTHORISATION",
        outcome: "authorised",
        amountCents: 123456,
        currency: "EUR",
        eventDate: item?.eventDate,
        notificationId: `${created.pspReference}:AUTHORISATION:true`,
      },
    ]);

    // Adyen's library, given the sandbox's key, agrees with the signature: it is signed exactly as Adyen signs.
    const [row] = await t.services.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.pspReference, created.pspReference));
    expect(row).toMatchObject({
      status: "authorised",
      issuer: "ideal_RABONL2U",
      deliveryStatus: "delivered",
    });
    const key = (sandbox as unknown as { hmacKey: string }).hmacKey;
    expect(new adyen.hmacValidator().validateHMAC(item as never, key)).toBe(true);
  });

  it("Refused: the tester's reason travels in the webhook and the return URL", async () => {
    const { res, payment } = await pay("Refused", { refusalReason: "  Onvoldoende\nsaldo op de rekening " });
    expect(res.statusCode).toBe(303);
    const query = queryOf(String(res.headers.location));
    expect(query).toMatchObject({ resultCode: "Refused", refusalReason: "Onvoldoende saldo op de rekening" });
    expect(await sandbox.returnResult(query)).toEqual({
      reference: payment.reference,
      outcome: "refused",
      reason: "Onvoldoende saldo op de rekening",
      amount: { value: payment.amountCents, currency: "EUR" },
    });
    const notifications = sandbox.verifyNotifications(sent[0]?.body, {});
    expect(notifications).toMatchObject([
      { outcome: "refused", reason: "Onvoldoende saldo op de rekening", eventCode: "AUTHORISATION" },
    ]);
    expect(sent[0]?.body.notificationItems[0]?.NotificationRequestItem.success).toBe("false");
  });

  it("Cancelled and Error: failed authorisations with Adyen's reasons, read back as cancelled and error", async () => {
    const cancelled = await pay("Cancelled");
    const cancelledQuery = queryOf(String(cancelled.res.headers.location));
    expect(cancelledQuery).toMatchObject({ resultCode: "Cancelled", refusalReason: "Cancelled" });
    expect(await sandbox.returnResult(cancelledQuery)).toMatchObject({ outcome: "cancelled" });
    expect(sandbox.verifyNotifications(sent[0]?.body, {})).toMatchObject([{ outcome: "cancelled" }]);

    const failed = await pay("Error");
    const failedQuery = queryOf(String(failed.res.headers.location));
    expect(failedQuery).toMatchObject({ resultCode: "Error", refusalReason: "Acquirer Error" });
    expect(await sandbox.returnResult(failedQuery)).toMatchObject({ outcome: "error" });
    expect(sandbox.verifyNotifications(sent[1]?.body, {})).toMatchObject([{ outcome: "error" }]);
  });

  it("Pending: back to the shop without a webhook; the link still works and can be paid later", async () => {
    const { created, res, payment } = await pay("Pending");
    expect(res.statusCode).toBe(303);
    const query = queryOf(String(res.headers.location));
    expect(query.resultCode).toBe("Pending");
    expect(await sandbox.returnResult(query)).toEqual({
      reference: payment.reference,
      outcome: "pending",
      amount: { value: payment.amountCents, currency: "EUR" },
    });
    expect(sent).toHaveLength(0);
    const page = await pageOf(created.pspReference);
    expect(page.body).toContain(">Betaling geslaagd</button>");
    const token = await tokenOf(created.pspReference);
    expect((await post(created.pspReference, { token, outcome: "Authorised" })).statusCode).toBe(303);
    expect(sent).toHaveLength(1);
  });

  it("a finished payment answers 'Deze betaling is al afgerond' and sends nothing again, also when posted at once", async () => {
    const created = await sandbox.createPayment(input());
    const token = await tokenOf(created.pspReference);
    const answers = await Promise.all(
      ["Authorised", "Refused", "Authorised"].map((outcome) =>
        post(created.pspReference, { token, outcome }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409, 409]);
    expect(sent).toHaveLength(1);
    const again = await post(created.pspReference, { token, outcome: "Cancelled" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("Deze betaling is al afgerond");
    expect(sent).toHaveLength(1);
    const page = await pageOf(created.pspReference);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Deze betaling is al afgerond");
    expect(page.body).not.toContain("<form");
    // Its link back carries the same verifiable result as the redirect did.
    const back = /<a class="button" href="([^"]+)"/.exec(page.body)?.[1]?.replaceAll("&amp;", "&");
    expect(await sandbox.returnResult(queryOf(String(back)))).toMatchObject({
      reference: expect.any(String),
    });
  });

  it("a post without the page's token, or without a known outcome, changes nothing", async () => {
    const created = await sandbox.createPayment(input());
    const forged = await post(created.pspReference, { token: "guessed", outcome: "Authorised" });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain("Deze keuze kon niet worden verwerkt");
    const noToken = await post(created.pspReference, { outcome: "Authorised" });
    expect(noToken.statusCode).toBe(403);
    const token = await tokenOf(created.pspReference);
    const unknown = await post(created.pspReference, { token, outcome: "Paid" });
    expect(unknown.statusCode).toBe(400);
    // A cross-site form can also post text/plain: it carries no fields, so nothing happens.
    const plain = await t.app.inject({
      method: "POST",
      url: `/betaalomgeving/${created.pspReference}`,
      headers: { "content-type": "text/plain" },
      payload: `token=${token}&outcome=Authorised`,
    });
    expect(plain.statusCode).toBe(400);
    const [row] = await t.services.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.pspReference, created.pspReference));
    expect(row?.status).toBe("pending");
    expect(sent).toHaveLength(0);
  });
});

describe("forgeries", () => {
  async function authorisedBody(): Promise<NotificationBody> {
    await pay("Authorised");
    const body = sent.at(-1)?.body;
    if (!body) throw new Error("no webhook");
    return JSON.parse(JSON.stringify(body)) as NotificationBody;
  }

  it("refuses a notification with an altered amount, outcome, reference or signature", async () => {
    const original = await authorisedBody();
    expect(sandbox.verifyNotifications(original, {})).toHaveLength(1);
    const alter = (
      change: (item: NotificationBody["notificationItems"][number]["NotificationRequestItem"]) => void,
    ) => {
      const copy = JSON.parse(JSON.stringify(original)) as NotificationBody;
      const item = copy.notificationItems[0]?.NotificationRequestItem;
      if (!item) throw new Error("no item");
      change(item);
      return sandbox.verifyNotifications(copy, {});
    };
    expect(alter((item) => (item.amount.value = 1))).toBeNull();
    expect(alter((item) => (item.amount.currency = "USD"))).toBeNull();
    expect(alter((item) => (item.merchantReference = "RW-other"))).toBeNull();
    expect(alter((item) => (item.pspReference = "ZZZZZZZZZZZZZZZZ"))).toBeNull();
    expect(alter((item) => (item.additionalData = { hmacSignature: "AAAA" }))).toBeNull();
    expect(alter((item) => (item.additionalData = {}))).toBeNull();
    expect(alter((item) => (item.merchantAccountCode = "Other"))).toBeNull();
    expect(
      alter((item) => {
        item.success = "false";
      }),
    ).toBeNull();
    // Signed with another key: refused.
    const other = new SandboxPaymentProvider({ db: t.services.database.db, hmacKey: "ab".repeat(32) });
    expect(other.verifyNotifications(original, {})).toBeNull();
    // Not Adyen's shape, or a live notification to the test sandbox.
    expect(sandbox.verifyNotifications({ ...original, live: "true" }, {})).toBeNull();
    expect(sandbox.verifyNotifications({ notificationItems: [] }, {})).toBeNull();
    expect(sandbox.verifyNotifications("[accepted]", {})).toBeNull();
    expect(sandbox.verifyNotifications(null, {})).toBeNull();
  });

  it("refuses a return URL whose result, reason or reference was changed, or that has no signature", async () => {
    const { res } = await pay("Refused");
    const query = queryOf(String(res.headers.location));
    expect(await sandbox.returnResult(query)).not.toBeNull();
    expect(await sandbox.returnResult({ ...query, resultCode: "Authorised" })).toBeNull();
    expect(await sandbox.returnResult({ ...query, refusalReason: "<b>x</b>" })).toBeNull();
    expect(await sandbox.returnResult({ ...query, refusalReason: undefined })).toBeNull();
    expect(await sandbox.returnResult({ ...query, reference: "RW-other" })).toBeNull();
    expect(await sandbox.returnResult({ ...query, signature: undefined })).toBeNull();
    expect(await sandbox.returnResult({ ...query, signature: "x" })).toBeNull();
    expect(await sandbox.returnResult({})).toBeNull();
  });
});

describe("delivery inside the app", () => {
  it("the default notifier posts the webhook to /api/payments/notifications in-process", async () => {
    const answers: number[] = [];
    const inner = inProcessNotifier(t.app);
    sandbox.setNotifier(async (body, headers) => {
      const answer = await inner(body, headers);
      answers.push(answer.statusCode);
      return answer;
    });
    const { created, res } = await pay("Authorised");
    expect(res.statusCode).toBe(303);
    expect(answers).toHaveLength(1);
    const [row] = await t.services.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.pspReference, created.pspReference));
    // 'delivered' once the shop's webhook route accepts it; before that route exists the API answers 404.
    if (answers[0] === 404) expect(row?.deliveryStatus).toMatch(/^failed: HTTP 404/);
    else expect(row?.deliveryStatus).toBe("delivered");
  });
});
