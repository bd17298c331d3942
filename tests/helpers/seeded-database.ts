// One migrated and seeded database per run, copied for every API test file: migrating and seeding took most of
// a file's start. The unit and API tests' global setup (tests/global-setup.ts) makes it once: on PGlite a
// tarball of the data directory that each file's in-memory PGlite starts from (PGlite's `loadDataDir`); on
// PostgreSQL a template database that each file's database is created from (`create database … template …`).
// The shop still migrates and seeds on open: it finds nothing left to do, as it would on a restart.

import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { seedDatabase } from "../../server/boot.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the tarball of a migrated and seeded PGlite data directory (runs without PostgreSQL). */
    pgliteSeedFile?: string;
    /** The migrated and seeded template database on TEST_DATABASE_URL's server (runs with PostgreSQL). */
    postgresTemplate?: string;
  }
}

/** Migrates and seeds a throw-away PGlite and writes its data directory to `file` as a tarball. */
export async function writePgliteSeed(file: string): Promise<void> {
  const database = await openDatabase("memory://");
  try {
    await seedDatabase(database.db);
    if (!database.dumpDataDir) throw new Error("PGlite cannot dump its data directory");
    const dump = await database.dumpDataDir();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** A new in-memory PGlite started from the run's seeded dump, or undefined when the run has none. */
export async function openSeededPglite(): Promise<Database | undefined> {
  const file = providedValue("pgliteSeedFile");
  if (!file) return undefined;
  return openDatabase("memory://", { loadDataDir: new Blob([readFileSync(file)]) });
}

/**
 * Creates a database on the server `adminUrl` names, migrates and seeds it and makes it a template nobody can
 * connect to (so `create database … template` never finds it in use); answers its name and how to drop it.
 */
export async function createPostgresTemplate(
  adminUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `shop_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), { closeWaitMs: 2_000 });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  await adminQuery(adminUrl, `alter database ${name} with is_template true allow_connections false`);
  return {
    name,
    async drop() {
      await adminQuery(adminUrl, `alter database ${name} with is_template false`);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The run's seeded PostgreSQL template, or undefined when the run has none. */
export function postgresTemplate(): string | undefined {
  return providedValue("postgresTemplate");
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** What the global setup provided; nothing outside a Vitest run or in a run without that setup. */
function providedValue<K extends "pgliteSeedFile" | "postgresTemplate">(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}
