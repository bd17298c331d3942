// The check before cutting on the order page, per row: what the plausibility rules and the roll check found
// (each with its reason in Dutch; a roll that is too narrow says what to do), and "Vraag de klant": a question
// about this row, mailed with its drawing, sizes and the customer's link to answer or change it.
import { useId, useState } from "react";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { Badge } from "../Badge";

export interface CheckFinding {
  rule: string;
  label: string;
  reason: string;
}

export function RowFindings({ findings }: { findings: CheckFinding[] | undefined }) {
  if (!findings) return null;
  if (findings.length === 0)
    return (
      <p className="beheer-hint beheer-line">
        <Badge tone="good">Controle: niets gevonden</Badge>
      </p>
    );
  return (
    <ul className="beheer-findings" aria-label="Bevindingen van de controle">
      {findings.map((finding) => (
        <li key={`${finding.rule}:${finding.reason}`}>
          <Badge tone="warn">{finding.label}</Badge> {finding.reason}
        </li>
      ))}
    </ul>
  );
}

export function AskCustomer({
  number,
  rowKey,
  position,
}: {
  number: string;
  rowKey: string;
  position: number;
}) {
  const { run, busy, errors } = useBeheerAction();
  const [asking, setAsking] = useState(false);
  const id = useId();
  if (!asking)
    return (
      <button type="button" className="beheer-button beheer-button--quiet" onClick={() => setAsking(true)}>
        Vraag de klant
      </button>
    );
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const done = await run("POST", `orders/${number}/question`, {
      rowKey,
      question: String(data.get("question") ?? ""),
    });
    if (done) setAsking(false);
  }
  const error = errors.question ?? errors.row;
  return (
    <form
      method="post"
      className="beheer-ask"
      onSubmit={submit}
      noValidate
      aria-label={`Vraag over regel ${position}`}
    >
      <NoScriptFields form="vraag-klant" staff />
      <label htmlFor={`${id}-question`}>Vraag aan de klant over regel {position}</label>
      <textarea
        id={`${id}-question`}
        name="question"
        rows={3}
        maxLength={1000}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      <p className="beheer-hint" id={`${id}-hint`}>
        De klant krijgt een mail met de tekening, de maten en opties van deze regel, je vraag en een link om
        te antwoorden of de regel te wijzigen. De bestelling wacht tot het antwoord.
      </p>
      {error && (
        <p className="beheer-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <div className="beheer-buttons">
        <button type="submit" className="beheer-button" disabled={busy}>
          Vraag versturen
        </button>
        <button type="button" className="beheer-button beheer-button--quiet" onClick={() => setAsking(false)}>
          Annuleren
        </button>
      </div>
      {(errors.status || errors.server || errors.order) && (
        <p className="beheer-error" role="alert">
          {errors.status ?? errors.server ?? errors.order}
        </p>
      )}
    </form>
  );
}
