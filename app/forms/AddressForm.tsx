// The address form of spec section 3 (NL and BE), checked field by field on blur with the domain's schema.
// Reused wherever an address is asked: the swatch order now, checkout and quote forms later.
import { type ReactNode, useCallback, useMemo, useState } from "react";
import type { z } from "zod";
import { belgianProvinces, type Country, prefixes } from "../../domain/validation/address";
import {
  type AddressFormField,
  type AddressFormValues,
  addressFormFields,
  emptyAddressForm,
} from "../../domain/validation/address-form";
import { type FieldErrors, fieldErrors, validateField } from "../../domain/validation/errors";

export interface AddressFormApi {
  country: Country;
  values: AddressFormValues;
  errors: Partial<Record<AddressFormField, string>>;
  set: (field: AddressFormField, value: string) => void;
  blur: (field: AddressFormField) => void;
  /** Checks every field; answers true when the form may be sent. Always true without a schema. */
  validateAll: () => boolean;
  /** Shows the server's messages at their fields; answers the messages that belong to no field. */
  showServerErrors: (errors: Record<string, string>, prefix?: string) => string[];
  reset: () => void;
  /** False when the form sends what was typed without checks (the BE swatch order, spec section 5). */
  validating: boolean;
}

/**
 * State of one address form. `schema` is the store's address form schema (domain/validation/address-form.ts);
 * null sends the address as typed. A field is checked when it loses focus after it was changed, and again on
 * every change once it shows a message, so the message goes away as soon as the value is right.
 */
export function useAddressForm(country: Country, schema: z.ZodType | null): AddressFormApi {
  const [values, setValues] = useState<AddressFormValues>(() => emptyAddressForm(country));
  const [errors, setErrors] = useState<Partial<Record<AddressFormField, string>>>({});
  const [dirty, setDirty] = useState<Partial<Record<AddressFormField, boolean>>>({});

  const check = useCallback(
    (field: AddressFormField, next: AddressFormValues) => {
      if (!schema) return;
      const message = validateField(schema, field, next[field], next);
      setErrors((current) => ({ ...current, [field]: message }));
    },
    [schema],
  );

  const set = useCallback(
    (field: AddressFormField, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (errors[field]) check(field, next);
      setDirty((current) => (current[field] ? current : { ...current, [field]: true }));
    },
    [check, errors, values],
  );

  const blur = useCallback(
    (field: AddressFormField) => {
      if (dirty[field] || errors[field]) check(field, values);
    },
    [check, dirty, errors, values],
  );

  const validateAll = useCallback(() => {
    if (!schema) return true;
    const all: FieldErrors = fieldErrors(schema.safeParse(values));
    const next: Partial<Record<AddressFormField, string>> = {};
    for (const field of addressFormFields) if (all[field]) next[field] = all[field];
    setErrors(next);
    return Object.keys(next).length === 0;
  }, [schema, values]);

  const showServerErrors = useCallback((server: Record<string, string>, prefix = "") => {
    const atFields: Partial<Record<AddressFormField, string>> = {};
    const other: string[] = [];
    for (const [key, message] of Object.entries(server)) {
      const field = key.startsWith(prefix) ? key.slice(prefix.length) : key;
      if ((addressFormFields as readonly string[]).includes(field))
        atFields[field as AddressFormField] = message;
      else other.push(message);
    }
    setErrors(atFields);
    return other;
  }, []);

  const reset = useCallback(() => {
    setValues(emptyAddressForm(country));
    setErrors({});
    setDirty({});
  }, [country]);

  return {
    country,
    values,
    errors,
    set,
    blur,
    validateAll,
    showServerErrors,
    reset,
    validating: schema !== null,
  };
}

/** Moves focus to the first field with a message, after a refused submit. */
export function focusFirstError(idPrefix: string, errors: Partial<Record<AddressFormField, string>>): void {
  const first = addressFormFields.find((f) => errors[f]);
  if (!first) return;
  const target = document.getElementById(
    first === "prefix" ? `${idPrefix}-prefix-0` : `${idPrefix}-${first}`,
  );
  target?.focus();
}

interface FieldProps {
  form: AddressFormApi;
  field: AddressFormField;
  idPrefix: string;
  label: string;
  optional?: boolean;
  className?: string;
  children: (props: {
    id: string;
    name: string;
    value: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    "aria-required": boolean | undefined;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
  }) => ReactNode;
}

