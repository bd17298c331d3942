// Safe defaults through the real app: absolute addresses from the configuration (not the Host header), the
// Secure cookie, proxies trusted by hop count, payments only with a provider, the test banner, the thank-you page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../domain/store.ts";
import { placeOrder, readyVisitor, rollerBlindValues } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createPaymentProvider } from "../payments/choose-provider.ts";

const SITE = "https://www.raamwerk.nl";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SITE_URL: SITE,
    SITE_URL_BE: "https://www.raamwerk.be",
    TRUST_PROXY: "1",
    RATE_LIMIT_WRITES: "10",
  });
});
afterAll(async () => {
  await t?.close();
});

describe("the Host header", () => {
  it("never names a forged host in the page's API base or structured data", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { host: "evil.example" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("evil.example");
    expect(res.body).toContain(`"apiBase":"${SITE}/api/"`);
    const forwarded = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { host: "www.raamwerk.nl", "x-forwarded-host": "evil.example" },
      remoteAddress: "10.0.0.1",
    });
    expect(forwarded.body).not.toContain("evil.example");
  });

  it("keeps the configured and local hosts working", async () => {
    const be = await t.app.inject({ method: "GET", url: "/", headers: { host: "www.raamwerk.be" } });
    expect(be.body).toContain('"apiBase":"https://www.raamwerk.be/api/"');
    expect(be.body).toContain('"store":"BE"');
    const local = await t.app.inject({ method: "GET", url: "/", headers: { host: "localhost:4123" } });
    expect(local.body).toContain('"apiBase":"http://localhost:4123/api/"');
  });
});

describe("the session cookie", () => {
  it("is Secure when the site is https, also when the request reached us over http", async () => {
    // The first write starts the session (a page never does).
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/cart/coupon",
      headers: { host: "www.raamwerk.nl" },
    });
    const cookie = res.cookies.find((c) => c.name === "rw_sid");
    expect(cookie?.secure).toBe(true);
  });
});

describe("TRUST_PROXY as a hop count", () => {
  it("keys the rate limit on the address the proxy saw, whatever X-Forwarded-For the client wrote", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/iets",
        payload: {},
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});

describe("the thank-you page", () => {
  it("shows an order only to the session that placed it", async () => {
    const { v, csrf } = await readyVisitor(t.app, await rollerBlindValues(t.app));
    const placed = await placeOrder(v, csrf);
    expect(placed.statusCode).toBe(200);
    const number: string = placed.json().order.number;
    const own = await v.get(`/checkout/bedankt?order=${number}`);
    expect(own.body).toContain(number);

    const other = new TestVisitor(t.app);
    expect((await other.get(`/checkout/bedankt?order=${number}`)).body).not.toContain(number);
    const made = await other.get("/checkout/bedankt?order=NEP-BESTELLING-42");
    expect(made.statusCode).toBe(200);
    expect(made.body).not.toContain("NEP-BESTELLING-42");
  });
});

describe("payments", () => {
  it("the sandbox shows its test banner on every storefront page", async () => {
    for (const url of ["/", "/checkout", "/voorwaarden"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { host: "www.raamwerk.nl" } });
      expect(res.body, url).toContain("Testomgeving");
    }
  });

  it("a shop on PostgreSQL uses the sandbox only when PAYMENT_PROVIDER=sandbox is set", async () => {
    const env = {
      DATABASE_URL: "postgres://shop@db.internal/shop",
      SESSION_SECRET: "s".repeat(40),
      SANDBOX_HMAC_KEY: "ab".repeat(32),
    };
    const db = t.services.database.db;
    expect((await createPaymentProvider(loadConfig(env), { db })).name).toBe("none");
    const sandbox = loadConfig({ ...env, PAYMENT_PROVIDER: "sandbox" });
    expect((await createPaymentProvider(sandbox, { db })).name).toBe("sandbox");
    // The embedded database (the two-command demo) needs no setting.
    expect((await createPaymentProvider(loadConfig({}), { db })).name).toBe("sandbox");
  });

  describe("without a provider", () => {
    let bare: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      // A deployment without PAYMENT_PROVIDER, on a throw-away embedded database for the test.
      const config = {
        ...loadConfig({ NODE_ENV: "test", DATABASE_URL: "memory://", SESSION_SECRET: "s".repeat(40) }),
        embedded: false,
      };
      bare = await buildApp({ config });
    });
    afterAll(async () => {
      await bare?.close();
    });

    it("says in Dutch that paying is not possible yet, and takes no order", async () => {
      const v = new TestVisitor(bare);
      const data = await v.get("/api/checkout/payment-data");
      expect(data.statusCode).toBe(503);
      expect(data.json().errors.payment).toMatch(/^Betalen is in deze winkel nog niet mogelijk/);
      await expect(
        bare.services.checkout.placeOrder("s".repeat(24), stores.NL, "ideal"),
      ).rejects.toMatchObject({
        statusCode: 503,
        errors: { payment: expect.stringMatching(/^Betalen is in deze winkel nog niet mogelijk/) },
      });
      const page = await v.get("/");
      expect(page.body).not.toContain("Testomgeving");
    });
  });
});
