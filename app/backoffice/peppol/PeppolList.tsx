// The Peppol outbox as a list: every e-invoice the shop sent or is sending, newest first: the document (its UBL
// to download), the customer and their Peppol address, the state (a failure with its error), the access point,
// the attempts and when it was delivered.
import {
  type PeppolState,
  type PeppolTransport,
  peppolSchemeLabels,
  peppolStateLabels,
  peppolTransportLabels,
} from "../../../domain/peppol-states";
import { Badge, type Tone } from "../Badge";
import { formatDateTime } from "../format";
import { ListTable } from "../ListTable";

export interface TransmissionView {
  id: number;
  documentNumber: string;
  documentType: "Invoice" | "CreditNote";
  customerName: string;
  receiverScheme: string;
  receiverId: string;
  status: PeppolState;
  transport: PeppolTransport | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date | string;
  sentAt: Date | string | null;
}

const tones: Record<PeppolState, Tone> = { queued: "warn", sending: "warn", sent: "good", failed: "bad" };

function Row({ t }: { t: TransmissionView }) {
  const kind = t.documentType === "CreditNote" ? "Creditnota" : "Factuur";
  return (
    <tr>
      <td data-label="Document">
        <a
          href={`/api/beheer/invoices/${encodeURIComponent(t.documentNumber)}/xml`}
          aria-label={`${kind} ${t.documentNumber} als e-factuur (UBL) downloaden`}
        >
          {kind} {t.documentNumber}
        </a>
        <div className="beheer-hint">Aangemaakt {formatDateTime(t.createdAt)}</div>
      </td>
      <td data-label="Ontvanger" className="beheer-break">
        {t.customerName}
        <div className="beheer-hint">
          {peppolSchemeLabels[t.receiverScheme] ?? "Schema"} ({t.receiverScheme}) {t.receiverId}
        </div>
      </td>
      <td data-label="Status">
        <Badge tone={tones[t.status]}>{peppolStateLabels[t.status]}</Badge>
        {t.lastError && t.status !== "sent" && <div className="beheer-field-error">{t.lastError}</div>}
      </td>
      <td data-label="Via">{t.transport ? peppolTransportLabels[t.transport] : "—"}</td>
      <td data-label="Pogingen">{t.attempts}</td>
      <td data-label="Verzonden">{formatDateTime(t.sentAt) || "—"}</td>
    </tr>
  );
}

export function PeppolList({ transmissions, total }: { transmissions: TransmissionView[]; total: number }) {
  return (
    <>
      <h1>Verzonden e-facturen</h1>
      <p className="beheer-hint">
        Facturen en creditnota's van Belgische zakelijke klanten gaan als e-factuur over het Peppol-netwerk
        naar hun ondernemingsnummer. Mislukt een verzending door een storing, dan probeert de winkel het later
        opnieuw.
      </p>
      <p className="beheer-hint" role="status">
        {total === 1 ? "1 e-factuur" : `${total} e-facturen`}
        {total > transmissions.length ? `, de nieuwste ${transmissions.length} hieronder` : ""}
      </p>
      {transmissions.length === 0 ? (
        <p>Nog geen e-facturen verzonden.</p>
      ) : (
        <ListTable
          label="E-facturen"
          caption="E-facturen over Peppol, nieuwste eerst"
          className="beheer-table beheer-table--stack"
          columns={["Document", "Ontvanger", "Status", "Via", "Pogingen", "Verzonden"]}
        >
          {transmissions.map((t) => (
            <Row key={t.id} t={t} />
          ))}
        </ListTable>
      )}
    </>
  );
}
