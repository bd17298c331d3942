// One mail as staff read it: who it went to and how that went, the HTML exactly as sent (framed from its own
// address, sandboxed, no scripts), the text version, the attachments, its history and 'Opnieuw versturen'.
import { Link, useNavigate } from "react-router";
import type { MailState } from "../../../domain/mail-states";
import { useBeheerAction } from "../api";
import { formatDateTime } from "../format";
import { MailStateBadge } from "./MailList";

export interface MailView {
  id: number;
  to: string;
  subject: string;
  status: MailState;
  attempts: number;
  lastError: string | null;
  transport: string | null;
  createdAt: Date | string;
  sentAt: Date | string | null;
  nextAttemptAt: Date | string | null;
  text: string;
  attachments: { filename: string; contentType: string; bytes: number }[];
  history: { at: Date | string | null; label: string; mailId: number | null }[];
}

function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024).toLocaleString("nl-NL")} kB`;
}

function Resend({ id }: { id: number }) {
  const { run, busy, errors } = useBeheerAction<{ id: number }>();
  const navigate = useNavigate();
  async function resend() {
    const copy = await run("POST", `mails/${id}/resend`);
    if (copy) navigate(`/beheer/mails/${copy.id}`);
  }
  return (
    <>
      <button type="button" className="beheer-button" disabled={busy} onClick={resend}>
        Opnieuw versturen
      </button>
      <p className="beheer-hint">
        Er gaat een kopie naar dezelfde ontvanger; deze e-mail blijft zoals hij is.
      </p>
      {(errors.id ?? errors.server) && <p className="beheer-error">{errors.id ?? errors.server}</p>}
    </>
  );
}

export function MailDetail({ mail }: { mail: MailView }) {
  return (
    <>
      <p className="beheer-back">
        <Link to="/beheer/mails">← Mails</Link>
      </p>
      <h1 className="beheer-break">{mail.subject}</h1>
      <div className="beheer-split">
        <section className="beheer-panel" aria-labelledby="verzending">
          <h2 id="verzending">Verzending</h2>
          <dl className="beheer-facts">
            <dt>Aan</dt>
            <dd className="beheer-break">{mail.to}</dd>
            <dt>Status</dt>
            <dd>
              <MailStateBadge state={mail.status} />
            </dd>
            <dt>Pogingen</dt>
            <dd>{mail.attempts}</dd>
            {mail.lastError && (
              <>
                <dt>Laatste fout</dt>
                <dd className="beheer-break">{mail.lastError}</dd>
              </>
            )}
            <dt>Gemaakt</dt>
            <dd>{formatDateTime(mail.createdAt)}</dd>
            <dt>Verstuurd</dt>
            <dd>{formatDateTime(mail.sentAt) || "Nog niet"}</dd>
            {mail.nextAttemptAt && (
              <>
                <dt>Volgende poging</dt>
                <dd>{formatDateTime(mail.nextAttemptAt)}</dd>
              </>
            )}
            <dt>Bijlagen</dt>
            <dd>
              {mail.attachments.length === 0
                ? "Geen"
                : mail.attachments.map((a) => (
                    <span key={a.filename} className="beheer-line">
                      {a.filename} ({size(a.bytes)})
                    </span>
                  ))}
            </dd>
          </dl>
          <Resend id={mail.id} />
        </section>
        <section className="beheer-panel" aria-labelledby="verloop">
          <h2 id="verloop">Verloop</h2>
          <ol className="beheer-history">
            {mail.history.map((entry) => (
              <li key={`${entry.label}-${String(entry.at)}`}>
                {entry.at && <span className="beheer-hint">{formatDateTime(entry.at)} </span>}
                {entry.mailId ? <Link to={`/beheer/mails/${entry.mailId}`}>{entry.label}</Link> : entry.label}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <h2>Zoals de ontvanger hem ziet</h2>
      <iframe
        className="beheer-mail-frame"
        title="Inhoud van de e-mail"
        sandbox=""
        src={`/api/beheer/mails/${mail.id}/html`}
      />
      <h2 id="tekstversie">Tekstversie</h2>
      <pre className="beheer-mail-text">{mail.text}</pre>
    </>
  );
}
