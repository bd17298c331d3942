// Fuzz test generated from /api/docs: every operation gets valid, boundary and hostile parameters and bodies; no
// answer is a 5xx, every 4xx is the Dutch `{ errors }` shape, and answers match the schemas the document gives.
import Ajv, { type ValidateFunction } from "ajv";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  nlAddress,
  readyVisitor,
  rollerBlind,
  rollerBlindDef,
  rollerBlindValues,
} from "../../tests/helpers/checkout.ts";
import { staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp } from "../../tests/helpers/test-app.ts";
import { STAFF_COOKIE, STAFF_CSRF_HEADER } from "../backoffice/staff/staff-access.ts";

/** Fixed, so a failure is reproduced by running the file again; the runs bound the time (well under a minute). */
const SEED = 20261124;
const RUNS_PER_OPERATION = 40;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

type Schema = { [key: string]: unknown };
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  parameters: Parameter[];
  body?: Schema;
  responses: Record<string, Schema | undefined>;
}

const LIMITS = "1000000000";
const t = await createTestApp({
  RATE_LIMIT_WRITES: LIMITS,
  RATE_LIMIT_MAIL: LIMITS,
  RATE_LIMIT_COMPUTE: LIMITS,
  RATE_LIMIT_READS: LIMITS,
});
afterAll(async () => {
  await t.close();
});

const docs = await t.app.inject({ method: "GET", url: "/api/docs" });
const doc = docs.json() as { paths: Record<string, Record<string, Schema>>; components?: Schema };

/** OpenAPI 3.0 schema → JSON Schema for Ajv: `nullable`, boolean exclusive bounds, refs into the document. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "nullable" || key === "example" || key === "examples") continue;
    if (key === "$ref" && typeof value === "string") out.$ref = value.replace(/^#/, "openapi#");
    else out[key] = toJsonSchema(value);
  }
  const source = schema as Schema;
  if (source.exclusiveMinimum === true) {
    out.exclusiveMinimum = source.minimum;
    delete out.minimum;
  } else if (source.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (source.exclusiveMaximum === true) {
    out.exclusiveMaximum = source.maximum;
    delete out.maximum;
  } else if (source.exclusiveMaximum === false) delete out.exclusiveMaximum;
  return source.nullable === true ? { anyOf: [out, { type: "null" }] } : out;
}

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
ajv.addSchema({ $id: "openapi", components: toJsonSchema(doc.components ?? {}) });

/** The schema a `$ref` points to in the document, for generating values. */
function resolve(schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
    const path = (current.$ref as string).replace(/^#\//, "").split("/");
    current = path.reduce<Schema>((node, key) => (node?.[key] as Schema) ?? {}, doc as unknown as Schema);
  }
  return current;
}

function jsonSchemaOf(content: unknown): Schema | undefined {
  const json = (content as Record<string, { schema?: Schema }> | undefined)?.["application/json"];
  return json?.schema;
}

const operations: Operation[] = [];
for (const [path, item] of Object.entries(doc.paths ?? {})) {
  // Only the API: whatever else the document holds (pages) is not this test's business.
  if (!path.startsWith("/api/") || path === "/api/docs") continue;
  for (const method of METHODS) {
    const op = item[method] as Schema | undefined;
    if (!op) continue;
    const responses: Record<string, Schema | undefined> = {};
    for (const [status, response] of Object.entries((op.responses as Record<string, Schema>) ?? {})) {
      responses[status] = jsonSchemaOf(resolve(response).content);
    }
    operations.push({
      method,
      path,
      parameters: [
        ...((item.parameters as unknown as Parameter[]) ?? []),
        ...((op.parameters as Parameter[]) ?? []),
      ].map((p) => resolve(p as unknown as Schema) as unknown as Parameter),
      body: jsonSchemaOf((resolve((op.requestBody as Schema) ?? {}) as Schema).content),
      responses,
    });
  }
}

// Values a visitor can really send, so the fuzzer gets past the first "unknown product" check.
const values = await rollerBlindValues(t.app);
const shopper = await readyVisitor(t.app, values);
/** An owner, so the back office's calls are fuzzed past the access check (logging out would end the run's session). */
const owner = await staffClient(t, "eigenaar");
const backoffice = (op: Operation) => op.path.startsWith("/api/beheer/") && !op.path.endsWith("/logout");
const categories = (await t.app.inject({ method: "GET", url: "/api/catalog/categories" })).json();
const slugs: string[] =
  JSON.stringify(categories)
    .match(/"slug":"([^"]+)"/g)
    ?.map((s) => s.slice(8, -1)) ?? [];
