// The VIES client against a fake VIES on a local port (never the internet): the request it makes with the shop
// as requester, valid and invalid answers with their consultation number, failures that leave a number
// unverified (timeout, MS_UNAVAILABLE, HTTP errors, malformed answers), and the cache.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { VAT_NUMBER_CHECK_DIGITS } from "../../domain/validation/messages.ts";
import { VAT_REASONS } from "../../domain/vat/rule.ts";
import { localVatCheck } from "./local.ts";
import { vatNumberStatusOf } from "./vat-check.ts";
import { viesVatCheck } from "./vies.ts";

type Handler = (body: Record<string, string>, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: { path: string; contentType: string | undefined; body: Record<string, string> }[] = [];

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

/** VIES's answer for a registered Belgian number asked with a requester. */
const valid: Handler = (body, res) =>
  json(res, 200, {
    countryCode: body.countryCode,
    vatNumber: body.vatNumber,
    requestDate: "2026-03-02T10:15:00.000Z",
    valid: true,
    requestIdentifier: "WAPIAAAAY2Kc0ONX",
    name: "NV ANHEUSER-BUSCH INBEV",
    address: "Grote Markt 1\n1000 Brussel",
    traderName: "",
    traderNameMatch: "NOT_PROCESSED",
  });

const failing =
  (error: string, status = 200): Handler =>
  (_body, res) =>
    json(res, status, { actionSucceed: false, errorWrappers: [{ error, message: `${error} message` }] });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(text || "{}") as Record<string, string>;
      requests.push({ path: req.url ?? "", contentType: req.headers["content-type"], body });
      handler(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/taxation_customs/vies/rest-api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  handler = valid;
});

