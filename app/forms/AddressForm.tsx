// The address form of spec section 3 (NL and BE), checked field by field on blur with the domain's schema.
// Reused wherever an address is asked: the swatch order now, checkout and quote forms later. In NL a valid
// postcode and house number fill and lock street and city from the postcode lookup (spec section 4).
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { belgianProvinces, type Country, prefixes } from "../../domain/validation/address";
import {
  type AddressFormField,
  type AddressFormValues,
  addressFormFields,
  emptyAddressForm,
} from "../../domain/validation/address-form";
import { type FieldErrors, fieldErrors, validateField } from "../../domain/validation/errors";
import { isAbort } from "../api/client";
import { Icon } from "../ui/Icon";
import { FieldError } from "./FieldError";
import { lookupKey, lookupPostcode } from "./postcode";

/** Where the NL postcode lookup stands for the postcode and house number now in the form. */
export type PostcodeLookupStatus = "off" | "idle" | "pending" | "found" | "not-found";

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
  /** The postcode lookup: "off" outside NL, "idle" until postcode and house number are valid. */
  lookupStatus: PostcodeLookupStatus;
  /** True while street and city hold what the lookup found and may not be typed over. */
  locked: boolean;
  /** Lets the visitor change a street and city the lookup filled ('Adres aanpassen'). */
  unlock: () => void;
  /** Position of the address the lookup found, sent along as lat/lon; null when nothing was found. */
  location: { lat: number; lon: number } | null;
  /** The values to send: what was typed plus lat/lon when the lookup found the address. */
  toAddress: () => AddressFormValues & { lat?: number; lon?: number };
}

export interface AddressFormOptions {
  /** Look street and city up from postcode and house number; default on in NL (the only country it knows). */
  postcodeLookup?: boolean;
}

/**
 * State of one address form. `schema` is the store's address form schema (domain/validation/address-form.ts);
 * null sends the address as typed. A field is checked when it loses focus after it was changed, and again on
 * every change once it shows a message, so the message goes away as soon as the value is right.
 */
