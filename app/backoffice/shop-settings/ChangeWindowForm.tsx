// The change window's cut-off on /beheer/instellingen: how many working days after payment, and at what time,
// a customer may still change or cancel their order through the link (NL/BE holidays are not working days).
import { useState } from "react";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import { ErrorList, Field } from "./fields";

export function ChangeWindowForm({ settings }: { settings: { workingDays: number; time: string } }) {
  const { run, busy, errors } = useBeheerAction();
  const [saved, setSaved] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const data = new FormData(event.currentTarget);
    const done = await run("PUT", "settings/change-window", {
      workingDays: String(data.get("workingDays") ?? ""),
      time: String(data.get("time") ?? ""),
    });
    if (done) setSaved(true);
  }
  return (
    <section aria-labelledby="wijzigtermijn">
      <h2 id="wijzigtermijn">Wijzigtermijn voor klanten</h2>
      <p className="beheer-hint">
        Tot wanneer een klant na het betalen nog maten kan wijzigen of kan annuleren via de link in de mail:
        zoveel werkdagen na de dag van betaling, op deze tijd (feestdagen in Nederland of België tellen niet
        mee). Vrijgeven voor productie sluit de termijn eerder.
      </p>
      <form
        method="post"
        className="beheer-panel"
        onSubmit={submit}
        noValidate
        aria-labelledby="wijzigtermijn"
      >
        <NoScriptFields form="wijzigtermijn" staff />
        <div className="beheer-grid-form">
          <Field
            id="window-days"
            label="Werkdagen na betaling"
            error={errors.workingDays}
            hint={`Nu ${settings.workingDays}; 0 is dezelfde dag`}
          >
            {(aria) => (
              <input {...aria} name="workingDays" inputMode="numeric" defaultValue={settings.workingDays} />
            )}
          </Field>
          <Field id="window-time" label="Tot (tijd)" error={errors.time} hint={`Nu ${settings.time}`}>
            {(aria) => <input {...aria} name="time" type="time" defaultValue={settings.time} />}
          </Field>
        </div>
        <button type="submit" className="beheer-button" disabled={busy}>
          Wijzigtermijn opslaan
        </button>
        <ErrorList errors={errors} prefix="server" />
        {saved && (
          <p className="beheer-notice" role="status">
            Opgeslagen; geldt meteen voor elke betaalde bestelling.
          </p>
        )}
      </form>
    </section>
  );
}
