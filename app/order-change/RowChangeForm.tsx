// One row's change form on the customer's change page: its sizes, choices and texts as plain form fields (it
// works without JavaScript), posted to see the new price first; the server checks them with the configurator's
// own rules and answers per field in Dutch.
import { Form } from "react-router";
import type { EditableOption } from "./order-change.server";

function FieldInput({
  option,
  id,
  error,
  value,
}: {
  option: EditableOption;
  id: string;
  error?: string;
  value: string;
}) {
  const aria = {
    id,
    name: `o${option.id}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : option.kind === "number" ? `${id}-hint` : undefined,
  };
  if (option.kind === "choice")
    return (
      <select {...aria} className="select-input" defaultValue={value}>
        {option.choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    );
  if (option.kind === "number")
    return (
      <input {...aria} className="text-input" inputMode="decimal" defaultValue={value} autoComplete="off" />
    );
  return <input {...aria} className="text-input" defaultValue={value} maxLength={100} autoComplete="off" />;
}

export function RowChangeForm({
  rowKey,
  position,
  options,
  errors,
  values,
}: {
  rowKey: string;
  position: number;
  options: EditableOption[];
  /** The last refused try's errors, by field (o<option id>). */
  errors: Record<string, string>;
  /** The last try's values, so a refused form keeps what the customer typed. */
  values: Record<string, string> | null;
}) {
  return (
    <Form
      method="post"
      className="address-form order-change__form"
      noValidate
      aria-label={`Regel ${position} wijzigen`}
    >
      <input type="hidden" name="intent" value="bekijk" />
      <input type="hidden" name="key" value={rowKey} />
      {options.map((option) => {
        const id = `row-${position}-o${option.id}`;
        const error = errors[`o${option.id}`];
        return (
          <div key={option.id} className={`field ${option.kind === "number" ? "order-change__size" : ""}`}>
            <label className="field__label" htmlFor={id}>
              {option.name}
              {option.unit ? ` (${option.unit})` : ""}
            </label>
            <FieldInput
              option={option}
              id={id}
              error={error}
              value={values?.[`o${option.id}`] ?? option.value}
            />
            {option.kind === "number" && option.min !== null && option.max !== null && (
              <p className="field__hint" id={`${id}-hint`}>
                Van {option.min} tot en met {option.max} {option.unit}
              </p>
            )}
            {error && (
              <p className="field__error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="field">
        <button type="submit" className="button button--secondary">
          Bekijk de nieuwe prijs
        </button>
      </div>
    </Form>
  );
}
