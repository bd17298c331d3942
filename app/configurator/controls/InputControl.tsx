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

  // The server's value replaces the draft, except when it refused the text (a room label over 40 characters):
  // then the visitor keeps what they typed, beside the message, to shorten it.
  const invalidRef = useRef(invalid);
  invalidRef.current = invalid;
  useEffect(() => {
    if (!pending.current && draftRef.current !== current && !invalidRef.current) setDraft(current);
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
        {option.room && !option.required && <span className="input-control__optional"> (optioneel)</span>}
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
