// The Peppol outbox: which issued documents go out as e-invoices, their rows queued in the transaction that
// issues them, and the worker that hands them to the access point after the commit, with retries and backoff.
//
// On the mail outbox's machinery (server/db/outbox-worker.ts, shared with server/mail/mailer.ts): the payment's or
// refund's transaction only writes a row, so it never waits for (or fails on) the access point; several processes
// claim rows with SKIP LOCKED; a claim that outlives its process counts as a failed attempt. Every attempt carries the row's idempotency key, so an
// access point that takes one (Storecove) does not deliver a document twice after a lost answer.
import { randomUUID } from "node:crypto";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { pino } from "pino";
import { company } from "../../domain/company.ts";
import type { IssuedDocument } from "../../domain/invoicing/document.ts";
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
import { invoices } from "../invoices/invoices.schema.ts";
import type { InvoiceRow } from "../invoices/invoices.service.ts";
import { customerEndpoint, EAS, toUbl } from "../invoices/ubl.ts";
import { type AccessPoint, AccessPointError, type PeppolParticipant } from "./access-point.ts";
import { peppolTransmissions } from "./peppol.schema.ts";

export type PeppolLogger = OutboxLogger;
type TransmissionRow = typeof peppolTransmissions.$inferSelect;

/**
 * The address schemes we send to. 0208: every Belgian enterprise must receive e-invoices over Peppol under its
 * enterprise number since 1 January 2026, so a Belgian business's document always has somewhere to go. Not 0106:
 * Dutch businesses have no such duty and few are on Peppol under their KvK number; they get the UBL with the mail
 * (docs/decisions/0036-peppol-access-point.md).
 */
export const PEPPOL_SCHEMES: ReadonlySet<string> = new Set([EAS.belgianEnterprise]);

/** The shop on Peppol: its KvK number, the UBL's supplier EndpointID. */
export const SHOP_PARTICIPANT: PeppolParticipant = { scheme: EAS.kvk, id: company.kvkNumber };

/** The buyer's Peppol address when the document goes over Peppol; null for a consumer or a scheme we do not send to. */
export function peppolReceiver(document: IssuedDocument): PeppolParticipant | null {
  if (document.customer.kind !== "business") return null;
  const endpoint = customerEndpoint(document.customer);
  return PEPPOL_SCHEMES.has(endpoint.scheme) ? endpoint : null;
}

export const PEPPOL_PAGE_LIMIT = 200;

export interface PeppolOutboxOptions {
  logger?: PeppolLogger;
  /** How often the worker looks for due rows without being nudged. */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts a row is 'failed' and no longer tried. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles with every further failure. */
  backoffMs?: number;
  /** How long a claim ('sending') lasts; a row still 'sending' after it belonged to a process that died. */
  claimMs?: number;
}

export class PeppolOutbox {
  private logger: PeppolLogger;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly claimMs: number;
  /** The delivery loop; runs never overlap. */
  private readonly worker: OutboxWorker<TransmissionRow>;

  constructor(
    private readonly db: Db,
    readonly accessPoint: AccessPoint,
    options: PeppolOutboxOptions = {},
  ) {
    this.logger = options.logger ?? pino({ name: "peppol" });
    this.pollMs = options.pollMs ?? 10_000;
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.backoffMs = options.backoffMs ?? 60_000;
    this.claimMs = options.claimMs ?? 10 * 60_000;
    this.worker = new OutboxWorker<TransmissionRow>({
      name: "peppol",
      logger: () => this.logger,
      pollMs: this.pollMs,
      releaseExpired: () => this.releaseExpiredClaims(),
      claim: () => this.claim(),
      deliver: (row) => this.deliver(row),
    });
  }

  /**
   * Queues the issued document for Peppol in the transaction that issued it (InvoicesService calls this right
   * after writing the row), when its buyer has a Peppol address we send to; nothing for a consumer. Once per
   * document.
   */
  async enqueue(tx: Tx, row: InvoiceRow): Promise<void> {
    const receiver = peppolReceiver(row.document);
    if (!receiver) return;
    await tx
      .insert(peppolTransmissions)
      .values({
        documentNumber: row.number,
        documentType: row.kind === "credit_note" ? "CreditNote" : "Invoice",
        receiverScheme: receiver.scheme,
        receiverId: receiver.id,
        idempotencyKey: randomUUID(),
      })
      .onConflictDoNothing();
    // Not at once: the issuing transaction usually commits within a few milliseconds.
    this.worker.nudge(50);
  }

