// Opens the database: embedded PGlite (a directory or memory://) or a PostgreSQL server, migrated on open.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of Db; functions that write "with" something else take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * `url` is a postgres:// URL, `memory://` for a throw-away PGlite, or a directory for a persistent PGlite.
 */
export async function openDatabase(url: string): Promise<Database> {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server drops (a restart, an administrator) must not take the process down;
    // the pool opens a new one for the next query.
    pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      kind: "postgres",
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const dataDir = url === "memory://" ? undefined : path.resolve(url.replace(/^file:\/\//, ""));
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const upkeep = { lsn: "" };
  let busy = false;
  const timer = setInterval(() => {
    if (busy || client.closed) return;
    busy = true;
    pgliteUpkeep(client, upkeep)
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, UPKEEP_INTERVAL_MS);
  timer.unref();
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close: async () => {
      clearInterval(timer);
      await client.close();
    },
  };
}

/** WAL written since the last checkpoint after which the embedded database vacuums and checkpoints itself. */
export const WAL_CHECKPOINT_BYTES = 32 * 1024 * 1024;
const UPKEEP_INTERVAL_MS = 15_000;

/**
 * PGlite runs PostgreSQL in single-user mode: no checkpointer and no autovacuum. Left alone it keeps up to
 * max_wal_size (1 GB) of WAL between checkpoints, in the process's memory for memory://, and it cannot be given a
 * smaller max_wal_size (its start parameters and postgresql.conf option are not applied in this version). So the
 * shop does that work itself: once 32 MB of WAL has been written, a VACUUM makes the space of deleted and updated
 * rows reusable and a CHECKPOINT lets PostgreSQL recycle the old WAL segments. Answers whether it ran.
 */
export async function pgliteUpkeep(client: PGlite, state: { lsn: string }): Promise<boolean> {
  const { rows } = await client.query<{ lsn: string; written: string | null }>(
    "select pg_current_wal_insert_lsn()::text as lsn, pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1::pg_lsn)::text as written",
    [state.lsn || "0/0"],
  );
  const now = rows[0];
  if (!now) return false;
  if (state.lsn && Number(now.written) < WAL_CHECKPOINT_BYTES) return false;
  const first = !state.lsn;
  state.lsn = now.lsn;
  // The first call only notes where the WAL stands: start-up (migrations, seed) is not traffic.
  if (first) return false;
  await client.exec("vacuum");
  await client.exec("checkpoint");
  return true;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
