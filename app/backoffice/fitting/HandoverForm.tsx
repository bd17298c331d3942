// The handover at the customer's: each row ticked off (or a remark why not), remarks, extra work, the name and
// the signature drawn on the screen. Sent as JSON to /api/beheer/fitting/orders/:number/handover; the server
// checks everything again, finishes the order and mails the signed PDF.
import { useState } from "react";
import type { Signature } from "../../../domain/fitting/fitting";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import type { AppointmentView } from "./fitting-pages.server";
import { SignaturePad } from "./SignaturePad";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="beheer-field-error" id={id}>
      {message}
    </p>
  ) : null;
}

export function HandoverForm({ appointment }: { appointment: AppointmentView }) {
  const { run, busy, errors } = useBeheerAction();
  const [done, setDone] = useState<Record<number, boolean>>({});
  const [strokes, setStrokes] = useState<Signature>([]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await run("POST", `fitting/orders/${appointment.orderNumber}/handover`, {
      rows: appointment.rows.map((row) => ({
        position: row.position,
        done: done[row.position] === true,
        remark: String(form.get(`remark-${row.position}`) ?? ""),
      })),
      remarks: String(form.get("remarks") ?? ""),
      extraWork: String(form.get("extraWork") ?? ""),
      signerName: String(form.get("signerName") ?? ""),
      signature: strokes,
    });
  }

  const general = errors.status ?? errors.server ?? errors.rows ?? errors.order;
  return (
    <form
      method="post"
      className="fitting-handover"
      onSubmit={submit}
      noValidate
      aria-label="Opleverformulier"
    >
      <NoScriptFields form="oplevering" staff />
      <fieldset className="beheer-panel">
        <legend>Producten opgeleverd</legend>
        <p className="beheer-hint">
          Vink elk product af dat hangt en werkt; schrijf bij een ander waarom niet.
        </p>
        {appointment.rows.map((row) => {
          const error = errors[`rows.${row.position}`];
          return (
            <div key={row.position} className="fitting-handover__row">
              <label className="fitting-check">
                <input
                  type="checkbox"
                  name={`done-${row.position}`}
                  checked={done[row.position] === true}
                  onChange={(e) => setDone({ ...done, [row.position]: e.currentTarget.checked })}
                />
                <span>
                  <strong>{row.label}</strong>
                  {row.room ? ` · ${row.room}` : ""} · {row.sizes}
                </span>
              </label>
              <label htmlFor={`remark-${row.position}`} className="fitting-handover__remark-label">
                Opmerking bij dit product
              </label>
              <input
                id={`remark-${row.position}`}
                name={`remark-${row.position}`}
                type="text"
                maxLength={500}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `remark-${row.position}-error` : undefined}
              />
              <FieldError id={`remark-${row.position}-error`} message={error} />
            </div>
          );
        })}
      </fieldset>
      <div className="beheer-panel beheer-form fitting-handover__texts">
        <label htmlFor="remarks">Opmerkingen</label>
        <textarea id="remarks" name="remarks" rows={3} maxLength={2000} />
        <FieldError id="remarks-error" message={errors.remarks} />
        <label htmlFor="extraWork">Meerwerk</label>
        <textarea id="extraWork" name="extraWork" rows={2} maxLength={2000} />
        <FieldError id="extraWork-error" message={errors.extraWork} />
      </div>
      <div className="beheer-panel beheer-form fitting-handover__sign">
        <label htmlFor="signerName">Naam van wie tekent</label>
        <input
          id="signerName"
          name="signerName"
          type="text"
          autoComplete="off"
          defaultValue={appointment.customer.name}
          maxLength={120}
          aria-invalid={errors.signerName ? true : undefined}
          aria-describedby={errors.signerName ? "signerName-error" : undefined}
        />
        <FieldError id="signerName-error" message={errors.signerName} />
        <p className="fitting-handover__sign-label" id="signature-hint">
          Handtekening van de klant: teken met je vinger in het vak.
        </p>
        <SignaturePad
          strokes={strokes}
          onChange={setStrokes}
          invalid={Boolean(errors.signature)}
          describedBy={errors.signature ? "signature-hint signature-error" : "signature-hint"}
        />
        <FieldError id="signature-error" message={errors.signature} />
        <noscript>
          <p className="beheer-error">Tekenen op het scherm vraagt JavaScript: zet het aan in je browser.</p>
        </noscript>
      </div>
      {general && (
        <p className="beheer-error" role="alert">
          {general}
        </p>
      )}
      <button type="submit" className="beheer-button fitting-handover__submit" disabled={busy}>
        Oplevering tekenen en afronden
      </button>
    </form>
  );
}