export function useAddressForm(
  country: Country,
  schema: z.ZodType | null,
  /** Values to start from, e.g. what the visitor typed before a reload (stored by the server). */
  initial?: Partial<Record<AddressFormField, unknown>>,
  options: AddressFormOptions = {},
): AddressFormApi {
  const [values, setValues] = useState<AddressFormValues>(() => ({
    ...emptyAddressForm(country),
    ...Object.fromEntries(
      Object.entries(initial ?? {})
        .filter(([k, v]) => (addressFormFields as readonly string[]).includes(k) && v != null)
        .map(([k, v]) => [k, String(v)]),
    ),
  }));
  const [errors, setErrors] = useState<Partial<Record<AddressFormField, string>>>({});
  const [dirty, setDirty] = useState<Partial<Record<AddressFormField, boolean>>>({});

  // The postcode lookup. Its state is kept per lookup key ("2991XJ 8"), so a changed postcode or house
  // number unlocks street and city at once, before the next answer arrives.
  const lookupOn = (options.postcodeLookup ?? true) && country === "NL";
  const key = lookupOn ? lookupKey(values.zipcode, values.housenumber) : null;
  const [answered, setAnswered] = useState<{ key: string; found: boolean } | null>(null);
  const [lockedFor, setLockedFor] = useState<string | null>(null);
  const [located, setLocated] = useState<{ key: string; lat: number; lon: number } | null>(() => {
    const start = lookupKey(values.zipcode, values.housenumber);
    const { lat, lon } = (initial ?? {}) as { lat?: unknown; lon?: unknown };
    return start && typeof lat === "number" && typeof lon === "number" ? { key: start, lat, lon } : null;
  });
  // The last key asked or restored: an address that came back with a reload keeps the street and city as
  // they were (perhaps changed by hand); only a new postcode or house number asks again.
  const settled = useRef<string | null>(
    values.street.trim() && values.city.trim() ? lookupKey(values.zipcode, values.housenumber) : null,
  );
  // What the lookup last filled in: when a new postcode finds nothing, a street and city still as filled
  // belong to the old postcode and are emptied; what the visitor typed over them is kept.
  const filled = useRef<{ street: string; city: string } | null>(null);

  useEffect(() => {
    if (!key || settled.current === key) return;
    const controller = new AbortController();
    // Debounced: typing "2991XJ" then "8" then "82" asks once, for what stands after 300 ms.
    const timer = setTimeout(() => {
      lookupPostcode(key, controller.signal)
        .then((found) => {
          settled.current = key;
          setAnswered({ key, found: found !== null });
          if (!found) {
            const stale = filled.current;
            filled.current = null;
            if (stale)
              setValues((current) =>
                current.street === stale.street && current.city === stale.city
                  ? { ...current, street: "", city: "" }
                  : current,
              );
            return;
          }
          filled.current = { street: found.street, city: found.city };
          setValues((current) => ({ ...current, street: found.street, city: found.city }));
          setErrors((current) => ({ ...current, street: undefined, city: undefined }));
          setLocated({ key, lat: found.lat, lon: found.lng });
          setLockedFor(key);
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          // Spec section 8: a lookup error goes to the console only; the visitor simply types.
          console.error("Postcode lookup error", error);
          settled.current = key;
          setAnswered({ key, found: false });
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const lookupStatus: PostcodeLookupStatus = !lookupOn
    ? "off"
    : !key
      ? "idle"
      : answered?.key === key
        ? answered.found
          ? "found"
          : "not-found"
        : settled.current === key
          ? "not-found"
          : "pending";
  const locked = key !== null && lockedFor === key;
  const location = located && located.key === key ? { lat: located.lat, lon: located.lon } : null;
  const unlock = useCallback(() => setLockedFor(null), []);

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
    setAnswered(null);
    setLockedFor(null);
    setLocated(null);
    settled.current = null;
    filled.current = null;
  }, [country]);

  const toAddress = useCallback(
    () => (location ? { ...values, lat: location.lat, lon: location.lon } : { ...values }),
    [location, values],
  );

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
    lookupStatus,
    locked,
    unlock,
    location,
    toAddress,
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
  /** Filled by the postcode lookup: shown, focusable and read aloud, but not to be typed over. */
  readOnly?: boolean;
  /** The id of a note that explains the field, read after its label. */
  noteId?: string;
  children: (props: {
    id: string;
    name: string;
    value: string;
    readOnly: boolean | undefined;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    "aria-required": boolean | undefined;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
  }) => ReactNode;
}

/** A label, the control and its message, tied together for assistive technology. */
function Field({
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

export function AddressForm({
  form,
  idPrefix,
  showNote = true,
  salutation = true,
  revealStreetAfterLookup = false,
}: {
  form: AddressFormApi;
  /** Makes the field ids unique on the page, e.g. "stalen-adres". */
  idPrefix: string;
  showNote?: boolean;
  /**
   * Asks Aanhef and Tussenvoegsel (default). The advice form asks neither (spec section 2); first and last
   * name then share a row.
   */
  salutation?: boolean;
  /**
   * Shows street and city only once postcode and house number are valid and looked up (the advice form,
   * spec section 2); by default they are always shown. Without a lookup (BE) they are always shown.
   */
  revealStreetAfterLookup?: boolean;
}) {
  const belgian = form.country === "BE";
  const common = { form, idPrefix };
  const noteId = `${idPrefix}-autofill`;
  const streetRef = useRef<HTMLInputElement>(null);
  const [unlocking, setUnlocking] = useState(false);
  // After 'Adres aanpassen' the street field takes focus, so the visitor can type at once.
  useEffect(() => {
    if (unlocking && !form.locked) {
      streetRef.current?.focus();
      setUnlocking(false);
    }
  }, [unlocking, form.locked]);
  const { lookupStatus, locked, values, errors } = form;
  const showStreet =
    !revealStreetAfterLookup ||
    lookupStatus === "off" ||
    lookupStatus === "found" ||
    lookupStatus === "not-found" ||
    Boolean(values.street || values.city || errors.street || errors.city);
  const prefixError = form.errors.prefix;
  const prefixErrorId = `${idPrefix}-prefix-error`;
  const provinces = useMemo(() => [...belgianProvinces].sort((a, b) => a.localeCompare(b, "nl")), []);

  return (
    <div className="address-form">
      {salutation && (
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
      )}
      <Field {...common} field="firstname" label="Voornaam" className="address-form__firstname">
        {(p) => <input {...p} className="text-input" type="text" autoComplete="given-name" maxLength={255} />}
      </Field>
      {salutation && (
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
      )}
      <Field
        {...common}
        field="lastname"
        label="Achternaam"
        className={salutation ? "field--full" : "address-form__lastname"}
      >
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
      {showStreet && (
        <>
          <Field
            {...common}
            field="street"
            label="Straat"
            className="field--full"
            readOnly={locked}
            noteId={locked ? noteId : undefined}
          >
            {(p) => (
              <input
                {...p}
                ref={streetRef}
                className="text-input"
                type="text"
                autoComplete="address-line1"
                maxLength={255}
              />
            )}
          </Field>
          <Field
            {...common}
            field="city"
            label="Plaats"
            className="field--full"
            readOnly={locked}
            noteId={locked ? noteId : undefined}
          >
            {(p) => (
              <input
                {...p}
                className="text-input"
                type="text"
                autoComplete="address-level2"
                maxLength={255}
              />
            )}
          </Field>
        </>
      )}
      {lookupStatus !== "off" && (
        // Always in the page (and out of the grid), so screen readers hear it when the lookup fills the address.
        <p className="visually-hidden" role="status">
          {locked ? `Straat en plaats zijn automatisch ingevuld: ${values.street}, ${values.city}.` : ""}
        </p>
      )}
      {locked && (
        <div className="field--full address-form__autofill">
          <p id={noteId} className="address-form__autofill-note">
            <Icon name="check" size={18} />
            Automatisch ingevuld op basis van je postcode
          </p>
          <button
            type="button"
            className="button button--link address-form__unlock"
            onClick={() => {
              form.unlock();
              setUnlocking(true);
            }}
          >
            Adres aanpassen
          </button>
        </div>
      )}
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
