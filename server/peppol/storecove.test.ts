// The Storecove client against a fake Storecove on a local port (never the internet): the submission it makes
// (Bearer key, legal entity, idempotency guid, the receiver's routing, the UBL base64-encoded as issued), and how
// it reads the answers: a guid is the transmission id; a 4xx is permanent, a 5xx, 429 or time-out retryable.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AccessPointError, type PeppolMessage } from "./access-point.ts";
import { localAccessPoint } from "./local.ts";
import { storecoveAccessPoint } from "./storecove.ts";

interface Seen {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: (res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method, path: req.url, headers: req.headers, body: JSON.parse(text || "{}") });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = (res) => json(res, 200, { guid: "5c6a7b1e-2f6d-4c1a-9a3b-0d8e7f6a5b4c" });
});

const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<Invoice><cbc:ID>2026-000042 – Café</cbc:ID></Invoice>';
const message: PeppolMessage = {
  xml,
  documentType: "Invoice",
  documentNumber: "2026-000042",
  sender: { scheme: "0106", id: "71852649" },
  receiver: { scheme: "0208", id: "0417497106" },
  idempotencyKey: "0b5e0a43-96b6-4f4e-8f38-4c1b6d1f1e2a",
};

const client = (timeoutMs = 2_000) =>
  storecoveAccessPoint({ apiKey: "geheime-sleutel", legalEntityId: 12345, baseUrl, timeoutMs });

async function refusal(promise: Promise<unknown>): Promise<AccessPointError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccessPointError);
  return error as AccessPointError;
}

describe("the Storecove access point", () => {
  it("submits the UBL as issued, base64, for the legal entity, routed to the receiver's identifier", async () => {
    const sent = await client().send(message);
    expect(sent).toEqual({ transmissionId: "5c6a7b1e-2f6d-4c1a-9a3b-0d8e7f6a5b4c" });
    expect(seen).toHaveLength(1);
    const request = seen[0] as Seen;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/api/v2/document_submissions");
    expect(request.headers.authorization).toBe("Bearer geheime-sleutel");
    expect(request.headers["content-type"]).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      legalEntityId: 12345,
      idempotencyGuid: message.idempotencyKey,
      routing: { eIdentifiers: [{ scheme: "BE:EN", id: "0417497106" }], emails: [] },
      document: {
        documentType: "invoice",
        rawDocumentData: { document: expect.any(String), parse: true, parseStrategy: "ubl" },
      },
    });
    const document = (request.body.document as { rawDocumentData: { document: string } }).rawDocumentData;
    expect(Buffer.from(document.document, "base64").toString("utf8")).toBe(xml);
  });

  it("routes a Dutch KvK number as NL:KVK and refuses a scheme it cannot route, without asking", async () => {
    await client().send({ ...message, receiver: { scheme: "0106", id: "12345678" } });
    expect(((seen[0] as Seen).body.routing as { eIdentifiers: unknown[] }).eIdentifiers).toEqual([
      { scheme: "NL:KVK", id: "12345678" },
    ]);
    const error = await refusal(client().send({ ...message, receiver: { scheme: "EM", id: "a@b.nl" } }));
    expect(error.retryable).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it("takes a 422 with Storecove's errors as permanent, with the errors in the message", async () => {
    answer = (res) => json(res, 422, [{ source: "routing", details: "Receiver not found on Peppol" }]);
    const error = await refusal(client().send(message));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe("Storecove weigerde (HTTP 422): routing: Receiver not found on Peppol");
  });

  it("takes a refused key (401, not JSON) as permanent", async () => {
    answer = (res) => {
      res.writeHead(401, { "content-type": "text/plain" });
      res.end("Unauthorized");
    };
    const error = await refusal(client().send(message));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe("Storecove weigerde (HTTP 401): Unauthorized");
  });

  it("takes a 5xx and a 429 as retryable", async () => {
    answer = (res) => json(res, 503, { error: "Service Unavailable" });
    const unavailable = await refusal(client().send(message));
    expect(unavailable.retryable).toBe(true);
    expect(unavailable.message).toBe("Storecove weigerde (HTTP 503): Service Unavailable");
    answer = (res) => json(res, 429, { error: "Too many requests" });
    expect((await refusal(client().send(message))).retryable).toBe(true);
  });

  it("takes no answer within the time limit, or no guid, as retryable", async () => {
    answer = (res) => setTimeout(() => json(res, 200, { guid: "te-laat" }), 500);
    const slow = await refusal(client(100).send(message));
    expect(slow.retryable).toBe(true);
    expect(slow.message).toBe("Storecove gaf geen antwoord binnen 100 ms");
    answer = (res) => json(res, 200, {});
    expect((await refusal(client().send(message))).retryable).toBe(true);
  });

  it("takes an unreachable server as retryable", async () => {
    const closed = storecoveAccessPoint({
      apiKey: "k",
      legalEntityId: 1,
      baseUrl: "http://127.0.0.1:9/api/v2",
    });
    const error = await refusal(closed.send(message));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/^Storecove onbereikbaar: /);
  });
});

describe("the local access point", () => {
  it("takes every document as delivered, with a transmission id of its own", async () => {
    const local = localAccessPoint();
    expect(local.name).toBe("local");
    const a = await local.send(message);
    const b = await local.send(message);
    expect(a.transmissionId).toMatch(/^lokaal-[0-9a-f-]{36}$/);
    expect(b.transmissionId).not.toBe(a.transmissionId);
  });
});
