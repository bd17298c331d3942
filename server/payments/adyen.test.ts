// The Adyen provider against a local fake of Adyen's Checkout API (node:http on a free port, answering with
// the request and response shapes of Adyen's documentation), never the internet; and its webhook checks.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import adyen from "@adyen/api-library";
import type ClientInterface from "@adyen/api-library/lib/src/httpClient/clientInterface";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { type AdyenOptions, AdyenPaymentProvider } from "./adyen.ts";
import { createPaymentProvider } from "./choose-provider.ts";
import type { NotificationItem } from "./notifications.ts";
import { PaymentProviderError } from "./provider.ts";
import { SandboxPaymentProvider } from "./sandbox.ts";

const API_KEY = "AQEyhmfxK4_test_api_key";
const MERCHANT = "RaamwerkECOM";
const HMAC_KEY = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown> | undefined;
}

/**
 * A fake Adyen Checkout API: /paymentMethods, /paymentLinks (idempotent by key), /paymentLinks/{id} and
 * /payments/{pspReference}/refunds.
 */
class FakeAdyen {
  server: Server;
  base = "";
  seen: Seen[] = [];
  links = new Map<string, Record<string, unknown>>();
  byKey = new Map<string, Record<string, unknown>>();
  /** Captured payments (their pspReference) that /payments/{id}/refunds can refund. */
  payments = new Set(["QFQTPCQ8HXSKGK82"]);
  /** The status GET /paymentLinks/{id} answers next. */
  linkStatus = "active";
  private counter = 0;

