// Throw-away PostgreSQL databases for the tests and the bench: a fresh, empty database on a server, dropped after.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The server the cluster test and the bench use when TEST_DATABASE_URL names none. */
export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A new database on the server `adminUrl` names, and how to drop it: empty, or a copy of `template` (a database
 * marked as a template, see seeded-database.ts).
 */
export async function freshPostgres(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Whether the server at `adminUrl` lets us in within two seconds. */
export async function postgresAnswers(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
