// Street and city of the address form: filled and locked by the NL postcode lookup, with the note that says so
// and 'Adres aanpassen' to type them after all.
import { useEffect, useRef, useState } from "react";
import { Icon } from "../ui/Icon";
import { AddressField } from "./AddressField";
import type { AddressFormApi } from "./useAddressForm";

const streetAndCity = [
  { field: "street", label: "Straat", autoComplete: "address-line1" },
  { field: "city", label: "Plaats", autoComplete: "address-level2" },
] as const;

export function StreetFields({
  form,
  idPrefix,
  show,
}: {
  form: AddressFormApi;
  idPrefix: string;
  /** False hides street and city (until the lookup answered); the status line stays for screen readers. */
  show: boolean;
}) {
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
  const { lookupStatus, locked, values } = form;

  return (
    <>
      {show &&
        streetAndCity.map(({ field, label, autoComplete }) => (
          <AddressField
            key={field}
            {...common}
            field={field}
            label={label}
            className="field--full"
            readOnly={locked}
            noteId={locked ? noteId : undefined}
          >
            {(p) => (
              <input
                {...p}
                ref={field === "street" ? streetRef : undefined}
                className="text-input"
                type="text"
                autoComplete={autoComplete}
                maxLength={255}
              />
            )}
          </AddressField>
        ))}
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
    </>
  );
}
