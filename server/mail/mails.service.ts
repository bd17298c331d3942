// The mail outbox as the back office reads it: every mail with its state, its rendered HTML and text, and
// 'Opnieuw versturen', which queues a copy for the worker (server/mail/mailer.ts) and keeps the original as it was.
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { MailState } from "../../domain/mail-states.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { mailOutbox } from "./mail.schema.ts";
import type { Mailer } from "./mailer.ts";

export const MAILS_PAGE_SIZE = 25;
export const MAIL_NOT_FOUND = "Deze e-mail bestaat niet (meer).";

const summaryColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  resentFrom: mailOutbox.resentFrom,
};

export interface MailHistoryEntry {
  at: Date | null;
  label: string;
  /** A copy's id, to link to it. */
  mailId: number | null;
}

export class MailsService {
  constructor(
    private readonly db: Db,
    private readonly mail: Mailer,
  ) {}

  /** A page of mails, newest first: by state, and text found in the recipient or the subject. */
  async list(filter: {
    state?: MailState | undefined;
    search?: string | undefined;
    page?: number | undefined;
  }) {
    const where: SQL[] = [];
    if (filter.state) where.push(eq(mailOutbox.status, filter.state));
    const search = filter.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(ilike(mailOutbox.toAddress, like), ilike(mailOutbox.subject, like));
      if (match) where.push(match);
    }
    const condition = where.length ? and(...where) : undefined;
    const page = Math.max(1, filter.page ?? 1);
    const [mails, [total]] = await Promise.all([
      this.db
        .select(summaryColumns)
        .from(mailOutbox)
        .where(condition)
        .orderBy(desc(mailOutbox.id))
        .limit(MAILS_PAGE_SIZE)
        .offset((page - 1) * MAILS_PAGE_SIZE),
      this.db.select({ n: count() }).from(mailOutbox).where(condition),
    ]);
    const n = total?.n ?? 0;
    return { mails, page, pages: Math.max(1, Math.ceil(n / MAILS_PAGE_SIZE)), total: n };
  }

  /** One mail: its text, attachments (names and sizes, not their bytes) and what happened to it. */
  async detail(id: number) {
    const mail = await this.find(id);
    if (!mail) throw new ClientError(404, { id: MAIL_NOT_FOUND });
    return mail;
  }

  /** The mail as `detail` shows it, or null when there is none with that id (pages answer their own 404). */
  async find(id: number) {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) return null;
    const copies = await this.db
      .select({ id: mailOutbox.id, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.resentFrom, id))
      .orderBy(mailOutbox.id);
    const history: MailHistoryEntry[] = [
      {
        at: row.createdAt,
        label: row.resentFrom
          ? `In de wachtrij gezet als kopie van e-mail ${row.resentFrom}`
          : "In de wachtrij gezet",
        mailId: row.resentFrom,
      },
    ];
    if (row.attempts > 0 && row.status !== "failed")
      history.push({
        at: null,
        label: `${row.attempts} mislukte ${row.attempts === 1 ? "poging" : "pogingen"}${row.status === "queued" ? "; de volgende poging volgt vanzelf" : ""}`,
        mailId: null,
      });
    if (row.status === "sending") history.push({ at: null, label: "Wordt nu verstuurd", mailId: null });
    if (row.status === "failed")
      history.push({
        at: null,
        label: `Mislukt na ${row.attempts} pogingen; er volgt geen nieuwe poging`,
        mailId: null,
      });
    if (row.status === "sent" && row.sentAt)
      history.push({
        at: row.sentAt,
        label: row.transport === "mailbox" ? "Verstuurd (bewaard in de ontwikkel-mailbox)" : "Verstuurd",
        mailId: null,
      });
    for (const copy of copies)
      history.push({ at: copy.createdAt, label: `Opnieuw verstuurd als e-mail ${copy.id}`, mailId: copy.id });
    return {
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      transport: row.transport,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      nextAttemptAt: row.status === "queued" ? row.nextAttemptAt : null,
      resentFrom: row.resentFrom,
      text: row.text,
      attachments: (row.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        bytes: Math.floor((a.base64.replace(/=+$/, "").length * 3) / 4),
      })),
      history,
    };
  }

  /** The mail's HTML as the recipient got it; served on its own with a strict policy (mails.routes.ts). */
  async html(id: number): Promise<string> {
    const [row] = await this.db
      .select({ html: mailOutbox.html })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    if (!row) throw new ClientError(404, { id: MAIL_NOT_FOUND });
    return row.html;
  }

  /**
   * 'Opnieuw versturen': a copy of the mail goes into the queue, whatever the original's state (a failed mail,
   * or a sent one the customer lost); the original keeps its own record. Audit-logged with the copy's id.
   */
  async resend(id: number, actor: Actor): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const copy = await this.mail.enqueueCopy(tx, id);
      if (copy === null) throw new ClientError(404, { id: MAIL_NOT_FOUND });
      const [original] = await tx
        .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      await writeAudit(tx, actor, {
        action: "mail.resend",
        subject: `e-mail ${id}`,
        before: { status: original?.status },
        after: { copy, to: original?.to, subject: original?.subject },
      });
      return { id: copy };
    });
  }
}
