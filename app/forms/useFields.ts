// The state of a group of form fields checked one by one: values, their messages and which were changed. A
// field is checked when it loses focus after it was changed, and again on every change once it shows a
// message, so the message goes away as soon as the value is right.
import { type Dispatch, type SetStateAction, useCallback, useRef, useState } from "react";

/** The message for `field` given all values, or undefined when it is right. */
export type FieldCheck<F extends string, V> = (field: F, values: V) => string | undefined;

export interface Fields<F extends string, V extends Record<F, unknown>> {
  values: V;
  errors: Partial<Record<F, string>>;
  setValues: Dispatch<SetStateAction<V>>;
  setErrors: Dispatch<SetStateAction<Partial<Record<F, string>>>>;
  /** Changes a value; `check: true` checks it at once (a choice is complete as soon as it is made). */
  set: <K extends F>(field: K, value: V[K], options?: { check?: boolean }) => void;
  /** Checks a field that was changed or shows a message, as focus leaves it. */
  blur: (field: F) => void;
  /** Checks a field now and shows its message; answers the message. */
  check: (field: F, values?: V) => string | undefined;
  /** Back to `values` with no messages and nothing changed. */
  reset: (values: V) => void;
}

/** Field state for `initial`; without `checkField` nothing is checked (the form sends what was typed). */
export function useFields<F extends string, V extends Record<F, unknown>>(
  initial: V | (() => V),
  checkField: FieldCheck<F, V> | null,
): Fields<F, V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [dirty, setDirty] = useState<Partial<Record<F, boolean>>>({});
  // The latest check, so the callbacks stay the same while the rules follow the props (e.g. the country).
  const checkRef = useRef(checkField);
  checkRef.current = checkField;

  const check = useCallback(
    (field: F, from: V = values) => {
      const checkNow = checkRef.current;
      if (!checkNow) return undefined;
      const message = checkNow(field, from);
      setErrors((current) => ({ ...current, [field]: message }));
      return message;
    },
    [values],
  );

  const set = useCallback(
    <K extends F>(field: K, value: V[K], options: { check?: boolean } = {}) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (options.check || errors[field]) check(field, next);
      setDirty((current) => (current[field] ? current : { ...current, [field]: true }));
    },
    [check, errors, values],
  );

  const blur = useCallback(
    (field: F) => {
      if (dirty[field] || errors[field]) check(field);
    },
    [check, dirty, errors],
  );

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setDirty({});
  }, []);

  return { values, errors, setValues, setErrors, set, blur, check, reset };
}
