// Drizzle's node-postgres transactions, mended so that a dropped connection cannot take a pool slot for good.
//
// drizzle-orm 0.45's NodePgSession.transaction() sends BEGIN before the try/finally that gives the client back to
// the pool (drizzle-orm issues 6023, 6114, 6241; open upstream). When the server drops the connection between the
// check-out and BEGIN (a restart, pg_terminate_backend, a failover), the client is never released: the pool loses
// one of its ten slots for the life of the process, and pool.end() at shutdown waits for it forever. It also hands
// a connection whose ROLLBACK failed back to the pool as healthy. This replaces that one method with the same
// steps, BEGIN inside the try, and the client destroyed (release(error)) whenever BEGIN or ROLLBACK failed.
// Remove it when drizzle releases a fix; pg-transaction.test.ts fails on the unmended method.
import { sql } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres/session";
import type { PgTransactionConfig } from "drizzle-orm/pg-core";
import type { TablesRelationalConfig } from "drizzle-orm/relations";
import type { SQL } from "drizzle-orm/sql";
import type pg from "pg";

/** The fields of NodePgSession that its transaction() uses; private in drizzle's types. */
interface SessionInternals {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/** drizzle's own test for a pool: a pg.Pool, or any class whose name says Pool. */
function isPool(client: SessionInternals["client"]): client is pg.Pool {
  return Object.getPrototypeOf(client).constructor.name.includes("Pool");
}

type Transaction = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig> & {
  /** Drizzle's own, marked internal in its types: "isolation level …, read only, …". */
  getTransactionConfigSQL(config: PgTransactionConfig): SQL;
};

async function transaction<T>(
  this: SessionInternals,
  work: (tx: Transaction) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const pooled = isPool(this.client) ? await this.client.connect() : null;
  const session = pooled
    ? new NodePgSession(pooled, this.dialect, this.schema, this.options)
    : (this as unknown as NodePgSession<Record<string, unknown>, TablesRelationalConfig>);
  const tx = new NodePgTransaction(this.dialect, session, this.schema) as Transaction;
  /** Set when the connection can no longer be trusted: the pool then destroys it instead of keeping it. */
  let broken: Error | undefined;
  try {
    try {
      await tx.execute(sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`);
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    }
    try {
      const result = await work(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      try {
        await tx.execute(sql`rollback`);
      } catch (rollbackError) {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      }
      // The caller hears why the transaction failed, not that the rollback on a dead connection failed too.
      throw error;
    }
  } finally {
    pooled?.release(broken);
  }
}

NodePgSession.prototype.transaction = transaction as unknown as NodePgSession<
  Record<string, unknown>,
  TablesRelationalConfig
>["transaction"];
