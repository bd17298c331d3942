// The order page's fitting: the appointment as planned (fitter, day, window, the customer's answer, the signed
// handover's PDF) and the planning form (a fitter, a day and window, up to two other moments, a note), for an
// order ready for mounting or planned and not yet handed over. The customer gets one mail with a link.
import { useState } from "react";
import { confirmationLabels } from "../../../domain/fitting/fitting";
import { formatDate } from "../../../domain/format";
import { NoScriptFields } from "../../no-script";
import { useBeheerAction } from "../api";
import type { AppointmentView } from "./fitting-pages.server";
import { SlotFields, type SlotValue } from "./SlotFields";

export interface OrderFitting {
  appointment: AppointmentView | null;
  fitters: { id: number; name: string }[];
  today: string;
}

function PlanForm({ number, fitting, again }: { number: string; fitting: OrderFitting; again: boolean }) {
  const { run, busy, errors } = useBeheerAction();
  const [slot, setSlot] = useState<SlotValue>({ date: "", from: "08:00", to: "12:00" });
  const [alternatives, setAlternatives] = useState<SlotValue[]>([
    { date: "", from: "08:00", to: "12:00" },
    { date: "", from: "08:00", to: "12:00" },
  ]);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await run("POST", `fitting/orders/${number}/plan`, {
      fitterId: Number(form.get("fitterId") ?? 0),
      ...slot,
      alternatives: alternatives.filter((a) => a.date !== ""),
      notes: String(form.get("notes") ?? ""),
    });
  }
  const alt = (i: number) => ({
    date: errors[`alternatives.${i}.date`],
    window: errors[`alternatives.${i}.window`],
  });
  const general = errors.status ?? errors.server ?? errors.order ?? errors.role;
  return (
    <form
      method="post"
      className="fitting-plan"
      onSubmit={submit}
      noValidate
      aria-label={again ? "Opnieuw inplannen" : "Montage inplannen"}
    >
      <NoScriptFields form="montage-plannen" staff />
      <h3>{again ? "Opnieuw inplannen" : "Montage inplannen"}</h3>
      {fitting.fitters.length === 0 ? (
        <p className="beheer-error">
          Er is nog geen monteur. De eigenaar nodigt monteurs uit bij Medewerkers.
        </p>
      ) : (
        <div>
          <label htmlFor="plan-fitter">Monteur</label>
          <select
            id="plan-fitter"
            name="fitterId"
            defaultValue={fitting.appointment?.fitterId ?? ""}
            aria-invalid={errors.fitterId ? true : undefined}
            aria-describedby={errors.fitterId ? "plan-fitter-error" : undefined}
          >
            <option value="">Kies een monteur</option>
            {fitting.fitters.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
          {errors.fitterId && (
            <p className="beheer-field-error" id="plan-fitter-error">
              {errors.fitterId}
            </p>
          )}
        </div>
      )}
      <SlotFields
        prefix="plan"
        today={fitting.today}
        errors={{ date: errors.date, window: errors.window }}
        onChange={setSlot}
      />
      {[0, 1].map((i) => (
        <fieldset key={i}>
          <legend>Ander moment {i + 1} (niet verplicht)</legend>
          <SlotFields
            prefix={`alt-${i}`}
            today={fitting.today}
            errors={alt(i)}
            optional
            onChange={(s) => setAlternatives(alternatives.map((a, j) => (j === i ? s : a)))}
          />
        </fieldset>
      ))}
      <div className="beheer-form">
        <label htmlFor="plan-notes">Notitie voor de monteur</label>
        <textarea
          id="plan-notes"
          name="notes"
          rows={2}
          maxLength={1000}
          defaultValue={fitting.appointment?.notes ?? ""}
        />
      </div>
      <p className="beheer-hint">
        De klant krijgt een e-mail met de dag, het tijdvak en een link om te bevestigen.
      </p>
      <button type="submit" className="beheer-button" disabled={busy || fitting.fitters.length === 0}>
        {again ? "Opnieuw inplannen" : "Montage inplannen"}
      </button>
      {general && (
        <p className="beheer-error" role="alert">
          {general}
        </p>
      )}
    </form>
  );
}

export function FittingPanel({
  number,
  state,
  fitting,
}: {
  number: string;
  state: string;
  fitting: OrderFitting;
}) {
  const a = fitting.appointment;
  const mayPlan = !a?.handedOver && (state === "klaar_voor_montage" || state === "ingepland_voor_montage");
  if (!a && !mayPlan) return null;
  return (
    <section aria-labelledby="montage" className="beheer-panel">
      <h2 id="montage">Montage</h2>
      {a && (
        <dl className="fitting-summary">
          <dt>Monteur</dt>
          <dd>{a.fitterName}</dd>
          <dt>Afspraak</dt>
          <dd>
            {formatDate(a.date)}, {a.from}–{a.to}
          </dd>
          <dt>Klant</dt>
          <dd>{confirmationLabels[a.confirmation]}</dd>
          {a.alternatives.length > 0 && (
            <>
              <dt>Andere momenten</dt>
              <dd>{a.alternatives.map((s) => `${formatDate(s.date)} ${s.from}–${s.to}`).join("; ")}</dd>
            </>
          )}
          {a.notes && (
            <>
              <dt>Notitie</dt>
              <dd>{a.notes}</dd>
            </>
          )}
          <dt>Oplevering</dt>
          <dd>
            {a.handedOver ? (
              <a href={`/api/beheer/fitting/orders/${number}/handover.pdf`}>Getekende oplevering (PDF)</a>
            ) : (
              "Nog niet opgeleverd"
            )}
          </dd>
        </dl>
      )}
      {mayPlan && <PlanForm number={number} fitting={fitting} again={a !== null} />}
    </section>
  );
}
