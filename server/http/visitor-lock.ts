// Serialises a visitor's writes: every transaction that changes a cart or swatch basket starts here.
import { sql } from "drizzle-orm";
import type { StoreCode } from "../../domain/store.ts";
import type { Tx } from "../db/client.ts";
import { visitorSessions } from "./visitor.schema.ts";

/**
 * Creates the visitor's session row when it is new and locks it until the transaction ends, so two tabs
 * (or two processes) changing the same cart or basket at once take turns and neither loses the other's change.
 */
export async function lockVisitor(tx: Tx, sessionId: string, store: StoreCode): Promise<void> {
  await tx
    .insert(visitorSessions)
    .values({ id: sessionId, store })
    .onConflictDoUpdate({ target: visitorSessions.id, set: { updatedAt: sql`now()`, store } });
}