  constructor() {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString("utf8");
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      const path = (req.url ?? "").replace(/\?.*$/, "");
      this.seen.push({ method: req.method ?? "", path, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json;charset=UTF-8" });
        res.end(JSON.stringify(payload));
      };
      if (req.headers["x-api-key"] !== API_KEY) {
        return send(401, {
          status: 401,
          errorCode: "000",
          message: "HTTP Status Response - Unauthorized",
          errorType: "security",
        });
      }
      const route = /^\/v\d+\/(.*)$/.exec(path)?.[1];
      if (req.method === "POST" && route === "paymentMethods") return send(200, paymentMethodsAnswer);
      if (req.method === "POST" && route === "paymentLinks" && body) {
        const amount = body.amount as { value?: number } | undefined;
        if (!amount?.value || amount.value <= 0) {
          return send(422, {
            status: 422,
            errorCode: "137",
            message: "Invalid amount specified",
            errorType: "validation",
          });
        }
        const key = String(req.headers["idempotency-key"] ?? "");
        const known = key ? this.byKey.get(key) : undefined;
        if (known) return send(200, known);
        this.counter += 1;
        const id = `PL${String(this.counter).padStart(4, "0")}C53A8B97E691`;
        const link = {
          ...body,
          id,
          status: "active",
          url: `https://test.adyen.link/${id}`,
          updatedAt: "2026-11-23T12:00:00+01:00",
        };
        this.links.set(id, link);
        if (key) this.byKey.set(key, link);
        return send(200, link);
      }
      const refunded = /^payments\/([A-Za-z0-9]+)\/refunds$/.exec(route ?? "")?.[1];
      if (req.method === "POST" && refunded && body) {
        // Adyen's modifications answer 201 'received' with the refund's own pspReference.
        if (!this.payments.has(refunded)) {
          return send(422, {
            status: 422,
            errorCode: "167",
            message: "Original pspReference required for this operation",
            errorType: "validation",
          });
        }
        res.writeHead(201, { "content-type": "application/json;charset=UTF-8" });
        return res.end(
          JSON.stringify({
            merchantAccount: body.merchantAccount,
            paymentPspReference: refunded,
            pspReference: "RFND7C53A8B97E69",
            reference: body.reference,
            status: "received",
            amount: body.amount,
          }),
        );
      }
      const linkId = /^paymentLinks\/([A-Za-z0-9]+)$/.exec(route ?? "")?.[1];
      if (req.method === "GET" && linkId) {
        const link = this.links.get(linkId);
        if (!link) {
          return send(422, {
            status: 422,
            errorCode: "14_012",
            message: "Payment link not found",
            errorType: "validation",
          });
        }
        return send(200, { ...link, status: this.linkStatus });
      }
      return send(404, { status: 404, errorCode: "000", message: "Not found", errorType: "validation" });
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Adyen's /paymentMethods answer for NL in the shape its documentation shows. */
const paymentMethodsAnswer = {
  paymentMethods: [
    { brands: ["visa", "mc", "amex", "maestro"], name: "Cards", type: "scheme" },
    {
      issuers: [
        { id: "1121", name: "Test Issuer" },
        { id: "1154", name: "Test Issuer 5", disabled: true },
        { id: "1153", name: "Test Issuer 4" },
      ],
      name: "iDEAL",
      type: "ideal",
    },
    { name: "PayPal", type: "paypal", configuration: { merchantId: "X", intent: "capture" } },
    { name: "Pay now with Klarna.", type: "klarna_paynow" },
    { name: "Apple Pay", type: "applepay", brands: ["visa", "mc"] },
  ],
};

/**
 * The transport the Adyen library's services call with their real endpoints and options; it sends the same
 * request to the fake server over plain HTTP (the library's own transport only speaks HTTPS) and turns an error
 * answer into the exception the library would throw. Everything above it, the Checkout services, their
 * serialisation and the idempotency option, is Adyen's code.
 */
function fakeTransport(fake: FakeAdyen, endpoints: string[]): ClientInterface {
  return {
    async request(endpoint, json, config, _isApiKeyRequired, requestOptions = {}) {
      endpoints.push(endpoint);
      const url = endpoint.replace(/^https:\/\/[^/]+(\/checkout)?/, fake.base);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "x-api-key": config.apiKey ?? "",
      };
      if (requestOptions.idempotencyKey) headers["idempotency-key"] = requestOptions.idempotencyKey;
      const method = requestOptions.method ?? "POST";
      const response = await fetch(url, {
        method,
        headers,
        ...(method === "GET" ? {} : { body: String(json) }),
      });
      const text = await response.text();
      if (!response.ok) {
        const error = JSON.parse(text) as { status: number; errorCode: string; message: string };
        throw new adyen.HttpClientException({
          message: `HTTP Exception: ${error.status}. ${error.message}`,
          statusCode: error.status,
          errorCode: error.errorCode,
          responseBody: text,
        });
      }
      return text;
    },
  };
}

const fake = new FakeAdyen();
const endpoints: string[] = [];
const storedLinks = new Map<string, string>();

function provider(overrides: Partial<AdyenOptions> = {}) {
  return new AdyenPaymentProvider({
    apiKey: API_KEY,
    merchantAccount: MERCHANT,
    hmacKey: HMAC_KEY,
    environment: "TEST",
    lookupPspReference: async (reference) => storedLinks.get(reference) ?? null,
    httpClient: fakeTransport(fake, endpoints),
    ...overrides,
  });
}

beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => {
  fake.seen = [];
  endpoints.length = 0;
  fake.linkStatus = "active";
});

const paymentInput = (reference: string) => ({
  reference,
  orderNumber: "RW-2026-000042",
  amountCents: 24950,
  country: "NL" as const,
  method: { type: "ideal", issuer: "1121" },
  returnUrl: `http://localhost:3000/checkout/betaling/${reference}`,
  shopperEmail: "klant@example.nl",
  shopperLocale: "nl-NL" as const,
  idempotencyKey: reference,
  expiresAt: new Date("2026-12-01T12:00:00Z"),
});

describe("payment methods", () => {
  it("asks /paymentMethods for the country and amount and answers the store's methods in its order", async () => {
    const methods = await provider().paymentMethods("NL", 24950);
    expect(fake.seen[0]).toMatchObject({
      method: "POST",
      path: "/v72/paymentMethods",
      body: {
        merchantAccount: MERCHANT,
        countryCode: "NL",
        amount: { currency: "EUR", value: 24950 },
        shopperLocale: "nl-NL",
        channel: "Web",
      },
    });
    expect(endpoints[0]).toBe("https://checkout-test.adyen.com/v72/paymentMethods");
    // iDEAL first with Adyen's enabled issuers; Apple Pay is not one of the shop's methods.
    expect(methods).toEqual([
      {
        type: "ideal",
        name: "iDEAL",
        issuers: [
          { id: "1121", name: "Test Issuer" },
          { id: "1153", name: "Test Issuer 4" },
        ],
      },
      { type: "scheme", name: "Creditcard", brands: ["visa", "mc", "amex", "maestro"] },
      { type: "paypal", name: "PayPal" },
      { type: "klarna_paynow", name: "Klarna: direct betalen" },
    ]);
  });

  it("keeps an answer for a while per country and amount", async () => {
    const p = provider();
    await p.paymentMethods("NL", 100);
    await p.paymentMethods("NL", 100);
    await p.paymentMethods("BE", 100);
    expect(fake.seen).toHaveLength(2);
  });

  it("turns Adyen's refusal into a PaymentProviderError with its status", async () => {
    const wrongKey = provider({ apiKey: "wrong" });
    const error = await wrongKey.paymentMethods("NL", 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).statusCode).toBe(401);
    // Not kept: the next call asks again.
    await wrongKey.paymentMethods("NL", 100).catch(() => undefined);
    expect(fake.seen).toHaveLength(2);
  });
});

