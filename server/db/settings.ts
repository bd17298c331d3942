// The server's own key/value settings: secrets made on the first start and shared through the database by every
// process after that, and a few of the owner's choices (the change window's cut-off, written through the orders
// area's change-window-settings.ts). The only writer of the settings table besides the seed.
import { eq } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { settings } from "./settings.schema.ts";

/** The value kept under `key`, made with `make` by whichever process asks first. */
export async function keptSecret(db: Db, key: string, make: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`setting ${key} missing after insert`);
  return row.value;
}

/** A shop setting kept as text (the owner's choices from the back office), or null when never set. */
export async function readSetting(db: Db | Tx, key: string): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** Stores a shop setting, replacing what was there. */
export async function writeSetting(db: Db | Tx, key: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
