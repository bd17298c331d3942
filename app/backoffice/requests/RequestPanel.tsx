// The status and internal note of any request (one panel for the four kinds): changed together with one
// save, written to the audit log by the server; the customer never sees the note.
import { useState } from "react";
import type { RequestKind, RequestStatus } from "../../../domain/requests";
import { INTERNAL_NOTE_MAX, requestStatuses, requestStatusLabels } from "../../../domain/requests";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { formatDateTime } from "../format";

interface Props {
  kind: RequestKind;
  number: string;
  status: RequestStatus;
  note: string | null;
  updatedAt: Date | string;
}

export function RequestPanel({ kind, number, status, note, updatedAt }: Props) {
  const { run, busy, errors } = useBeheerAction();
  const [saved, setSaved] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const form = new FormData(event.currentTarget);
    const result = await run("PATCH", `${kind}/${encodeURIComponent(number)}`, {
      status: String(form.get("status") ?? ""),
      note: String(form.get("note") ?? ""),
    });
    if (result) setSaved(true);
  }
  return (
    <section className="beheer-panel" aria-labelledby="behandeling">
      <h2 id="behandeling">Behandeling</h2>
      <form method="post" className="beheer-form" onSubmit={submit} noValidate>
        <NoScriptFields form="aanvraag" staff />
        <label htmlFor="request-status">Status</label>
        <select
          id="request-status"
          name="status"
          defaultValue={status}
          key={`status-${status}`}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? "request-status-error" : undefined}
        >
          {requestStatuses.map((s) => (
            <option key={s} value={s}>
              {requestStatusLabels[s]}
            </option>
          ))}
        </select>
        {errors.status && (
          <p className="beheer-field-error" id="request-status-error">
            {errors.status}
          </p>
        )}
        <label htmlFor="request-note">Interne notitie</label>
        <textarea
          id="request-note"
          name="note"
          rows={4}
          maxLength={INTERNAL_NOTE_MAX}
          defaultValue={note ?? ""}
          key={`note-${note ?? ""}`}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? "request-note-error request-note-hint" : "request-note-hint"}
        />
        <p className="beheer-hint" id="request-note-hint">
          Alleen voor medewerkers; de klant ziet deze notitie nooit.
        </p>
        {errors.note && (
          <p className="beheer-field-error" id="request-note-error">
            {errors.note}
          </p>
        )}
        {(errors.number ?? errors.server) && <p className="beheer-error">{errors.number ?? errors.server}</p>}
        <button type="submit" className="beheer-button" disabled={busy}>
          Opslaan
        </button>
        <p className="beheer-hint" role="status">
          {saved ? "Opgeslagen." : `Laatst gewijzigd: ${formatDateTime(updatedAt)}`}
        </p>
      </form>
    </section>
  );
}
