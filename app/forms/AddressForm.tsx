// The address form of spec section 3 (NL and BE), checked field by field on blur with the domain's schema.
// Reused wherever an address is asked: the swatch order, checkout, the quote and the advice form. Its state
// lives in useAddressForm; street and city, filled by the NL postcode lookup, in StreetFields.
import { useMemo } from "react";
import { belgianProvinces } from "../../domain/validation/address";
import { AddressField } from "./AddressField";
import { SalutationField } from "./SalutationField";
import { StreetFields } from "./StreetFields";
import type { AddressFormApi } from "./useAddressForm";

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
  const { lookupStatus, values, errors } = form;
  const showStreet =
    !revealStreetAfterLookup ||
    lookupStatus === "off" ||
    lookupStatus === "found" ||
    lookupStatus === "not-found" ||
    Boolean(values.street || values.city || errors.street || errors.city);
  const provinces = useMemo(() => [...belgianProvinces].sort((a, b) => a.localeCompare(b, "nl")), []);

  return (
    <div className="address-form">
      {salutation && <SalutationField {...common} />}
      <AddressField {...common} field="firstname" label="Voornaam" className="address-form__firstname">
        {(p) => <input {...p} className="text-input" type="text" autoComplete="given-name" maxLength={255} />}
      </AddressField>
      {salutation && (
        <AddressField
          {...common}
          field="middlename"
          label="Tussenvoegsel"
          optional
          className="address-form__middlename"
        >
          {(p) => (
            <input {...p} className="text-input" type="text" autoComplete="additional-name" maxLength={255} />
          )}
        </AddressField>
      )}
      <AddressField
        {...common}
        field="lastname"
        label="Achternaam"
        className={salutation ? "field--full" : "address-form__lastname"}
      >
        {(p) => (
          <input {...p} className="text-input" type="text" autoComplete="family-name" maxLength={255} />
        )}
      </AddressField>
      <AddressField
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
      </AddressField>
      <AddressField {...common} field="housenumber" label="Huisnummer" className="address-form__housenumber">
        {(p) => <input {...p} className="text-input" type="text" inputMode="numeric" maxLength={5} />}
      </AddressField>
      <AddressField
        {...common}
        field="housenumber_affix"
        label="Toev."
        optional
        className="address-form__affix"
      >
        {(p) => <input {...p} className="text-input" type="text" maxLength={10} />}
      </AddressField>
      <StreetFields {...common} show={showStreet} />
      {belgian && (
        <AddressField {...common} field="region" label="Provincie" className="field--full">
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
        </AddressField>
      )}
      <AddressField {...common} field="email" label="E-mailadres" className="field--full">
        {(p) => <input {...p} className="text-input" type="email" autoComplete="email" maxLength={320} />}
      </AddressField>
      <AddressField {...common} field="telephone" label="Telefoonnummer" className="field--full">
        {(p) => <input {...p} className="text-input" type="tel" autoComplete="tel" maxLength={32} />}
      </AddressField>
      {showNote && (
        <AddressField {...common} field="note" label="Opmerking" optional className="field--full">
          {(p) => <textarea {...p} className="text-input address-form__note" rows={3} maxLength={1000} />}
        </AddressField>
      )}
    </div>
  );
}
