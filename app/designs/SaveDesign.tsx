// 'Bewaar of deel je ontwerp' on the configurator's overview step: saves the design (the server prices it and
// gives it an unguessable code) and then offers its link, an e-mail and a QR code (SharePanel).
import { useState } from "react";
import type { ConfValues } from "../../domain/configurator/types";
import { ApiError } from "../api/client";
import { DESIGN_SAVE_FAILED } from "../api/messages";
import { designsApi, type SavedDesignAnswer } from "./api";
import { SharePanel } from "./SharePanel";

export function SaveDesign({
  conf_id,
  prod_id,
  values,
  waiting,
}: {
  conf_id: number;
  prod_id: number;
  values: ConfValues;
  waiting: boolean;
}) {
  const key = JSON.stringify(values);
  const [saved, setSaved] = useState<(SavedDesignAnswer & { key: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A change after saving makes another design: the old link stays what it was.
  const current = saved && saved.key === key ? saved : null;

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const answer = await designsApi.save({ conf_id, prod_id, values: JSON.parse(key) as ConfValues });
      setSaved({ ...answer, key });
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 && e.status < 500 ? e.message : DESIGN_SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="save-design" aria-labelledby="save-design-title">
      <h3 id="save-design-title" className="save-design__title">
        Bewaar of deel je ontwerp
      </h3>
      {current ? (
        <>
          <p>
            Je ontwerp is bewaard. Met deze link open je het op elke computer, tablet of telefoon, en je kunt
            hem delen met wie mee beslist. De link blijft een jaar werken nadat hij voor het laatst is
            geopend.
          </p>
          <SharePanel code={current.code} url={current.url} />
        </>
      ) : (
        <>
          <p>Nog even nadenken of eerst overleggen? Bewaar je keuzes en krijg een link om te delen.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={save}
            disabled={busy || waiting}
          >
            Bewaar of deel je ontwerp
          </button>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
