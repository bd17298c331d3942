// The state of the address form of spec section 3 (NL and BE), checked field by field with the domain's schema.
// In NL a valid postcode and house number fill and lock street and city from the postcode lookup (spec section 4).
import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import type { Country } from "../../domain/validation/address";
import {
  type AddressFormField,
  type AddressFormValues,
  addressFormFields,
  emptyAddressForm,
} from "../../domain/validation/address-form";
import { type FieldErrors, fieldErrors, validateField } from "../../domain/validation/errors";
import { lookupKey, lookupPostcode, type PostcodeMatch } from "./postcode";
import { useDebouncedLookup } from "./useDebouncedLookup";
import { useFields } from "./useFields";

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

/** The form's values from `initial`, keeping only address fields with a value. */
function startValues(country: Country, initial: Partial<Record<AddressFormField, unknown>> | undefined) {
  return {
    ...emptyAddressForm(country),
    ...Object.fromEntries(
      Object.entries(initial ?? {})
        .filter(([k, v]) => (addressFormFields as readonly string[]).includes(k) && v != null)
        .map(([k, v]) => [k, String(v)]),
    ),
  };
}

/**
 * State of one address form. `schema` is the store's address form schema (domain/validation/address-form.ts);
 * null sends the address as typed.
 */
export function useAddressForm(
  country: Country,
  schema: z.ZodType | null,
  /** Values to start from, e.g. what the visitor typed before a reload (stored by the server). */
  initial?: Partial<Record<AddressFormField, unknown>>,
  options: AddressFormOptions = {},
): AddressFormApi {
  const fields = useFields<AddressFormField, AddressFormValues>(
    () => startValues(country, initial),
    schema ? (field, next) => validateField(schema, field, next[field], next) : null,
  );
  const { values, setValues, setErrors } = fields;

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
  // The last key answered or restored: an address that came back with a reload keeps the street and city as
  // they were (perhaps changed by hand); only a new postcode or house number asks again.
  const settled = useRef<string | null>(
    values.street.trim() && values.city.trim() ? lookupKey(values.zipcode, values.housenumber) : null,
  );
  // What the lookup last filled in: when a new postcode finds nothing, a street and city still as filled
  // belong to the old postcode and are emptied; what the visitor typed over them is kept.
  const filled = useRef<{ street: string; city: string } | null>(null);

  const takeAnswer = (asked: string, found: PostcodeMatch | null) => {
    settled.current = asked;
    setAnswered({ key: asked, found: found !== null });
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
    setLocated({ key: asked, lat: found.lat, lon: found.lng });
    setLockedFor(asked);
  };
  useDebouncedLookup(key === settled.current ? null : key, lookupPostcode, {
    onAnswer: takeAnswer,
    onError: (asked, error) => {
      // Spec section 8: a lookup error goes to the console only; the visitor simply types.
      console.error("Postcode lookup error", error);
      settled.current = asked;
      setAnswered({ key: asked, found: false });
    },
  });

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

  const validateAll = useCallback(() => {
    if (!schema) return true;
    const all: FieldErrors = fieldErrors(schema.safeParse(values));
    const next: Partial<Record<AddressFormField, string>> = {};
    for (const field of addressFormFields) if (all[field]) next[field] = all[field];
    setErrors(next);
    return Object.keys(next).length === 0;
  }, [schema, values, setErrors]);

  const showServerErrors = useCallback(
    (server: Record<string, string>, prefix = "") => {
      const atFields: Partial<Record<AddressFormField, string>> = {};
      const other: string[] = [];
      for (const [name, message] of Object.entries(server)) {
        const field = name.startsWith(prefix) ? name.slice(prefix.length) : name;
        if ((addressFormFields as readonly string[]).includes(field))
          atFields[field as AddressFormField] = message;
        else other.push(message);
      }
      setErrors(atFields);
      return other;
    },
    [setErrors],
  );

  const { reset: resetFields } = fields;
  const reset = useCallback(() => {
    resetFields(emptyAddressForm(country));
    setAnswered(null);
    setLockedFor(null);
    setLocated(null);
    settled.current = null;
    filled.current = null;
  }, [country, resetFields]);

  const toAddress = useCallback(
    () => (location ? { ...values, lat: location.lat, lon: location.lon } : { ...values }),
    [location, values],
  );

  return {
    country,
    values,
    errors: fields.errors,
    set: fields.set,
    blur: fields.blur,
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