  /** The outbox as the owners read it, newest first, with each document's customer. */
  async list() {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: peppolTransmissions.id,
          documentNumber: peppolTransmissions.documentNumber,
          documentType: peppolTransmissions.documentType,
          customerName: sql<string>`${invoices.document}->'customer'->>'name'`,
          receiverScheme: peppolTransmissions.receiverScheme,
          receiverId: peppolTransmissions.receiverId,
          status: peppolTransmissions.status,
          transport: peppolTransmissions.transport,
          transmissionId: peppolTransmissions.transmissionId,
          attempts: peppolTransmissions.attempts,
          lastError: peppolTransmissions.lastError,
          createdAt: peppolTransmissions.createdAt,
          sentAt: peppolTransmissions.sentAt,
        })
        .from(peppolTransmissions)
        .innerJoin(invoices, eq(invoices.number, peppolTransmissions.documentNumber))
        .orderBy(desc(peppolTransmissions.id))
        .limit(PEPPOL_PAGE_LIMIT),
      this.db.select({ n: count() }).from(peppolTransmissions),
    ]);
    return { transmissions: rows, total: total?.n ?? 0 };
  }

  /** Starts the worker (idempotent); `logger` replaces the one given at construction, e.g. the app's. */
  start(logger?: PeppolLogger): void {
    if (logger) this.logger = logger;
    this.worker.start();
  }

  /** Stops the worker and waits for a run in progress, so the database can be closed afterwards. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /**
   * Delivers every row due now, after any run in progress; resolves with how many were sent. Tests await it; it
   * works whether or not the worker runs. Never rejects: a database error is logged and the rows wait.
   */
  deliverDue(): Promise<number> {
    return this.worker.deliverDue();
  }

  /** Claims up to batchSize due rows; SKIP LOCKED lets several processes claim at once without waiting. */
  private claim(): Promise<TransmissionRow[]> {
    return this.db
      .update(peppolTransmissions)
      .set(claimValues(this.claimMs))
      .where(inArray(peppolTransmissions.id, dueIds(this.db, peppolTransmissions, this.batchSize)))
      .returning();
  }

  /** A claim that expired belonged to a process that stopped mid-send: it counts as a failed attempt. */
  private async releaseExpiredClaims(): Promise<void> {
    const released = await this.db
      .update(peppolTransmissions)
      .set(releasedValues(peppolTransmissions, this.maxAttempts))
      .where(claimExpired(peppolTransmissions))
      .returning({ id: peppolTransmissions.id });
    for (const row of released)
      this.logger.warn({ transmissionId: row.id }, "peppol claim expired (process stopped while sending)");
  }

  /** Sends one claimed row and records the outcome; true when sent. Never throws. */
  private async deliver(row: TransmissionRow): Promise<boolean> {
    let transmissionId: string;
    try {
      const [document] = await this.db
        .select({ document: invoices.document })
        .from(invoices)
        .where(eq(invoices.number, row.documentNumber));
      if (!document) throw new AccessPointError(`Document ${row.documentNumber} bestaat niet`, false);
      ({ transmissionId } = await this.accessPoint.send({
        xml: toUbl(document.document),
        documentType: row.documentType,
        documentNumber: row.documentNumber,
        sender: SHOP_PARTICIPANT,
        receiver: { scheme: row.receiverScheme, id: row.receiverId },
        idempotencyKey: row.idempotencyKey,
      }));
    } catch (error) {
      await this.recordFailure(row, error);
      return false;
    }
    try {
      await this.db
        .update(peppolTransmissions)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          transport: this.accessPoint.name,
          transmissionId,
          lastError: null,
        })
        .where(stillClaimed(peppolTransmissions, row.id));
      this.logger.info(
        { document: row.documentNumber, transport: this.accessPoint.name, transmissionId },
        "e-invoice sent over Peppol",
      );
    } catch (error) {
      // Sent but not recorded: the claim expires and the next attempt carries the same idempotency key.
      this.logger.error({ err: error, document: row.documentNumber }, "e-invoice sent but not marked sent");
    }
    return true;
  }

  private async recordFailure(row: TransmissionRow, error: unknown): Promise<void> {
    // Anything but the access point's own verdict (a bug, a database hiccup) may pass: it is tried again.
    const retryable = !(error instanceof AccessPointError) || error.retryable;
    const { attempts, failed, delayMs, values } = failedAttempt(row.attempts, error, {
      maxAttempts: this.maxAttempts,
      backoffMs: this.backoffMs,
      retryable,
    });
    const context = { err: error, document: row.documentNumber, attempts, retryable };
    if (failed) this.logger.error(context, "e-invoice failed for good");
    else this.logger.warn({ ...context, retryInMs: delayMs }, "e-invoice not sent, will retry");
    try {
      await this.db
        .update(peppolTransmissions)
        .set({ ...values, transport: this.accessPoint.name })
        .where(stillClaimed(peppolTransmissions, row.id));
    } catch (dbError) {
      this.logger.error({ err: dbError, document: row.documentNumber }, "e-invoice failure not recorded");
    }
  }
}
