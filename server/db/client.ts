// Opens the database: embedded PGlite (a directory or memory://) or a PostgreSQL server, migrated on open.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fromRoot } from "../paths.ts";
import { explain, isDatabaseUnavailable } from "./connection-errors.ts";
// Mends drizzle's pooled transactions before any is made: a failed BEGIN no longer leaks its connection.
import "./pg-transaction.ts";
/** The database as every service uses it: the query builder on the tables each area declares (no relational queries). */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction of Db; functions that write "with" something else take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Embedded only: the data directory as a tarball (PGlite's dumpDataDir), for `loadDataDir` to start from. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = fromRoot("drizzle");

export interface OpenOptions {
  /** Seconds to keep trying a PostgreSQL server that cannot be reached at start; 0 tries once. */
  connectTimeoutSeconds?: number;
  /** Where the one-line reports of retries and lost connections go. */
  log?: (line: string) => void;
  /** PostgreSQL: how long closing waits for connections still checked out; 10 s unless a test says less. */
  closeWaitMs?: number;
  /**
   * memory:// only: start from this tarball of a data directory (`Database.dumpDataDir`) instead of an empty
   * cluster. The tests open every app from one migrated and seeded dump (tests/helpers/seeded-database.ts).
   */
  loadDataDir?: Blob;
}

/** The database could not be opened; the message is one line meant for whoever starts the shop. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/**
 * `url` is a postgres:// URL, `memory://` for a throw-away PGlite, or a directory for a persistent PGlite.
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const log = options.log ?? ((line: string) => console.error(line));
    // A server that stops answering costs a request five seconds and a 503, not an open-ended wait.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // A connection the server drops (a restart, pg_terminate_backend, a cut proxy) emits 'error'; without a
    // listener that kills the process. The pool listens only while a connection is idle, so every connection
    // gets its own listener for the time it is checked out (a transaction); the query in flight fails on its own
    // and the pool discards the broken connection.
    pool.on("connect", (client) => {
      client.on("error", (error) => log(`database connection lost: ${explain(error)}`));
    });
    // The pool repeats an idle connection's error here; the connection's listener has reported it.
    pool.on("error", () => {});
    try {
      await waitForServer(pool, new URL(url).host, options.connectTimeoutSeconds ?? 60, log);
      await migrateAlone(pool);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: "postgres",
      ping: () => ping(db),
      close: () => endPool(pool, options.closeWaitMs ?? POOL_END_WAIT_MS, log),
    };
  }
  const dataDir = url === "memory://" ? undefined : path.resolve(url.replace(/^file:\/\//, ""));
  if (dataDir && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    // Creating the cluster loads initdb and the file-system bundle (about 500 MB), which the PGlite instance
    // keeps for its lifetime; the shop serves from a second instance that opens the cluster without them.
    mkdirSync(dataDir, { recursive: true });
    await (await PGlite.create(dataDir)).close();
  }
  // The search's extensions (server/search/): their files load with the instance, the migration creates them.
  const client = new PGlite({
    ...(dataDir ? { dataDir } : options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
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
    dumpDataDir: async () => {
      // Written to the data files first, so an instance started from the dump has no WAL to replay.
      await client.exec("checkpoint");
      return client.dumpDataDir("none");
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

/**
 * Tries the server until it answers, with a growing pause (0.5 s doubling to 5 s) for at most `seconds`: a database
 * started next to the shop (compose, a restart) may take a while. A refusal that waiting cannot fix (a wrong
 * password, a missing database) ends at once.
 */
async function waitForServer(pool: pg.Pool, host: string, seconds: number, log: (line: string) => void) {
  const deadline = Date.now() + seconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query("select 1");
      if (attempt > 1) log(`PostgreSQL at ${host} answers (attempt ${attempt})`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        throw new DatabaseUnavailableError(`PostgreSQL at ${host} refused the shop: ${explain(error)}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnavailableError(
          `PostgreSQL at ${host} not reachable after ${attempt} attempts in ${seconds} s (DATABASE_WAIT_SECONDS): ${explain(error)}`,
        );
      }
      const pause = Math.min(500 * 2 ** (attempt - 1), 5_000, left);
      log(
        `PostgreSQL at ${host} not reachable (attempt ${attempt}): ${explain(error)}; next attempt in ${(pause / 1000).toFixed(1)} s, giving up in ${Math.ceil(left / 1000)} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The advisory lock's key that serialises migrations: any bigint the shop uses for nothing else. */
const MIGRATION_LOCK = 7_402_104_214;

/**
 * Applies the migrations holding a session-level advisory lock, so processes starting at once (the cluster's
 * primary and its workers, two hosts) migrate one after the other: drizzle's migrator creates its own schema and
 * table and reads what ran without a lock, and two at once could both apply the same migration. Whoever comes
 * second finds nothing left to do. The lock goes with the connection, even if this process dies holding it.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** How long closing waits for connections still checked out (a request or the worker mid-query). */
export const POOL_END_WAIT_MS = 10_000;

/**
 * Ends the pool: pg waits for every checked-out connection to come back, which a connection lost by a bug would
 * never do. Shutdown then goes on after `waitMs` with one line saying how many were still out; the process's
 * exit closes their sockets.
 */
async function endPool(pool: pg.Pool, waitMs: number, log: (line: string) => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<"waited">((resolve) => {
    timer = setTimeout(() => resolve("waited"), waitMs);
    timer.unref();
  });
  const outcome = await Promise.race([pool.end().then(() => "ended" as const), waited]);
  clearTimeout(timer);
  if (outcome === "waited") {
    log(
      `database: ${pool.totalCount - pool.idleCount} connection(s) still in use after ${waitMs / 1000} s; closing without them`,
    );
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
