// The back-office headers (noindex, not stored) on every back-office answer, the access check's refusals and the
// API's 404 included, and on no other: they are route-level hooks, not a check every request pays for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function headersOf(method: "GET" | "POST", url: string) {
  const res = await t.app.inject({ method, url, ...(method === "POST" ? { payload: {} } : {}) });
  return { status: res.statusCode, robots: res.headers["x-robots-tag"], cache: res.headers["cache-control"] };
}

describe("the back office's headers", () => {
  it("mark the access check's 401, an unknown back-office call's 404 and a back-office page", async () => {
    for (const [method, url, status] of [
      ["GET", "/api/beheer/orders", 401],
      ["POST", "/api/beheer/login", 400],
      ["GET", "/api/beheer/geen-route", 404],
      ["GET", "/beheer", 302],
    ] as const) {
      expect(await headersOf(method, url), url).toEqual({
        status,
        robots: "noindex, nofollow",
        cache: "private, no-store",
      });
    }
  });

  it("leave the shop's calls and pages alone", async () => {
    for (const [method, url] of [
      ["POST", "/api/configurator/calc-price"],
      ["GET", "/api/header/headerData"],
      ["GET", "/api/geen-route"],
      ["GET", "/"],
    ] as const) {
      expect((await headersOf(method, url)).robots, url).toBeUndefined();
    }
  });
});
