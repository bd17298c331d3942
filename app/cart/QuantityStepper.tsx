// The count of a cart row: minus, a number field and plus, limited to 1..99 (spec section 5; an accessory's row
// 1..10). Going below 1 (typing
// 0 or − at 1) is not an error but a question: 'Verwijderen?', answered with the row's remove action or 'Nee'.
import { useEffect, useId, useRef, useState } from "react";
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from "../../domain/validation/cart";
import { CART_QUANTITY_INVALID } from "../../domain/validation/messages";
import { Icon } from "../ui/Icon";

export function QuantityStepper({
  value,
  label,
  disabled,
  error,
  onChange,
  onRemove,
  max = CART_MAX_QUANTITY,
  maxMessage = CART_QUANTITY_INVALID,
}: {
  value: number;
  /** The largest count (an accessory's row: ACCESSORY_MAX_QUANTITY) and the message past it. */
  max?: number;
  maxMessage?: string;
  /** e.g. "Aantal Rolgordijn Verduisterend" */
  label: string;
  disabled?: boolean;
  error?: string | null;
  onChange: (count: number) => void;
  /** Removes the row, after the visitor answered 'Verwijderen?' with yes. */
  onRemove: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [local, setLocal] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => setText(String(value)), [value]);
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);
  const message = asking ? null : (local ?? error ?? null);

  function commit(next: string) {
    const n = /^\d{1,3}$/.test(next.trim()) ? Number(next) : Number.NaN;
    if (n === 0) {
      setLocal(null);
      setAsking(true);
      return;
    }
    if (!Number.isInteger(n) || n < CART_MIN_QUANTITY || n > max) {
      setLocal(maxMessage);
      return;
    }
    setLocal(null);
    setAsking(false);
    if (n !== value) onChange(n);
  }

  function keep() {
    setAsking(false);
    setText(String(value));
  }

  return (
    <div className="qty-stepper">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="qty-stepper__controls">
        <button
          type="button"
          className="qty-stepper__button"
          aria-label="Eén minder"
          disabled={disabled}
          onClick={() => commit(String(value - 1))}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          className="qty-stepper__input"
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
          className="qty-stepper__button"
          aria-label="Eén meer"
          disabled={disabled || value >= max}
          onClick={() => commit(String(value + 1))}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
      {asking && (
        <fieldset className="qty-stepper__ask">
          <legend className="qty-stepper__question">Verwijderen?</legend>
          <button
            ref={yes}
            type="button"
            className="button button--secondary"
            disabled={disabled}
            onClick={() => {
              setAsking(false);
              onRemove();
            }}
          >
            Ja, verwijderen
          </button>
          <button type="button" className="button button--link" onClick={keep}>
            Nee
          </button>
        </fieldset>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error qty-stepper__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
