// A connection that fails at BEGIN or ROLLBACK goes back to the pool as broken, so the pool keeps its slots and
// closes: the fault that once hung the outage test's shutdown for two minutes (drizzle-orm issue 6241).
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import "./pg-transaction.ts";

/** A stand-in for pg.Pool (drizzle recognises a pool by its class name) whose connections fail `failOn` once. */
class ScriptedPool {
  released: (Error | undefined)[] = [];
  statements: string[] = [];
  constructor(private failOn: "begin" | "rollback" | "none") {}
  async connect() {
    return {
      query: async (config: { text?: string } | string) => {
        const text = typeof config === "string" ? config : (config.text ?? "");
        this.statements.push(text);
        if (text.startsWith(this.failOn)) throw new Error("Connection terminated unexpectedly");
        return { rows: [], rowCount: 0, command: text.toUpperCase(), fields: [] };
      },
      release: (error?: Error) => {
        this.released.push(error);
      },
    };
  }
}

describe("transactions on a pool", () => {
  it("gives a connection whose BEGIN failed back to the pool as broken", async () => {
    const pool = new ScriptedPool("begin");
    const db = drizzle(pool as unknown as pg.Pool);
    let ran = false;
    await expect(
      db.transaction(async () => {
        ran = true;
      }),
    ).rejects.toThrow(/begin/);
    expect(ran).toBe(false);
    expect(pool.released).toHaveLength(1);
    expect(pool.released[0]).toBeInstanceOf(Error);
    expect(pool.statements).toEqual(["begin"]);
  });

  it("keeps the work's error when the rollback fails too, and destroys the connection", async () => {
    const pool = new ScriptedPool("rollback");
    const db = drizzle(pool as unknown as pg.Pool);
    await expect(
      db.transaction(async () => {
        throw new Error("de bestelling klopt niet");
      }),
    ).rejects.toThrow("de bestelling klopt niet");
    expect(pool.statements).toEqual(["begin", "rollback"]);
    expect(pool.released).toHaveLength(1);
    expect(pool.released[0]).toBeInstanceOf(Error);
  });

  it("commits, rolls back on an error, and returns a healthy connection for reuse", async () => {
    const pool = new ScriptedPool("none");
    const db = drizzle(pool as unknown as pg.Pool);
    expect(await db.transaction(async (tx) => (await tx.execute(sql`select 1`)).rowCount)).toBe(0);
    await expect(
      db.transaction(async () => {
        throw new Error("nee");
      }),
    ).rejects.toThrow("nee");
    await db.transaction(async () => {}, { isolationLevel: "serializable" });
    expect(pool.statements).toEqual([
      "begin",
      "select 1",
      "commit",
      "begin",
      "rollback",
      "begin isolation level serializable",
      "commit",
    ]);
    expect(pool.released).toEqual([undefined, undefined, undefined]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL, a pool of one connection serves the next transaction after a BEGIN on a dropped connection, and closes",
    async () => {
      /** The first connection the pool makes is terminated by the server just before its first BEGIN. */
      let terminated = false;
      class DroppedOnce extends pg.Client {
        // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes every call on.
        override query(...args: any[]): any {
          const text = typeof args[0] === "string" ? args[0] : args[0]?.text;
          if (!terminated && typeof text === "string" && text.startsWith("begin")) {
            terminated = true;
            return super
              .query("select pg_terminate_backend(pg_backend_pid())")
              .catch(() => undefined)
              .then(() => super.query(...(args as [string])));
          }
          return super.query(...(args as [string]));
        }
      }
      const pool = new pg.Pool({
        connectionString: process.env.TEST_DATABASE_URL,
        max: 1,
        connectionTimeoutMillis: 3_000,
        Client: DroppedOnce,
      });
      pool.on("error", () => {});
      pool.on("connect", (client) => client.on("error", () => {}));
      const db = drizzle(pool);
      await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      expect(terminated).toBe(true);
      const again = await db.transaction(async (tx) => (await tx.execute(sql`select 2 as n`)).rows[0]);
      expect(again).toEqual({ n: 2 });
      await pool.end();
    },
  );
});
