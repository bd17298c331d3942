// Rate limits on writes, and stores by host, through the real app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "3" });
});
afterAll(async () => {
  await t?.close();
});

describe("rate limits", () => {
  it("answers 429 with a Dutch message once a client makes too many writes in a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/iets",
        payload: {},
        remoteAddress: "10.1.1.1",
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          errors: { request: "Te veel verzoeken achter elkaar. Probeer het over een minuut opnieuw." },
        });
      }
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it("counts per client, and reads apart from writes", async () => {
    const other = await t.app.inject({
      method: "POST",
      url: "/api/iets",
      payload: {},
      remoteAddress: "10.2.2.2",
    });
    expect(other.statusCode).toBe(404);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: "GET", url: "/api/healthz", remoteAddress: "10.1.1.1" });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe("rate limits on configurator calls", () => {
  it("allows far more configurator calls than writes, because they follow every change a visitor makes", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/configurator/calc-price",
        payload: { conf_id: 999999, prod_id: 999999, values: {} },
        remoteAddress: "10.3.3.3",
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("stores", () => {
  it("renders the Belgian store for be.localhost and *.be hosts", async () => {
    for (const host of ["be.localhost:3000", "www.raamwerk.be"]) {
      const res = await t.app.inject({ method: "GET", url: "/", headers: { host } });
      expect(res.body).toContain('"store":"BE"');
      expect(res.body).not.toContain("/advies-meet-afspraak-plannen");
    }
    const nl = await t.app.inject({ method: "GET", url: "/", headers: { host: "localhost:3000" } });
    expect(nl.body).toContain('"store":"NL"');
    expect(nl.body).toContain("/advies-meet-afspraak-plannen");
  });
});
