// A day and a window for the planning form: the usual windows (morning, afternoon) or another from–to.
import { useState } from "react";
import { windowPresets } from "../../../domain/fitting/fitting";

export interface SlotValue {
  date: string;
  from: string;
  to: string;
}

export function SlotFields({
  prefix,
  today,
  errors,
  optional = false,
  onChange,
}: {
  prefix: string;
  today: string;
  errors: { date?: string; window?: string };
  optional?: boolean;
  onChange: (slot: SlotValue) => void;
}) {
  const [value, setValue] = useState<SlotValue>({ date: "", from: "08:00", to: "12:00" });
  const preset = windowPresets.find((p) => p.from === value.from && p.to === value.to)?.id ?? "anders";
  const [custom, setCustom] = useState(false);
  function change(next: Partial<SlotValue>) {
    const slot = { ...value, ...next };
    setValue(slot);
    onChange(slot);
  }
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="fitting-plan__slot">
      <div>
        <label htmlFor={id("date")}>{optional ? "Datum (niet verplicht)" : "Datum"}</label>
        <input
          id={id("date")}
          type="date"
          min={today}
          value={value.date}
          onChange={(e) => change({ date: e.currentTarget.value })}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? id("date-error") : undefined}
        />
        {errors.date && (
          <p className="beheer-field-error" id={id("date-error")}>
            {errors.date}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={id("window")}>Tijdvak</label>
        <select
          id={id("window")}
          value={custom ? "anders" : preset}
          onChange={(e) => {
            const chosen = windowPresets.find((p) => p.id === e.currentTarget.value);
            setCustom(!chosen);
            if (chosen) change({ from: chosen.from, to: chosen.to });
          }}
        >
          {windowPresets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="anders">Ander tijdvak</option>
        </select>
      </div>
      {(custom || preset === "anders") && (
        <>
          <div>
            <label htmlFor={id("from")}>Van</label>
            <input
              id={id("from")}
              type="time"
              value={value.from}
              onChange={(e) => change({ from: e.currentTarget.value })}
            />
          </div>
          <div>
            <label htmlFor={id("to")}>Tot</label>
            <input
              id={id("to")}
              type="time"
              value={value.to}
              onChange={(e) => change({ to: e.currentTarget.value })}
            />
          </div>
        </>
      )}
      {errors.window && <p className="beheer-field-error">{errors.window}</p>}
    </div>
  );
}
