// The Pro6PP-style client against a fake service on a local port (never the internet): the request it
// makes, answers found and not found, errors, a timeout, and the cache that keeps typing from hammering it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pro6ppLookup } from "./pro6pp.ts";

type Handler = (url: URL, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: URL[] = [];

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

const ok = (url: URL, res: ServerResponse) =>
  json(res, 200, {
    status: "ok",
    results: [
      {
        nl_sixpp: url.searchParams.get("nl_sixpp"),
        street: "Dierensteinweg",
        city: "Barendrecht",
        municipality: "Barendrecht",
        province: "Zuid-Holland",
        lat: 51.8588,
        lng: "4.5318",
        areacode: "0180",
        streetnumber: Number(url.searchParams.get("streetnumber")),
      },
    ],
  });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url);
    handler(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  handler = ok;
});

const quietLog = () => ({ warn: vi.fn() });

describe("pro6ppLookup", () => {
  it("asks autocomplete with the key, the six-position postcode and the number, and maps the answer", async () => {
    const log = quietLog();
    const lookup = pro6ppLookup("geheime-sleutel", baseUrl, { log });
    expect(lookup.kind).toBe("pro6pp");
    expect(await lookup.lookup("2991 xj", 8)).toEqual({
      postcode: "2991XJ",
      housenumber: 8,
      street: "Dierensteinweg",
      city: "Barendrecht",
      province: "Zuid-Holland",
      lat: 51.8588,
      lng: 4.5318,
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.pathname).toBe("/v1/autocomplete");
    expect(request?.searchParams.get("auth_key")).toBe("geheime-sleutel");
    expect(request?.searchParams.get("nl_sixpp")).toBe("2991XJ");
    expect(request?.searchParams.get("streetnumber")).toBe("8");
    expect(request?.searchParams.get("format")).toBe("json");
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("answers from its cache the second time, and asks once for two calls at the same moment", async () => {
    const lookup = pro6ppLookup("k", baseUrl, { log: quietLog() });
    const [a, b] = await Promise.all([lookup.lookup("2991XJ", 8), lookup.lookup("2991XJ", 8)]);
    expect(a?.street).toBe("Dierensteinweg");
    expect(b).toEqual(a);
    expect(await lookup.lookup("2991 XJ", 8)).toEqual(a);
    expect(requests).toHaveLength(1);
    await lookup.lookup("2991XJ", 10);
    expect(requests).toHaveLength(2);
  });

  it("answers null for an empty result and for an error that means 'not found', and caches both", async () => {
    const log = quietLog();
    const lookup = pro6ppLookup("k", baseUrl, { log });
    handler = (_url, res) => json(res, 200, { status: "ok", results: [] });
    expect(await lookup.lookup("9999ZZ", 1)).toBeNull();
    handler = (_url, res) => json(res, 200, { status: "error", error: { message: "nl_sixpp not found" } });
    expect(await lookup.lookup("9999ZY", 1)).toBeNull();
    expect(await lookup.lookup("9999ZZ", 1)).toBeNull();
    expect(await lookup.lookup("9999ZY", 1)).toBeNull();
    expect(requests).toHaveLength(2);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("ignores a result for another postcode", async () => {
    handler = (_url, res) =>
      json(res, 200, {
        status: "ok",
        results: [{ nl_sixpp: "1234AB", street: "Elders", city: "X", province: "Y", lat: 52, lng: 5 }],
      });
    expect(await pro6ppLookup("k", baseUrl, { log: quietLog() }).lookup("2991XJ", 8)).toBeNull();
  });

  it("logs a refused key, a server error, a body that is not JSON or of another shape, answers null and caches none", async () => {
    const cases: [string, Handler][] = [
      [
        "invalid key",
        (_u, res) => json(res, 401, { status: "error", error: { message: "invalid auth_key" } }),
      ],
      ["server error", (_u, res) => json(res, 500, { status: "error" })],
      [
        "not JSON",
        (_u, res) => {
          res.writeHead(502, { "content-type": "text/html" });
          res.end("<h1>Bad gateway</h1>");
        },
      ],
      ["other shape", (_u, res) => json(res, 200, { status: "ok", results: [{ nl_sixpp: "2991XJ" }] })],
    ];
    for (const [name, failing] of cases) {
      requests = [];
      handler = failing;
      const log = quietLog();
      const lookup = pro6ppLookup("geheime-sleutel", baseUrl, { log });
      expect(await lookup.lookup("2991XJ", 8), name).toBeNull();
      expect(log.warn, name).toHaveBeenCalledTimes(1);
      const [details, message] = log.warn.mock.calls[0] ?? [];
      expect(message).toBe("postcode lookup failed");
      expect(details).toMatchObject({ postcode: "2991XJ", housenumber: 8 });
      // The key is never written to the log.
      expect(JSON.stringify(details), name).not.toContain("geheime-sleutel");
      // A failure is not remembered: the service may be back at the next keystroke.
      handler = ok;
      expect((await lookup.lookup("2991XJ", 8))?.street, name).toBe("Dierensteinweg");
      expect(requests, name).toHaveLength(2);
    }
  });

  it("gives up after its timeout, logs it and answers null", async () => {
    handler = () => {
      // Never answers; the connection is closed when the server stops.
    };
    const log = quietLog();
    const lookup = pro6ppLookup("k", baseUrl, { log, timeoutMs: 200 });
    const started = Date.now();
    expect(await lookup.lookup("2991XJ", 8)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ reason: "no answer within 200 ms" });
  });

  it("logs an unreachable service and answers null", async () => {
    // A port that was free a moment ago: opened, read and closed again.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const log = quietLog();
    const lookup = pro6ppLookup("k", `http://127.0.0.1:${port}/v1`, { log });
    expect(await lookup.lookup("2991XJ", 8)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it("asks nothing for input that is no Dutch postcode or house number", async () => {
    const lookup = pro6ppLookup("k", baseUrl, { log: quietLog() });
    expect(await lookup.lookup("2991SA", 8)).toBeNull();
    expect(await lookup.lookup("2991XJ", 0)).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("logs through the caller's logger when one is handed in", async () => {
    handler = (_u, res) => json(res, 500, { status: "error" });
    const own = quietLog();
    const caller = quietLog();
    await pro6ppLookup("k", baseUrl, { log: own }).lookup("2991XJ", 8, { log: caller });
    expect(caller.warn).toHaveBeenCalledTimes(1);
    expect(own.warn).not.toHaveBeenCalled();
  });
});
