// The draft on /beheer/catalogus: what it changes and when it was saved, and what staff do with it: check it,
// preview it in the storefront, publish it or throw it away. Medewerkers check and preview; only the owner changes.
import { type FormEvent, useState } from "react";
import type { Finding } from "../../../domain/catalog-editor/check";
import { NoScriptFields } from "../../no-script";
import { callBeheer, useBackofficeData, useBeheerAction } from "../api";
import { formatDateTime } from "../format";
import { FindingsList } from "./FindingsList";

export interface DraftView {
  open: boolean;
  changes: string[];
  updatedAt: string | null;
  mayEdit: boolean;
}

function Changes({ draft }: { draft: DraftView }) {
  if (!draft.open) return <p>Er is geen concept: je ziet de gepubliceerde catalogus.</p>;
  return (
    <>
      <p>
        Het concept is voor het laatst opgeslagen op {formatDateTime(draft.updatedAt)}.{" "}
        {draft.changes.length === 0 ? "Het verandert niets aan de catalogus." : "Het verandert:"}
      </p>
      {draft.changes.length > 0 && (
        <ul className="catalog-changes">
          {draft.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** 'Controleren' and the findings it shows; the publish button reports its refusal through `findings` too. */
function useFindings() {
  const { csrfToken } = useBackofficeData();
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = async () => {
    setError(null);
    const result = await callBeheer<{ findings: Finding[] }>("GET", "catalog/draft", csrfToken);
    if (result.ok) setFindings(result.data.findings);
    else setError(Object.values(result.errors).join(" "));
  };
  return { findings, error, check, clear: () => setFindings(null) };
}

export function DraftPanel({ draft }: { draft: DraftView }) {
  const action = useBeheerAction<{ url?: string }>();
  const { findings, error, check, clear } = useFindings();
  const [done, setDone] = useState<string | null>(null);

  const startPreview = async () => {
    setDone(null);
    const answer = await action.run("POST", "catalog/preview");
    if (!answer) return;
    setDone("Het voorbeeld staat aan in deze browser (twee uur lang).");
    window.open(answer.url ?? "/", "_blank", "noopener");
  };
  const stopPreview = async () => {
    setDone(null);
    if (await action.run("DELETE", "catalog/preview")) setDone("Het voorbeeld staat uit.");
  };
  const publish = async () => {
    if (!window.confirm("Het concept publiceren? Bezoekers zien de wijzigingen dan meteen.")) return;
    setDone(null);
    clear();
    if (await action.run("POST", "catalog/publish")) setDone("Het concept is gepubliceerd.");
    else await check();
  };
  const discard = async () => {
    if (
      !window.confirm("Het concept verwerpen? Alle wijzigingen die nog niet gepubliceerd zijn gaan verloren.")
    )
      return;
    setDone(null);
    clear();
    if (await action.run("DELETE", "catalog/draft")) setDone("Het concept is verworpen.");
  };
  const steps: Record<string, () => Promise<void>> = {
    controleren: check,
    voorbeeld: startPreview,
    stoppen: stopPreview,
    publiceren: publish,
    verwerpen: discard,
  };
  /** Without JavaScript the form posts, and the page answers that it needs it (no-script.tsx). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const step = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") ?? "";
    void steps[step]?.();
  };
  const messages = [...Object.values(action.errors), ...(error ? [error] : [])];

  return (
    <section aria-labelledby="concept-kop" className="catalog-section">
      <h2 id="concept-kop">Concept</h2>
      <Changes draft={draft} />
      <form method="post" aria-label="Concept" onSubmit={submit}>
        <NoScriptFields form="catalogus-concept" staff />
        <div className="beheer-form-actions">
          <button type="submit" name="stap" value="controleren" className="beheer-button">
            Controleren
          </button>
          <button type="submit" name="stap" value="voorbeeld" className="beheer-button beheer-button--quiet">
            Voorbeeld
          </button>
          <button type="submit" name="stap" value="stoppen" className="beheer-button beheer-button--quiet">
            Voorbeeld stoppen
          </button>
          {draft.mayEdit && draft.open && draft.changes.length > 0 && (
            <button
              type="submit"
              name="stap"
              value="publiceren"
              className="beheer-button"
              disabled={action.busy}
            >
              Publiceren
            </button>
          )}
          {draft.mayEdit && draft.open && (
            <button
              type="submit"
              name="stap"
              value="verwerpen"
              className="beheer-button beheer-button--danger"
              disabled={action.busy}
            >
              Concept verwerpen
            </button>
          )}
        </div>
      </form>
      {messages.length > 0 && (
        <div className="beheer-error" role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {done && (
        <p className="beheer-notice" role="status">
          {done}
        </p>
      )}
      {findings && <FindingsList findings={findings} />}
    </section>
  );
}