describe("createPayment (Pay by Link)", () => {
  it("creates a payment link for the chosen method with the idempotency key, once per key", async () => {
    const p = provider();
    const created = await p.createPayment(paymentInput("RW-2026-000042-1"));
    expect(created.pspReference).toMatch(/^PL/);
    expect(created.paymentLink).toBe(`https://test.adyen.link/${created.pspReference}`);
    const request = fake.seen[0];
    expect(request?.path).toBe("/v72/paymentLinks");
    expect(request?.headers["idempotency-key"]).toBe("RW-2026-000042-1");
    expect(request?.body).toMatchObject({
      merchantAccount: MERCHANT,
      reference: "RW-2026-000042-1",
      merchantOrderReference: "RW-2026-000042",
      amount: { currency: "EUR", value: 24950 },
      countryCode: "NL",
      shopperLocale: "nl-NL",
      shopperEmail: "klant@example.nl",
      allowedPaymentMethods: ["ideal"],
      returnUrl: "http://localhost:3000/checkout/betaling/RW-2026-000042-1?reference=RW-2026-000042-1",
    });
    // The link closes when the shop stops waiting for the payment.
    expect(String(request?.body?.expiresAt)).toMatch(/^2026-12-01T12:00:00/);
    const again = await p.createPayment(paymentInput("RW-2026-000042-1"));
    expect(again).toEqual(created);
    expect(fake.links.size).toBe(1);
  });

  it("turns a bad request and Adyen's validation error into a PaymentProviderError", async () => {
    // A relative return URL is refused before anything is sent.
    await expect(
      provider().createPayment({ ...paymentInput("RW-2026-000043-1"), returnUrl: "/checkout" }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.seen).toHaveLength(0);
    const error = await provider()
      .createPayment({ ...paymentInput("RW-2026-000043-2"), amountCents: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).statusCode).toBe(422);
    expect((error as Error).message).toContain("Invalid amount specified");
  });
});

describe("returnResult", () => {
  it("asks Adyen for the link's status: completed is authorised, expired expired, the rest pending", async () => {
    const p = provider();
    const reference = "RW-2026-000044-1";
    const created = await p.createPayment(paymentInput(reference));
    storedLinks.set(reference, created.pspReference);
    for (const [status, outcome] of [
      ["completed", "authorised"],
      ["paid", "authorised"],
      ["expired", "expired"],
      ["active", "pending"],
      ["paymentPending", "pending"],
    ] as const) {
      fake.linkStatus = status;
      expect(await p.returnResult({ reference })).toEqual({
        reference,
        outcome,
        amount: { value: 24950, currency: "EUR" },
      });
    }
    expect(fake.seen.at(-1)).toMatchObject({
      method: "GET",
      path: `/v72/paymentLinks/${created.pspReference}`,
    });
  });

  it("answers null without a reference, an unknown reference, a lookup, or for a link of another reference", async () => {
    const p = provider();
    expect(await p.returnResult({})).toBeNull();
    expect(await p.returnResult({ reference: "RW-unknown" })).toBeNull();
    expect(await provider({ lookupPspReference: undefined }).returnResult({ reference: "RW-x" })).toBeNull();
    const created = await p.createPayment(paymentInput("RW-2026-000045-1"));
    storedLinks.set("RW-2026-000045-2", created.pspReference);
    fake.linkStatus = "completed";
    expect(await p.returnResult({ reference: "RW-2026-000045-2" })).toBeNull();
  });
});

describe("status (reconciling on start-up)", () => {
  it("asks Adyen for the payment link by its id and answers our reference, outcome and amount", async () => {
    const p = provider();
    const created = await p.createPayment(paymentInput("RW-2026-000046-1"));
    fake.linkStatus = "completed";
    expect(await p.status(created.pspReference)).toEqual({
      reference: "RW-2026-000046-1",
      outcome: "authorised",
      amount: { value: 24950, currency: "EUR" },
    });
    expect(fake.seen.at(-1)).toMatchObject({
      method: "GET",
      path: `/v72/paymentLinks/${created.pspReference}`,
    });
    fake.linkStatus = "active";
    expect((await p.status(created.pspReference))?.outcome).toBe("pending");
  });

  it("answers null for a link Adyen does not know", async () => {
    expect(await provider().status("PL9999C53A8B97E691")).toBeNull();
  });
});

describe("refund (Checkout API modifications)", () => {
  it("asks /payments/{pspReference}/refunds with amount, merchant account and our reference as idempotency key", async () => {
    const requested = await provider().refund({
      pspReference: "QFQTPCQ8HXSKGK82",
      amountCents: 4900,
      currency: "EUR",
      reference: "RW-2026-000042-TA1B2C3D4",
      orderNumber: "RW-2026-000042",
      reason: "Adviesbedrag verrekend",
    });
    expect(requested).toEqual({ pspReference: "RFND7C53A8B97E69" });
    expect(endpoints[0]).toBe("https://checkout-test.adyen.com/v72/payments/QFQTPCQ8HXSKGK82/refunds");
    const request = fake.seen[0];
    expect(request?.method).toBe("POST");
    expect(request?.headers["idempotency-key"]).toBe("RW-2026-000042-TA1B2C3D4");
    expect(request?.body).toEqual({
      merchantAccount: MERCHANT,
      amount: { currency: "EUR", value: 4900 },
      reference: "RW-2026-000042-TA1B2C3D4",
    });
  });

  it("turns Adyen's refusal (an unknown payment) into a PaymentProviderError with its status", async () => {
    const error = await provider()
      .refund({
        pspReference: "PL0001C53A8B97E691",
        amountCents: 100,
        currency: "EUR",
        reference: "RW-2026-000042-T00000001",
        orderNumber: "RW-2026-000042",
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).statusCode).toBe(422);
    expect((error as Error).message).toContain("Original pspReference required");
  });
});

describe("webhooks", () => {
  const validator = new adyen.hmacValidator();
  /** An item as Adyen sends it, signed by Adyen's own library with the shop's HMAC key. */
  function signed(overrides: Partial<NotificationItem> = {}, key = HMAC_KEY): NotificationItem {
    const item: NotificationItem = {
      additionalData: { authCode: "034183", cardSummary: "1111" },
      amount: { currency: "EUR", value: 24950 },
      eventCode: "AUTHORISATION",
      eventDate: "2026-11-23T12:05:00+01:00",
      merchantAccountCode: MERCHANT,
      merchantReference: "RW-2026-000042-1",
      paymentMethod: "ideal",
      pspReference: "QFQTPCQ8HXSKGK82",
      reason: "034183:1111:03/2030",
      success: "true",
      ...overrides,
    };
    item.additionalData = {
      ...item.additionalData,
      hmacSignature: validator.calculateHmac(item as never, key),
    };
    return item;
  }
  const body = (item: NotificationItem, live = "false") => ({
    live,
    notificationItems: [{ NotificationRequestItem: item }],
  });

  it("accepts a valid notification and maps it", () => {
    const p = provider();
    expect(p.notificationAck).toBe("[accepted]");
    expect(p.verifyNotifications(body(signed()), {})).toEqual([
      {
        reference: "RW-2026-000042-1",
        pspReference: "QFQTPCQ8HXSKGK82",
        eventCode: "AUTHORISATION",
        outcome: "authorised",
        amountCents: 24950,
        currency: "EUR",
        eventDate: "2026-11-23T12:05:00+01:00",
        notificationId: "QFQTPCQ8HXSKGK82:AUTHORISATION:true",
      },
    ]);
    expect(
      p.verifyNotifications(body(signed({ success: "false", reason: "Not enough balance" })), {}),
    ).toMatchObject([{ outcome: "refused", reason: "Not enough balance" }]);
  });

  it("reads REFUND items as refund notifications: success true refunded, false failed with the reason", () => {
    const p = provider();
    const refund = {
      eventCode: "REFUND",
      pspReference: "RFND7C53A8B97E69",
      originalReference: "QFQTPCQ8HXSKGK82",
      merchantReference: "RW-2026-000042-TA1B2C3D4",
      amount: { currency: "EUR", value: 4900 },
      reason: "",
    };
    expect(p.verifyNotifications(body(signed(refund)), {})).toEqual([
      {
        kind: "refund",
        reference: "RW-2026-000042-TA1B2C3D4",
        pspReference: "RFND7C53A8B97E69",
        originalReference: "QFQTPCQ8HXSKGK82",
        eventCode: "REFUND",
        outcome: "refunded",
        amountCents: 4900,
        currency: "EUR",
        eventDate: "2026-11-23T12:05:00+01:00",
        notificationId: "RFND7C53A8B97E69:REFUND:true",
      },
    ]);
    expect(
      p.verifyNotifications(
        body(signed({ ...refund, success: "false", reason: "Transaction not found" })),
        {},
      ),
    ).toMatchObject([{ kind: "refund", outcome: "failed", reason: "Transaction not found" }]);
    expect(
      p.verifyNotifications(
        body(signed({ ...refund, eventCode: "REFUND_FAILED", reason: "Refund failed" })),
        {},
      ),
    ).toMatchObject([{ kind: "refund", outcome: "failed" }]);
  });

  it("refuses a wrong signature, a tampered amount, a missing signature and a live notification in TEST", () => {
    const p = provider();
    expect(p.verifyNotifications(body(signed({}, "00".repeat(32))), {})).toBeNull();
    const tampered = signed();
    tampered.amount = { currency: "EUR", value: 1 };
    expect(p.verifyNotifications(body(tampered), {})).toBeNull();
    const unsigned = signed();
    unsigned.additionalData = {};
    expect(p.verifyNotifications(body(unsigned), {})).toBeNull();
    expect(p.verifyNotifications(body(signed(), "true"), {})).toBeNull();
    expect(p.verifyNotifications(body(signed({ merchantAccountCode: "Other" })), {})).toBeNull();
  });
});

describe("environments and choice", () => {
  it("LIVE needs the URL prefix and then calls the account's live endpoint", async () => {
    expect(() => provider({ environment: "LIVE" })).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    const live = provider({ environment: "LIVE", liveUrlPrefix: "1797a841fbb37ca7-RaamwerkNL" });
    await live.paymentMethods("BE", 100);
    expect(endpoints[0]).toBe(
      "https://1797a841fbb37ca7-RaamwerkNL-checkout-live.adyenpayments.com/checkout/v72/paymentMethods",
    );
  });

  it("Adyen when its API key and merchant account are set, otherwise the sandbox", async () => {
    const db = {} as Db;
    const adyenConfig = loadConfig({
      ADYEN_API_KEY: API_KEY,
      ADYEN_MERCHANT_ACCOUNT: MERCHANT,
      ADYEN_HMAC_KEY: HMAC_KEY,
    });
    expect(await createPaymentProvider(adyenConfig, { db })).toBeInstanceOf(AdyenPaymentProvider);
    const sandboxConfig = loadConfig({ ADYEN_API_KEY: API_KEY, SANDBOX_HMAC_KEY: "ab".repeat(32) });
    expect(await createPaymentProvider(sandboxConfig, { db })).toBeInstanceOf(SandboxPaymentProvider);
    await expect(
      createPaymentProvider(loadConfig({ ADYEN_API_KEY: API_KEY, ADYEN_MERCHANT_ACCOUNT: MERCHANT }), { db }),
    ).rejects.toThrow(/ADYEN_HMAC_KEY/);
    expect(() => loadConfig({ ADYEN_HMAC_KEY: "not-hex" })).toThrow(/ADYEN_HMAC_KEY/);
    expect(loadConfig({ ADYEN_API_KEY: "" }).ADYEN_API_KEY).toBeUndefined();
  });
});
