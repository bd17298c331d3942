// Which errors count as the database being out of reach (503, try again) and which are bugs (500).
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { explain, isDatabaseUnavailable } from "./connection-errors.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a lost connection, also wrapped by Drizzle with the query", () => {
    const lost = new Error("Connection terminated unexpectedly");
    expect(isDatabaseUnavailable(lost)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("insert into x values ($1)", ["secret"], lost))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01")),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode("read ECONNRESET", "ECONNRESET"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("recognises every address of a host refusing (Node's AggregateError without a message)", () => {
    const refused = Object.assign(
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
      { code: "ECONNREFUSED" },
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(explain(refused)).toBe("connect ECONNREFUSED ::1:5432");
  });

  it("leaves refused queries and bugs alone", () => {
    expect(isDatabaseUnavailable(withCode("duplicate key value", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("password authentication failed", "28P01"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it("explains a wrapped error by its cause, without the query's parameters", () => {
    const wrapped = new DrizzleQueryError(
      "insert into x values ($1)",
      ["jan@example.nl"],
      new Error("read EPIPE"),
    );
    expect(explain(wrapped)).toBe("read EPIPE");
  });
});