const known: Record<string, unknown[]> = {
  conf_id: [rollerBlindDef.conf_id],
  prod_id: [rollerBlind.id],
  entity_id: [rollerBlind.id],
  id: [rollerBlind.id],
  values: [values],
  slug: slugs.length > 0 ? slugs : ["rolgordijnen"],
  factuur: [nlAddress],
  default: [{ type: "private" }, { type: "business" }],
  zipcode: ["2991 XJ", "2991XJ"],
  postcode: ["2991XJ", "2991 xj"],
  housenumber: ["8", 8],
  email: ["sanne@example.nl"],
  code: ["ZOMER25"],
  coupon_code: ["GRATISADVIES"],
  brandCode: ["ideal"],
  payment_method: ["ideal"],
  count: [1, 99, "2"],
};

const LONG = "x".repeat(300_000);
const hostileString = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "😀",
  "",
  "   ",
  "'; drop table orders; --",
  "<script>alert(1)</script>",
  "%00",
  "../../etc/passwd",
  "a".repeat(5_000),
  LONG,
  "1e400",
  "-1",
  "__proto__",
);
const hostileNumber = fc.constantFrom(
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 64,
  1e308,
  -1e308,
  99_999_999_999,
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { constructor: { prototype: { x: 1 } } }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Values for `schema`: mostly of its shape (with its boundaries), sometimes anything hostile. */
function arbitraryFor(raw: Schema | undefined, name = "", depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedFor(raw ? resolve(raw) : {}, name, depth);
  const real = known[name];
  return fc.oneof(
    { arbitrary: shaped, weight: 4 },
    { arbitrary: hostile, weight: 1 },
    ...(real ? [{ arbitrary: fc.constantFrom(...real), weight: 4 }] : []),
  );
}

function shapedFor(schema: Schema, name: string, depth: number): fc.Arbitrary<unknown> {
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  let arbitrary: fc.Arbitrary<unknown>;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) arbitrary = fc.constantFrom(...schema.enum);
  else if ("const" in schema) arbitrary = fc.constant(schema.const);
  else if (variants && variants.length > 0)
    arbitrary = fc.oneof(...variants.map((v) => shapedFor(resolve(v), name, depth)));
  else if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    arbitrary = shapedFor(resolve(schema.allOf[0] as Schema), name, depth);
  } else {
    switch (schema.type) {
      case "string": {
        const max = typeof schema.maxLength === "number" ? schema.maxLength : 64;
        const min = typeof schema.minLength === "number" ? schema.minLength : 0;
        arbitrary = fc.oneof(
          fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
          fc.constantFrom("x".repeat(max), "x".repeat(max + 1), "x".repeat(Math.max(min - 1, 0))),
        );
        break;
      }
      case "integer":
      case "number": {
        const min = typeof schema.minimum === "number" ? schema.minimum : -1000;
        const max = typeof schema.maximum === "number" ? schema.maximum : 1_000_000;
        const bounded = fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) });
        arbitrary = fc.oneof(bounded, fc.constantFrom(min, max, min - 1, max + 1));
        break;
      }
      case "boolean":
        arbitrary = fc.boolean();
        break;
      case "array":
        arbitrary =
          depth > 3
            ? fc.constant([])
            : fc.array(arbitraryFor(schema.items as Schema, name, depth + 1), { maxLength: 4 });
        break;
      case "object":
      case undefined: {
        if (depth > 3 || (schema.type === undefined && !schema.properties)) {
          arbitrary = fc.jsonValue({ maxDepth: 2 });
          break;
        }
        const properties = (schema.properties as Record<string, Schema>) ?? {};
        const required = new Set((schema.required as string[]) ?? []);
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryFor(v, k, depth + 1)])),
          { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) },
        );
        const extra =
          schema.additionalProperties === false || schema.additionalProperties === undefined
            ? fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileString), hostile, { maxKeys: 2 })
            : fc.dictionary(
                fc.oneof(
                  fc.string({ maxLength: 8 }),
                  hostileString,
                  fc.constantFrom(...(known[name] ? ["1", "2"] : ["a"])),
                ),
                arbitraryFor(schema.additionalProperties as Schema, "", depth + 1),
                { maxKeys: 4 },
              );
        // Mostly the declared fields only; sometimes with extra keys (hostile ones included).
        arbitrary = fc.oneof(
          { arbitrary: record, weight: 3 },
          { arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r })), weight: 1 },
        );
        break;
      }
      default:
        arbitrary = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return schema.nullable === true ? fc.oneof(fc.constant(null), arbitrary) : arbitrary;
}

