// The mail outbox: every mail the shop sends, written in the transaction it belongs to.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export type MailStatus = "queued" | "sending" | "sent" | "failed";

/**
 * Every e-mail the shop sends, written in the same transaction as what it belongs to and delivered by the
 * mail worker (SMTP, or kept here for the development mailbox when no SMTP server is configured).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; base64: string }[]>(),
    /**
     * Attachments made when the mail is delivered, by a source another area registered with the Mailer (the
     * invoice's PDF from its stored document), so the transaction that wrote the mail does not render them; the
     * worker writes them into `attachments` before it sends.
     */
    attachmentsFrom: jsonb("attachments_from").$type<{ source: string; key: string }>(),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    /** Where it went: 'smtp' or 'mailbox' (the development mailbox only). */
    transport: text("transport"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // Back office, orders (issue 13): the order a mail is about, so the order's page lists its mails.
    orderNumber: text("order_number"),
    /** Back office (mails): the mail this row is a copy of, queued again with 'Opnieuw versturen'. */
    resentFrom: integer("resent_from"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_order_idx").on(t.orderNumber),
  ],
);
