// What the shop answers before a route runs: broken URLs and HTTP messages, refused methods, OPTIONS and shutdown,
// all in Dutch and in the `{ errors }` shape. Raw sockets where Node itself refuses the request.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import {
  BAD_REQUEST_MESSAGE,
  BAD_URL_MESSAGE,
  HEADERS_TOO_LARGE_MESSAGE,
  METHOD_NOT_ALLOWED_MESSAGE,
} from "./edge.ts";
import { SERVICE_UNAVAILABLE_MESSAGE } from "./errors.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "3" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

function parse(raw: string): RawAnswer {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: rest.join("\r\n\r\n") };
}

/** Writes `parts` to a fresh connection one after another (after `between` has run) and reads until it closes. */
function rawRequest(
  parts: string[],
  between: () => Promise<void> = async () => {},
  to: number = port,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(parse(answer)));
    socket.on("connect", async () => {
      const [first, ...others] = parts;
      socket.write(first ?? "");
      if (others.length > 0) {
        await between();
        socket.write(others.join(""));
      }
    });
  });
}

describe("URLs the router cannot read", () => {
  it("answers bad percent-encoding with a Dutch 400 that does not echo the URL", async () => {
    for (const url of ["/api/catalog/categories/%E0%A4%A", "/producten/%zz<script>"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: { path: BAD_URL_MESSAGE } });
      expect(res.body).not.toContain("%");
    }
  });
});

describe("HTTP messages Node refuses", () => {
  it("answers a URL beyond the header size limit with a Dutch 431", async () => {
    const res = await rawRequest([`GET /?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`]);
    expect(res.status).toBe(431);
    expect(res.headers).toContain("content-type: application/json");
    expect(JSON.parse(res.body)).toEqual({ errors: { request: HEADERS_TOO_LARGE_MESSAGE } });
  });

  it("answers conflicting Transfer-Encoding and Content-Length with a Dutch 400", async () => {
    const res = await rawRequest([
      "POST /api/cart/coupon HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{}{}\r\n0\r\n\r\n",
    ]);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ errors: { request: BAD_REQUEST_MESSAGE } });
  });
});

describe("methods", () => {
  it.each(["TRACE", "PROPFIND", "QUERY"])(
    "answers %s with a Dutch 405 and the methods it allows",
    async (method) => {
      for (const url of ["/", "/api/cart", "/api/onbekend"]) {
        const res = await t.app.inject({ method: method as "GET", url });
        expect(res.statusCode).toBe(405);
        expect(res.headers.allow).toContain("GET");
        expect(res.json()).toEqual({ errors: { method: METHOD_NOT_ALLOWED_MESSAGE } });
      }
    },
  );

  it("answers OPTIONS without counting it as a write", async () => {
    for (let i = 0; i < 5; i++) {
      for (const url of ["/api/cart/add", "/"]) {
        const res = await t.app.inject({ method: "OPTIONS", url, remoteAddress: "10.9.9.9" });
        expect(res.statusCode).toBe(204);
        expect(res.headers.allow).toContain("POST");
      }
    }
    const write = await t.app.inject({
      method: "POST",
      url: "/api/cart/coupon",
      payload: { code: "" },
      remoteAddress: "10.9.9.9",
    });
    expect(write.statusCode).toBe(400);
  });
});

describe("shutdown", () => {
  let closing: TestApp;
  beforeAll(async () => {
    closing = await createTestApp();
    await closing.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("answers a request that arrives while the shop closes with the Dutch 503", async () => {
    const server = closing.app.server;
    const close = server.close.bind(server);
    let started: (() => void) | undefined;
    const closeStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    // Fastify stops the HTTP server after its preClose hooks: from then on the shop is shutting down.
    server.close = ((callback?: (error?: Error) => void) => {
      started?.();
      return close(callback);
    }) as typeof server.close;
    let closed: Promise<void> | undefined;
    // The request has started (so its connection is not idle) but is complete only once shutdown has begun.
    const res = await rawRequest(
      ["GET /api/healthz HTTP/1.1\r\nHost: localhost\r\n", "\r\n"],
      async () => {
        closed = closing.close();
        await closeStarted;
      },
      (server.address() as { port: number }).port,
    );
    await closed;
    expect(res.status).toBe(503);
    expect(res.headers).toContain("connection: close");
    expect(JSON.parse(res.body)).toEqual({ errors: { server: SERVICE_UNAVAILABLE_MESSAGE } });
  });
});
