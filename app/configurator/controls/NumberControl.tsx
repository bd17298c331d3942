// number_cm and number_mm: a text field for the size with − and + steppers and the allowed range.
// Typing is sent 300 ms after the last key (or on leaving the field); stepper presses at once.
import { useEffect, useRef, useState } from "react";
import { formatNumber, roundDecimals } from "../../../domain/configurator/messages";
import { type ControlProps, titleClass } from "./types";
import { useRepeatPress } from "./useRepeatPress";

export const TYPING_DEBOUNCE_MS = 300;

/** 120.5 → "120,5", as the field shows it (no thousands dots, so the text parses back). */
export function inputText(value: number): string {
  return String(value).replace(".", ",");
}

/** "120,5" → 120.5; empty → null; text that is no number → NaN. */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, "").replace(",", ".");
  if (cleaned === "") return null;
  return /^-?\d*\.?\d*$/.test(cleaned) && cleaned !== "." && cleaned !== "-" ? Number(cleaned) : Number.NaN;
}

export function NumberControl({
  option,
  value,
  fieldId,
  titleId,
  describedBy,
  invalid,
  onChange,
  extra,
}: ControlProps) {
  const unit = option.type === "number_mm" ? "mm" : "cm";
  const decimals = unit === "cm" ? 1 : 0;
  const step = 1;
  const current = typeof value === "number" ? value : null;
  const [draft, setDraft] = useState(current === null ? "" : inputText(current));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const valueRef = useRef(current);
  valueRef.current = current;
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const holding = useRef(false);

  // An answer from the server (rounding, a reset, a saved configuration) shows in the field, unless the
  // visitor is typing or the text already means that number ("120," while typing "120,5").
  useEffect(() => {
    if (pending.current || holding.current) return;
    const typed = parseNumber(draftRef.current);
    if (typed === current) return;
    setDraft(current === null ? "" : inputText(current));
  }, [current]);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  const round = (n: number) => roundDecimals(n, decimals);

  function commit(text: string) {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    const parsed = parseNumber(text);
    const next = parsed === null || Number.isNaN(parsed) ? null : round(parsed);
    if (next === valueRef.current) return;
    onChange(next);
  }

  function type(text: string) {
    setDraft(text);
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => commit(text), TYPING_DEBOUNCE_MS);
  }

  const min = option.min_value;
  const max = option.max_value;
  const shown = parseNumber(draft);
  const base = shown === null || Number.isNaN(shown) ? null : shown;
  const atMin = base !== null && min !== undefined && base <= min;
  const atMax = base !== null && max !== undefined && base >= max;

  function stepBy(direction: 1 | -1, repeat: boolean) {
    let next: number;
    if (base === null) next = min ?? step;
    else next = round(base + direction * step);
    if (min !== undefined && next < min) next = min;
    if (max !== undefined && next > max) next = max;
    const text = inputText(next);
    draftRef.current = text;
    setDraft(text);
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    if (repeat) holding.current = true;
    else commit(text);
  }

  const release = () => {
    holding.current = false;
    commit(draftRef.current);
  };
  const minus = useRepeatPress((repeat) => stepBy(-1, repeat), release);
  const plus = useRepeatPress((repeat) => stepBy(1, repeat), release);
  const rangeId = `${fieldId}-range`;

  return (
    <div className="number-control">
      <label htmlFor={fieldId} id={titleId} className={titleClass(option)}>
        {option.name} <span className="option__unit">(in {unit})</span>
      </label>
      {extra}
      <div className="number-control__row">
        <button
          type="button"
          className="stepper"
          aria-label={`${option.name} 1 ${unit} kleiner`}
          aria-controls={fieldId}
          aria-disabled={atMin || undefined}
          {...minus}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <input
          id={fieldId}
          className="number-control__input"
          type="text"
          inputMode={decimals > 0 ? "decimal" : "numeric"}
          autoComplete="off"
          value={draft}
          aria-required={option.required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[rangeId, describedBy].filter(Boolean).join(" ")}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            if (pending.current) commit(draftRef.current);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit(draftRef.current);
            }
          }}
        />
        <span className="number-control__unit" aria-hidden="true">
          {unit}
        </span>
        <button
          type="button"
          className="stepper"
          aria-label={`${option.name} 1 ${unit} groter`}
          aria-controls={fieldId}
          aria-disabled={atMax || undefined}
          {...plus}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id={rangeId} className="option__hint">
        {min !== undefined && max !== undefined
          ? `min. ${formatNumber(min)} ${unit} – max. ${formatNumber(max)} ${unit}`
          : min !== undefined
            ? `min. ${formatNumber(min)} ${unit}`
            : max !== undefined
              ? `max. ${formatNumber(max)} ${unit}`
              : `in ${unit}`}
        {option.max_reason && <span className="option__max-reason"> {option.max_reason}</span>}
      </p>
    </div>
  );
}
