// The embedded database keeps its write-ahead log bounded: PGlite has no checkpointer of its own.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteUpkeep } from "./client.ts";

describe("pgliteUpkeep", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    await client.exec("create table churn (id serial primary key, body text)");
  });
  afterAll(() => client.close());

  /** About 20 MB of WAL, as carts being filled and emptied write it. */
  async function churn() {
    await client.exec(
      "insert into churn (body) select repeat(md5(g::text), 16) from generate_series(1, 30000) g; delete from churn",
    );
  }
  async function walMb(): Promise<number> {
    const { rows } = await client.query<{ mb: number }>(
      "select (sum(size) / 1048576)::int as mb from pg_ls_waldir()",
    );
    return rows[0]?.mb ?? 0;
  }

  // Writing 150 MB of WAL takes a while on a busy machine; the timeout is a cap, not an assertion.
  it("keeps the WAL under 100 MB however much is written, where PostgreSQL alone keeps up to 1 GB", {
    timeout: 240_000,
  }, async () => {
    const state = { lsn: "" };
    expect(await pgliteUpkeep(client, state)).toBe(false);
    const sizes: number[] = [];
    for (let round = 0; round < 7; round++) {
      await churn();
      await pgliteUpkeep(client, state);
      sizes.push(await walMb());
    }
    // Seven rounds write about 150 MB of WAL; without the upkeep every segment of it stays. With it, PostgreSQL
    // keeps min_wal_size (80 MB) of recycled segments and one being written.
    expect(sizes.at(-1)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(96);
  });

  it("does nothing while little has been written", async () => {
    const state = { lsn: "" };
    await pgliteUpkeep(client, state);
    await client.exec("insert into churn (body) values ('een regel')");
    expect(await pgliteUpkeep(client, state)).toBe(false);
  });
});
