// Gap-free numbers: a rollback gives its number back, two connection pools on PostgreSQL count 1..N together,
// and the year turns on the shop's clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgres } from "../../tests/helpers/postgres.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { invoiceCounters } from "./invoices.schema.ts";
import { documentYear, formatDocumentNumber, nextDocumentNumber } from "./numbering.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.info(
    "numbering.test.ts: the two-pool test is skipped, it needs PostgreSQL (set TEST_DATABASE_URL)",
  );
}

class Rollback extends Error {}

/** Takes a number in a transaction that then rolls back. */
async function takeAndRollBack(database: Database, year: number): Promise<void> {
  await expect(
    database.db.transaction(async (tx) => {
      await nextDocumentNumber(tx, "invoice", year);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe("document numbers", () => {
  it("are written 2026-000123 for invoices and C2026-000007 for credit notes", () => {
    expect(formatDocumentNumber("invoice", 2026, 123)).toBe("2026-000123");
    expect(formatDocumentNumber("credit_note", 2026, 7)).toBe("C2026-000007");
    expect(formatDocumentNumber("invoice", 2026, 1_234_567)).toBe("2026-1234567");
  });

  it("turn over to the next year at midnight on the shop's clock, not UTC's", () => {
    expect(documentYear(new Date("2026-12-31T22:59:59Z"))).toBe(2026);
    expect(documentYear(new Date("2026-12-31T23:00:00Z"))).toBe(2027);
    expect(documentYear(new Date("2027-06-30T22:30:00Z"))).toBe(2027);
  });
});

describe("gap-free numbering on PGlite", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase("memory://");
  });
  afterAll(async () => database?.close());

  it("counts each series and year from 1, and a rollback leaves no gap", async () => {
    const take = (series: "invoice" | "credit_note", year: number) =>
      database.db.transaction((tx) => nextDocumentNumber(tx, series, year));
    expect(await take("invoice", 2026)).toBe("2026-000001");
    await takeAndRollBack(database, 2026);
    expect(await take("invoice", 2026)).toBe("2026-000002");
    expect(await take("credit_note", 2026)).toBe("C2026-000001");
    await takeAndRollBack(database, 2026);
    expect(await take("invoice", 2026)).toBe("2026-000003");
    // The first document of the new year (on the shop's clock) starts again at 1.
    const newYear = documentYear(new Date("2026-12-31T23:00:00Z"));
    expect(await take("invoice", newYear)).toBe("2027-000001");
    expect(await take("invoice", 2026)).toBe("2026-000004");
    const rows = await database.db.select().from(invoiceCounters);
    expect(rows.map((r) => [r.series, r.year, r.lastNumber]).sort()).toEqual([
      ["credit_note", 2026, 1],
      ["invoice", 2026, 4],
      ["invoice", 2027, 1],
    ]);
  });
});

describe.skipIf(!postgresUrl)(
  "gap-free numbering across two processes on PostgreSQL",
  { timeout: 60_000 },
  () => {
    let server: Awaited<ReturnType<typeof freshPostgres>>;
    const pools: Database[] = [];
    beforeAll(async () => {
      server = await freshPostgres(postgresUrl ?? "");
      // Two connection pools, as two app processes have; the first migrates, the second finds it done.
      pools.push(await openDatabase(server.url, { closeWaitMs: 2_000 }));
      pools.push(await openDatabase(server.url, { closeWaitMs: 2_000 }));
    });
    afterAll(async () => {
      for (const pool of pools) await pool.close();
      await server?.drop();
    });

    it("hands out 1..N without a gap or a repeat while transactions race and some roll back", async () => {
      const PER_POOL = 40;
      const committed: string[] = [];
      const attempts = pools.flatMap((pool, p) =>
        Array.from({ length: PER_POOL }, async (_, i) => {
          const rollBack = i % 5 === p; // every fifth transaction of each pool gives its number back
          try {
            await pool.db.transaction(async (tx) => {
              const number = await nextDocumentNumber(tx, "invoice", 2026);
              // Hold the lock a moment, as issuing an invoice does its other writes, so the others queue up.
              await new Promise((resolve) => setTimeout(resolve, 2));
              if (rollBack) throw new Rollback();
              committed.push(number);
            });
          } catch (error) {
            if (!(error instanceof Rollback)) throw error;
          }
        }),
      );
      await Promise.all(attempts);
      const expected = Array.from({ length: committed.length }, (_, i) =>
        formatDocumentNumber("invoice", 2026, i + 1),
      );
      expect(committed.length).toBe(2 * PER_POOL - 2 * (PER_POOL / 5));
      expect([...committed].sort()).toEqual(expected);
    });
  },
);
