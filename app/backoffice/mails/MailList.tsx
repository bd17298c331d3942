// The outbox as a list: every mail with its state (failed ones with their error and attempts), recipient,
// subject, created and sent times; filter by state, search recipient or subject, newest first.
import { Form, Link } from "react-router";
import { type MailState, mailStateLabels, mailStates } from "../../../domain/mail-states";
import { formatDateTime } from "../format";
import { Pager } from "../Pager";
import { TableWrap } from "../TableWrap";

export interface MailSummaryView {
  id: number;
  to: string;
  subject: string;
  status: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: Date | string;
  sentAt: Date | string | null;
}

const tones: Record<MailState, string> = {
  queued: "beheer-badge--warn",
  sending: "beheer-badge--warn",
  sent: "beheer-badge--good",
  failed: "beheer-badge--bad",
};

export function MailStateBadge({ state }: { state: MailState }) {
  return <span className={`beheer-badge ${tones[state]}`}>{mailStateLabels[state]}</span>;
}

interface Props {
  mails: MailSummaryView[];
  filter: { status: string; search: string };
  page: number;
  pages: number;
  total: number;
}

export function MailList({ mails, filter, page, pages, total }: Props) {
  return (
    <>
      <h1>Mails</h1>
      <p className="beheer-hint">Elke e-mail die de winkel verstuurde of nog gaat versturen.</p>
      <Form method="get" className="beheer-filters" role="search" aria-label="Mails zoeken">
        <div>
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={filter.status}>
            <option value="">Alle</option>
            {mailStates.map((state) => (
              <option key={state} value={state}>
                {mailStateLabels[state]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="zoek">Zoek op ontvanger of onderwerp</label>
          <input id="zoek" name="zoek" type="search" defaultValue={filter.search} />
        </div>
        <button type="submit" className="beheer-button">
          Zoeken
        </button>
      </Form>
      <p className="beheer-hint" role="status">
        {total === 1 ? "1 e-mail" : `${total} e-mails`}
      </p>
      {mails.length === 0 ? (
        <p>Geen e-mails gevonden.</p>
      ) : (
        <TableWrap label="E-mails">
          <table className="beheer-table beheer-table--stack">
            <caption className="visually-hidden">E-mails, nieuwste eerst</caption>
            <thead>
              <tr>
                <th scope="col">Onderwerp</th>
                <th scope="col">Ontvanger</th>
                <th scope="col">Status</th>
                <th scope="col">Gemaakt</th>
                <th scope="col">Verstuurd</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id}>
                  <td data-label="Onderwerp">
                    <Link to={`/beheer/mails/${mail.id}`}>{mail.subject}</Link>
                  </td>
                  <td data-label="Ontvanger" className="beheer-break">
                    {mail.to}
                  </td>
                  <td data-label="Status">
                    <MailStateBadge state={mail.status} />
                    {mail.attempts > 0 && (
                      <div className="beheer-hint">
                        {mail.attempts} {mail.attempts === 1 ? "poging" : "pogingen"}
                      </div>
                    )}
                    {mail.lastError && <div className="beheer-field-error">{mail.lastError}</div>}
                  </td>
                  <td data-label="Gemaakt">{formatDateTime(mail.createdAt)}</td>
                  <td data-label="Verstuurd">{formatDateTime(mail.sentAt) || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={page} pages={pages} params={{ status: filter.status, zoek: filter.search }} />
    </>
  );
}
