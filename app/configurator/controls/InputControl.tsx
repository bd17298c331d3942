// input: free text (e.g. the room label, with its example as placeholder), sent 300 ms after the last key or on leaving the field.
import { useEffect, useRef, useState } from "react";
import { TYPING_DEBOUNCE_MS } from "./NumberControl";
import { type ControlProps, titleClass } from "./types";

export function InputControl({
  option,
  value,
  fieldId,
  titleId,
  describedBy,
  invalid,
  onChange,
  extra,
}: ControlProps) {
  const current = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  const [draft, setDraft] = useState(current);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  useEffect(() => {
    if (!pending.current && draftRef.current !== current) setDraft(current);
  }, [current]);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  function commit(text: string) {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    if (text !== current) onChange(text === "" ? null : text);
  }

  return (
    <div className="input-control">
      <label htmlFor={fieldId} id={titleId} className={titleClass(option)}>
        {option.name}
      </label>
      {extra}
      <input
        id={fieldId}
        className="text-input"
        type="text"
        value={draft}
        maxLength={100}
        placeholder={option.placeholder}
        autoComplete={option.room ? "off" : undefined}
        aria-required={option.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (pending.current) clearTimeout(pending.current);
          pending.current = setTimeout(() => commit(text), TYPING_DEBOUNCE_MS);
        }}
        onBlur={() => {
          if (pending.current) commit(draftRef.current);
        }}
      />
    </div>
  );
}
