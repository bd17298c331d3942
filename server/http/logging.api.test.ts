// No personal data in the logs: paths without query strings, no cookies or bodies, database errors without values.
import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor } from "../../tests/helpers/visitor.ts";
import { privateLogger } from "./logging.ts";

/** A stream that keeps every line written to it. */
function collector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** The database error of a failed insert of an address, as drizzle and pg raise it. */
function failedInsert() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "customers_pkey"'), {
    code: "23505",
    detail: "Key (email)=(sanne@example.nl) already exists.",
  });
  return new DrizzleQueryError(
    'insert into "customers" ("firstname", "email", "street") values ($1, $2, $3)',
    ["Sanne", "sanne@example.nl", "Dierensteinweg"],
    cause,
  );
}

describe("the logger's redaction", () => {
  it("logs a database error by its query and code, never by the values it held", () => {
    const { lines, stream } = collector();
    const options = privateLogger({ level: "info" });
    const log = pino({ ...(options as pino.LoggerOptions) }, stream);
    log.error({ err: failedInsert() }, "request failed");
    const line = lines.join("\n");
    expect(line).toContain('insert into \\"customers\\"');
    expect(line).toContain("23505");
    for (const personal of ["Sanne", "sanne@example.nl", "Dierensteinweg"])
      expect(line).not.toContain(personal);
  });

  it("hides bodies, queries, e-mail addresses and session ids wherever they are logged", () => {
    const { lines, stream } = collector();
    const log = pino({ ...(privateLogger({ level: "info" }) as pino.LoggerOptions) }, stream);
    log.info({
      body: { firstname: "Sanne" },
      query: { postcode: "2991XJ" },
      email: "sanne@example.nl",
      mail: { to: "sanne@example.nl" },
      sessionId: "abcdefghijklmnopqrstuvwx",
    });
    const line = lines.join("\n");
    for (const personal of ["Sanne", "2991XJ", "sanne@example.nl", "abcdefghijklmnopqrstuvwx"]) {
      expect(line).not.toContain(personal);
    }
    expect(line).toContain("[verborgen]");
  });
});

describe("request logging through the real app", () => {
  let t: TestApp;
  const log = collector();
  beforeAll(async () => {
    t = await createTestApp({}, { level: "info", stream: log.stream });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("logs the path of a request without its query string or cookie", async () => {
    const v = new TestVisitor(t.app);
    await v.delete("/api/cart/coupon");
    expect(v.cookie).not.toBe("");
    const res = await v.get("/api/postcode/lookup?postcode=2991XJ&housenumber=8&email=sanne%40example.nl");
    expect(res.statusCode).toBeLessThan(500);
    const lines = log.lines.join("\n");
    expect(lines).toContain('"url":"/api/postcode/lookup"');
    for (const personal of ["2991XJ", "sanne", v.cookie.split("=")[1] ?? "?"]) {
      expect(lines).not.toContain(personal);
    }
  });
});
