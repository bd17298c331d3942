// The shop's mailer: puts rendered mails in the outbox table and runs the worker that delivers them.
//
// Why an outbox: a mail is written in the same transaction as the order or request it belongs to, so a
// mail goes out exactly when that change committed, and the visitor's request never waits for (or fails
// on) an SMTP server. The worker delivers at least once: a process that dies between sending and marking
// the row sent sends that mail again after its claim expires.
import { and, eq, inArray, sql } from "drizzle-orm";
import { pino } from "pino";
import type { Db, Tx } from "../db/client.ts";
import {
  claimExpired,
  claimValues,
  dueIds,
  failedAttempt,
  type OutboxLogger,
  OutboxWorker,
  releasedValues,
  stillClaimed,
} from "../db/outbox-worker.ts";
import { ClientError } from "../http/errors.ts";
import { mailOutbox } from "./mail.schema.ts";
import { type MailElement, renderMail } from "./render.ts";
import type { MailAttachment, MailTransport } from "./transport.ts";

export type MailLogger = OutboxLogger;

export interface MailToSend {
  /** What the mail is about, for the dev mailbox and the logs: "order-confirmation", "quote", … */
  kind: string;
  to: string;
  subject: string;
  /** The mail itself: a MailLayout of the shared components (mail/components/). */
  content: MailElement;
  attachments?: MailAttachment[];
  /** Attachments the worker makes at delivery from a registered source (registerAttachmentSource). */
  attachmentsFrom?: { source: string; key: string };
  /** The order the mail is about: the back office lists it on the order's page. */
  orderNumber?: string;
}

export interface MailerOptions {
  transport: MailTransport;
  /** The From header, e.g. "Raamwerk <klantenservice@raamwerk.nl>". */
  from: string;
  /** The shop's own address: Reply-To of every mail, the footer's contact, and where shop copies go. */
  shopEmail: string;
  logger?: MailLogger;
  /** How often the worker looks for due mail without being nudged. */
  pollMs?: number;
  /** Rows one claim takes. */
  batchSize?: number;
  /** After this many failed attempts a mail is 'failed' and no longer tried. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles with every further failure. */
  backoffMs?: number;
  /** How long a claim ('sending') lasts; a row still 'sending' after it belonged to a process that died. */
  claimMs?: number;
  /** A send that takes longer counts as failed (the batch must finish well inside its claim). */
  sendTimeoutMs?: number;
  /** Mails a visitor's request may send to one address per hour, over all such calls (see VISITOR_MAIL_KINDS). */
  recipientHourlyLimit?: number;
}

/**
 * Mails that go to an address a visitor typed (not order mails, not the shop's own copies): these count
 * against the per-recipient limit, so nobody can use the shop to flood someone's inbox.
 */
export const VISITOR_MAIL_KINDS = [
  "saved-cart",
  "swatch-order",
  "advice-request",
  "quote",
  "service-request",
  "design-share",
];

/** The Dutch 429 for an address that already got its share of mails this hour. */
export const RECIPIENT_LIMIT_MESSAGE =
  "Naar dit e-mailadres hebben we het afgelopen uur al een aantal e-mails gestuurd. Probeer het later opnieuw.";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Makes the attachments named by `key` (an invoice number) when the mail is delivered. */
export type AttachmentSource = (key: string) => Promise<MailAttachment[]>;

/** How long a nudged id is looked for: the transaction that wrote it may still be open. */
const NUDGE_WINDOW_MS = 15_000;

export class Mailer {
  readonly transport: MailTransport;
  readonly from: string;
  readonly shopEmail: string;
  private logger: MailLogger;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly claimMs: number;
  private readonly sendTimeoutMs: number;

  /** The delivery loop; runs of one Mailer never overlap. */
  private readonly worker: OutboxWorker<OutboxRow>;
  /** Ids enqueued but not yet seen by a run of this process, with when to stop looking for them. */
  private readonly pending = new Map<number, number>();
  private readonly attachmentSources = new Map<string, AttachmentSource>();
  private quickDelayMs = 50;

  constructor(
    private readonly db: Db,
    options: MailerOptions,
  ) {
    this.transport = options.transport;
    this.from = options.from;
    this.shopEmail = options.shopEmail;
    this.logger = options.logger ?? pino({ name: "mail" });
    this.pollMs = options.pollMs ?? 5_000;
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.backoffMs = options.backoffMs ?? 30_000;
    this.claimMs = options.claimMs ?? 10 * 60_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 45_000;
    this.recipientHourlyLimit = options.recipientHourlyLimit ?? 5;
    this.worker = new OutboxWorker<OutboxRow>({
      name: "mail",
      logger: () => this.logger,
      pollMs: this.pollMs,
      releaseExpired: () => this.releaseExpiredClaims(),
      claim: () => this.claim(),
      deliver: (row) => {
        this.pending.delete(row.id);
        return this.deliver(row);
      },
      afterRun: () => this.forgetSeenNudges(),
      nextWaitMs: () => this.nextWaitMs(),
    });
  }

