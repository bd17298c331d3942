// /api/docs is a valid OpenAPI document of the API alone: swagger-parser validates it and Redocly's recommended
// lint finds no errors; every operation has an operationId, its responses and the shared error shape.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

const run = promisify(execFile);
const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

let t: TestApp;
let doc: OpenAPIV3.Document;
let operations: { path: string; method: string; op: OpenAPIV3.OperationObject }[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/docs" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, op]) => ({ path, method, op: op as OpenAPIV3.OperationObject })),
  );
});
afterAll(async () => {
  await t?.close();
});

describe("the OpenAPI document at /api/docs", () => {
  it("is valid for swagger-parser", async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended lint without errors", async () => {
    const dir = await mkdtemp(join(tmpdir(), "openapi-"));
    try {
      const file = join(dir, "openapi.json");
      await writeFile(file, JSON.stringify(doc));
      const cli = join(process.cwd(), "node_modules/@redocly/cli/bin/cli.js");
      const result = await run(
        process.execPath,
        [cli, "lint", file, "--config", join(process.cwd(), "redocly.yaml"), "--format=json"],
        { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number };
        problems: { severity: string; ruleId: string; message: string; location?: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === "error")
        .map((p) => `${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer})`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("publishes the API only, with methods OpenAPI knows", () => {
    expect(operations.length).toBeGreaterThanOrEqual(37);
    for (const { path, method } of operations) {
      expect(path).toMatch(/^\/api\/[a-z]/);
      expect(methods).toContain(method);
    }
  });

  it("names paths that answer: every GET without parameters answers 200 at its documented path", async () => {
    const plain = operations.filter(({ method, op }) => method === "get" && !op.parameters?.length);
    expect(plain.map(({ path }) => path)).toContain("/api/cart");
    // The back office's calls answer an owner's session (app/backoffice/access.api.test.ts walks them without one).
    const owner = await staffClient(t, "eigenaar");
    for (const { path } of plain) {
      const res = path.startsWith("/api/beheer/")
        ? await owner.get(path)
        : await t.app.inject({ method: "GET", url: path });
      expect(`${path} ${res.statusCode}`).toBe(`${path} 200`);
    }
  });

  it("answers the health check's documented 503 when the database does not answer", async () => {
    const database = t.services.database;
    const ping = database.ping;
    database.ping = async () => false;
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/healthz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "fout", database: database.kind, reachable: false });
    } finally {
      database.ping = ping;
    }
  });

  it("names every operation once, in Dutch tags and summaries", () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags?.map((tag) => tag.name));
    for (const { op } of operations) {
      expect(op.tags?.length).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(tags).toContain(tag);
      expect(op.summary).toBeTruthy();
    }
  });

  it("gives every operation a success body and the shared error shape for its errors", () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations) {
      const responses = op.responses as Record<string, OpenAPIV3.ResponseObject>;
      // JSON, or the one body a call exists to give: a PDF, a mail's HTML, an invoice's UBL, a CSV file.
      const content = responses["200"]?.content ?? {};
      const success = (
        content["application/json"] ??
        content["application/pdf"] ??
        content["text/html"] ??
        content["application/xml"] ??
        content["text/csv"]
      )?.schema;
      if (!success) missing.push(`${method} ${path}: 200`);
      for (const status of ["400", "429", "500"]) {
        const schema = responses[status]?.content?.["application/json"]?.schema;
        if (!schema || !("$ref" in schema) || schema.$ref !== "#/components/schemas/Fouten") {
          missing.push(`${method} ${path}: ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(doc.components?.schemas?.Fouten).toMatchObject({
      type: "object",
      properties: { errors: { type: "object", additionalProperties: { type: "string" } } },
      required: ["errors"],
    });
  });

  it("describes the session cookie and the CSRF header placeOrder needs", () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      sessie: { type: "apiKey", in: "cookie", name: "rw_sid" },
      csrf: { type: "apiKey", in: "header", name: "x-csrf-token" },
    });
    const placeOrder = operations.find(({ op }) => op.operationId === "placeOrder");
    expect(placeOrder?.op.security).toEqual([{ sessie: [], csrf: [] }]);
    expect(placeOrder?.op.responses["403"]).toBeDefined();
  });
});
