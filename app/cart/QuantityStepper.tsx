// The count of a cart row: minus, a number field and plus, limited to 1..99 (spec section 5).
import { useEffect, useId, useState } from "react";
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from "../../domain/validation/cart";
import { CART_QUANTITY_INVALID } from "../../domain/validation/messages";
import { Icon } from "../ui/Icon";

export function QuantityStepper({
  value,
  label,
  disabled,
  error,
  onChange,
}: {
  value: number;
  /** e.g. "Aantal Rolgordijn Verduisterend" */
  label: string;
  disabled?: boolean;
  error?: string | null;
  onChange: (count: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => setText(String(value)), [value]);
  const message = local ?? error ?? null;

  function commit(next: string) {
    const n = /^\d{1,3}$/.test(next.trim()) ? Number(next) : Number.NaN;
    if (!Number.isInteger(n) || n < CART_MIN_QUANTITY || n > CART_MAX_QUANTITY) {
      setLocal(CART_QUANTITY_INVALID);
      return;
    }
    setLocal(null);
    if (n !== value) onChange(n);
  }

  return (
    <div className="stepper">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label="Eén minder"
          disabled={disabled || value <= CART_MIN_QUANTITY}
          onClick={() => commit(String(value - 1))}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          className="stepper__input"
          inputMode="numeric"
          pattern="[0-9]*"
          value={text}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => commit(text)}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit(text);
          }}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label="Eén meer"
          disabled={disabled || value >= CART_MAX_QUANTITY}
          onClick={() => commit(String(value + 1))}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
