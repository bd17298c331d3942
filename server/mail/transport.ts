// Where the mail worker hands a finished message: an SMTP server (nodemailer), or the embedded mailbox.
import { createTransport } from "nodemailer";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded (so the outbox row stays JSON). */
  base64: string;
}

/** One message as it leaves the shop. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Contract: `send` resolves once the message is accepted for delivery and rejects when it was not; the
 * worker retries rejected messages later, so a transport never retries on its own.
 */
export interface MailTransport {
  name: "smtp" | "mailbox";
  send(message: OutgoingMail): Promise<void>;
}

/**
 * Sends through the SMTP server in `url` (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start).
 * One connection per message: the shop sends few mails, and a broken connection is never reused. The
 * timeouts keep one send well under the worker's 10-minute claim on a batch.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: "smtp",
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.base64,
          encoding: "base64",
        })),
      });
    },
  };
}

/**
 * The embedded default when no SMTP server is configured: it delivers nowhere. The outbox row itself is
 * the delivered message, which the development mailbox (/dev/mailbox) shows once the worker marks it sent.
 */
export function mailboxTransport(): MailTransport {
  return {
    name: "mailbox",
    async send() {},
  };
}