const quietLog = () => ({ warn: vi.fn() });
/** A clock the test moves; it starts far from 0. */
function clock(start = Date.parse("2026-03-02T10:15:00Z")) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("viesVatCheck", () => {
  it("posts the number with the shop as requester and keeps the consultation number", async () => {
    const { now } = clock();
    const check = viesVatCheck(baseUrl, { log: quietLog(), now });
    expect(check.kind).toBe("vies");
    expect(await check.check("be 0417.497.106")).toEqual({
      status: "valid",
      vatNumber: "BE0417497106",
      country: "BE",
      checkedAt: "2026-03-02T10:15:00.000Z",
      checkedLocally: false,
      consultationNumber: "WAPIAAAAY2Kc0ONX",
      name: "NV ANHEUSER-BUSCH INBEV",
      address: "Grote Markt 1\n1000 Brussel",
    });
    expect(requests).toEqual([
      {
        path: "/taxation_customs/vies/rest-api/check-vat-number",
        contentType: "application/json",
        body: {
          countryCode: "BE",
          vatNumber: "0417497106",
          requesterMemberStateCode: "NL",
          requesterNumber: "861234571B01",
        },
      },
    ]);
  });

  it("answers a number VIES does not know as invalid, with the Dutch reason and its consultation number", async () => {
    handler = (body, res) =>
      json(res, 200, {
        ...body,
        valid: false,
        requestIdentifier: "WAPIAAAAY2Kc0OXY",
        name: "---",
        address: "---",
      });
    const answer = await viesVatCheck(baseUrl, { log: quietLog() }).check("BE0417497106");
    expect(answer).toMatchObject({
      status: "invalid",
      vatNumber: "BE0417497106",
      consultationNumber: "WAPIAAAAY2Kc0OXY",
      reason: VAT_REASONS.invalid,
    });
    expect(vatNumberStatusOf(answer)).toEqual({ country: "BE", status: "invalid" });
  });

  it("takes VIES's INVALID_INPUT as a final 'not valid', not as a failure", async () => {
    handler = failing("INVALID_INPUT", 400);
    const log = quietLog();
    const check = viesVatCheck(baseUrl, { log });
    expect(await check.check("BE0417497106")).toMatchObject({
      status: "invalid",
      detail: "VIES: INVALID_INPUT",
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("leaves the number unverified when VIES or the member state is unavailable, busy or answers nonsense", async () => {
    const cases: [string, Handler, RegExp][] = [
      ["MS_UNAVAILABLE", failing("MS_UNAVAILABLE"), /MS_UNAVAILABLE/],
      ["SERVICE_UNAVAILABLE as 503", failing("SERVICE_UNAVAILABLE", 503), /SERVICE_UNAVAILABLE \(HTTP 503\)/],
      ["MS_MAX_CONCURRENT_REQ", failing("MS_MAX_CONCURRENT_REQ"), /MS_MAX_CONCURRENT_REQ/],
      ["TIMEOUT", failing("TIMEOUT"), /TIMEOUT/],
      ["our requester refused", failing("INVALID_REQUESTER_INFO"), /INVALID_REQUESTER_INFO/],
      [
        "not JSON",
        (_b, res) => {
          res.writeHead(502, { "content-type": "text/html" });
          res.end("<h1>Bad gateway</h1>");
        },
        /HTTP 502 with a body that is not JSON/,
      ],
      ["another shape", (_b, res) => json(res, 200, { valid: "yes" }), /another shape/],
      ["a server error", (_b, res) => json(res, 500, { message: "oops" }), /HTTP 500/],
      [
        "an answer for another number",
        (body, res) => json(res, 200, { ...body, vatNumber: "0999999999", valid: true }),
        /an answer for BE0999999999/,
      ],
    ];
    for (const [name, answer, detail] of cases) {
      requests = [];
      handler = answer;
      const log = quietLog();
      const check = viesVatCheck(baseUrl, { log });
      const result = await check.check("BE0417497106");
      expect(result, name).toMatchObject({
        status: "unverified",
        vatNumber: "BE0417497106",
        reason: VAT_REASONS.unverified,
        detail: expect.stringMatching(detail),
      });
      expect(vatNumberStatusOf(result), name).toEqual({ country: "BE", status: "unverified" });
      expect(log.warn, name).toHaveBeenCalledWith(
        expect.objectContaining({ vatNumber: "BE0417497106", reason: expect.stringMatching(detail) }),
        "VAT number check failed",
      );
      // A failure is not remembered: VIES may answer at the next try.
      handler = valid;
      expect((await check.check("BE0417497106")).status, name).toBe("valid");
      expect(requests, name).toHaveLength(2);
    }
  });

  it("gives up after its timeout and leaves the number unverified", async () => {
    handler = () => {
      // Never answers; the connection is closed when the server stops.
    };
    const log = quietLog();
    const started = Date.now();
    const answer = await viesVatCheck(baseUrl, { log, timeoutMs: 200 }).check("BE0417497106");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer).toMatchObject({ status: "unverified", detail: "no answer within 200 ms" });
  });

  it("leaves the number unverified when VIES cannot be reached", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const answer = await viesVatCheck(`http://127.0.0.1:${port}`, { log: quietLog() }).check("BE0417497106");
    expect(answer.status).toBe("unverified");
  });

  it("keeps valid answers a day and invalid ones an hour, with the time and consultation number of the check", async () => {
    const time = clock();
    const check = viesVatCheck(baseUrl, { log: quietLog(), now: time.now });
    const [a, b] = await Promise.all([check.check("BE0417497106"), check.check("BE 0417.497.106")]);
    expect(b).toEqual(a);
    expect(requests).toHaveLength(1);
    time.advance(23 * 60 * 60 * 1000);
    expect(await check.check("BE0417497106")).toEqual(a);
    expect(requests).toHaveLength(1);
    time.advance(2 * 60 * 60 * 1000);
    handler = (body, res) => json(res, 200, { ...body, valid: true, requestIdentifier: "WAPIAAAAY2Kc0NEW" });
    expect(await check.check("BE0417497106")).toMatchObject({
      consultationNumber: "WAPIAAAAY2Kc0NEW",
      checkedAt: "2026-03-03T11:15:00.000Z",
    });
    expect(requests).toHaveLength(2);

    handler = (body, res) => json(res, 200, { ...body, valid: false });
    expect((await check.check("BE0123456749")).status).toBe("invalid");
    time.advance(30 * 60 * 1000);
    expect((await check.check("BE0123456749")).status).toBe("invalid");
    expect(requests).toHaveLength(3);
    time.advance(31 * 60 * 1000);
    await check.check("BE0123456749");
    expect(requests).toHaveLength(4);
  });

  it("keeps no more numbers than its cache holds", async () => {
    const check = viesVatCheck(baseUrl, { log: quietLog(), cacheSize: 1 });
    await check.check("BE0417497106");
    await check.check("BE0123456749");
    await check.check("BE0417497106");
    expect(requests).toHaveLength(3);
  });

  it("asks nothing for a malformed number and answers the Dutch message", async () => {
    const answer = await viesVatCheck(baseUrl, { log: quietLog() }).check("BE0417497107");
    expect(answer).toEqual({ status: "malformed", reason: VAT_NUMBER_CHECK_DIGITS });
    expect(vatNumberStatusOf(answer)).toEqual({ country: "", status: "invalid" });
    expect(requests).toHaveLength(0);
  });

  it("logs through the caller's logger when one is handed in", async () => {
    handler = failing("MS_UNAVAILABLE");
    const own = quietLog();
    const caller = quietLog();
    await viesVatCheck(baseUrl, { log: own }).check("BE0417497106", { log: caller });
    expect(caller.warn).toHaveBeenCalledTimes(1);
    expect(own.warn).not.toHaveBeenCalled();
  });

  it("refuses a requester that is no VAT number when it is built", () => {
    expect(() => viesVatCheck(baseUrl, { requester: "NL123" })).toThrow(/requester/);
  });
});

describe("localVatCheck", () => {
  it("accepts a number of the right form and check digits, marked as checked locally, and asks no one", async () => {
    const { now } = clock();
    const check = localVatCheck(now);
    expect(check.kind).toBe("local");
    expect(await check.check("BE 0417.497.106")).toEqual({
      status: "valid",
      vatNumber: "BE0417497106",
      country: "BE",
      checkedAt: "2026-03-02T10:15:00.000Z",
      checkedLocally: true,
      consultationNumber: null,
      name: null,
      address: null,
    });
    expect(await check.check("BE0417497107")).toEqual({
      status: "malformed",
      reason: VAT_NUMBER_CHECK_DIGITS,
    });
    expect(requests).toHaveLength(0);
  });
});
