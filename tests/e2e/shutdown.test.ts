// `npm start` and SIGTERM: the request in flight completes, a request arriving meanwhile gets the Dutch 503 (or no
// connection), and the process exits 0 after closing the embedded database, which then opens with the write in it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import { openDatabase } from "../../server/db/client.ts";
import { freePort, waitForHttp } from "../helpers/server-process.ts";
import { validValues } from "../helpers/visitor.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-shutdown-"));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** The configurator's answers over HTTP, for the helper that otherwise asks an in-process app. */
function overHttp(baseUrl: string): FastifyInstance {
  return {
    inject: async ({ url, payload }: { url: string; payload: unknown }) => {
      const res = await fetch(`${baseUrl}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      const body = await res.json();
      return { json: () => body };
    },
  } as unknown as FastifyInstance;
}

describe("npm start, then SIGTERM", () => {
  // Generous: `npm start` first runs its prestart step, which builds when the sources are newer than the build.
  it("finishes the open request, answers 503 in Dutch meanwhile, closes the database and exits 0", {
    timeout: 300_000,
  }, async () => {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const out: string[] = [];
    let seen: { pattern: RegExp; resolve: () => void }[] = [];
    child = spawn("npm", ["start", "--silent"], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: dataDir, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
    let buffered = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      out.push(...lines);
      for (const line of lines) {
        for (const waiter of seen.filter((w) => w.pattern.test(line))) waiter.resolve();
        seen = seen.filter((w) => !w.pattern.test(line));
      }
    });
    const logged = (pattern: RegExp) =>
      out.some((line) => pattern.test(line))
        ? Promise.resolve()
        : new Promise<void>((resolve) => seen.push({ pattern, resolve }));

    await waitForHttp(`${baseUrl}/api/healthz`, child, 200_000);
    const product = catalogue.products.find((p) => p.kind === "rolgordijn");
    if (!product) throw new Error("no rolgordijn");
    const def = configurationFor(product, catalogue);
    const dims = dimensionOptions(def);
    if (!dims.width || !dims.height) throw new Error("no size");
    const values = await validValues(overHttp(baseUrl), def, {
      widthId: dims.width.id,
      heightId: dims.height.id,
      width: Math.max(120, dims.width.min_value ?? 0),
      height: Math.max(150, dims.height.min_value ?? 0),
    });
    const body = JSON.stringify({ conf_id: def.conf_id, entity_id: product.id, values });

    // The request in flight: its headers are in, half its body is not.
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk) => received.push(chunk));
    const socketClosed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.on("error", () => {});
    const head = `POST /api/cart/add HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    socket.write(head + body.slice(0, 20));
    await logged(/"url":"\/api\/cart\/add".*incoming request|incoming request.*"url":"\/api\/cart\/add"/);

    child.kill("SIGTERM");
    await logged(/closing: new requests get 503/);

    // The rest of the body, and a second request on the same connection that arrives during the shutdown.
    socket.write(`${body.slice(20)}GET /api/cart HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
    // A new connection now: refused, or (accepted just before the listener closed) the Dutch 503.
    const late = await fetch(`${baseUrl}/api/cart`).then(
      async (res) => ({ status: res.status, body: await res.text() }),
      (error: unknown) => ({ status: 0, body: String((error as Error).cause ?? error) }),
    );
    await socketClosed;

    const responses = Buffer.concat(received)
      .toString()
      .split(/(?=HTTP\/1\.1 )/);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(responses[0]).toContain('"addedItem"');
    if (responses[1] !== undefined) {
      expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /);
      expect(responses[1]).toMatch(/retry-after: \d+/i);
      expect(responses[1]).toContain('{"errors":{"server":"De winkel is even niet bereikbaar.');
    }
    if (late.status !== 0) {
      expect(late.status).toBe(503);
      expect(JSON.parse(late.body).errors.server).toMatch(/niet bereikbaar/);
    } else {
      // Refused once the port is closed, or accepted in the moment before and closed unanswered.
      expect(late.body).toMatch(/ECONNREFUSED|other side closed/);
    }

    expect(await exited).toBe(0);
    expect(out.some((line) => line.includes("database closed"))).toBe(true);
    console.info(
      `shutdown: in-flight add 200, pipelined request ${responses[1]?.slice(9, 12) ?? "not answered"}, new connection ${late.status || "refused"}`,
    );

    // Closed cleanly: the directory opens again, with the acknowledged write in it.
    const database = await openDatabase(dataDir);
    try {
      const rows = await database.db.execute(sql`select count(*)::int as n from cart_items`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