/** Text for a URL: percent-encoded, lone surrogates as the UTF-8 bytes of one (which no decoder accepts). */
function urlText(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  return text.replace(/[\s\S]/g, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return "%ED%A0%80";
    }
  });
}

interface Sent {
  url: string;
  payload?: string;
  visitor: "anonymous" | "shopper" | "staff";
}

function requestFor(op: Operation): fc.Arbitrary<Sent> {
  const path = op.parameters.filter((p) => p.in === "path");
  const query = op.parameters.filter((p) => p.in === "query");
  const pathValues = fc.tuple(...path.map((p) => arbitraryFor(p.schema, p.name)));
  const queryValues = fc.record(
    Object.fromEntries(query.map((p) => [p.name, arbitraryFor(p.schema, p.name)])),
    { requiredKeys: [] },
  );
  const body = op.body
    ? fc.oneof(
        { arbitrary: arbitraryFor(op.body).map((v) => JSON.stringify(v) ?? "null"), weight: 8 },
        {
          arbitrary: fc.constantFrom("", "{", "null", "[]", `${"[".repeat(50_000)}${"]".repeat(50_000)}`),
          weight: 1,
        },
      )
    : fc.constant(undefined);
  return fc
    .record({
      pathValues,
      queryValues,
      body,
      visitor: backoffice(op)
        ? fc.constantFrom("anonymous" as const, "staff" as const, "staff" as const)
        : fc.constantFrom("anonymous" as const, "shopper" as const),
    })
    .map(({ pathValues: pv, queryValues: qv, body: payload, visitor }) => {
      let url = op.path;
      path.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, urlText(pv[i]) || "x");
      });
      const search = Object.entries(qv)
        .map(([k, v]) => `${urlText(k)}=${urlText(v)}`)
        .join("&");
      return {
        url: search ? `${url}?${search}` : url,
        ...(payload === undefined ? {} : { payload }),
        visitor,
      };
    });
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(op: Operation, status: number): ValidateFunction | undefined {
  const schema = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
  if (!schema) return undefined;
  const key = `${op.method} ${op.path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as Schema);
    validators.set(key, validate);
  }
  return validate;
}

const ENGLISH = /\b(expected|invalid|required|must|should|not found|error|failed)\b/i;
const statuses = new Map<number, number>();
let requests = 0;

afterAll(() => {
  const counts = Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b));
  console.log(
    `fuzz: ${requests} requests over ${operations.length} operations, status counts ${JSON.stringify(counts)}`,
  );
});

describe("fuzzing every operation of /api/docs", () => {
  it("finds the API's operations in the document", () => {
    expect(docs.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    "%s: no 5xx, the Dutch error shape, answers as documented",
    async (_name, op) => {
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (sent) => {
          const headers: Record<string, string> = { host: "localhost" };
          if (sent.payload !== undefined) headers["content-type"] = "application/json";
          if (sent.visitor === "shopper") {
            headers.cookie = shopper.v.cookie;
            headers["x-csrf-token"] = shopper.csrf;
          }
          if (sent.visitor === "staff") {
            headers.cookie = `${STAFF_COOKIE}=${owner.cookieToken}`;
            headers[STAFF_CSRF_HEADER] = owner.csrfToken;
          }
          const res = await t.app.inject({
            method: op.method.toUpperCase() as "GET",
            url: sent.url,
            headers,
            ...(sent.payload === undefined ? {} : { payload: sent.payload }),
          });
          requests++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${op.method.toUpperCase()} ${sent.url.slice(0, 200)} ${sent.payload?.slice(0, 300) ?? ""}`;
          expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const body = res.json();
            expect(Object.keys(body), what).toEqual(["errors"]);
            const messages = Object.values(body.errors as Record<string, unknown>);
            expect(messages.length, what).toBeGreaterThan(0);
            for (const message of messages) {
              expect(typeof message, what).toBe("string");
              expect(message, what).not.toMatch(ENGLISH);
            }
          }
          const validate = validatorFor(op, res.statusCode);
          if (validate && res.headers["content-type"]?.toString().includes("application/json")) {
            expect(validate(res.json()), `${what}: ${JSON.stringify(validate.errors)}`).toBe(true);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    },
  );
});
