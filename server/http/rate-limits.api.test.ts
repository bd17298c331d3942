// The per-client limit on reads through the real app: API reads and page renders share one counter, pictures
// under /media/ have their own, the build's static files none, and writes keep theirs.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_READS: "3", RATE_LIMIT_MEDIA: "4", RATE_LIMIT_WRITES: "100" });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, remoteAddress: string) => t.app.inject({ method: "GET", url, remoteAddress });
const TOO_MANY = {
  errors: { request: "Te veel verzoeken achter elkaar. Probeer het over een minuut opnieuw." },
};

describe("the read limit", () => {
  it("answers 429 in Dutch after RATE_LIMIT_READS API reads and page renders a minute, per client", async () => {
    const statuses = [];
    for (const url of ["/api/cart", "/", "/api/catalog/categories", "/api/cart", "/"]) {
      statuses.push((await get(url, "10.5.5.5")).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await get("/api/cart", "10.5.5.5");
    expect(refused.json()).toEqual(TOO_MANY);
    // Another client is not affected, and writes count apart.
    expect((await get("/api/cart", "10.6.6.6")).statusCode).toBe(200);
    const write = await t.app.inject({
      method: "POST",
      url: "/api/cart/setShippingMethod",
      payload: { shipping_method: "sent" },
      remoteAddress: "10.5.5.5",
    });
    expect(write.statusCode).toBe(200);
  });

  it("counts pictures under /media/ apart, and never the build's static files", async () => {
    const media = [];
    for (let i = 0; i < 5; i++) media.push((await get("/media/logo.svg", "10.7.7.7")).statusCode);
    expect(media).toEqual([200, 200, 200, 200, 429]);
    expect((await get("/api/cart", "10.7.7.7")).statusCode).toBe(200);

    const asset = readdirSync("build/client/assets").find((f) => f.endsWith(".js"));
    for (let i = 0; i < 8; i++) {
      expect((await get(`/assets/${asset}`, "10.7.7.7")).statusCode).toBe(200);
    }
  });
});
