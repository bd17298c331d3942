// Publishing a catalogue change from the back office (prices, products, shop rates): the version row moves in the
// change's own transaction, so every process reloads its in-memory catalogue (server/catalog/catalog.service.ts);
// the process that made the change reloads at once after the commit.
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { catalogVersion } from "./catalog.schema.ts";
import type { CatalogService } from "./catalog.service.ts";

export async function bumpCatalogVersion(tx: Db | Tx): Promise<void> {
  await tx.update(catalogVersion).set({ version: sql`${catalogVersion.version} + 1`, updatedAt: sql`now()` });
}

/** Runs `change` in a transaction that also bumps the version, then reloads this process's catalogue. */
export async function publishCatalogChange<T>(
  db: Db,
  catalog: CatalogService,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const answer = await change(tx);
    await bumpCatalogVersion(tx);
    return answer;
  });
  // The change is committed: a failed reload must not answer as if it were not. The catalogue's own version
  // check (every 10 s) reloads it then.
  await catalog.load().catch((error: unknown) => console.error(`catalogue reload failed: ${String(error)}`));
  return result;
}
