// What happened to an order: its state changes with their cause, the mails sent about it (each opens in the
// mail outbox), and the back office's audit entries about it.
import { Link } from "react-router";
import { type MailState, mailStates } from "../../../domain/mail-states";
import { type OrderState, stateLabels } from "../../../domain/orders/fulfilment";
import { formatDateTime } from "../format";
import { ListTable } from "../ListTable";
import { MailStateBadge } from "../mails/MailList";
import { sourceLabels } from "./labels";
import type { OrderDetail } from "./orders-pages.server";

const label = (state: string | null) => (state ? (stateLabels[state as OrderState] ?? state) : "—");

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "object") return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(", ");
}

export function OrderEvents({ order }: { order: OrderDetail }) {
  return (
    <ol className="beheer-timeline">
      {order.events.map((event) => (
        <li key={event.id}>
          <span className="beheer-hint">{formatDateTime(event.at)}</span>{" "}
          <strong>
            {event.from ? `${label(event.from)} → ` : ""}
            {label(event.to)}
          </strong>{" "}
          <span>({sourceLabels[event.source] ?? event.source})</span>
          {event.detail && <span className="beheer-hint beheer-line">{event.detail}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The order's answer gives a mail's state as text; the badge knows the outbox's states. */
function isMailState(state: string): state is MailState {
  return (mailStates as readonly string[]).includes(state);
}

export function OrderMails({ order }: { order: OrderDetail }) {
  if (order.mails.length === 0) return <p>Er zijn nog geen e-mails over deze bestelling verstuurd.</p>;
  return (
    <ListTable
      label="E-mails over deze bestelling"
      caption="E-mails over deze bestelling, nieuwste eerst"
      columns={["Aangemaakt", "Onderwerp", "Aan", "Status"]}
    >
      {order.mails.map((mail) => (
        <tr key={mail.id}>
          <td>{formatDateTime(mail.createdAt)}</td>
          <td>
            <Link to={`/beheer/mails/${mail.id}`}>{mail.subject}</Link>
          </td>
          <td>{mail.to}</td>
          <td>{isMailState(mail.status) ? <MailStateBadge state={mail.status} /> : mail.status}</td>
        </tr>
      ))}
    </ListTable>
  );
}

export function OrderAudit({ order }: { order: OrderDetail }) {
  if (order.audit.length === 0) return <p>Nog niets gewijzigd in het beheer.</p>;
  return (
    <ul className="beheer-timeline">
      {order.audit.map((entry) => (
        <li key={entry.id}>
          <span className="beheer-hint">{formatDateTime(entry.at)}</span> <strong>{entry.actor}</strong>{" "}
          <code>{entry.action}</code>
          <span className="beheer-line">
            {show(entry.before)} → {show(entry.after)}
          </span>
        </li>
      ))}
    </ul>
  );
}
