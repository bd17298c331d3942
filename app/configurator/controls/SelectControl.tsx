// select: a native select; with more than 10 values a search field above it narrows the list (local, so
// without delay). Disabled values stay listed with their reason; surcharges show after the name.
import { useId, useState } from "react";
import type { ValueView } from "../../../domain/configurator/api";
import { type ControlProps, titleClass } from "./types";

export const SEARCH_FROM = 10;

export function valueText(value: ValueView): string {
  const parts = [value.name];
  if (value.price_label) parts.push(`(${value.price_label})`);
  if (value.disabled) parts.push(`– ${value.disabled}`);
  return parts.join(" ");
}

export function SelectControl({
  option,
  value,
  fieldId,
  titleId,
  describedBy,
  invalid,
  onChange,
  extra,
}: ControlProps) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const searchable = option.values.length > SEARCH_FROM;
  const chosen = typeof value === "number" ? value : typeof value === "string" ? Number(value) : null;
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? option.values.filter((v) => v.id === chosen || v.name.toLowerCase().includes(needle))
    : option.values;

  return (
    <div className="select-control">
      <label htmlFor={fieldId} id={titleId} className={titleClass(option)}>
        {option.name}
      </label>
      {extra}
      {searchable && (
        <div className="select-control__search">
          <label htmlFor={searchId} className="visually-hidden">
            Zoek in {option.name}
          </label>
          <input
            id={searchId}
            type="search"
            className="text-input"
            placeholder={`Zoek in ${option.name.toLowerCase()}`}
            value={query}
            autoComplete="off"
            aria-controls={fieldId}
            onChange={(event) => setQuery(event.target.value)}
          />
          <span className="visually-hidden" aria-live="polite">
            {needle ? `${shown.length} ${shown.length === 1 ? "keuze" : "keuzes"} gevonden` : ""}
          </span>
        </div>
      )}
      <select
        id={fieldId}
        className="select-input"
        value={chosen === null || Number.isNaN(chosen) ? "" : String(chosen)}
        aria-required={option.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      >
        <option value="">Maak een keuze</option>
        {shown.map((v) => (
          <option key={v.id} value={v.id} disabled={Boolean(v.disabled)} title={v.disabled}>
            {valueText(v)}
          </option>
        ))}
      </select>
    </div>
  );
}