  private readonly recipientHourlyLimit: number;

  /**
   * Refuses (429, Dutch) a visitor's mail to an address that got `recipientHourlyLimit` such mails in the
   * last hour, counted in the outbox so every process and every route shares one budget. The address is
   * locked for the transaction, so two requests at once cannot both take the last place.
   */
  private async checkRecipient(executor: Db | Tx, kind: string, to: string): Promise<void> {
    if (!VISITOR_MAIL_KINDS.includes(kind) || to.toLowerCase() === this.shopEmail.toLowerCase()) return;
    const address = to.toLowerCase();
    await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${address}`}))`);
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(
        and(
          sql`lower(${mailOutbox.toAddress}) = ${address}`,
          inArray(mailOutbox.kind, VISITOR_MAIL_KINDS),
          sql`${mailOutbox.createdAt} > now() - interval '1 hour'`,
        ),
      );
    if ((row?.count ?? 0) >= this.recipientHourlyLimit)
      throw new ClientError(429, { email: RECIPIENT_LIMIT_MESSAGE });
  }

  /**
   * Renders the mail and inserts it as 'queued' with `executor`: pass the transaction of the order or
   * request it belongs to, so the mail exists exactly when that commits. Returns the outbox id. Throws only
   * for an address with line breaks (a caller's bug: addresses are validated before they get here).
   * The worker is nudged; if the transaction rolls back, the nudge finds nothing and is forgotten.
   */
  async enqueue(executor: Db | Tx, mail: MailToSend): Promise<number> {
    const to = mail.to.trim();
    if (!to || /[\r\n]/.test(to)) throw new Error(`invalid mail address for ${mail.kind}`);
    await this.checkRecipient(executor, mail.kind, to);
    const { html, text } = await renderMail(mail.content, { shopEmail: this.shopEmail });
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        kind: mail.kind,
        toAddress: to,
        subject: mail.subject.replace(/\s+/g, " ").trim(),
        html,
        text,
        attachments: mail.attachments?.length ? mail.attachments : null,
        attachmentsFrom: mail.attachmentsFrom ?? null,
        orderNumber: mail.orderNumber ?? null,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error("mail outbox insert returned no row");
    this.nudge(row.id);
    return row.id;
  }

  /**
   * Queues a copy of outbox row `id` as it was rendered (recipient, subject, HTML, text, attachments) with
   * `executor`, naming its original in resent_from: the back office's 'Opnieuw versturen'. The original keeps
   * its own record. Null when there is no such row. Staff choose to send it, so no recipient limit applies.
   */
  async enqueueCopy(executor: Db | Tx, id: number): Promise<number | null> {
    const [original] = await executor.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!original) return null;
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        kind: original.kind,
        toAddress: original.toAddress,
        subject: original.subject,
        html: original.html,
        text: original.text,
        attachments: original.attachments,
        attachmentsFrom: original.attachmentsFrom,
        resentFrom: original.id,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error("mail outbox insert returned no row");
    this.nudge(row.id);
    return row.id;
  }

  /**
   * Registers how the worker makes the attachments of mails queued with `attachmentsFrom: { source, key }`, at
   * start-up (server/boot.ts). A mail whose source is unknown or fails is retried like a failed send.
   */
  registerAttachmentSource(source: string, make: AttachmentSource): void {
    this.attachmentSources.set(source, make);
  }

  /** Starts the worker (idempotent). `logger` replaces the one given at construction, e.g. the app's. */
  start(logger?: MailLogger): void {
    if (logger) this.logger = logger;
    this.worker.start();
  }

  /** Stops the worker and waits for a run in progress, so the database can be closed afterwards. */
  stop(): Promise<void> {
    this.pending.clear();
    return this.worker.stop();
  }

  /**
   * Delivers every mail due now, after any run in progress, and resolves with how many were sent. Tests
   * await this after a request to see its mail delivered; it works whether or not the worker is started.
   * Never rejects: database errors are logged and the mail stays for the next run.
   */
  deliverDue(): Promise<number> {
    return this.worker.deliverDue();
  }

  /** Same as deliverDue: waits until nothing due is left. */
  flush(): Promise<number> {
    return this.deliverDue();
  }

  // ---------------------------------------------------------------------------------------- worker

  private nudge(id: number): void {
    if (!this.worker.running) return;
    this.pending.set(id, Date.now() + NUDGE_WINDOW_MS);
    this.quickDelayMs = 50;
    // Not at once: the enqueuing transaction usually commits within a few milliseconds.
    this.worker.nudge(10);
  }

  /** After a run: a nudged mail not visible yet is in a transaction still open. Look again soon, then less often. */
  private nextWaitMs(): number {
    if (this.pending.size === 0) return this.pollMs;
    const wait = this.quickDelayMs;
    this.quickDelayMs = Math.min(this.quickDelayMs * 2, 1_000);
    return wait;
  }

  /**
   * Claims up to batchSize due rows for this process. SKIP LOCKED lets several processes claim at once
   * without waiting for or taking each other's rows; the claim lasts claimMs (kept in next_attempt_at).
   */
  private claim(): Promise<OutboxRow[]> {
    return this.db
      .update(mailOutbox)
      .set(claimValues(this.claimMs))
      .where(inArray(mailOutbox.id, dueIds(this.db, mailOutbox, this.batchSize)))
      .returning();
  }

  /** Rows whose claim expired belonged to a process that stopped mid-send: they count as a failed attempt. */
  private async releaseExpiredClaims(): Promise<void> {
    const released = await this.db
      .update(mailOutbox)
      .set(releasedValues(mailOutbox, this.maxAttempts))
      .where(claimExpired(mailOutbox))
      .returning({ id: mailOutbox.id, status: mailOutbox.status });
    for (const row of released)
      this.logger.warn(
        { mailId: row.id, status: row.status },
        "mail claim expired (process stopped while sending)",
      );
  }

  /** Sends one claimed row and records the outcome; true when sent. Never throws. */
  private async deliver(row: OutboxRow): Promise<boolean> {
    try {
      const attachments = row.attachments ?? (await this.madeAttachments(row));
      await withTimeout(
        this.transport.send({
          from: this.from,
          to: row.toAddress,
          replyTo: this.shopEmail,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: attachments ?? undefined,
        }),
        this.sendTimeoutMs,
      );
    } catch (error) {
      await this.recordFailure(row, error);
      return false;
    }
    try {
      await this.db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, transport: this.transport.name, lastError: null })
        .where(stillClaimed(mailOutbox, row.id));
      this.logger.info({ mailId: row.id, kind: row.kind, transport: this.transport.name }, "mail sent");
    } catch (error) {
      // Sent but not recorded: the claim expires and the mail goes out once more (at least once).
      this.logger.error({ err: error, mailId: row.id }, "mail sent but could not be marked sent");
    }
    return true;
  }

  /**
   * The attachments of a mail queued with `attachmentsFrom`, made now and kept in its row (the mailbox and the
   * staff's view show them, a copy sent again reuses them); null for a mail without.
   */
  private async madeAttachments(row: OutboxRow): Promise<MailAttachment[] | null> {
    if (!row.attachmentsFrom) return null;
    const make = this.attachmentSources.get(row.attachmentsFrom.source);
    if (!make) throw new Error(`no attachment source '${row.attachmentsFrom.source}'`);
    const attachments = await make(row.attachmentsFrom.key);
    await this.db.update(mailOutbox).set({ attachments }).where(eq(mailOutbox.id, row.id));
    return attachments;
  }

  private async recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const { attempts, failed, delayMs, values } = failedAttempt(row.attempts, error, {
      maxAttempts: this.maxAttempts,
      backoffMs: this.backoffMs,
    });
    const context = { err: error, mailId: row.id, kind: row.kind, attempts };
    if (failed) this.logger.error(context, "mail failed for good after the last attempt");
    else this.logger.warn({ ...context, retryInMs: delayMs }, "mail not sent, will retry");
    try {
      await this.db
        .update(mailOutbox)
        .set({ ...values, transport: this.transport.name })
        .where(stillClaimed(mailOutbox, row.id));
    } catch (dbError) {
      this.logger.error({ err: dbError, mailId: row.id }, "mail failure could not be recorded");
    }
  }

  /** Nudged ids that exist now were seen (sent, or claimed by another process): stop looking for them. */
  private async forgetSeenNudges(): Promise<void> {
    const now = Date.now();
    for (const [id, deadline] of this.pending) if (deadline < now) this.pending.delete(id);
    if (this.pending.size === 0) return;
    const seen = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [...this.pending.keys()]));
    for (const { id } of seen) this.pending.delete(id);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sending took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
