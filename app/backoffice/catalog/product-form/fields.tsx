// The product form's inputs, each labelled with its Dutch error beside it (field paths of the server's 400).
import { useState } from "react";
import { eurosText, parseEuros } from "../../../../domain/shop-settings/amounts";
import { amountMessage, Field } from "../../shop-settings/fields";
import { errorAt, useProductForm } from "./product-form-state";

interface Base {
  id: string;
  label: string;
  /** The field path of the server's errors. */
  path: string;
  hint?: string;
}

export function TextInput({
  value,
  onChange,
  max,
  multiline,
  ...base
}: Base & { value: string; onChange: (value: string) => void; max?: number; multiline?: number }) {
  const { errors } = useProductForm();
  const over = max !== undefined && value.length > max;
  return (
    <Field id={base.id} label={base.label} error={errorAt(errors, base.path)} hint={base.hint}>
      {(aria) => (
        <>
          {multiline !== undefined ? (
            <textarea {...aria} rows={multiline} value={value} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <input {...aria} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
          )}
          {max !== undefined && (
            <p className={`catalog-counter${over ? " catalog-counter--over" : ""}`} aria-live="polite">
              {value.length} van {max} tekens
            </p>
          )}
        </>
      )}
    </Field>
  );
}

/** A whole number; what cannot be read goes to the server as null, which answers its own Dutch message. */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  ...base
}: Base & { value: number; onChange: (value: number) => void; min: number; max: number }) {
  const { errors } = useProductForm();
  const [text, setText] = useState(String(value));
  return (
    <Field id={base.id} label={base.label} error={errorAt(errors, base.path)} hint={base.hint}>
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value.trim() === "" ? Number.NaN : Number(e.target.value));
          }}
        />
      )}
    </Field>
  );
}

/** Euros as typed ("12,50") to cents; an amount it cannot read is refused here, before saving. */
export function EuroInput({
  value,
  onChange,
  ...base
}: Base & { value: number; onChange: (cents: number) => void }) {
  const { errors, setLocalError } = useProductForm();
  const [text, setText] = useState(eurosText(value));
  return (
    <Field id={base.id} label={base.label} error={errorAt(errors, base.path)} hint={base.hint}>
      {(aria) => (
        <input
          {...aria}
          type="text"
          inputMode="decimal"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const cents = e.target.value.trim() === "" ? 0 : parseEuros(e.target.value);
            setLocalError(base.path, cents === null ? amountMessage("45,00") : null);
            if (cents !== null) onChange(cents);
          }}
        />
      )}
    </Field>
  );
}

export function CheckInput({
  id,
  label,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A set of choices as checkboxes under one legend: the chosen values in the order they were chosen. */
export function CheckList({
  legend,
  name,
  options,
  chosen,
  onChange,
  path,
  max,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  path: string;
  max?: number;
}) {
  const { errors } = useProductForm();
  const error = errorAt(errors, path);
  const full = max !== undefined && chosen.length >= max;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      <ul className="catalog-checks">
        {options.map((option) => {
          const on = chosen.includes(option.value);
          return (
            <li key={option.value}>
              <CheckInput
                id={`${name}-${option.value}`}
                label={option.label}
                checked={on}
                disabled={!on && full}
                onChange={(checked) =>
                  onChange(checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))
                }
              />
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="beheer-field-error" id={`${name}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
