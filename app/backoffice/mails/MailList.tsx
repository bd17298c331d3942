// The outbox as a list: every mail with its state (failed ones with their error and attempts), recipient,
// subject, created and sent times; filter by state, search recipient or subject, newest first.
import { Link } from "react-router";
import { type MailState, mailStateLabels, mailStates } from "../../../domain/mail-states";
import { Badge, type Tone } from "../Badge";
import { formatDateTime } from "../format";
import { ListFilters } from "../ListFilters";
import { ListTable } from "../ListTable";
import { Pager } from "../Pager";

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

const tones: Record<MailState, Tone> = {
  queued: "warn",
  sending: "warn",
  sent: "good",
  failed: "bad",
};

export function MailStateBadge({ state }: { state: MailState }) {
  return <Badge tone={tones[state]}>{mailStateLabels[state]}</Badge>;
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
      <ListFilters
        label="Mails zoeken"
        status={{ value: filter.status, options: mailStates, labels: mailStateLabels }}
        searchLabel="Zoek op ontvanger of onderwerp"
        search={filter.search}
      />
      <p className="beheer-hint" role="status">
        {total === 1 ? "1 e-mail" : `${total} e-mails`}
      </p>
      {mails.length === 0 ? (
        <p>Geen e-mails gevonden.</p>
      ) : (
        <ListTable
          label="E-mails"
          caption="E-mails, nieuwste eerst"
          className="beheer-table beheer-table--stack"
          columns={["Onderwerp", "Ontvanger", "Status", "Gemaakt", "Verstuurd"]}
        >
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
        </ListTable>
      )}
      <Pager page={page} pages={pages} params={{ status: filter.status, zoek: filter.search }} />
    </>
  );
}
