// GET /api/postcode/lookup through the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL) on the shipped
// sample: found, unknown, the Dutch messages for bad input, its rate limit, and the key staying on the server.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_COMPUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
});

const get = (query: string) => t.app.inject({ method: "GET", url: `/api/postcode/lookup?${query}` });

describe("GET /api/postcode/lookup", () => {
  it("uses the shipped sample without POSTCODE_API_KEY", () => {
    expect(t.services.postcode.kind).toBe("sample");
  });

  it("finds a known address with the spec's answer shape", async () => {
    const res = await get("postcode=2991XJ&housenumber=8");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      results: [
        {
          postcode: "2991XJ",
          city: "Barendrecht",
          province: "Zuid-Holland",
          street: "Dierensteinweg",
          lat: expect.any(Number),
          lng: expect.any(Number),
        },
      ],
    });
    expect(res.headers["cache-control"]).toContain("max-age");
  });

  it("takes the postcode with a space, in lower case", async () => {
    for (const postcode of ["2991+XJ", "2991%20xj", "5144nx"]) {
      const number = postcode === "5144nx" ? 21 : 8;
      const res = await get(`postcode=${postcode}&housenumber=${number}`);
      expect(res.statusCode, postcode).toBe(200);
      expect(res.json().results).toHaveLength(1);
    }
    expect((await get("postcode=3274%20lb&housenumber=3")).json().results[0]).toMatchObject({
      postcode: "3274LB",
      street: "Sluisjesdijk",
      city: "Heinenoord",
    });
  });

  it("answers status ok with no results for an unknown postcode or number", async () => {
    for (const query of ["postcode=9999ZZ&housenumber=1", "postcode=2991XJ&housenumber=9"]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual({ status: "ok", results: [] });
      expect(res.headers["cache-control"], query).toBeUndefined();
    }
  });

  it("answers 400 with the Dutch message at the field for bad input", async () => {
    const cases: [string, Record<string, string>][] = [
      ["postcode=1234SA&housenumber=8", { postcode: "Vul een geldige postcode in" }],
      ["postcode=0123AB&housenumber=8", { postcode: "Vul een geldige postcode in" }],
      ["housenumber=8", { postcode: "Postcode is verplicht" }],
      ["postcode=&housenumber=8", { postcode: "Postcode is verplicht" }],
      ["postcode=2991XJ&housenumber=abc", { housenumber: "Huisnummer moet een nummer zijn" }],
      ["postcode=2991XJ", { housenumber: "Huisnummer is verplicht" }],
      ["postcode=2991XJ&housenumber=0", { housenumber: "Huisnummer moet minimaal 1 zijn" }],
      [
        "postcode=xx&housenumber=abc",
        { postcode: "Vul een geldige postcode in", housenumber: "Huisnummer moet een nummer zijn" },
      ],
    ];
    for (const [query, errors] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ errors });
    }
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    expect(doc.paths["/api/postcode/lookup"]?.get).toBeDefined();
  });
});

describe("the lookup's rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_COMPUTE: "3" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("counts these GET requests against RATE_LIMIT_COMPUTE", async () => {
    const call = () =>
      limited.app.inject({ method: "GET", url: "/api/postcode/lookup?postcode=2991XJ&housenumber=8" });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.request).toContain("Te veel verzoeken");
  });
});

describe("with POSTCODE_API_KEY", () => {
  // A fake postcode service on a local port answering in Pro6PP's shape; the route must hand its key to the
  // service only, and a failing service gives the visitor no results rather than an error.
  let service: Server;
  let keyed: TestApp;
  let failing = false;
  const seen: URL[] = [];
  beforeAll(async () => {
    service = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      seen.push(url);
      res.writeHead(failing ? 503 : 200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          failing
            ? { status: "error", error: { message: "service unavailable" } }
            : {
                status: "ok",
                results: [
                  {
                    nl_sixpp: url.searchParams.get("nl_sixpp"),
                    street: "Teststraat",
                    city: "Proefdorp",
                    province: "Utrecht",
                    lat: 52.1,
                    lng: 5.1,
                  },
                ],
              },
        ),
      );
    });
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    keyed = await createTestApp({
      POSTCODE_API_KEY: "geheime-sleutel-123",
      POSTCODE_API_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}/v1`,
    });
  });
  afterAll(async () => {
    await keyed?.close();
    await new Promise((resolve) => service?.close(resolve));
  });

  const lookup = (query: string) => keyed.app.inject({ method: "GET", url: `/api/postcode/lookup?${query}` });

  it("asks the service with the key and answers in the same shape, without the key", async () => {
    expect(keyed.services.postcode.kind).toBe("pro6pp");
    const res = await lookup("postcode=1234%20ab&housenumber=5");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      results: [
        {
          postcode: "1234AB",
          city: "Proefdorp",
          province: "Utrecht",
          street: "Teststraat",
          lat: 52.1,
          lng: 5.1,
        },
      ],
    });
    expect(seen.at(-1)?.searchParams.get("auth_key")).toBe("geheime-sleutel-123");
    expect(JSON.stringify(res.headers)).not.toContain("geheime-sleutel-123");
    expect(res.body).not.toContain("geheime-sleutel-123");
  });

  it("answers no results when the service fails", async () => {
    failing = true;
    const res = await lookup("postcode=1234AC&housenumber=5");
    failing = false;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", results: [] });
  });
});
