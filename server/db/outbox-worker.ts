// What the shop's outboxes share: the mail outbox (server/mail/mailer.ts) and the Peppol e-invoices'
// (server/peppol/outbox.ts). A row is written in the transaction of the change it belongs to; a worker in every
// process delivers it after the commit. Here are that worker's loop (OutboxWorker) and the pieces of the SQL that
// claims, releases and retries rows, so both outboxes behave alike and say so once.
//
// Each area keeps writing its own table (docs/decisions/0033-each-area-owns-its-tables.md): the area runs its own
// `update(itsTable)` statements, this module only builds their values and conditions, and reads (the due ids).
// The area hands the worker its steps (release, claim, deliver) as callbacks.
import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { BaseLogger } from "pino";
import type { Db } from "./client.ts";

export type OutboxLogger = Pick<BaseLogger, "info" | "warn" | "error">;

/** One outbox's own work, run by the worker in this order each run. */
export interface OutboxSteps<Row> {
  /** Queues again (as a failed attempt) rows whose claim expired: their process stopped while sending. */
  releaseExpired(): Promise<void>;
  /** Claims a batch of due rows for this process; an empty batch ends the run. */
  claim(): Promise<Row[]>;
  /** Sends one claimed row and records the outcome; true when sent. Never throws. */
  deliver(row: Row): Promise<boolean>;
  /** After the last batch, within the run (its database errors are the run's). */
  afterRun?(): Promise<void>;
}

export interface OutboxWorkerOptions<Row> extends OutboxSteps<Row> {
  /** Names the worker in its log: "mail" → "mail worker: database error, …". */
  name: string;
  /** The logger as it is now (an outbox takes the app's when it starts). */
  logger(): OutboxLogger;
  /** How often the worker looks for due rows without being nudged. */
  pollMs: number;
  /** The wait after a run that nothing nudged meanwhile; pollMs unless the outbox wants to look sooner. */
  nextWaitMs?(): number;
}

/**
 * The delivery loop: started (idempotent) and stopped with the app, one run right away and then every pollMs, or
 * sooner when nudged. Runs never overlap; stop() waits for a run in progress, so the database can be closed
 * afterwards; its timer alone never keeps the process alive. deliverDue() is one run now, for tests.
 */
export class OutboxWorker<Row> {
  private started = false;
  private timer: NodeJS.Timeout | undefined;
  /** The worker's current or last run; runs never overlap. */
  private current: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: OutboxWorkerOptions<Row>) {}

  /** True between start() and stop(). */
  get running(): boolean {
    return this.started;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current.catch(() => {});
  }

  /**
   * Delivers every row due now, after any run in progress, and resolves with how many were sent. It works whether
   * or not the worker is started. Never rejects: a database error is logged and the rows wait for the next run.
   */
  deliverDue(): Promise<number> {
    const run = this.current.catch(() => {}).then(() => this.drain());
    this.current = run;
    return run;
  }

  /** A run in `ms` (replacing the one planned), when started; a nudge during a run makes one more run after it. */
  nudge(ms: number): void {
    this.schedule(ms);
  }

  private schedule(ms: number): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    // The worker alone never keeps the process alive.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    await this.deliverDue();
    // A nudge during the run already planned the next one.
    if (this.started && !this.timer) this.schedule(this.options.nextWaitMs?.() ?? this.options.pollMs);
  }

  private async drain(): Promise<number> {
    const steps = this.options;
    let sent = 0;
    try {
      await steps.releaseExpired();
      for (;;) {
        const batch = await steps.claim();
        if (batch.length === 0) break;
        for (const row of batch) if (await steps.deliver(row)) sent++;
      }
      await steps.afterRun?.();
    } catch (error) {
      const message = `${steps.name} worker: database error, trying again at the next run`;
      steps.logger().error({ err: error }, message);
    }
    return sent;
  }
}

// ------------------------------------------------------------------------------------------- the SQL pieces

/** The columns every outbox table has, with these names and meanings. */
export interface OutboxTable extends PgTable {
  id: AnyPgColumn;
  /** 'queued', 'sending' (claimed), 'sent' or 'failed'. */
  status: AnyPgColumn;
  attempts: AnyPgColumn;
  /** When a queued row is due; while 'sending', when its claim ends. */
  nextAttemptAt: AnyPgColumn;
}

/** The last_error of a row whose claim expired. */
export const INTERRUPTED_ERROR = "Verzenden onderbroken: het proces stopte tijdens het verzenden.";

/** `ms` milliseconds as an SQL interval. */
export function interval(ms: number): SQL {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}

/**
 * The ids of up to `limit` due rows, oldest first, locked: the subquery of a claim. SKIP LOCKED lets several
 * processes claim at once without waiting for or taking each other's rows.
 */
export function dueIds(db: Db, table: OutboxTable, limit: number) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, "queued"), lte(table.nextAttemptAt, sql`now()`)))
    .orderBy(table.id)
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** A claimed row's values: 'sending' for `claimMs` (the claim's end kept in next_attempt_at). */
export function claimValues(claimMs: number) {
  return { status: "sending" as const, nextAttemptAt: sql`now() + ${interval(claimMs)}` };
}

/** Rows still 'sending' after their claim ended: they belonged to a process that stopped mid-send. */
export function claimExpired(table: OutboxTable): SQL | undefined {
  return and(eq(table.status, "sending"), lte(table.nextAttemptAt, sql`now()`));
}

/** An expired claim's values: it counts as a failed attempt, queued at once or 'failed' at maxAttempts. */
export function releasedValues(table: OutboxTable, maxAttempts: number) {
  return {
    status: sql`case when ${table.attempts} + 1 >= ${maxAttempts} then 'failed' else 'queued' end`,
    attempts: sql`${table.attempts} + 1`,
    lastError: INTERRUPTED_ERROR,
    nextAttemptAt: sql`now()`,
  };
}

/** Row `id` while this process's claim holds: a row released meanwhile is not recorded over. */
export function stillClaimed(table: OutboxTable, id: number): SQL | undefined {
  return and(eq(table.id, id), eq(table.status, "sending"));
}

/** The wait before the next try after the `attempts`-th failure: backoffMs, doubling with every further one. */
export function retryDelayMs(backoffMs: number, attempts: number): number {
  return backoffMs * 2 ** (attempts - 1);
}

/**
 * A failed send of a row that had `previousAttempts`: the count, whether it is 'failed' for good (at maxAttempts,
 * or at once when not retryable), the wait before the next try, and the values that record it.
 */
export function failedAttempt(
  previousAttempts: number,
  error: unknown,
  policy: { maxAttempts: number; backoffMs: number; retryable?: boolean },
) {
  const attempts = previousAttempts + 1;
  const failed = policy.retryable === false || attempts >= policy.maxAttempts;
  const delayMs = retryDelayMs(policy.backoffMs, attempts);
  const message = error instanceof Error ? error.message : String(error);
  return {
    attempts,
    failed,
    delayMs,
    values: {
      status: failed ? ("failed" as const) : ("queued" as const),
      attempts,
      lastError: message.slice(0, 2000),
      nextAttemptAt: sql`now() + ${interval(delayMs)}`,
    },
  };
}