/** A label, the control and its message, tied together for assistive technology. */
function Field({ form, field, idPrefix, label, optional, className, children }: FieldProps) {
  const id = `${idPrefix}-${field}`;
  const error = form.errors[field];
  const errorId = `${id}-error`;
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
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        "aria-required": form.validating && !optional ? true : undefined,
        onChange: (event) => form.set(field, event.target.value),
        onBlur: () => form.blur(field),
      })}
      {error && (
        <p id={errorId} className="field__error">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M12 3l10 18H2zM12 10v5M12 17.5v.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}

export function AddressForm({
  form,
  idPrefix,
  showNote = true,
}: {
  form: AddressFormApi;
  /** Makes the field ids unique on the page, e.g. "stalen-adres". */
  idPrefix: string;
  showNote?: boolean;
}) {
  const belgian = form.country === "BE";
  const common = { form, idPrefix };
  const prefixError = form.errors.prefix;
  const prefixErrorId = `${idPrefix}-prefix-error`;
  const provinces = useMemo(() => [...belgianProvinces].sort((a, b) => a.localeCompare(b, "nl")), []);

  return (
    <div className="address-form">
      <fieldset
        className="field field--full address-form__prefix"
        aria-describedby={prefixError ? prefixErrorId : undefined}
      >
        <legend className="field__label">Aanhef</legend>
        <div className="address-form__radios">
          {prefixes.map((prefix, index) => (
            <label key={prefix} className="radio">
              <input
                type="radio"
                id={`${idPrefix}-prefix-${index}`}
                name={`${idPrefix}-prefix`}
                value={prefix}
                checked={form.values.prefix === prefix}
                onChange={() => form.set("prefix", prefix)}
              />
              {prefix === "Dhr" ? "Dhr." : "Mevr."}
            </label>
          ))}
        </div>
        {prefixError && (
          <p id={prefixErrorId} className="field__error">
            {prefixError}
          </p>
        )}
      </fieldset>
      <Field {...common} field="firstname" label="Voornaam" className="address-form__firstname">
        {(p) => <input {...p} className="text-input" type="text" autoComplete="given-name" maxLength={255} />}
      </Field>
      <Field
        {...common}
        field="middlename"
        label="Tussenvoegsel"
        optional
        className="address-form__middlename"
      >
        {(p) => (
          <input {...p} className="text-input" type="text" autoComplete="additional-name" maxLength={255} />
        )}
      </Field>
      <Field {...common} field="lastname" label="Achternaam" className="field--full">
        {(p) => (
          <input {...p} className="text-input" type="text" autoComplete="family-name" maxLength={255} />
        )}
      </Field>
      <Field
        {...common}
        field="zipcode"
        label={belgian ? "Postnummer" : "Postcode"}
        className="address-form__zipcode"
      >
        {(p) => (
          <input
            {...p}
            className="text-input"
            type="text"
            autoComplete="postal-code"
            inputMode={belgian ? "numeric" : "text"}
            maxLength={belgian ? 4 : 7}
          />
        )}
      </Field>
      <Field {...common} field="housenumber" label="Huisnummer" className="address-form__housenumber">
        {(p) => <input {...p} className="text-input" type="text" inputMode="numeric" maxLength={5} />}
      </Field>
      <Field {...common} field="housenumber_affix" label="Toev." optional className="address-form__affix">
        {(p) => <input {...p} className="text-input" type="text" maxLength={10} />}
      </Field>
      <Field {...common} field="street" label="Straat" className="field--full">
        {(p) => (
          <input {...p} className="text-input" type="text" autoComplete="address-line1" maxLength={255} />
        )}
      </Field>
      <Field {...common} field="city" label="Plaats" className="field--full">
        {(p) => (
          <input {...p} className="text-input" type="text" autoComplete="address-level2" maxLength={255} />
        )}
      </Field>
      {belgian && (
        <Field {...common} field="region" label="Provincie" className="field--full">
          {(p) => (
            <select {...p} className="select-input" autoComplete="address-level1">
              <option value="">Kies je provincie</option>
              {provinces.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field {...common} field="email" label="E-mailadres" className="field--full">
        {(p) => <input {...p} className="text-input" type="email" autoComplete="email" maxLength={320} />}
      </Field>
      <Field {...common} field="telephone" label="Telefoonnummer" className="field--full">
        {(p) => <input {...p} className="text-input" type="tel" autoComplete="tel" maxLength={32} />}
      </Field>
      {showNote && (
        <Field {...common} field="note" label="Opmerking" optional className="field--full">
          {(p) => <textarea {...p} className="text-input address-form__note" rows={3} maxLength={1000} />}
        </Field>
      )}
    </div>
  );
}
