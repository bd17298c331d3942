// The back office's audit log: every change is written in the transaction that makes it, with who made it and
// the data before and after, and owners read it at /beheer/logboek.
import { and, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../db/client.ts";
import { auditLog } from "./backoffice.schema.ts";

/** Who made a change: a member of staff, or the command line (id null). */
export interface Actor {
  id: number | null;
  email: string;
}

export const commandLine: Actor = { id: null, email: "opdrachtregel" };

export interface AuditEntry {
  /** What was done, as `area.verb`: 'order.status', 'voucher.update', 'price.publish', 'staff.invite'. */
  action: string;
  /** What it was done to: an order number, a voucher code, a product slug, an e-mail address. */
  subject: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one entry with `executor`: pass the transaction of the change, so the entry exists exactly when it commits. */
export async function writeAudit(executor: Db | Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    staffId: actor.id,
    actor: actor.email,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** An entry as staff read it, in the log and on an order. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.date(),
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actor: auditLog.actor,
  action: auditLog.action,
  subject: auditLog.subject,
  before: auditLog.before,
  after: auditLog.after,
};

/** The log as staff read it: the owners' page and API, and the entries on an order. */
export class AuditLog {
  constructor(private readonly db: Db) {}

  /** Newest first, `limit` at a time; `before` is the id to continue below, `search` matches subject or actor. */
  read(options: { limit: number; before?: number; search?: string }): Promise<AuditRow[]> {
    return readAudit(this.db, options);
  }

  /** The entries about one subject (an order's number, a voucher's code), newest first. */
  about(subject: string): Promise<AuditRow[]> {
    return auditFor(this.db, subject);
  }
}

async function readAudit(
  db: Db,
  options: { limit: number; before?: number; search?: string },
): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (options.before) where.push(lt(auditLog.id, options.before));
  if (options.search) {
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(auditLog.subject, like),
      ilike(auditLog.actor, like),
      ilike(auditLog.action, like),
    );
    if (match) where.push(match);
  }
  return db
    .select(auditColumns)
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}

/** The entries about one subject (an order's number, a voucher's code), newest first. */
export async function auditFor(db: Db, subject: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, subject))
    .orderBy(desc(auditLog.id))
    .limit(200);
}
