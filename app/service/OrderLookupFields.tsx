// The two fields an order is looked up by, the order number and the postcode of its delivery address, with their
// hints and messages: the service request form and /bestelling-volgen ask for them alike. Their state is
// useOrderLookup's; this draws the fields and ties label, hint and message together for assistive technology.
import { ORDER_NUMBER_MAX_LENGTH } from "../../domain/validation/service";
import { FieldError } from "../forms/FieldError";
import { type OrderLookup, type OrderLookupField, orderLookupFields } from "./useOrderLookup";

const EXAMPLE_ORDER_NUMBER = "RW-2026-000123";

const controls: Record<OrderLookupField, { autoComplete: string; maxLength: number }> = {
  // Room for spaces and a pasted "Ordernummer: " around the number; the schema trims and checks it.
  order_number: { autoComplete: "off", maxLength: ORDER_NUMBER_MAX_LENGTH + 8 },
  postal_code: { autoComplete: "postal-code", maxLength: 12 },
};

export function OrderLookupFields({
  idPrefix,
  lookup,
  labels,
  hints,
}: {
  idPrefix: string;
  lookup: OrderLookup;
  labels: Record<OrderLookupField, string>;
  /** The order number's hint is followed by an example number. */
  hints: Record<OrderLookupField, string>;
}) {
  const { values, errors, set, check } = lookup.fields;
  return orderLookupFields.map((field) => {
    const id = `${idPrefix}-${field}`;
    const error = errors[field];
    return (
      <div key={field} className="field service-form__field">
        <label htmlFor={id} className="field__label">
          {labels[field]}
        </label>
        <input
          id={id}
          name={field}
          className="text-input"
          type="text"
          autoComplete={controls[field].autoComplete}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={controls[field].maxLength}
          value={values[field]}
          aria-required
          aria-invalid={Boolean(error)}
          aria-describedby={[error ? `${id}-error` : undefined, `${id}-hint`].filter(Boolean).join(" ")}
          onChange={(event) => set(field, event.target.value)}
          // Spec section 5: checked when the visitor leaves the field, also when it was left empty.
          onBlur={() => check(field)}
        />
        <p id={`${id}-hint`} className="option__hint">
          {hints[field]}
          {field === "order_number" && (
            <>
              {" "}
              <span className="service-form__example">{EXAMPLE_ORDER_NUMBER}</span>
            </>
          )}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  });
}
