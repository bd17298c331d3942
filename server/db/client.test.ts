// Opening PostgreSQL at start: retried with a one-line report while the server cannot be reached, then a clear error;
// closing it ends even with a connection never given back.
import { randomBytes } from "node:crypto";
import { connect, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../tests/helpers/server-process.ts";
import { DatabaseUnavailableError, openDatabase } from "./client.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
let proxy: Server | undefined;
const sockets = new Set<Socket>();

/** Runs `body` with a fresh database on the TEST_DATABASE_URL server (migrations must not land in the admin one). */
async function withFreshDatabase(body: (url: URL) => Promise<void>): Promise<void> {
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${name}`;
    await body(url);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  proxy = undefined;
});

describe("openDatabase on PostgreSQL", () => {
  it("retries an unreachable server with one line per attempt, then gives up with a clear error", async () => {
    const port = await freePort();
    const lines: string[] = [];
    const error = await openDatabase(`postgres://shop:geheim@127.0.0.1:${port}/shop`, {
      connectTimeoutSeconds: 1,
      log: (line) => lines.push(line),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^PostgreSQL at 127\\.0\\.0\\.1:${port} not reachable after \\d+ attempts in 1 s .*ECONNREFUSED`,
      ),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain("\n");
      expect(line).not.toContain("geheim");
      expect(line).toMatch(/not reachable \(attempt \d+\): .*ECONNREFUSED.*; next attempt in/);
    }
  });

  it.skipIf(!adminUrl)(
    "connects once the server comes up while it waits (needs TEST_DATABASE_URL)",
    async () => {
      await withFreshDatabase(async (target) => {
        const port = await freePort();
        const url = new URL(target);
        url.host = `127.0.0.1:${port}`;
        const lines: string[] = [];
        // The "server" appears after the first failed attempt: a proxy to the real one on the same port.
        const database = await openDatabase(url.toString(), {
          connectTimeoutSeconds: 60,
          log: (line) => {
            lines.push(line);
            if (proxy) return;
            proxy = createServer((socket) => {
              const upstream = connect(Number(target.port || 5432), target.hostname);
              sockets.add(socket).add(upstream);
              socket.pipe(upstream).pipe(socket);
              socket.on("error", () => upstream.destroy());
              upstream.on("error", () => socket.destroy());
            }).listen(port, "127.0.0.1");
          },
        });
        try {
          expect(await database.ping()).toBe(true);
          expect(lines[0]).toMatch(/not reachable \(attempt 1\)/);
          expect(lines.at(-1)).toMatch(/answers \(attempt \d+\)/);
        } finally {
          await database.close();
        }
      });
    },
  );

  it.skipIf(!adminUrl)("ends at once when the server refuses for a reason waiting cannot fix", async () => {
    const url = new URL(adminUrl ?? "postgres://127.0.0.1:5432/");
    url.pathname = "/no_such_database_here";
    const lines: string[] = [];
    const error = await openDatabase(url.toString(), {
      connectTimeoutSeconds: 60,
      log: (line) => lines.push(line),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/refused the shop: .*no_such_database_here/);
    expect(lines).toEqual([]);
  });

  it.skipIf(!adminUrl)(
    "closes even when a connection is never given back, and says how many were still in use",
    async () => {
      await withFreshDatabase(async (url) => {
        const lines: string[] = [];
        const database = await openDatabase(url.toString(), { closeWaitMs: 200, log: (l) => lines.push(l) });
        // A connection checked out and never released, as a bug (or drizzle's old BEGIN) would leave it.
        const pool = (database.db as unknown as { $client: pg.Pool }).$client;
        const lost = await pool.connect();
        await database.close();
        expect(lines).toEqual(["database: 1 connection(s) still in use after 0.2 s; closing without them"]);
        lost.release(new Error("test done"));
      });
    },
  );
});
