// One field of the address form: a label, the control and its message, tied together for assistive technology.
import type { ReactNode } from "react";
import type { AddressFormField } from "../../domain/validation/address-form";
import { FieldError } from "./FieldError";
import type { AddressFormApi } from "./useAddressForm";

/** What a field hands its control: ids, value, state for assistive technology, and the change and blur. */
export interface AddressControlProps {
  id: string;
  name: string;
  value: string;
  readOnly: boolean | undefined;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

interface FieldProps {
  form: AddressFormApi;
  field: AddressFormField;
  idPrefix: string;
  label: string;
  optional?: boolean;
  className?: string;
  /** Filled by the postcode lookup: shown, focusable and read aloud, but not to be typed over. */
  readOnly?: boolean;
  /** The id of a note that explains the field, read after its label. */
  noteId?: string;
  children: (props: AddressControlProps) => ReactNode;
}

export function AddressField({
  form,
  field,
  idPrefix,
  label,
  optional,
  className,
  readOnly,
  noteId,
  children,
}: FieldProps) {
  const id = `${idPrefix}-${field}`;
  const error = form.errors[field];
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, noteId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional && <span className="field__optional"> (optioneel)</span>}
      </label>
      {children({
        id,
        name: field,
        value: form.values[field],
        readOnly: readOnly || undefined,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        "aria-required": form.validating && !optional ? true : undefined,
        onChange: (event) => form.set(field, event.target.value),
        onBlur: () => form.blur(field),
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
