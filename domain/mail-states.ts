// The states of a mail in the shop's outbox (server/mail/mailer.ts) and how the back office names them.

export const mailStates = ["queued", "sending", "sent", "failed"] as const;
export type MailState = (typeof mailStates)[number];

export const mailStateLabels: Record<MailState, string> = {
  queued: "In de wachtrij",
  sending: "Wordt verstuurd",
  sent: "Verstuurd",
  failed: "Mislukt",
};

export const MAIL_STATE_INVALID = "Kies een status: in de wachtrij, wordt verstuurd, verstuurd of mislukt.";
